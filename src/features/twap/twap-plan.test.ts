import { describe, expect, it } from 'vitest'
import { formatSeconds, minBuyAfterSlippage, planTwap, type TwapPlanInput } from './twap-plan'

const WETH = { symbol: 'WETH', decimals: 18 }
const USDC = { symbol: 'USDC', decimals: 6 }
const ETHER = 10n ** 18n

function input(overrides: Partial<TwapPlanInput> = {}): TwapPlanInput {
  return {
    sell: WETH,
    buy: USDC,
    totalSellAmount: 4n * ETHER,
    parts: 4,
    totalSeconds: 3600,
    slippageBps: 50,
    balance: 10n * ETHER,
    // One part (1 WETH) buys 3,000 USDC after a 0.001 WETH network cost.
    partQuote: {
      sellAmount: ETHER - ETHER / 1000n,
      buyAmount: 3000n * 10n ** 6n,
      feeAmount: ETHER / 1000n,
    },
    ...overrides,
  }
}

describe('planTwap', () => {
  it('gives each part its share, its duration and its minimum buy', () => {
    const plan = planTwap(input())
    expect(plan.problems).toEqual([])
    expect(plan.partSellAmount).toBe(ETHER)
    expect(plan.partSeconds).toBe(900)
    // 3,000 USDC at the market for a whole part, less 0.5 %.
    expect(plan.minPartBuy).toBe(2985n * 10n ** 6n)
  })

  it('refuses one part', () => {
    expect(planTwap(input({ parts: 1 })).problems[0]).toMatch(/at least 2 parts/)
  })

  it('refuses a part shorter than two batches', () => {
    expect(planTwap(input({ parts: 40 })).problems.join(' ')).toMatch(
      /shorter than 2 min \(two batches\)/,
    )
  })

  it('refuses more than the Safe holds', () => {
    expect(planTwap(input({ balance: ETHER })).problems.join(' ')).toMatch(
      /The Safe holds 1 WETH, less than 4 WETH/,
    )
  })

  it('refuses a part worth less than ten times its network cost', () => {
    const plan = planTwap(input({ totalSellAmount: ETHER / 50n }))
    expect(plan.problems.join(' ')).toMatch(/a part must be worth at least 0.01 WETH/)
  })

  it('refuses a price protection outside 0-50 %', () => {
    expect(planTwap(input({ slippageBps: 6000 })).problems.join(' ')).toMatch(/between 0% and 50%/)
  })

  it('has no minimum before the market is known', () => {
    expect(planTwap(input({ partQuote: undefined })).minPartBuy).toBeUndefined()
  })
})

describe('helpers', () => {
  it('takes slippage off the market buy amount, rounding down', () => {
    expect(minBuyAfterSlippage(1001n, 100)).toBe(990n)
  })
  it('formats durations', () => {
    expect(formatSeconds(900)).toBe('15 min')
    expect(formatSeconds(5400)).toBe('1 hr 30 min')
    expect(formatSeconds(2 * 86_400 + 4 * 3600)).toBe('2 days 4 hr')
    expect(formatSeconds(90)).toBe('1 min 30 sec')
  })
})
