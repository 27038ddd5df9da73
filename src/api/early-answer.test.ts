import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { zeroAddress } from 'viem'
import {
  EARLY_ANSWER_GRACE_MS,
  EARLY_ANSWER_MAX_AGE_MS,
  offerEarlyRequest,
  peekArrivedAnswer,
} from './early-answer'
import { arrivedQuote, getQuote } from './orderbook'
import { loadWireSchemas } from './wire-loader'
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
  return offerEarlyRequest({ url: QUOTE_URL, body: earlyBody, sentAt, response })
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

describe('an early answer already in when the app first asks', () => {
  beforeEach(async () => {
    await loadWireSchemas()
  })

  it('is read at once, as getQuote reads it, and taken: the app asks nothing more', async () => {
    const answer = wireQuote({ buyAmount: '2500000000' })
    const arrived = await offer(Promise.resolve(json(200, answer)))
    expect(arrived).toMatchObject({ status: 200, ok: true, text: JSON.stringify(answer) })
    const early = arrivedQuote(testContext(fakeFetch(() => json(500, {}))), request)
    // The same quote getQuote makes of the same answer, received when it arrived.
    const fetch = fakeFetch(() => json(200, answer))
    const asked = await getQuote(testContext(fetch), request)
    expect(early?.data).toEqual({
      ...asked.data,
      receivedAt: early?.data.receivedAt,
      expiresAt: early?.data.expiresAt,
    })
    expect(early?.data.buyAmount).toBe(2_500_000_000n)
    expect(early?.meta.receivedAt.getTime()).toBe(arrived?.receivedAt)
    // Taken: getQuote above asked the service itself, and nothing is left to peek.
    expect(fetch.calls).toHaveLength(1)
    expect(peekArrivedAnswer(QUOTE_URL, earlyBody)).toBeUndefined()
  })

  it('is not there before it has arrived: the request stays for getQuote', async () => {
    let answer: (response: Response) => void = () => undefined
    offer(new Promise<Response>((resolve) => (answer = resolve)))
    expect(arrivedQuote(testContext(fakeFetch(() => json(500, {}))), request)).toBeUndefined()
    answer(json(200, wireQuote({ buyAmount: '2500000000' })))
    const fetch = fakeFetch(() => json(200, wireQuote()))
    const { data } = await getQuote(testContext(fetch), request)
    expect(data.buyAmount).toBe(2_500_000_000n)
    expect(fetch.calls).toHaveLength(0)
  })

  it('is not another request’s', async () => {
    await offer(Promise.resolve(json(200, wireQuote())))
    const other = { ...request, sellAmountBeforeFee: 2n * 10n ** 18n }
    expect(arrivedQuote(testContext(fakeFetch(() => json(500, {}))), other)).toBeUndefined()
    expect(peekArrivedAnswer(QUOTE_URL, earlyBody)).toBeDefined()
  })

  it('a refusal, or an answer that is no quote, is left to getQuote, which meets it as usual', async () => {
    await offer(Promise.resolve(json(500, { errorType: 'InternalServerError', description: '' })))
    expect(arrivedQuote(testContext(fakeFetch(() => json(500, {}))), request)).toBeUndefined()
    vi.unstubAllGlobals()
    vi.stubGlobal('window', {})
    await offer(Promise.resolve(json(200, { ...wireQuote(), quote: { kind: 'sell' } })))
    expect(arrivedQuote(testContext(fakeFetch(() => json(500, {}))), request)).toBeUndefined()
    // Still there for getQuote, which reads the same bad answer and says what it is.
    const fetch = fakeFetch(() => json(200, wireQuote()))
    await expect(getQuote(testContext(fetch), request)).rejects.toMatchObject({
      kind: { type: 'invalidResponse' },
    })
    expect(fetch.calls).toHaveLength(0)
  })

  it('a lost early request has no answer to peek', async () => {
    const lost = Promise.reject(new TypeError('Failed to fetch'))
    lost.catch(() => undefined)
    expect(await offer(lost)).toBeUndefined()
    expect(peekArrivedAnswer(QUOTE_URL, earlyBody)).toBeUndefined()
  })

  it('is not taken once it is too old', async () => {
    await offer(
      Promise.resolve(json(200, wireQuote())),
      performance.now() - EARLY_ANSWER_MAX_AGE_MS - 1,
    )
    expect(arrivedQuote(testContext(fakeFetch(() => json(500, {}))), request)).toBeUndefined()
  })
})
