import { QUOTE_MAX_AGE_MS, type Quote } from '@/api/quote-types'

/**
 * When a quote may be signed, and when to fetch the next one. `Quote.expiresAt` is already
 * min(expiration corrected for the server's clock, receipt + 60 s) on the client's clock
 * (see `toQuote`); these functions only compare it with "now".
 */

/** The public app refreshes every 30 s (real-service notes). */
export const QUOTE_REFRESH_INTERVAL_MS = 30_000
/** Refresh at least this long before the quote expires, so there is always a signable one. */
export const QUOTE_REFRESH_MARGIN_MS = 10_000
/** Never refresh in a tight loop, even for a quote that arrives nearly expired. */
export const MIN_QUOTE_REFRESH_DELAY_MS = 2_000

export type QuoteTiming = Pick<Quote, 'receivedAt' | 'expiresAt'>

export function isQuoteExpired(quote: QuoteTiming, nowMs: number): boolean {
  return nowMs >= quote.expiresAt.getTime()
}

/** When the next quote should be fetched, by the client's clock. */
export function quoteRefreshAt(quote: QuoteTiming): number {
  const byInterval = quote.receivedAt.getTime() + QUOTE_REFRESH_INTERVAL_MS
  const beforeExpiry = quote.expiresAt.getTime() - QUOTE_REFRESH_MARGIN_MS
  return Math.max(
    Math.min(byInterval, beforeExpiry),
    quote.receivedAt.getTime() + MIN_QUOTE_REFRESH_DELAY_MS,
  )
}

/** Milliseconds from `nowMs` until the next refresh (0: now). */
export function quoteRefreshDelayMs(quote: QuoteTiming, nowMs: number): number {
  return Math.max(0, quoteRefreshAt(quote) - nowMs)
}

/** Whole seconds left before the quote expires, for "expires in 42 s". */
export function quoteSecondsLeft(quote: Pick<QuoteTiming, 'expiresAt'>, nowMs: number): number {
  return Math.max(0, Math.ceil((quote.expiresAt.getTime() - nowMs) / 1000))
}

/** Below this, a clock difference is measurement noise (whole-second timestamps, latency). */
export const SKEW_NOISE_MS = 2_000

/**
 * The server's clock minus ours. From the `Date` header when the browser lets the app read
 * it (a cross-origin service must list it in Access-Control-Expose-Headers; `toQuote` then
 * sets `clockSkewMs`). Otherwise estimated from the quote itself: the service computed
 * `validTo` as its own "now" plus the `validFor` we sent.
 */
export function serverClockSkewMs(
  quote: Pick<Quote, 'clockSkewMs' | 'validTo' | 'receivedAt'>,
  validForSeconds: number | undefined,
): number {
  if (quote.clockSkewMs !== 0 || validForSeconds === undefined) return quote.clockSkewMs
  const estimate = (quote.validTo - validForSeconds) * 1000 - quote.receivedAt.getTime()
  return Math.abs(estimate) > SKEW_NOISE_MS ? estimate : 0
}

/**
 * The quote with its expiry on our clock: min(expiration corrected for the server's clock,
 * receipt + 60 s). Derived anew from the response, never stored.
 */
export function withServerClock(quote: Quote, validForSeconds: number | undefined): Quote {
  const skew = serverClockSkewMs(quote, validForSeconds)
  if (skew === quote.clockSkewMs) return quote
  const expiresAt = new Date(
    Math.min(quote.expiration.getTime() - skew, quote.receivedAt.getTime() + QUOTE_MAX_AGE_MS),
  )
  return { ...quote, clockSkewMs: skew, expiresAt }
}
