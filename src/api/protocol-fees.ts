/**
 * A trade's `executedProtocolFees` entry (GET /api/v2/trades, the real service's
 * ExecutedProtocolFee) names the policy it was charged under: a partner fee is a volume policy,
 * `{volume: {factor}}` with `factor` a fraction (0.005 = 50 bps). Its schema, and how the sandbox
 * builds one (`volumeFeeEntry`), live in the contract's wire/trades; here, its words.
 */
import { t } from '@lingui/core/macro'
import { numberFormat } from '@/lib/locale-format'

/** "0.50 %" in the active language's digits ("0,50 %"). */
const percent = (factor: number) => {
  const number = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    factor * 100,
  )
  return t`${number} %`
}

const isFactor = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0

/**
 * A fee policy in a trader's words: "0.50 % of volume", "50.00 % of surplus", "50.00 % of
 * price improvement"; undefined for a policy this app does not know.
 */
export function feePolicyWords(policy: Record<string, unknown>): string | undefined {
  const [[kind, terms] = []] = Object.entries(policy)
  const factor = (terms as { factor?: unknown } | undefined)?.factor
  if (!isFactor(factor)) return undefined
  const share = percent(factor)
  switch (kind) {
    case 'volume':
      return t`${share} of volume`
    case 'surplus':
      return t`${share} of surplus`
    case 'priceImprovement':
      return t`${share} of price improvement`
    default:
      return undefined
  }
}
