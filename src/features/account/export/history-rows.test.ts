import { describe, expect, it } from 'vitest'
import { getAddress, type Address, type Hex } from 'viem'
import { sandboxOrder } from '@/api/test-fixtures'
import type { TokenMeta } from '@/lib/token-lookup'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { NATIVE_CURRENCY_ADDRESS } from '@batchswap/contract/protocol/eth-flow'
import { buildHistoryFiles, csvHeader, csvLine } from './build-files'
import { historyRow, type RowContext } from './history-rows'

const [WETH, USDC] = sandboxDeployment.tokens
const HOSTILE: Address = '0x00000000000000000000000000000000000000aB'
const TX: Hex = `0x${'12'.repeat(32)}`

function lookup(...metas: TokenMeta[]) {
  return (address: Address) => metas.find((m) => getAddress(m.address) === getAddress(address))
}

const context: RowContext = {
  tokens: lookup(
    { address: WETH?.address ?? HOSTILE, symbol: 'WETH', decimals: 18 },
    { address: USDC?.address ?? HOSTILE, symbol: 'USDC', decimals: 6 },
    { address: HOSTILE, symbol: '=HYPERLINK("http://x","y")', decimals: 18 },
    { address: NATIVE_CURRENCY_ADDRESS, symbol: 'ETH', decimals: 18 },
  ),
  settlements: new Map(),
  chain: { id: 31337, name: 'Sandbox' },
  nowSeconds: 1_900_000_000,
}

describe('historyRow', () => {
  it('maps a filled sell order with exact amounts, price, fee, surplus and its settlement', () => {
    const order = sandboxOrder({
      status: 'fulfilled',
      // Sold 1 WETH + 0.000000000000000123 fee for 2,100.000001 USDC; the limit asked 2,000.
      executedSellAmount: '1000000000000000123',
      executedSellAmountBeforeFees: '1000000000000000000',
      executedBuyAmount: '2100000001',
      executedFee: '123',
      executedFeeToken: WETH?.address,
    })
    const row = historyRow(order, {
      ...context,
      settlements: new Map([[order.uid.toLowerCase(), [TX]]]),
    })
    expect(row).toMatchObject({
      date: '2026-11-20T10:00:00.000Z',
      type: 'Limit',
      pair: 'WETH/USDC',
      sold: '1.000000000000000123',
      bought: '2100.000001',
      price: '2100.000001',
      fee: '0.000000000000000123',
      feeToken: 'WETH',
      surplus: '100.000001',
      surplusToken: 'USDC',
      status: 'Filled',
      settlementTransactions: TX,
      orderUid: order.uid,
      chain: 'Sandbox',
    })
  })

  it('gives an open order its limit price, no surplus, and expired once past its deadline', () => {
    const order = sandboxOrder({ validTo: 1_800_000_000 })
    const row = historyRow(order, context)
    expect(row).toMatchObject({
      sold: '0',
      bought: '0',
      price: '2000',
      surplus: '',
      status: 'Expired',
    })
    expect(historyRow(order, { ...context, nowSeconds: 1_700_000_000 }).status).toBe('Open')
  })

  it('names the type from appData (market) and eth-flow orders', () => {
    const market = sandboxOrder({
      appData: JSON.stringify({ metadata: { orderClass: { orderClass: 'market' } } }),
    })
    expect(historyRow(market, context).type).toBe('Market')
    const twap = sandboxOrder({
      appData: JSON.stringify({ metadata: { orderClass: { orderClass: 'twap' } } }),
    })
    expect(historyRow(twap, context).type).toBe('TWAP part')
    const ethFlow = sandboxOrder({ ethflowData: { userValidTo: 1_950_000_000 } })
    expect(historyRow(ethFlow, context)).toMatchObject({ type: 'Eth-flow', sellToken: 'ETH' })
  })

  it('keeps an unknown token by address, its amounts in atoms', () => {
    const unknown: Address = '0x00000000000000000000000000000000000000cd'
    const row = historyRow(sandboxOrder({ buyToken: unknown }), context)
    expect(row.buyToken).toBe(`${unknown} (amounts in atoms)`)
    expect(row.price).toBe('')
  })
})

describe('the CSV and JSON files', () => {
  it('writes the header, CRLF lines and a neutralised hostile symbol', async () => {
    const order = sandboxOrder({ buyToken: HOSTILE, buyAmount: '5' })
    const files = await buildHistoryFiles(
      [order],
      context,
      { account: order.owner, chainId: 31337, chain: 'Sandbox', exportedAt: 'now' },
      () => Promise.resolve(),
      () => undefined,
    )
    const csv = files.csv.join('')
    expect(csv.startsWith(csvHeader())).toBe(true)
    expect(csvHeader()).toBe(
      'Date (UTC),Type,Pair,Sell token,Sold (fee included),Buy token,Bought,Price (buy per sell),Fee,Fee token,Surplus,Surplus token,Status,Settlement transaction,Order UID,Chain\r\n',
    )
    const line = csvLine(historyRow(order, context))
    expect(csv).toBe(csvHeader() + line)
    expect(line).toContain(`"WETH/=HYPERLINK(""http://x"",""y"")"`)
    expect(line).toContain(`,"'=HYPERLINK(""http://x"",""y"")",`)
    expect(line.endsWith('\r\n')).toBe(true)
    // 5 atoms of an 18-decimals token for 1 WETH: exact, no exponent.
    expect(line).toContain(',0.000000000000000005,')
    const json = JSON.parse(files.json.join('')) as {
      chainId: number
      orders: { buyToken: string }[]
    }
    expect(json.chainId).toBe(31337)
    // JSON is data, not a spreadsheet: the symbol as the contract says it.
    expect(json.orders[0]?.buyToken).toBe('=HYPERLINK("http://x","y")')
  })

  it('writes many orders in chunks, pausing between them', async () => {
    const orders = Array.from({ length: 450 }, (_, i) => sandboxOrder({}, i + 1))
    let pauses = 0
    const progress: number[] = []
    const files = await buildHistoryFiles(
      orders,
      context,
      { account: 'x', chainId: 31337, chain: 'Sandbox', exportedAt: 'now' },
      () => {
        pauses += 1
        return Promise.resolve()
      },
      (written) => progress.push(written),
    )
    expect(pauses).toBe(3)
    expect(progress).toEqual([200, 400, 450])
    expect(files.csv.join('').split('\r\n')).toHaveLength(452)
    expect((JSON.parse(files.json.join('')) as { orders: unknown[] }).orders).toHaveLength(450)
  })
})
