import { describe, expect, it } from 'vitest'
import { parseUnits, type Hex } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import {
  formatTokenAmount,
  insufficientBalance,
  orderExpired,
  orderPartiallyFilled,
  priceImprovement,
  type OrderSummary,
} from './notification-messages'

const [WETH, USDC] = sandboxDeployment.tokens
const weth = WETH?.address ?? '0x'
const usdc = USDC?.address ?? '0x'
const order: OrderSummary = {
  uid: `0x${'ab'.repeat(56)}` as Hex,
  owner: sandboxDeployment.traders[0],
  kind: 'sell',
  sellToken: weth,
  buyToken: usdc,
  sellAmount: parseUnits('2', 18),
  buyAmount: parseUnits('5000', 6),
}
const trade = {
  sold: parseUnits('0.5', 18),
  bought: parseUnits('1500', 6),
  txHash: `0x${'01'.repeat(32)}` as Hex,
  eventKey: '7:3',
}

describe('notification messages', () => {
  it('formats amounts with symbols, trimming to six decimals', () => {
    expect(formatTokenAmount(weth, parseUnits('1.23456789', 18))).toBe('1.234567 WETH')
    expect(formatTokenAmount(usdc, 3_000_000_000n)).toBe('3,000 USDC')
    expect(formatTokenAmount(usdc, 3_092_281_549n)).toBe('3,092.281549 USDC')
    expect(formatTokenAmount('0x000000000000000000000000000000000000bEEF', 5n)).toBe(
      '5 units of 0x0000…bEEF',
    )
  })

  it('words a partial fill with its share and keys it by the Trade event', () => {
    const draft = orderPartiallyFilled(
      order,
      { sold: parseUnits('0.5', 18), bought: trade.bought },
      trade,
    )
    expect(draft.message).toBe(
      'Your order to sell 2 WETH for USDC was partly filled: 0.5 WETH sold for 1,500 USDC (25% done).',
    )
    expect(draft.metadata).toMatchObject({
      orderId: order.uid,
      executedAmount: trade.sold.toString(),
    })
    expect(draft.dedupeKey).toBe(`order_partially_filled:${order.uid}:7:3`)
  })

  it("words a buy order's partial fill by what it bought, its share of the amount to buy", () => {
    const buy: OrderSummary = { ...order, kind: 'buy', buyAmount: parseUnits('4000', 6) }
    const draft = orderPartiallyFilled(buy, { sold: trade.sold, bought: trade.bought }, trade)
    expect(draft.message).toBe(
      'Your order to buy 4,000 USDC with WETH was partly filled: 1,500 USDC bought for 0.5 WETH (37.5% done).',
    )
    expect(draft.metadata).toMatchObject({
      executedAmount: trade.bought.toString(),
      totalExecutedAmount: trade.bought.toString(),
      filledPercent: 37.5,
    })
  })

  it('counts a later partial fill of a buy order by the total bought so far', () => {
    const buy: OrderSummary = { ...order, kind: 'buy', buyAmount: parseUnits('4000', 6) }
    const draft = orderPartiallyFilled(
      buy,
      { sold: parseUnits('1', 18), bought: parseUnits('3000', 6) },
      trade,
    )
    expect(draft.message).toBe(
      'Your order to buy 4,000 USDC with WETH was partly filled: 1,500 USDC bought for 0.5 WETH (75% done).',
    )
  })

  it('puts the surplus of a price improvement in the metadata', () => {
    const draft = priceImprovement(order, trade, {
      token: usdc,
      amount: parseUnits('250', 6),
      limit: parseUnits('1250', 6),
      bps: 2000,
    })
    expect(draft.message).toContain('received 250 USDC more than its limit (+20.00%)')
    expect(draft.metadata).toMatchObject({
      surplus: '250000000',
      surplusToken: usdc,
      surplusBps: 2000,
    })
  })

  it('says which of balance or allowance is short, once per episode', () => {
    const draft = insufficientBalance(order, {
      required: parseUnits('2', 18),
      balance: parseUnits('5', 18),
      allowance: parseUnits('1', 18),
      executedAmount: 0n,
      episode: 2,
    })
    expect(draft.message).toContain('approved allowance is 1 WETH')
    expect(draft.dedupeKey).toBe(`insufficient_balance:${order.uid}:2`)
  })

  it('mentions a partial fill when an order expires', () => {
    expect(orderExpired(order, { sold: 0n, bought: 0n }).message).toContain(
      'expired without being filled',
    )
    expect(orderExpired(order, { sold: parseUnits('1', 18), bought: 1n }).message).toContain(
      'partial fill of 1 WETH',
    )
  })
})
