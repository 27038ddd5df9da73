import { t } from '@lingui/core/macro'
import type { TokenInfo } from '@/config/token-lists'
import { formatTokenAmount } from '@/lib/format-amount'
import { formatPercent, type QuoteSummary } from './quote-summary'

/**
 * The partner fee's line of the quote and the review: "Partner fee (0.50 %)", "15 USDC" (or
 * the host's own name for it).
 */
export function partnerFeeLine(
  summary: Pick<QuoteSummary, 'partnerFee'>,
  sellToken: Pick<TokenInfo, 'decimals' | 'symbol'>,
  buyToken: Pick<TokenInfo, 'decimals' | 'symbol'>,
): { label: string; value: string } | undefined {
  const fee = summary.partnerFee
  if (!fee) return undefined
  const token = fee.token === 'buy' ? buyToken : sellToken
  return {
    label: `${fee.label ?? t`Partner fee`} (${formatPercent(fee.volumeBps / 10_000)})`,
    value: formatTokenAmount(fee.amount, token.decimals, token.symbol),
  }
}
