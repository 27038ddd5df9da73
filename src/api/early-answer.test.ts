import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { zeroAddress } from 'viem'
import { EARLY_ANSWER_GRACE_MS, EARLY_ANSWER_MAX_AGE_MS, offerEarlyRequest } from './early-answer'
import { getQuote } from './orderbook'
import { toWireQuoteRequest, type QuoteRequest } from './quote-request'
import { fakeFetch, json, testContext, URLS, USDC, WETH, wireQuote } from './test-fixtures'

const QUOTE_URL = `${URLS.orderbookApi}/v1/quote`
const request: QuoteRequest = {
  sellToken: WETH,
  buyToken: USDC,
  from: zeroAddress,
  kind: 'sell',
  sellAmountBeforeFee: 10n ** 18n,
  validFor: 1800,
  priceQuality: 'optimal',
  signingScheme: 'eip712',
}
/** The body as the early script sends it: the same value, its keys in another order. */
const earlyBody = Object.fromEntries(Object.entries(toWireQuoteRequest(request)).reverse())

function offer(response: Promise<Response>, sentAt = performance.now()) {
  offerEarlyRequest({ url: QUOTE_URL, body: earlyBody, sentAt, response })
}

beforeEach(() => {
  vi.stubGlobal('window', {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('a request sent before the app loaded', () => {
  /**
   * Offers an early answer of 2,500 USDC, then asks for each request in turn (the service
   * itself answers 2,400): what each got, and how many requests the service had seen then.
   */
  async function askInTurn(asked: QuoteRequest[]) {
    offer(Promise.resolve(json(200, wireQuote({ buyAmount: '2500000000' }))))
    const fetch = fakeFetch(() => json(200, wireQuote({ buyAmount: '2400000000' })))
    const seen: [bigint, number][] = []
    for (const next of asked) {
      const { data } = await getQuote(testContext(fetch), next)
      seen.push([data.buyAmount, fetch.calls.length])
    }
    return seen
  }

  it('answers the same request once: the app sends nothing, then asks itself', async () => {
    expect(await askInTurn([request, request])).toEqual([
      [2_500_000_000n, 0],
      [2_400_000_000n, 1],
    ])
  })

  it('does not answer another request (another amount), and stays for its own', async () => {
    const other = { ...request, sellAmountBeforeFee: 2n * 10n ** 18n }
    expect(await askInTurn([other, request])).toEqual([
      [2_400_000_000n, 1],
      [2_500_000_000n, 1],
    ])
  })

  it('a refused or failed early request is not the app’s answer: it sends its own', async () => {
    for (const early of [
      Promise.resolve(json(500, { errorType: 'InternalServerError', description: '' })),
      Promise.resolve(json(429, { errorType: 'RateLimited', description: '' })),
      Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      early.catch(() => undefined)
      offer(early)
      const fetch = fakeFetch(() => json(200, wireQuote()))
      const { data } = await getQuote(testContext(fetch), request)
      expect(data.buyAmount).toBeGreaterThan(0n)
      expect(fetch.calls).toHaveLength(1)
    }
  })

  it('waits for an early request under way only so long, then sends its own', async () => {
    vi.useFakeTimers()
    offer(new Promise<Response>(() => undefined))
    const fetch = fakeFetch(() => json(200, wireQuote()))
    const quote = getQuote(testContext(fetch), request)
    await vi.advanceTimersByTimeAsync(EARLY_ANSWER_GRACE_MS - 10)
    expect(fetch.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(20)
    await expect(quote).resolves.toMatchObject({ data: { kind: 'sell' } })
    expect(fetch.calls).toHaveLength(1)
  })

  it('an early answer sent too long ago is not taken', async () => {
    offer(Promise.resolve(json(200, wireQuote())), performance.now() - EARLY_ANSWER_MAX_AGE_MS - 1)
    const fetch = fakeFetch(() => json(200, wireQuote()))
    await getQuote(testContext(fetch), request)
    expect(fetch.calls).toHaveLength(1)
  })
})
