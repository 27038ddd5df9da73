import { describe, expect, it } from 'vitest'
import { highNetworkCostShare } from './quote-summary'
import { guardBlockReason, NO_ACKS, reviewGuards } from './guard-rails'
import { effectiveSlippage, slippageLabel, type EffectiveSlippage } from './slippage'

const summary = (over: { impact?: number; fee?: bigint; sell?: bigint } = {}) => ({
  sellAmount: over.sell ?? 1_000n,
  feeAmount: over.fee ?? 10n,
  priceImpact: over.impact,
})
const auto: EffectiveSlippage = { bps: 50, source: 'auto' }

describe('reviewGuards', () => {
  it('asks nothing of an ordinary swap', () => {
    expect(reviewGuards(summary({ impact: 0.01 }), auto)).toEqual({})
    expect(guardBlockReason({}, NO_ACKS)).toBeUndefined()
  })

  it('a price impact above 5 % needs the tick; above 15 % also "confirm" typed', () => {
    const medium = reviewGuards(summary({ impact: 0.08 }), auto)
    expect(medium.impactAck).toEqual({ impact: 0.08, typeConfirm: false })
    expect(guardBlockReason(medium, NO_ACKS)).toBe('Accept the price impact of 8.00 % first.')
    expect(guardBlockReason(medium, { ...NO_ACKS, impact: true })).toBeUndefined()
    expect(reviewGuards(summary({ impact: 0.05 }), auto).impactAck).toBeUndefined()

    const high = reviewGuards(summary({ impact: 0.2 }), auto)
    expect(high.impactAck?.typeConfirm).toBe(true)
    expect(guardBlockReason(high, { ...NO_ACKS, impact: true })).toMatch(/Type “confirm”/)
    expect(guardBlockReason(high, { ...NO_ACKS, impact: true, typed: 'confrim' })).toMatch(/Type/)
    expect(guardBlockReason(high, { slippage: false, impact: true, typed: ' Confirm ' })).toBe(
      undefined,
    )
  })

  it("the trader's own slippage above 5 % is acknowledged; the capped auto one is explained", () => {
    const custom = reviewGuards(summary(), { bps: 600, source: 'custom' })
    expect(custom.slippageAck).toEqual({ bps: 600 })
    expect(guardBlockReason(custom, NO_ACKS)).toBe('Accept the slippage of 6 % first.')
    expect(guardBlockReason(custom, { ...NO_ACKS, slippage: true })).toBeUndefined()
    expect(reviewGuards(summary(), { bps: 500, source: 'custom' }).slippageAck).toBeUndefined()

    const capped = effectiveSlippage(null, { status: 'success', slippageBps: 800 })
    expect(capped).toMatchObject({ bps: 500, source: 'auto', recommendedBps: 800 })
    expect(slippageLabel(capped)).toBe('Auto: 5 % (capped)')
    expect(reviewGuards(summary(), capped).slippageCapped).toEqual({ recommendedBps: 800 })
    expect(guardBlockReason(reviewGuards(summary(), capped), NO_ACKS)).toBeUndefined()
    // The recommendation explains itself: no "High slippage" warning on the automatic value.
    expect(effectiveSlippage(null, { status: 'success', slippageBps: 500 })).toEqual({
      bps: 500,
      source: 'auto',
    })
  })

  it('a network cost above 10 % of the sell amount is a warning with its share', () => {
    expect(reviewGuards(summary({ fee: 250n }), auto).networkCostShare).toBe(0.25)
    expect(reviewGuards(summary({ fee: 100n }), auto).networkCostShare).toBeUndefined()
    expect(
      reviewGuards({ sellAmount: 10n ** 30n, feeAmount: 2n * 10n ** 29n }, auto).networkCostShare,
    ).toBe(0.2)
  })
})

describe('highNetworkCostShare (the swap form’s warning, before review)', () => {
  it('flags 0.6 DAI paying 77.52 % in network cost, as the review would', () => {
    const dai = { sellAmount: 600_000_000_000_000_000n, feeAmount: 465_120_000_000_000_000n }
    expect(highNetworkCostShare(dai)).toBe(0.7752)
    expect(reviewGuards({ ...dai, priceImpact: undefined }, auto).networkCostShare).toBe(
      highNetworkCostShare(dai),
    )
  })

  it('stays quiet at 10 % and below, and for an empty amount', () => {
    expect(highNetworkCostShare(summary({ fee: 100n }))).toBeUndefined()
    expect(highNetworkCostShare(summary({ fee: 101n }))).toBe(0.101)
    expect(highNetworkCostShare({ sellAmount: 0n, feeAmount: 5n })).toBeUndefined()
  })
})
