/**
 * Partner fees at settlement: the withholding math (pure), then the solver on a real chain
 * withholding them as the protocol does, recording them per trade and per recipient.
 */
import { describe, expect, it, vi } from 'vitest'
import { formatUnits, getAddress, parseUnits, type Address, type Hex } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import type { OrderData } from '@batchswap/contract/protocol/order'
import { bpsOf } from '@batchswap/contract/protocol/partner-fee'
import { executedProtocolFeesWire } from '../kernel/db/protocol-fees'
import { planFill, type AuctionOrder } from './clearing'
import { computeExecution } from './trade-execution'
import { encodeSettlement } from './encode'
import { customPrices, limitRespectedAfterFees, withholdPartnerFees } from './partner-fees'
import {
  USDC,
  WETH,
  atMarket,
  balanceOf,
  clearingPricesOf,
  getJson,
  getOrder,
  postOrder,
  sellAtMarket,
  tradesOf,
} from '../testing/settlement-harness'
import { useHarness } from '../testing/settlement-hooks'

const PARTNER: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const OTHER: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const A: Address = '0x1111111111111111111111111111111111111111'
const B: Address = '0x2222222222222222222222222222222222222222'

const order = (fields: Partial<OrderData>): OrderData => ({
  sellToken: A,
  buyToken: B,
  receiver: '0x0000000000000000000000000000000000000000',
  sellAmount: 1000n,
  buyAmount: 1900n,
  validTo: 2_000_000_000,
  appData: `0x${'00'.repeat(32)}`,
  feeAmount: 0n,
  kind: 'sell',
  partiallyFillable: false,
  sellTokenBalance: 'erc20',
  buyTokenBalance: 'erc20',
  ...fields,
})

describe('withholding (pure)', () => {
  it('takes a sell order fee off its buy amount, in the buy token, in bps of the amount before it', () => {
    const o = order({ kind: 'sell' })
    const uniform = { executedSell: 1000n, executedBuy: 2000n, executedFee: 0n }
    const { exec, charged } = withholdPartnerFees(o, uniform, [
      { volumeBps: 50, recipient: PARTNER },
    ])
    expect(charged).toEqual([{ token: B, amount: 10n, volumeBps: 50, recipient: PARTNER }])
    expect(exec).toEqual({ executedSell: 1000n, executedBuy: 1990n, executedFee: 0n })
  })

  it('adds a buy order fee to its sell amount, in the sell token; several fees each on the amount before all', () => {
    const o = order({ kind: 'buy', sellAmount: 2100n, buyAmount: 1000n })
    const uniform = { executedSell: 2000n, executedBuy: 1000n, executedFee: 0n }
    const { exec, charged } = withholdPartnerFees(o, uniform, [
      { volumeBps: 50, recipient: PARTNER },
      { volumeBps: 25, recipient: OTHER },
    ])
    expect(charged.map((c) => [c.token, c.amount, c.recipient])).toEqual([
      [A, 10n, PARTNER],
      [A, 5n, OTHER],
    ])
    expect(exec.executedSell).toBe(2015n)
    expect(exec.executedBuy).toBe(1000n)
  })

  it('prices the trade so the contract executes exactly the withheld amounts', () => {
    for (const o of [
      order({ kind: 'sell' }),
      order({ kind: 'buy', sellAmount: 2100n, buyAmount: 1000n }),
    ]) {
      const uniform = computeExecution(o, 0n, 2n, 1n)
      const { exec } = withholdPartnerFees(o, uniform, [{ volumeBps: 100, recipient: PARTNER }])
      const { sellPrice, buyPrice } = customPrices(exec)
      expect(computeExecution(o, 0n, sellPrice, buyPrice)).toEqual(exec)
    }
  })

  it('refuses a fee the signed limit has no room for', () => {
    const o = order({ kind: 'sell', sellAmount: 1000n, buyAmount: 1995n })
    const uniform = { executedSell: 1000n, executedBuy: 2000n, executedFee: 0n }
    expect(limitRespectedAfterFees(o, uniform)).toBe(true)
    const { exec } = withholdPartnerFees(o, uniform, [{ volumeBps: 50, recipient: PARTNER }])
    expect(limitRespectedAfterFees(o, exec)).toBe(false)
    const auctionOrder: AuctionOrder = {
      uid: `0x${'ab'.repeat(56)}`,
      owner: OTHER,
      order: o,
      signingScheme: 'eip712',
      signature: '0x',
      filled: 0n,
    }
    expect(planFill(auctionOrder, 10n ** 30n, 10n ** 30n, 2n, 1n)?.executedBuy).toBe(2000n)
    const withFee = { ...auctionOrder, partnerFees: [{ volumeBps: 50, recipient: PARTNER }] }
    expect(planFill(withFee, 10n ** 30n, 10n ** 30n, 2n, 1n)).toBeUndefined()
    expect(
      planFill(
        { ...withFee, partnerFees: [{ volumeBps: 20, recipient: PARTNER }] },
        10n ** 30n,
        10n ** 30n,
        2n,
        1n,
      )?.protocolFees,
    ).toEqual([{ token: B, amount: 4n, volumeBps: 20, recipient: PARTNER }])
  })

  it('encodes a trade with fees at its own prices, after the uniform ones', () => {
    const o = order({ kind: 'sell' })
    const base: AuctionOrder = {
      uid: `0x${'ab'.repeat(56)}`,
      owner: OTHER,
      order: o,
      signingScheme: 'eip712',
      signature: `0x${'11'.repeat(65)}`,
      filled: 0n,
    }
    const plain = planFill(base, 10n ** 30n, 10n ** 30n, 2n, 1n)
    const charged = planFill(
      {
        ...base,
        uid: `0x${'cd'.repeat(56)}`,
        partnerFees: [{ volumeBps: 50, recipient: PARTNER }],
      },
      10n ** 30n,
      10n ** 30n,
      2n,
      1n,
    )
    if (!plain || !charged) throw new Error('both orders fill')
    const prices = new Map([
      [A, 2n],
      [B, 1n],
    ])
    const encoded = encodeSettlement([plain, charged], prices)
    expect(encoded.tokens).toEqual([A, B, A, B])
    expect(encoded.clearingPrices).toEqual([2n, 1n, 1990n, 1000n])
    expect(encoded.trades.map((t) => [t.sellTokenIndex, t.buyTokenIndex])).toEqual([
      [0n, 1n],
      [2n, 3n],
    ])
  })
})

const h = useHarness(undefined, { approvedTokens: [WETH, USDC] })
const [trader0, trader1] = sandboxDeployment.traders

const withFee = (partnerFee: unknown) =>
  JSON.stringify({ appCode: 'partner test', metadata: { partnerFee }, version: '1.15.0' })

describe('the solver withholds partner fees', () => {
  it('a sell order pays 50 bps of its buy amount to the partner; recorded per trade and per recipient', async () => {
    const sellAmount = parseUnits('1', 18)
    const posted = await postOrder(
      h,
      0,
      sellAtMarket(h, WETH, USDC, sellAmount, 0.98),
      'eip712',
      withFee({ volumeBps: 50, recipient: PARTNER }),
    )
    const usdcBefore = await balanceOf(h, USDC, trader0)
    const info = vi.spyOn(h.service.context.log, 'info')
    const outcome = await h.module.runAuction()
    expect(outcome.error).toBeUndefined()
    expect(outcome.fills.map((f) => f.uid)).toEqual([posted.uid])

    const prices = await clearingPricesOf(h, 'latest')
    const pWeth = prices.get(getAddress(WETH)) ?? 0n
    const pUsdc = prices.get(getAddress(USDC)) ?? 0n
    const uniformBuy = (sellAmount * pWeth + pUsdc - 1n) / pUsdc

    // The trader receives the uniform amount less the fee and the network cost (the order's
    // executedFee, in WETH, taken from what is left of the surplus); the Trade event says so.
    const filled = await getOrder(h, posted.uid)
    expect(filled.status).toBe('fulfilled')
    const network = BigInt(filled.executedFee ?? '0')
    expect(network).toBeGreaterThan(0n)
    // The partner's share is of what the trade bought after the network cost.
    const afterNetwork = uniformBuy - (network * pWeth) / pUsdc
    const fee = bpsOf(afterNetwork, 50)
    expect(fee).toBeGreaterThan(0n)
    const received = afterNetwork - fee
    expect(BigInt(filled.executedBuyAmount)).toBe(received)
    expect(await balanceOf(h, USDC, trader0)).toBe(usdcBefore + received)
    const [trade] = await tradesOf(h, outcome.txHash as Hex)
    expect(trade?.buyAmount).toBe(received)

    // The trade's record carries the fee, in the trades API's shape.
    const [record] = await h.service.context.db.listTrades(posted.uid)
    expect(record?.executedProtocolFees).toEqual([
      { policy: { volume: { factor: 0.005 } }, amount: fee, token: getAddress(USDC) },
    ])
    const wire = executedProtocolFeesWire(record?.executedProtocolFees ?? [])
    expect(wire).toEqual([
      { policy: { volume: { factor: 0.005 } }, amount: fee.toString(), token: getAddress(USDC) },
    ])

    // The sandbox's log says it, with the recipient's total.
    const said = formatUnits(fee, 6)
    expect(info).toHaveBeenCalledWith(
      `partner fee: ${said} USDC (50 bps) of order ${posted.uid} withheld for ${PARTNER}; owed in all: ${said} USDC`,
    )
    info.mockRestore()

    const owed = await getJson(h, `/sandbox/dev/partner_fees?recipient=${PARTNER}`)
    expect(owed.status).toBe(200)
    expect(owed.body).toEqual({
      totals: [{ recipient: PARTNER, token: getAddress(USDC), amount: fee.toString(), trades: 1 }],
      fees: [{ orderUid: posted.uid, txHash: outcome.txHash, recipient: PARTNER, ...wire[0] }],
    })
  })

  it('a buy order pays on top of its sell amount, capped at 1 %; the per-recipient total adds up', async () => {
    const buyAmount = parseUnits('0.5', 18)
    const posted = await postOrder(
      h,
      1,
      {
        kind: 'buy',
        sellToken: USDC,
        buyToken: WETH,
        sellAmount: atMarket(h, buyAmount, WETH, USDC, 1.03),
        buyAmount,
      },
      'eip712',
      withFee([{ volumeBps: 250, recipient: OTHER }]),
    )
    const usdcBefore = await balanceOf(h, USDC, trader1)
    const outcome = await h.module.runAuction()
    expect(outcome.fills.map((f) => f.uid)).toEqual([posted.uid])
    const prices = await clearingPricesOf(h, 'latest')
    const uniformSell =
      (buyAmount * (prices.get(getAddress(WETH)) ?? 0n)) / (prices.get(getAddress(USDC)) ?? 1n)
    // The network cost on top (the order's executedFee, in USDC), and 250 bps asked, 100
    // charged (the protocol's cap) of what it paid with it.
    const network = BigInt((await getOrder(h, posted.uid)).executedFee ?? '0')
    expect(network).toBeGreaterThan(0n)
    const fee = bpsOf(uniformSell + network, 100)
    expect(await balanceOf(h, USDC, trader1)).toBe(usdcBefore - uniformSell - fee - network)
    const [record] = await h.service.context.db.listTrades(posted.uid)
    expect(record?.executedProtocolFees).toEqual([
      { policy: { volume: { factor: 0.01 } }, amount: fee, token: getAddress(USDC) },
    ])
    const all = await getJson(h, '/sandbox/dev/partner_fees')
    const totals = (all.body as { totals: { recipient: string; amount: string }[] }).totals
    expect(totals.map((t) => t.recipient).sort()).toEqual([PARTNER, OTHER].sort())
    expect(totals.find((t) => t.recipient === OTHER)?.amount).toBe(fee.toString())
  })

  it('leaves an order whose limit has no room for the fee, and charges nothing for a malformed one', async () => {
    const tight = await postOrder(
      h,
      0,
      sellAtMarket(h, WETH, USDC, parseUnits('0.1', 18), 0.999),
      'eip712',
      withFee({ volumeBps: 50, recipient: PARTNER }),
    )
    const junk = await postOrder(
      h,
      1,
      sellAtMarket(h, WETH, USDC, parseUnits('0.1', 18), 0.98),
      'eip712',
      withFee({ volumeBps: 50, recipient: 'partner.eth' }),
    )
    const outcome = await h.module.runAuction()
    expect(outcome.fills.map((f) => f.uid)).toEqual([junk.uid])
    expect((await getOrder(h, tight.uid)).status).toBe('open')
    const [record] = await h.service.context.db.listTrades(junk.uid)
    expect(record?.executedProtocolFees).toEqual([])
  })

  it('answers a bad recipient filter with 400 InvalidParameter', async () => {
    const bad = await getJson(h, '/sandbox/dev/partner_fees?recipient=nobody')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ errorType: 'InvalidParameter' })
  })
})
