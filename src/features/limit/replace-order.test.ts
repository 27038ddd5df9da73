import { parseUnits, zeroAddress, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Order } from '@/api/types'
import { editOrderHref, replaceUidFrom } from '@/trade/edit-order-link'
import type { TradeToken } from '@/trade/tokens/trade-token'
import { localDateTime, remainingAmounts, replaceabilityOf } from './replace-order'

const OWNER: Address = '0x70997970C51812dc3A010C7d01b50e20d17dc79C'
const OTHER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const WETH: TradeToken = {
  address: '0x1000000000000000000000000000000000000001',
  symbol: 'WETH',
  name: 'Wrapped Ether',
  decimals: 18,
  chainId: 31337,
  listed: true,
}
const USDC: TradeToken = {
  address: '0x2000000000000000000000000000000000000002',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  chainId: 31337,
  listed: true,
}
const UID = `0x${'ab'.repeat(56)}` as Hex
const NOW = 1_800_000_000

function order(overrides: Partial<Order> = {}): Order {
  return {
    sellToken: WETH.address,
    buyToken: USDC.address,
    sellAmount: parseUnits('2', 18),
    buyAmount: parseUnits('7000', 6),
    validTo: NOW + 7 * 86_400,
    appData: '{}',
    appDataHash: `0x${'00'.repeat(32)}`,
    feeAmount: 0n,
    kind: 'sell',
    partiallyFillable: true,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
    signingScheme: 'eip712',
    signature: '0x',
    fullBalanceCheck: false,
    creationDate: new Date((NOW - 60) * 1000),
    class: 'limit',
    owner: OWNER,
    uid: UID,
    executedSellAmount: 0n,
    executedSellAmountBeforeFees: 0n,
    executedBuyAmount: 0n,
    executedFeeAmount: 0n,
    invalidated: false,
    status: 'open',
    settlementContract: zeroAddress,
    ...overrides,
  } as Order
}

const judge = (o: Order, account: Address | undefined, tokens = [WETH, USDC]) =>
  replaceabilityOf(o, account, tokens, NOW)

describe('the edit link', () => {
  it('round-trips a UID, lower case, and ignores anything that is not one', () => {
    const href = editOrderHref(UID.toUpperCase().replace('0X', '0x') as Hex)
    expect(href).toBe(`/limit?replace=${UID}`)
    expect(replaceUidFrom(new URLSearchParams(href.split('?')[1]))).toBe(UID)
    for (const bad of ['', 'replace=0x12', `replace=${UID}00`, `replace=${UID.slice(2)}`, 'x=1']) {
      expect(replaceUidFrom(new URLSearchParams(bad)), bad).toBeUndefined()
    }
  })
})

describe('replaceabilityOf', () => {
  it('starts from the open order: pair, amounts, expiry, partial fills, recipient', () => {
    const result = judge(order({ receiver: OTHER, partiallyFillable: false }), OWNER)
    expect(result).toEqual({
      status: 'editable',
      draft: {
        kind: 'sell',
        sell: WETH.address,
        buy: USDC.address,
        sellText: '2',
        buyText: '7000',
        customExpiry: localDateTime(NOW + 7 * 86_400),
        partiallyFillable: false,
        recipient: OTHER,
      },
    })
  })

  it('a partially filled order: what is left, at the same price rounded in the trader’s favour', () => {
    const result = judge(
      order({ sellAmount: 3n, buyAmount: 10n, executedSellAmountBeforeFees: 1n }),
      OWNER,
      [
        { ...WETH, decimals: 0 },
        { ...USDC, decimals: 0 },
      ],
    )
    // 2 of 3 left: 10 * 2 / 3 = 6.67, asked as 7 (never a worse price than the original).
    expect(result).toMatchObject({ status: 'editable', draft: { sellText: '2', buyText: '7' } })
  })

  it('a buy order: exactly what is left to buy, paying at most its share of the maximum', () => {
    // Buy exactly 10,000 USDC paying at most 3 WETH; 4,000 USDC bought so far.
    const buying = order({
      kind: 'buy',
      sellAmount: parseUnits('3', 18),
      buyAmount: parseUnits('10000', 6),
      executedBuyAmount: parseUnits('4000', 6),
      executedSellAmountBeforeFees: parseUnits('1.1', 18),
    })
    expect(judge(buying, OWNER)).toMatchObject({
      status: 'editable',
      draft: { kind: 'buy', buyText: '6000', sellText: '1.8' },
    })
    // 3 for 10, 7 of 10 left: 3 * 7 / 10 = 2.1 pays at most 2 (the settlement prorates it so).
    expect(
      remainingAmounts({ ...buying, sellAmount: 3n, buyAmount: 10n, executedBuyAmount: 3n }),
    ).toEqual({ sellAmount: 2n, buyAmount: 7n })
    expect(judge({ ...buying, executedBuyAmount: parseUnits('10000', 6) }, OWNER)).toMatchObject({
      status: 'not-editable',
      sentence: 'Nothing is left to buy in this order.',
    })
  })

  it.each([
    ['another account', order(), OTHER, /another account/],
    ['no account', order(), undefined, /another account/],
    ['a cancelled order', order({ status: 'cancelled' }), OWNER, /Only an open order/],
    ['a filled order', order({ status: 'fulfilled' }), OWNER, /Only an open order/],
    ['a presign order', order({ signingScheme: 'presign' }), OWNER, /signed on chain/],
    ['an eip1271 order', order({ signingScheme: 'eip1271' }), OWNER, /signed on chain/],
    ['an order expiring now', order({ validTo: NOW + 60 }), OWNER, /expires too soon/],
    [
      'an order with nothing left',
      order({ executedSellAmountBeforeFees: parseUnits('2', 18) }),
      OWNER,
      /Nothing is left/,
    ],
  ] as const)('refuses %s, saying why', (_, o, account, sentence) => {
    const result = judge(o, account)
    expect(result.status).toBe('not-editable')
    if (result.status === 'not-editable') expect(result.sentence).toMatch(sentence)
  })

  it('asks to import a token the form does not know', () => {
    expect(judge(order(), OWNER, [WETH])).toMatchObject({
      status: 'not-editable',
      sentence: expect.stringMatching(/Import both tokens/) as unknown,
    })
  })
})

describe('localDateTime', () => {
  it('writes a datetime-local value that reads back to the same minute', () => {
    const text = localDateTime(NOW + 59)
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    expect(Date.parse(text) / 1000).toBe(NOW - (NOW % 60))
  })
})
