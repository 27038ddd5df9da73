import { t } from '@lingui/core/macro'
import { useDeferredValue, useId } from 'react'
import { SwapIcon } from '@/components/ui/icons'
import { QuoteProblem } from '@/trade/components/quote-status'
import { useQuoteProblem } from '@/trade/placement/use-trade-problems'
import { formatPercent } from '@/trade/quote/quote-summary'
import { formatPrice } from '../limit-price'
import { useLimitMarketContext, useLimitSetupContext } from '../limit-trade-context'

/** The limit price, typed either way round, with the market price and the distance to it. */
export function PriceSection() {
  const { form } = useLimitSetupContext()
  const { market, quote } = useLimitMarketContext()
  const { sellToken, buyToken } = form
  const id = useId()
  // The distance to the market is worded in a render of its own, after the one that shows the
  // new market price: a page's first percentage builds the language's number format, tens of
  // milliseconds on a phone, which the price on screen need not wait for.
  const distance = useDeferredValue(market.distance)
  const belowMarket = useDeferredValue(market.belowMarket)
  const problem = useQuoteProblem(quote.error, sellToken)
  if (!sellToken || !buyToken) return null
  const decimals = { sell: sellToken.decimals, buy: buyToken.decimals }
  const [base, counter] =
    form.direction === 'buyPerSell' ? [sellToken, buyToken] : [buyToken, sellToken]
  return (
    <div className="flex flex-col gap-1.5 rounded-2xl bg-surface-muted px-3 py-2.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm text-fg-muted">
          {t`Limit price: 1 ${base.symbol} in ${counter.symbol}`}
        </label>
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-medium text-brand-text hover:bg-brand-soft"
          onClick={() => form.flipDirection(market.price)}
          aria-label={t`Show the price of 1 ${counter.symbol} in ${base.symbol}`}
        >
          <SwapIcon className="size-3.5" />
          {counter.symbol}
        </button>
      </div>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="h-11 w-full rounded-xl border border-line bg-surface px-3 text-lg text-fg tabular outline-none focus:border-brand aria-invalid:border-danger"
        value={form.priceText(market.marketPrice)}
        placeholder={quote.display === 'loading' ? t`Fetching the market price…` : '0.0'}
        onChange={(event) => form.setPriceText(event.target.value)}
        aria-invalid={form.priceError !== undefined || undefined}
        aria-describedby={`${id}-market`}
      />
      {form.priceError && <p className="text-sm text-danger">{form.priceError}</p>}
      <p
        id={`${id}-market`}
        className="flex flex-wrap items-center gap-x-2 text-sm text-fg-muted"
        data-testid="market-price"
      >
        {market.marketPrice ? (
          <>
            <span className="tabular">
              {t`Market: 1 ${base.symbol} = ${formatPrice(market.marketPrice, form.direction, decimals)} ${counter.symbol}`}
            </span>
            {distance !== undefined && (
              <span className={belowMarket ? 'text-danger' : undefined}>
                {distance >= 0
                  ? t`(${formatPercent(Math.abs(distance))} above the market)`
                  : t`(${formatPercent(Math.abs(distance))} below the market)`}
              </span>
            )}
            <button
              type="button"
              className="font-medium text-brand-text underline"
              onClick={form.useMarketPrice}
            >
              {t`Use the market price`}
            </button>
          </>
        ) : quote.display === 'loading' || quote.display === 'retrying' ? (
          t`Fetching the market price…`
        ) : (
          t`The market price shows once the pair can be quoted.`
        )}
      </p>
      {problem && quote.display === 'error' && (
        <QuoteProblem problem={problem} onRetry={quote.retryNow} />
      )}
    </div>
  )
}
