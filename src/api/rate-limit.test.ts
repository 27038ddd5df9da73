import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectRequestAfter, flush } from '@/test/fake-timers'
import { ApiError } from './errors'
import { getQuote, postOrder } from './orderbook'
import { getRateLimiter, RATE_LIMITS, TokenBucket } from './rate-limit'
import {
  fakeFetch,
  json,
  orderCreation,
  OWNER,
  testContext,
  uidOf,
  USDC,
  WETH,
  wireQuote,
} from './test-fixtures'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('TokenBucket', () => {
  it('lets a burst of `capacity` through, then one every 1/rate s, in order', async () => {
    const bucket = new TokenBucket({ ratePerSecond: 10 })
    const done: number[] = []
    const start = Date.now()
    for (let i = 0; i < 13; i++) void bucket.take().then(() => done.push(i))
    await flush()
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    await vi.advanceTimersByTimeAsync(99)
    expect(done).toHaveLength(10)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveLength(11)
    await vi.advanceTimersByTimeAsync(200)
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(Date.now() - start).toBe(300)
  })

  it('sustains exactly the rate over time', async () => {
    const bucket = new TokenBucket({ ratePerSecond: 5 })
    let done = 0
    for (let i = 0; i < 25; i++) void bucket.take().then(() => done++)
    await flush()
    expect(done).toBe(5)
    await vi.advanceTimersByTimeAsync(1000)
    expect(done).toBe(10)
    await vi.advanceTimersByTimeAsync(3000)
    expect(done).toBe(25)
  })

  it('refills while idle, up to capacity only', async () => {
    const bucket = new TokenBucket({ ratePerSecond: 10 })
    for (let i = 0; i < 10; i++) expect(bucket.tryTake()).toBe(true)
    expect(bucket.tryTake()).toBe(false)
    expect(bucket.waitTimeMs()).toBe(100)
    await vi.advanceTimersByTimeAsync(60_000)
    let granted = 0
    while (bucket.tryTake()) granted++
    expect(granted).toBe(10)
  })

  it('aborting a wait rejects with `aborted` and gives the token back', async () => {
    const bucket = new TokenBucket({ ratePerSecond: 1, capacity: 1 })
    await bucket.take()
    const controller = new AbortController()
    const waiting = bucket.take(controller.signal).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(500)
    controller.abort()
    const error = (await waiting) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.kind.type).toBe('aborted')
    // The refunded token means the next taker waits only the remaining 500 ms.
    let granted = false
    void bucket.take().then(() => (granted = true))
    await vi.advanceTimersByTimeAsync(499)
    expect(granted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(granted).toBe(true)
  })

  it('rejects a pre-aborted signal without taking a token', async () => {
    const bucket = new TokenBucket({ ratePerSecond: 1, capacity: 1 })
    await expect(bucket.take(AbortSignal.abort())).rejects.toMatchObject({
      kind: { type: 'aborted' },
    })
    expect(bucket.tryTake()).toBe(true)
  })

  it('refuses nonsense options', () => {
    expect(() => new TokenBucket({ ratePerSecond: 0 })).toThrow(/ratePerSecond/)
    expect(() => new TokenBucket({ ratePerSecond: 5, capacity: 0.5 })).toThrow(/capacity/)
  })

  it('shares one bucket per operation and service', () => {
    expect(getRateLimiter('quote', 'https://a')).toBe(getRateLimiter('quote', 'https://a'))
    expect(getRateLimiter('quote', 'https://a')).not.toBe(getRateLimiter('quote', 'https://b'))
    expect(getRateLimiter('orderPost', 'https://a').ratePerSecond).toBe(RATE_LIMITS.orderPost)
    expect(getRateLimiter('quote', 'https://a').ratePerSecond).toBe(10)
  })
})

describe('rate limits applied by the endpoint functions (spec 8)', () => {
  it('holds the 11th quote of a burst for 100 ms: it waits, it does not fail', async () => {
    const fetch = fakeFetch(() => json(200, wireQuote()))
    const ctx = testContext(fetch, {
      rateLimiters: { quote: new TokenBucket({ ratePerSecond: 10 }), orderPost: null },
    })
    const request = {
      sellToken: WETH,
      buyToken: USDC,
      from: OWNER,
      kind: 'sell' as const,
      sellAmountBeforeFee: 10n ** 18n,
    }
    const all = Promise.all(Array.from({ length: 12 }, () => getQuote(ctx, request)))
    await flush()
    expect(fetch.calls).toHaveLength(10)
    await vi.advanceTimersByTimeAsync(100)
    expect(fetch.calls).toHaveLength(11)
    await vi.advanceTimersByTimeAsync(100)
    expect(fetch.calls).toHaveLength(12)
    const quotes = await all
    expect(quotes).toHaveLength(12)
  })

  it('holds the 6th order post of a burst for 200 ms', async () => {
    const creation = orderCreation()
    const uid = uidOf(creation.order)
    const fetch = fakeFetch(() => json(201, uid))
    const ctx = testContext(fetch, {
      rateLimiters: { quote: null, orderPost: new TokenBucket({ ratePerSecond: 5 }) },
    })
    const all = Promise.all(Array.from({ length: 6 }, () => postOrder(ctx, creation)))
    await flush()
    expect(fetch.calls).toHaveLength(5)
    await expectRequestAfter(fetch, 6, 200)
    expect((await all).map((r) => r.data)).toEqual(Array(6).fill(uid))
  })

  it('a waiting request is cancelled by its AbortSignal', async () => {
    const fetch = fakeFetch(() => json(200, wireQuote()))
    const bucket = new TokenBucket({ ratePerSecond: 1, capacity: 1 })
    const controller = new AbortController()
    const ctx = testContext(fetch, { rateLimiters: { quote: bucket, orderPost: null } })
    const request = {
      sellToken: WETH,
      buyToken: USDC,
      from: OWNER,
      kind: 'buy' as const,
      buyAmountAfterFee: 5n,
    }
    await getQuote(ctx, request)
    const waiting = getQuote({ ...ctx, signal: controller.signal }, request).catch(
      (e: unknown) => e,
    )
    await vi.advanceTimersByTimeAsync(10)
    controller.abort()
    expect(((await waiting) as ApiError).kind.type).toBe('aborted')
    expect(fetch.calls).toHaveLength(1)
  })
})
