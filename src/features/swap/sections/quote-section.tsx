import { QuoteDetails } from '@/trade/components/quote-details'
import { QuoteProblem, QuoteRetrying } from '@/trade/components/quote-status'
import { useQuoteProblem } from '@/trade/placement/use-trade-problems'
import { quoteLiveMessage } from '@/trade/trade-text'
import { useSwapTradeContext } from '../swap-trade-context'

/**
 * The quote as the trader follows it: a spoken line for screen readers, "retrying" while a
 * busy service is asked again, the failure in the trader's words, or the quote's details.
 */
export function QuoteSection() {
  const { form, quote, pricing, dialogs } = useSwapTradeContext()
  const { openSettings } = dialogs
  const { kind, sellToken, buyToken } = form
  const { summary, slippage } = pricing
  const problem = useQuoteProblem(quote.error, sellToken)
  return (
    <>
      <p className="sr-only" role="status" aria-live="polite">
        {quoteLiveMessage({
          display: quote.display,
          recovery: quote.recovery,
          problem,
          summary,
          kind,
          sellToken,
          buyToken,
        })}
      </p>

      {quote.display === 'retrying' && (
        <QuoteRetrying recovery={quote.recovery} onRetry={quote.retryNow} />
      )}

      {problem && quote.display === 'error' && (
        <QuoteProblem problem={problem} onRetry={quote.retryNow} />
      )}

      {summary && sellToken && buyToken && quote.quote && (
        <QuoteDetails
          summary={summary}
          sellToken={sellToken}
          buyToken={buyToken}
          slippage={slippage}
          display={quote.display}
          expiresAt={quote.quote.expiresAt}
          onEditSlippage={openSettings}
        />
      )}
    </>
  )
}
