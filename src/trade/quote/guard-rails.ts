/**
 * Guard rails before money moves (issue 11, point 3), as a pure function of what the review
 * shows: what needs the trader's explicit acknowledgement before "Confirm swap" works, and
 * what deserves a warning. The established apps' thresholds: price impact above 5 % needs a
 * tick, above 15 % typing "confirm"; a slippage above the auto cap (5 %) is the trader's own
 * override and is acknowledged; a network cost above 10 % of the sell amount is called out.
 */
import { t } from '@lingui/core/macro'
import { formatPercent, highNetworkCostShare, type QuoteSummary } from './quote-summary'
import { AUTO_SLIPPAGE_CAP_BPS, formatBps, type EffectiveSlippage } from './slippage'

export const PRICE_IMPACT_ACK = 0.05
export const PRICE_IMPACT_TYPE_CONFIRM = 0.15
/**
 * What the trader types to accept a very high price impact: a word of their language, so
 * compared with what they type in it (called when the review renders, in the active language).
 */
export function confirmWord(): string {
  return t({ context: 'typed to accept a price impact', message: 'confirm' })
}

export interface ReviewGuards {
  /** The trader's own slippage above the cap: acknowledged before signing. */
  slippageAck?: { bps: number }
  /** The market suggests more slippage than the cap; the cap is used. */
  slippageCapped?: { recommendedBps: number }
  /** Price impact above 5 %: acknowledged; above 15 %: "confirm" typed as well. */
  impactAck?: { impact: number; typeConfirm: boolean }
  /** Network cost above 10 % of the sell amount, as a fraction of it. */
  networkCostShare?: number
}

export function reviewGuards(
  summary: Pick<QuoteSummary, 'sellAmount' | 'feeAmount' | 'priceImpact'>,
  slippage: Pick<EffectiveSlippage, 'bps' | 'source' | 'recommendedBps'>,
): ReviewGuards {
  const guards: ReviewGuards = {}
  if (slippage.source === 'custom' && slippage.bps > AUTO_SLIPPAGE_CAP_BPS) {
    guards.slippageAck = { bps: slippage.bps }
  }
  if (slippage.recommendedBps !== undefined) {
    guards.slippageCapped = { recommendedBps: slippage.recommendedBps }
  }
  const impact = summary.priceImpact
  if (impact !== undefined && impact > PRICE_IMPACT_ACK) {
    guards.impactAck = { impact, typeConfirm: impact > PRICE_IMPACT_TYPE_CONFIRM }
  }
  const costShare = highNetworkCostShare(summary)
  if (costShare !== undefined) guards.networkCostShare = costShare
  return guards
}

export interface GuardAcks {
  slippage: boolean
  impact: boolean
  typed: string
}

export const NO_ACKS: GuardAcks = { slippage: false, impact: false, typed: '' }

/** Why "Confirm swap" still waits for the trader, or undefined when every guard is met. */
export function guardBlockReason(guards: ReviewGuards, acks: GuardAcks): string | undefined {
  if (guards.slippageAck && !acks.slippage) {
    return t`Accept the slippage of ${formatBps(guards.slippageAck.bps)} first.`
  }
  if (guards.impactAck && !acks.impact) {
    return t`Accept the price impact of ${formatPercent(guards.impactAck.impact)} first.`
  }
  const word = confirmWord()
  if (guards.impactAck?.typeConfirm && acks.typed.trim().toLocaleLowerCase() !== word) {
    return t`Type “${word}” to accept the price impact.`
  }
  return undefined
}
