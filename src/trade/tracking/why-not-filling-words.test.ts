import { describe, expect, it } from 'vitest'
import { SANDBOX_USDC, SANDBOX_WETH, sandboxOrder } from '@/api/test-fixtures'
import type { TokenLookup } from '@/lib/token-lookup'
import { stepsOf } from '../placement/submission-steps'
import { whyNotFilling } from './why-not-filling'
import { explainsWait, waitingStepLabel, whyNotFillingSentence } from './why-not-filling-words'

const lookup: TokenLookup = (address) =>
  [SANDBOX_WETH, SANDBOX_USDC].find((t) => t.address.toLowerCase() === address.toLowerCase())
const now = 1_900_000_000
// 1 WETH for at least 4,000 USDC while the market gives 3,000: a limit a third away.
const order = sandboxOrder({ sellAmount: '1000000000000000000', buyAmount: '4000000000' })
const market = { sellAmount: 10n ** 18n, buyAmount: 3_000_000_000n }
const tracking = { phase: 'tracking', uid: order.uid } as const

describe('the dialog tells the wait as the order page does', () => {
  it('a limit order away from the market waits for the market, with the distance', () => {
    const why = whyNotFilling({ order, nowSeconds: now, market, funds: undefined })
    expect(why).toEqual({ reason: 'outOfMarket', distanceBps: 3334n })
    const label = waitingStepLabel(why)
    expect(label).toBe('Waiting until the market reaches your price (33.3 % away)')
    expect(stepsOf(tracking, false, order, label).at(-1)).toMatchObject({
      label,
      state: 'active',
    })
    expect(explainsWait(why)).toBe(true)
    const words = why && whyNotFillingSentence(why, order, lookup, market)
    expect(words?.title).toBe('Your limit price is 33.3 % away from the market')
    expect(words?.detail).toMatch(/market 1 WETH = 3,000 USDC; your limit 1 WETH = 4,000 USDC/)
  })

  it('an order a batch left out (the solver could not fit it) says so', () => {
    const atMarket = { sellAmount: 10n ** 18n, buyAmount: 4_100_000_000n }
    const why = whyNotFilling({
      order: { ...order, sellTokenBalance: 'erc20' },
      nowSeconds: now,
      market: atMarket,
      funds: { balance: 10n ** 19n, allowance: 10n ** 19n },
      auction: 'scheduled',
    })
    expect(why).toMatchObject({ reason: 'nextBatch', lastAuctionUnfilled: true })
    expect(waitingStepLabel(why)).toBe('Not included in the last batch: waiting for the next')
    expect(explainsWait(why)).toBe(true)
    expect(why && whyNotFillingSentence(why, order, lookup, atMarket).detail).toMatch(
      /It was in the last auction but no solution included it/,
    )
  })

  it('keeps the plain wait for an order nothing stands in the way of', () => {
    const why = whyNotFilling({
      order,
      nowSeconds: now,
      market: { sellAmount: 10n ** 18n, buyAmount: 4_100_000_000n },
      funds: { balance: 10n ** 19n, allowance: 10n ** 19n },
    })
    expect(why).toMatchObject({ reason: 'nextBatch', lastAuctionUnfilled: false })
    expect(waitingStepLabel(why)).toBeUndefined()
    expect(explainsWait(why)).toBe(false)
    expect(stepsOf(tracking, false, order, waitingStepLabel(why)).at(-1)?.label).toBe(
      'Waiting for a solver to settle the batch',
    )
    expect(waitingStepLabel(undefined)).toBeUndefined()
  })
})
