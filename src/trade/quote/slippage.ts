import { t } from '@lingui/core/macro'
import { formatDecimalString } from '@/lib/locale-format'
import { MAX_SLIPPAGE_BPS } from '@batchswap/contract/protocol/quote-amounts'

/**
 * Slippage is derived, never stored twice: effective = the trader's override, else the
 * service's recommendation, else the default (and the page says which).
 */

/** Used when the recommendation is unavailable (404, refused by the browser, error). */
export const DEFAULT_SLIPPAGE_BPS = 50
/** At or below this an order will likely not fill (real-service notes). */
export const LOW_SLIPPAGE_BPS = 5
/** At or above this the trader gives away a noticeable part of the trade. */
export const HIGH_SLIPPAGE_BPS = 100
/**
 * The most the recommendation is followed (issue 11): it is a hint, not a blank cheque. More
 * than this only as the trader's own setting, acknowledged in the review.
 */
export const AUTO_SLIPPAGE_CAP_BPS = 500
/**
 * The most a trader may set (50 %, CoW Swap's bound too): beyond it the order gives most of
 * the trade away, which no one means. The protocol itself would take up to 100 %.
 */
export const MAX_CUSTOM_SLIPPAGE_BPS = 5000

export type RecommendationState =
  | { status: 'pending' }
  | { status: 'success'; slippageBps: number }
  | { status: 'unavailable'; reason: string }

export type SlippageSource = 'custom' | 'auto' | 'fallback' | 'pending'
export type SlippageWarning = 'low' | 'high'

export interface EffectiveSlippage {
  bps: number
  source: SlippageSource
  warning?: SlippageWarning
  /** Why the fallback is used, when it is. */
  fallbackReason?: string
  /** The recommendation, when it was above AUTO_SLIPPAGE_CAP_BPS and `bps` is the cap. */
  recommendedBps?: number
  /** A native sell raised it to the eth-flow minimum (eth-flow-minimums.ts). */
  ethFlowMinimum?: true
}

export function isValidSlippageBps(bps: number): boolean {
  return Number.isInteger(bps) && bps >= 0 && bps <= MAX_SLIPPAGE_BPS
}

export function slippageWarning(bps: number): SlippageWarning | undefined {
  if (bps <= LOW_SLIPPAGE_BPS) return 'low'
  if (bps >= HIGH_SLIPPAGE_BPS) return 'high'
  return undefined
}

export function effectiveSlippage(
  overrideBps: number | null | undefined,
  recommendation: RecommendationState,
): EffectiveSlippage {
  // Only the trader's own value is warned about: the recommendation explains itself (it is
  // what this pair's volatility asks for, capped), and the default is moderate.
  const withWarning = (result: EffectiveSlippage): EffectiveSlippage => {
    const warning = slippageWarning(result.bps)
    return warning && result.source === 'custom' ? { ...result, warning } : result
  }
  if (
    overrideBps != null &&
    isValidSlippageBps(overrideBps) &&
    overrideBps <= MAX_CUSTOM_SLIPPAGE_BPS
  ) {
    return withWarning({ bps: overrideBps, source: 'custom' })
  }
  if (recommendation.status === 'success' && isValidSlippageBps(recommendation.slippageBps)) {
    if (recommendation.slippageBps > AUTO_SLIPPAGE_CAP_BPS) {
      return withWarning({
        bps: AUTO_SLIPPAGE_CAP_BPS,
        source: 'auto',
        recommendedBps: recommendation.slippageBps,
      })
    }
    return withWarning({ bps: recommendation.slippageBps, source: 'auto' })
  }
  if (recommendation.status === 'pending') {
    return { bps: DEFAULT_SLIPPAGE_BPS, source: 'pending' }
  }
  return withWarning({
    bps: DEFAULT_SLIPPAGE_BPS,
    source: 'fallback',
    fallbackReason:
      recommendation.status === 'unavailable'
        ? recommendation.reason
        : t`the service recommended ${recommendation.slippageBps} bps, outside 0..${MAX_SLIPPAGE_BPS}`,
  })
}

/** 42 -> "0.42 %", 50 -> "0.5 %", 100 -> "1 %". */
export function formatBps(bps: number): string {
  const plain = (bps / 100).toFixed(2).replace(/\.?0+$/, '')
  // In the active language's digits ("0.42 %", "0,42 %").
  const percent = formatDecimalString(plain, {
    fractionDigits: plain.split('.')[1]?.length ?? 0,
  })
  return t`${percent} %`
}

/** The label of the slippage row: "Auto: 0.42 %", "Custom: 1 %", "Default: 0.5 %". */
export function slippageLabel(slippage: EffectiveSlippage): string {
  // No number while the recommendation is pending, as on a shared link's first render: the
  // page's first Intl.NumberFormat (some 150 ms on a phone) waits for a number to write.
  if (slippage.source === 'pending' && !slippage.ethFlowMinimum) return t`Auto`
  const bps = formatBps(slippage.bps)
  if (slippage.ethFlowMinimum) return t`${bps} (native ETH minimum)`
  switch (slippage.source) {
    case 'custom':
      return t`Custom: ${bps}`
    case 'auto':
      return slippage.recommendedBps === undefined ? t`Auto: ${bps}` : t`Auto: ${bps} (capped)`
    case 'fallback':
      return t`Default: ${bps}`
    case 'pending':
      return t`Auto`
  }
}

export function slippageWarningSentence(warning: SlippageWarning): string {
  return warning === 'low'
    ? t`Slippage this low may keep your order from filling.`
    : t`High slippage: you may receive noticeably less than quoted.`
}
