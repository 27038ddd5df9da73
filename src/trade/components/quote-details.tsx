import { Trans } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import { useState, type ReactNode } from 'react'
import { RefreshIcon, SwapIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { formatTokenAmount } from '@/lib/format-amount'
import type { QuoteSummary } from '../quote/quote-summary'
import { formatRate } from '@/lib/price'
import { formatPercent, formatUsd, highNetworkCostShare } from '../quote/quote-summary'
import { partnerFeeLine } from '../quote/partner-fee-line'
import { quoteSecondsLeft } from '../quote/quote-validity'
import { slippageLabel, slippageWarningSentence, type EffectiveSlippage } from '../quote/slippage'
import type { QuoteDisplay } from '../trade-status'
import type { TradeToken } from '../tokens/trade-token'
import { useNow } from '../quote/use-is-past'

export interface QuoteDetailsProps {
  summary: QuoteSummary
  sellToken: TradeToken
  buyToken: TradeToken
  slippage: EffectiveSlippage
  display: QuoteDisplay
  expiresAt: Date
  onEditSlippage: () => void
}

function Row({
  label,
  children,
  tone,
}: {
  label: ReactNode
  children: ReactNode
  tone?: 'warning' | 'danger'
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1">
      <dt className="text-fg-muted">{label}</dt>
      <dd
        className={cn(
          'text-right font-medium tabular',
          tone === 'danger' ? 'text-danger' : tone === 'warning' ? 'text-warning' : 'text-fg',
        )}
      >
        {children}
      </dd>
    </div>
  )
}

/** A small countdown that re-renders only itself. */
function QuoteTimer({ display, expiresAt }: { display: QuoteDisplay; expiresAt: Date }) {
  const now = useNow(1_000, display === 'fresh')
  if (display === 'refreshing') {
    return (
      <span className="inline-flex items-center gap-1.5">
        <Spinner className="size-3.5" /> <Trans>Updating quote…</Trans>
      </span>
    )
  }
  if (display === 'stale') {
    return (
      <span className="text-warning">
        <Trans>Quote expired: updating…</Trans>
      </span>
    )
  }
  if (now === undefined) return null
  return (
    <span className="inline-flex items-center gap-1.5">
      <RefreshIcon className="size-3.5" aria-hidden />
      <Trans>Valid for {quoteSecondsLeft({ expiresAt }, now)} s</Trans>
    </span>
  )
}

/** Rate, amounts after slippage, network cost, USD values and price impact of a quote. */
export function QuoteDetails({
  summary,
  sellToken,
  buyToken,
  slippage,
  display,
  expiresAt,
  onEditSlippage,
}: QuoteDetailsProps) {
  const [inverted, setInverted] = useState(false)
  const rate = formatRate({
    sellAmount: summary.sellAmount,
    buyAmount: summary.buyAmount,
    sellToken,
    buyToken,
    inverted,
  })
  const impactTone =
    summary.priceImpactLevel === 'high' || summary.priceImpactLevel === 'medium'
      ? 'danger'
      : summary.priceImpactLevel === 'low'
        ? 'warning'
        : undefined
  const fee = formatTokenAmount(summary.feeAmount, sellToken.decimals, sellToken.symbol)
  // Said here, as soon as the quote shows, not first at review (same rule as the review's).
  const quotedToken = summary.kind === 'sell' ? buyToken : sellToken
  const costShare = highNetworkCostShare(summary)
  const partnerFee = partnerFeeLine(summary, sellToken, buyToken)
  return (
    // A quote being updated or expired is marked by its border and the timer's words, never by
    // dimming: opacity took the secondary texts below WCAG AA contrast (and axe caught the card
    // mid-fade), in both themes.
    <div
      className={cn(
        'rounded-2xl border px-4 py-3 text-sm',
        display === 'fresh' ? 'border-line' : 'border-dashed border-line-strong',
      )}
      aria-busy={display === 'refreshing'}
      data-testid="quote-details"
      data-display={display}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pb-2">
        {rate ? (
          <button
            type="button"
            onClick={() => setInverted((v) => !v)}
            className="inline-flex min-w-0 items-center gap-1.5 rounded-lg font-semibold text-fg hover:text-brand-text"
            aria-label={t`${rate}. Show the inverse rate`}
          >
            <span className="text-left break-all tabular">{rate}</span>
            <SwapIcon className="size-3.5 shrink-0 text-fg-subtle" />
          </button>
        ) : (
          <span />
        )}
        <span className="ml-auto shrink-0 text-xs text-fg-subtle" aria-hidden="true">
          <QuoteTimer display={display} expiresAt={expiresAt} />
        </span>
      </div>
      <dl className="border-t border-line pt-2">
        {/* The quoted side: what is expected, and the slippage-bound limit that is signed. */}
        <Row label={summary.kind === 'sell' ? t`Expected to receive` : t`Expected to sell`}>
          {formatTokenAmount(
            summary.kind === 'sell' ? summary.buyAmount : summary.sellAmount,
            quotedToken.decimals,
            quotedToken.symbol,
          )}
        </Row>
        <Row label={summary.kind === 'sell' ? t`Minimum received` : t`Maximum sold`}>
          {formatTokenAmount(summary.limitAmount, quotedToken.decimals, quotedToken.symbol)}
        </Row>
        {partnerFee && <Row label={partnerFee.label}>{partnerFee.value}</Row>}
        <Row
          label={t`Network cost (included)`}
          tone={costShare !== undefined ? 'danger' : undefined}
        >
          {fee}
          {summary.usd.fee !== undefined && (
            <span className="text-fg-muted"> ≈ {formatUsd(summary.usd.fee)}</span>
          )}
        </Row>
        <Row
          label={
            <button
              type="button"
              onClick={onEditSlippage}
              className="rounded underline decoration-dotted underline-offset-4 hover:text-fg"
            >
              <Trans>Slippage tolerance</Trans>
            </button>
          }
          tone={slippage.warning ? 'warning' : undefined}
        >
          {slippageLabel(slippage)}
        </Row>
        {summary.priceImpact !== undefined && (
          <Row label={t`Price impact`} tone={impactTone}>
            {formatPercent(summary.priceImpact)}
          </Row>
        )}
      </dl>
      {slippage.source === 'fallback' && (
        <p className="mt-2 text-xs text-fg-muted">
          <Trans>
            Recommendation unavailable ({slippage.fallbackReason?.replace(/\.$/, '')}): using the
            default of 0.5 %.
          </Trans>
        </p>
      )}
      {slippage.warning && (
        <p className="mt-2 text-xs text-warning">{slippageWarningSentence(slippage.warning)}</p>
      )}
      {costShare !== undefined && (
        <p className="mt-2 text-xs text-danger">
          <Trans>
            High network cost: {formatPercent(costShare)} of what you sell. A larger amount would
            lose less of it.
          </Trans>
        </p>
      )}
      {impactTone === 'danger' && (
        <p className="mt-2 text-xs text-danger">
          <Trans>
            High price impact: this trade moves the price a lot. Consider a smaller amount.
          </Trans>
        </p>
      )}
    </div>
  )
}
