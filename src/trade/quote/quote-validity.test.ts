import { describe, expect, it } from 'vitest'
import {
  isQuoteExpired,
  MIN_QUOTE_REFRESH_DELAY_MS,
  QUOTE_REFRESH_INTERVAL_MS,
  quoteRefreshAt,
  quoteRefreshDelayMs,
  quoteSecondsLeft,
  serverClockSkewMs,
  withServerClock,
} from './quote-validity'
import { sandboxQuote as quoteFixture } from '@/api/test-fixtures'

const T = 1_700_000_000_000

describe('quote validity', () => {
  it('expires at receipt + 60 s when the service allows longer', () => {
    const quote = quoteFixture({ receivedAt: T, expiration: T + 10 * 60_000, serverDate: T })
    expect(quote.expiresAt.getTime()).toBe(T + 60_000)
    expect(isQuoteExpired(quote, T + 59_999)).toBe(false)
    expect(isQuoteExpired(quote, T + 60_000)).toBe(true)
  })

  it("expires at the service's expiration, corrected for a server clock that runs ahead", () => {
    // The server's clock is 20 s ahead: its expiration (server + 30 s) is 10 s after receipt here.
    const quote = quoteFixture({
      receivedAt: T,
      serverDate: T + 20_000,
      expiration: T + 20_000 + 30_000,
    })
    expect(quote.clockSkewMs).toBe(20_000)
    expect(quote.expiresAt.getTime()).toBe(T + 30_000)
    expect(isQuoteExpired(quote, T + 29_000)).toBe(false)
    expect(isQuoteExpired(quote, T + 30_000)).toBe(true)
    expect(quoteSecondsLeft(quote, T + 25_500)).toBe(5)
  })

  it('corrects a server clock that runs behind', () => {
    const quote = quoteFixture({
      receivedAt: T,
      serverDate: T - 45_000,
      expiration: T - 45_000 + 40_000,
    })
    expect(quote.expiresAt.getTime()).toBe(T + 40_000)
  })

  it('refreshes about every 30 s', () => {
    const quote = quoteFixture({ receivedAt: T, serverDate: T, expiration: T + 60_000 })
    expect(quoteRefreshAt(quote)).toBe(T + QUOTE_REFRESH_INTERVAL_MS)
    expect(quoteRefreshDelayMs(quote, T + 1_000)).toBe(29_000)
    expect(quoteRefreshDelayMs(quote, T + 40_000)).toBe(0)
  })

  it('refreshes earlier when the quote expires sooner', () => {
    const quote = quoteFixture({ receivedAt: T, serverDate: T, expiration: T + 25_000 })
    expect(quoteRefreshAt(quote)).toBe(T + 15_000)
  })

  it('never refreshes in a tight loop for a quote that is already nearly expired', () => {
    const quote = quoteFixture({ receivedAt: T, serverDate: T, expiration: T + 1_000 })
    expect(quoteRefreshAt(quote)).toBe(T + MIN_QUOTE_REFRESH_DELAY_MS)
  })
})

describe('server clock without a readable Date header', () => {
  it('estimates the skew from validTo and the validFor that was sent', () => {
    // No Date header (a cross-origin service that does not expose it): toQuote sees no skew.
    const quote = quoteFixture({ receivedAt: T, expiration: T - 31_000 + 60_000 })
    expect(quote.clockSkewMs).toBe(0)
    // The fixture's validTo is receipt + 1800 s on our clock; make the server 31 s behind.
    const behind = { ...quote, validTo: Math.floor((T - 31_000) / 1000) + 1800 }
    expect(serverClockSkewMs(behind, 1800)).toBe(-31_000)
    const adjusted = withServerClock(behind, 1800)
    expect(adjusted.clockSkewMs).toBe(-31_000)
    expect(adjusted.expiresAt.getTime()).toBe(T + 60_000)
  })

  it('keeps a measured skew and ignores noise', () => {
    const measured = quoteFixture({ receivedAt: T, serverDate: T + 5_000, expiration: T + 65_000 })
    expect(withServerClock(measured, 1800)).toBe(measured)
    const noise = quoteFixture({ receivedAt: T + 700 })
    expect(serverClockSkewMs(noise, 1800)).toBe(0)
    expect(serverClockSkewMs(noise, undefined)).toBe(0)
  })
})
