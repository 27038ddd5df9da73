import { Suspense, useEffect } from 'react'
import { lazyLoaded } from '@/lib/lazy-loaded'
import { loadQuoteDetails } from '@/trade/components/quote-details-loader'
import { QuoteProblem, QuoteRetrying } from '@/trade/components/quote-status'
import { useQuoteProblem } from '@/trade/placement/use-trade-problems'
import { quoteLiveMessage } from '@/trade/trade-text'
import { useSwapTradeContext } from '../swap-trade-context'

// Shown only once a quote is in: its chunk is fetched after the page is up, not with it
// (the swap's first view stays inside its size budget), and drawn with the quote.
const QuoteDetails = lazyLoaded(loadQuoteDetails, (m) => m.QuoteDetails)

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
  // Fetched right after the page is up (not with it): by the time a first quote is in, the
  // details are ready, so they never appear late and push the buttons below them.
  useEffect(() => {
    void loadQuoteDetails()
  }, [])
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
        <Suspense fallback={null}>
          <QuoteDetails
            summary={summary}
            sellToken={sellToken}
            buyToken={buyToken}
            slippage={slippage}
            display={quote.display}
            expiresAt={quote.quote.expiresAt}
            onEditSlippage={openSettings}
          />
        </Suspense>
      )}
    </>
  )
}
