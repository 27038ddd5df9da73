/**
 * Limit orders through the service, the solver and the real settlement contract on anvil:
 * they wait while the market is below their price, fill at the batch's uniform clearing
 * prices once a price set with PUT /sandbox/dev/prices reaches it, and a partially fillable
 * one larger than one auction's liquidity (the per-pair cap) fills in parts, with a Trade and
 * a notification for each.
 */
import { parseUnits, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { devSetPriceSchema } from '../market/dev-prices'
import { computeExecution } from './trade-execution'
import { normalizeOrder } from '@batchswap/contract/protocol/order-data'
import type { AuctionOutcome } from './solver'
import {
  NO_LOOPS,
  USDC,
  WETH,
  clearingPricesOf,
  getOrder,
  postOrder,
  sellAtMarket,
  tradesOf,
} from '../testing/settlement-harness'
import { notificationsOf, useHarness } from '../testing/settlement-hooks'

const h = useHarness(undefined, { approvedTokens: [WETH, USDC] })
const [trader0, , trader2] = sandboxDeployment.traders

/** PUT /sandbox/dev/prices/{symbol}: the price set, as the service answers it. */
async function setPrice(symbol: string, usdPrice: number): Promise<number> {
  const response = await fetch(`${h.apiUrl}/sandbox/dev/prices/${symbol}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usdPrice }),
  })
  expect(response.status).toBe(200)
  const { usdPrice: set } = devSetPriceSchema.parse(await response.json())
  if (set === null) throw new Error(`${symbol} has no price`)
  return set
}

const wethUsd = () => h.service.context.prices.priceUsd(WETH) ?? 0

type TradeEvent = Awaited<ReturnType<typeof tradesOf>>[number]

/** Every trade of the batch moved exactly what the contract computes at its clearing prices. */
async function expectUniformPrices(outcome: AuctionOutcome): Promise<TradeEvent[]> {
  if (!outcome.txHash || outcome.auctionId === undefined) {
    throw new Error('the auction settled nothing')
  }
  const prices = await clearingPricesOf(h, outcome.auctionId)
  const trades = await tradesOf(h, outcome.txHash)
  expect(trades.length).toBeGreaterThan(0)
  for (const trade of trades) {
    const stored = await h.service.context.db.getOrder(trade.orderUid)
    if (!stored) throw new Error(`order ${trade.orderUid} is not stored`)
    const order = normalizeOrder(stored)
    const executed = order.kind === 'sell' ? trade.sellAmount : trade.buyAmount
    const sellPrice = prices.get(trade.sellToken) ?? 0n
    const buyPrice = prices.get(trade.buyToken) ?? 0n
    const expected = computeExecution(order, executed, sellPrice, buyPrice)
    // Less the network cost the solver took from the surplus (recorded per trade).
    const fee = await networkFeeOf(trade.orderUid, outcome.txHash)
    expect(trade.sellAmount).toBe(expected.executedSell + (order.kind === 'buy' ? fee : 0n))
    expect(trade.buyAmount).toBe(
      expected.executedBuy - (order.kind === 'sell' ? (fee * sellPrice) / buyPrice : 0n),
    )
  }
  return trades
}

/** The network cost the solver recorded for one trade (0 when it took none). */
async function networkFeeOf(uid: Hex, txHash: Hex): Promise<bigint> {
  const rows = await h.service.context.db.sql.query<{ amount: string }>(
    'SELECT amount::text AS amount FROM network_fees WHERE order_uid = $1 AND tx_hash = $2',
    [uid.toLowerCase(), txHash.toLowerCase()],
  )
  return rows.reduce((sum, r) => sum + BigInt(r.amount), 0n)
}

/** The account's own notifications about order `uid`. */
async function notificationsAbout(account: Address, uid: Hex) {
  return (await notificationsOf(h, account)).filter((n) => n.metadata?.orderId === uid)
}

describe('a sell limit order above the market', () => {
  it("waits, and fills once the moved price reaches it, at the batch's uniform prices", async () => {
    const start = wethUsd()
    const sellAmount = parseUnits('1', 18)
    const limit = await postOrder(h, 0, sellAtMarket(h, WETH, USDC, sellAmount, 1.05))
    const higher = await postOrder(h, 3, sellAtMarket(h, WETH, USDC, sellAmount, 1.2))
    expect((await getOrder(h, limit.uid)).class).toBe('limit')
    expect((await getOrder(h, higher.uid)).class).toBe('limit')

    const before = await h.module.runAuction()
    expect(before.candidates).not.toContain(limit.uid)
    expect(before.fills).toEqual([])
    // Closer, but not there yet.
    await setPrice('WETH', start * 1.04)
    expect((await h.module.runAuction()).candidates).not.toContain(limit.uid)
    expect((await getOrder(h, limit.uid)).status).toBe('open')

    expect(await setPrice('WETH', start * 1.1)).toBe(start * 1.1)
    // A market order joins the same batch from the other side: 1500 USDC for WETH.
    const buy = await postOrder(h, 1, sellAtMarket(h, USDC, WETH, parseUnits('1500', 6), 0.98))
    const outcome = await h.module.runAuction()
    expect(outcome.error).toBeUndefined()
    expect(outcome.fills.map((f) => f.uid).sort()).toEqual([limit.uid, buy.uid].sort())
    expect(outcome.candidates).not.toContain(higher.uid)

    const trades = await expectUniformPrices(outcome)
    const sold = await getOrder(h, limit.uid)
    expect(sold.status).toBe('fulfilled')
    expect(BigInt(sold.executedBuyAmount)).toBeGreaterThanOrEqual(limit.order.buyAmount)
    // At the moved price, not at its own limit: about 1.1 / 1.05 better.
    const surplus = Number(sold.executedBuyAmount) / Number(limit.order.buyAmount)
    expect(surplus).toBeCloseTo(1.1 / 1.05, 3)
    const sellTrade = trades.find((t) => t.orderUid === limit.uid)
    const buyTrade = trades.find((t) => t.orderUid === buy.uid)
    if (!sellTrade || !buyTrade) throw new Error('a trade is missing')
    const rate = (weth: bigint, usdc: bigint) => Number((usdc * 10n ** 18n) / weth) / 1e6
    // Each sold its amount less the network cost the solver took at that one rate.
    const tx = outcome.txHash ?? '0x'
    const sellFee = await networkFeeOf(limit.uid, tx)
    const buyFee = await networkFeeOf(buy.uid, tx)
    expect(rate(sellTrade.sellAmount - sellFee, sellTrade.buyAmount)).toBeCloseTo(
      rate(buyTrade.buyAmount, buyTrade.sellAmount - buyFee),
      2,
    )
    expect((await getOrder(h, higher.uid)).status).toBe('open')
    const types = (await notificationsAbout(trader0, limit.uid)).map((n) => n.type).sort()
    expect(types).toEqual(['order_filled', 'price_improvement'])
  })
})

describe('a partially fillable limit order larger than one auction can fill', () => {
  it('fills in parts across batches once the price allows, a Trade and a notification each', async () => {
    // Buffers pay out at most 1 % of the WETH/USDC pool per auction: about 50 000 USDC.
    await h.restartService({ ...NO_LOOPS, auctionLiquidityFraction: 0.01 })
    const start = wethUsd()
    const sellAmount = parseUnits('40', 18)
    const order = await postOrder(h, 2, {
      ...sellAtMarket(h, WETH, USDC, sellAmount, 1.03),
      partiallyFillable: true,
    })
    expect(await getOrder(h, order.uid)).toMatchObject({ class: 'limit', partiallyFillable: true })
    expect((await h.module.runAuction()).fills).toEqual([])

    await setPrice('WETH', start * 1.05)
    const parts: TradeEvent[] = []
    const executed: bigint[] = []
    for (
      let auction = 0;
      auction < 6 && (await getOrder(h, order.uid)).status === 'open';
      auction++
    ) {
      const outcome = await h.module.runAuction()
      expect(outcome.error).toBeUndefined()
      const trades = (await expectUniformPrices(outcome)).filter((t) => t.orderUid === order.uid)
      expect(trades).toHaveLength(1)
      parts.push(...trades)
      executed.push(BigInt((await getOrder(h, order.uid)).executedSellAmount))
    }
    expect(parts.length).toBeGreaterThanOrEqual(3)
    // Each part within the cap: 1 % of the pool's USDC reserve.
    const pool = h.service.context.prices.pool(WETH, USDC)
    if (typeof pool === 'string') throw new Error(pool)
    for (const part of parts) expect(part.buyAmount).toBeLessThanOrEqual(pool.buyReserve / 100n)
    // The executed amount grows by each part, up to the whole order.
    expect(executed).toEqual(
      parts.map((_, i) => parts.slice(0, i + 1).reduce((sum, p) => sum + p.sellAmount, 0n)),
    )
    const done = await getOrder(h, order.uid)
    expect(done.status).toBe('fulfilled')
    expect(BigInt(done.executedSellAmount)).toBe(sellAmount)
    expect(BigInt(done.executedBuyAmount)).toBe(parts.reduce((sum, p) => sum + p.buyAmount, 0n))

    const notes = await notificationsAbout(trader2, order.uid)
    const partial = notes.filter((n) => n.type === 'order_partially_filled')
    expect(partial).toHaveLength(parts.length - 1)
    expect(partial.map((n) => n.metadata?.executedAmount).sort()).toEqual(
      parts
        .slice(0, -1)
        .map((p) => p.sellAmount.toString())
        .sort(),
    )
    expect(notes.filter((n) => n.type === 'order_filled')).toHaveLength(1)
  })
})
