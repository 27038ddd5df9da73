import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectRequestAfter, flush } from '@/test/fake-timers'
import { ApiError } from './errors'
import { requestJson } from './http'
import {
  backoffDelayMs,
  DEFAULT_RETRY_POLICY,
  nextRetryDelay,
  parseRetryAfter,
  recoveryDelayMs,
  scaledRetryPolicy,
  SPEC_RETRY_POLICY,
  withRetry,
  type RetryInfo,
} from './retry'
import { fakeFetch, json, sequence, testContext, URLS } from './test-fixtures'
import { usdPriceResponseSchema } from '@batchswap/contract/wire/token-data'

const URL = `${URLS.tokenData}/tokens/-/usdPrice`

function get(fetch: ReturnType<typeof fakeFetch>, extra: Parameters<typeof testContext>[1] = {}) {
  return requestJson(testContext(fetch, extra), {
    endpoint: 'usdPrice',
    method: 'GET',
    url: URL,
    schema: usdPriceResponseSchema,
  })
}

describe('backoff (spec 7.1)', () => {
  it('starts at 1 s and doubles, capped at 30 s', () => {
    const noJitter = () => 0
    const delays = [1, 2, 3, 4, 5, 6, 7, 10].map((n) =>
      backoffDelayMs(n, SPEC_RETRY_POLICY, noJitter),
    )
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
  })

  it('adds jitter in [0, 1 s), whatever the random source returns', () => {
    for (const r of [0, 0.25, 0.5, 0.999999, 1, 1.5, -3]) {
      const jitter = backoffDelayMs(1, SPEC_RETRY_POLICY, () => r) - 1000
      expect(jitter).toBeGreaterThanOrEqual(0)
      expect(jitter).toBeLessThan(1000)
    }
    expect(backoffDelayMs(1, SPEC_RETRY_POLICY, () => 0.5)).toBe(1500)
    // Over many real draws the bound holds too.
    for (let i = 0; i < 2000; i++) {
      const jitter = backoffDelayMs(3, SPEC_RETRY_POLICY) - 4000
      expect(jitter >= 0 && jitter < 1000).toBe(true)
    }
  })
})

describe('the schedule on another time scale (VITE_RETRY_BASE_DELAY_MS)', () => {
  const noJitter = () => 0
  const fast = scaledRetryPolicy(SPEC_RETRY_POLICY, 250)

  it("is the spec's policy when the build sets no base delay", () => {
    expect(DEFAULT_RETRY_POLICY).toEqual(SPEC_RETRY_POLICY)
  })

  it('keeps the shape: doubling from the new base, the cap scaled alike', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 10].map((n) => backoffDelayMs(n, fast, noJitter))
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, 7500, 7500, 7500])
  })

  it('scales the jitter with the base', () => {
    expect(fast.maxJitterMs).toBe(250)
    for (const r of [0, 0.5, 0.999999, 1]) {
      const jitter = backoffDelayMs(2, fast, () => r) - 500
      expect(jitter).toBeGreaterThanOrEqual(0)
      expect(jitter).toBeLessThan(250)
    }
  })

  it("changes neither the attempts, what is retried, nor a server's Retry-After", () => {
    expect(fast).toEqual({
      ...SPEC_RETRY_POLICY,
      baseDelayMs: 250,
      maxDelayMs: 7_500,
      maxJitterMs: 250,
    })
    const busy = new ApiError({ type: 'http', status: 429 }, { retryAfterMs: 3_000 })
    expect(nextRetryDelay(busy, 1, fast, noJitter)).toBe(3_000)
    const error = new ApiError({ type: 'http', status: 500 })
    expect(nextRetryDelay(error, 4, fast, noJitter)).toBe(2_000)
    expect(nextRetryDelay(error, 5, fast, noJitter)).toBeUndefined()
  })

  it("spaces a failing query's own refetches on the same scale", () => {
    const error = new ApiError({ type: 'network', message: 'down' })
    const delays = [1, 2, 3, 4, 5].map((n) => recoveryDelayMs(error, n, fast, noJitter))
    expect(delays).toEqual([500, 1000, 2000, 4000, 7500])
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2030-01-01T00:00:00Z')
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('7', now)).toBe(7000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
  })
  it('reads an HTTP date relative to the given now', () => {
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:00:05 GMT', now)).toBe(5000)
    expect(parseRetryAfter('Mon, 31 Dec 2029 23:59:00 GMT', now)).toBe(0)
  })
  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('', now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('-5', now)).toBeUndefined()
  })
})

describe('nextRetryDelay', () => {
  it('stops at the attempt cap and for final errors', () => {
    const e500 = new ApiError({ type: 'http', status: 500 })
    expect(nextRetryDelay(e500, 4, DEFAULT_RETRY_POLICY, () => 0)).toBe(8000)
    expect(nextRetryDelay(e500, 5, DEFAULT_RETRY_POLICY, () => 0)).toBeUndefined()
    expect(nextRetryDelay(new ApiError({ type: 'aborted' }), 1)).toBeUndefined()
    expect(nextRetryDelay(new ApiError({ type: 'invalidResponse', issues: [] }), 1)).toBeUndefined()
    expect(
      nextRetryDelay(
        new ApiError({ type: 'timeout', timeoutMs: 1 }),
        1,
        DEFAULT_RETRY_POLICY,
        () => 0,
      ),
    ).toBe(1000)
    expect(
      nextRetryDelay(new ApiError({ type: 'timeout', timeoutMs: 1 }), 1, {
        ...DEFAULT_RETRY_POLICY,
        retryTimeouts: false,
      }),
    ).toBeUndefined()
  })

  it('rethrows errors that are not ApiErrors (bugs) without retrying', async () => {
    let calls = 0
    await expect(
      withRetry(async () => {
        calls++
        throw new TypeError('bug')
      }),
    ).rejects.toThrow('bug')
    expect(calls).toBe(1)
  })
})

describe('retries through the fetch wrapper (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([429, 500, 502, 503, 504])('retries %i, then succeeds', async (status) => {
    const fetch = fakeFetch(
      sequence(
        () => json(status, { message: 'busy' }),
        () => json(200, { price: 1 }),
      ),
    )
    const retries: RetryInfo[] = []
    const promise = get(fetch, { onRetry: (info) => retries.push(info) })
    await flush()
    expect(fetch.calls).toHaveLength(1)
    expect(retries).toEqual([expect.objectContaining({ attempt: 1, delayMs: 1000 })])
    expect(retries[0]?.error.status).toBe(status)
    await expectRequestAfter(fetch, 2, 1000)
    const result = await promise
    expect(result.data).toEqual({ price: 1 })
    expect(result.meta.attempts).toBe(2)
  })

  it.each([400, 401, 403, 404, 409, 422])('never retries %i', async (status) => {
    const fetch = fakeFetch(() => json(status, { errorType: 'Whatever', description: 'no' }))
    const onRetry = vi.fn()
    await expect(get(fetch, { onRetry })).rejects.toMatchObject({ status, attempts: 1 })
    expect(fetch.calls).toHaveLength(1)
    expect(onRetry).not.toHaveBeenCalled()
  })

  it('does not retry a 403 from the edge without an errorType', async () => {
    const fetch = fakeFetch(() => new Response('<html>Forbidden</html>', { status: 403 }))
    await expect(get(fetch)).rejects.toMatchObject({ kind: { type: 'http', status: 403 } })
    expect(fetch.calls).toHaveLength(1)
  })

  it('makes at most 5 attempts, waiting 1, 2, 4 and 8 s (plus jitter) between them', async () => {
    const fetch = fakeFetch(() => json(500, { errorType: 'InternalServerError', description: '' }))
    const delays: number[] = []
    const promise = get(fetch, {
      random: () => 0.5,
      onRetry: (info) => delays.push(info.delayMs),
    })
    const settled = promise.catch((e: unknown) => e)
    const callTimes: number[] = []
    for (let t = 0; t <= 40_000; t += 100) {
      const before = fetch.calls.length
      await vi.advanceTimersByTimeAsync(t === 0 ? 0 : 100)
      if (fetch.calls.length > before) callTimes.push(t)
    }
    const error = await settled
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).attempts).toBe(5)
    expect(fetch.calls).toHaveLength(5)
    expect(delays).toEqual([1500, 2500, 4500, 8500])
    expect(callTimes).toEqual([0, 1500, 4000, 8500, 17000])
  })

  it('retries network failures', async () => {
    const fetch = fakeFetch(
      sequence(
        () => {
          throw new TypeError('fetch failed')
        },
        () => json(200, { price: 2 }),
      ),
    )
    const promise = get(fetch)
    await vi.advanceTimersByTimeAsync(1000)
    await expect(promise).resolves.toMatchObject({ data: { price: 2 }, meta: { attempts: 2 } })
  })

  it('gives up on network failures after 5 attempts with a network error', async () => {
    const fetch = fakeFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    const settled = get(fetch).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(60_000)
    const error = (await settled) as ApiError
    expect(error.kind).toEqual({ type: 'network', message: 'Failed to fetch' })
    expect(error.attempts).toBe(5)
    expect(fetch.calls).toHaveLength(5)
  })

  it('retries timeouts (documented decision)', async () => {
    const fetch = fakeFetch(
      sequence(
        () => new Promise<Response>(() => undefined) as unknown as Response,
        () => json(200, { price: 3 }),
      ),
    )
    const promise = get(fetch, { timeoutMs: 2000 })
    await vi.advanceTimersByTimeAsync(2000)
    expect(fetch.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1000)
    await expect(promise).resolves.toMatchObject({ data: { price: 3 }, meta: { attempts: 2 } })
  })

  it('honours Retry-After in seconds', async () => {
    const fetch = fakeFetch(
      sequence(
        () =>
          json(429, { errorType: 'RateLimited', description: 'slow down' }, { 'retry-after': '7' }),
        () => json(200, { price: 1 }),
      ),
    )
    const promise = get(fetch)
    await expectRequestAfter(fetch, 2, 7000)
    await promise
  })

  it("honours Retry-After as an HTTP date, measured on the server's clock", async () => {
    // The client's clock runs 1 h behind the server's: the wait must still be 3 s.
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'))
    const fetch = fakeFetch(
      sequence(
        () =>
          json(
            503,
            { message: 'maintenance' },
            {
              date: 'Tue, 01 Jan 2030 01:00:00 GMT',
              'retry-after': 'Tue, 01 Jan 2030 01:00:03 GMT',
            },
          ),
        () => json(200, { price: 1 }),
      ),
    )
    const onRetry = vi.fn()
    const promise = get(fetch, { onRetry })
    await expectRequestAfter(fetch, 2, 3000)
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ delayMs: 3000 }))
    await promise
  })

  it('adds jitter on top of Retry-After, never less than asked', async () => {
    const fetch = fakeFetch(
      sequence(
        () => json(429, {}, { 'retry-after': '2' }),
        () => json(200, { price: 1 }),
      ),
    )
    const onRetry = vi.fn()
    const promise = get(fetch, { onRetry, random: () => 0.9 })
    await expectRequestAfter(fetch, 2, 2900)
    await promise
  })

  it('does not wait out a Retry-After beyond the cap; the error carries it', async () => {
    const fetch = fakeFetch(() =>
      json(429, { errorType: 'RateLimited', description: '' }, { 'retry-after': '3600' }),
    )
    await expect(get(fetch)).rejects.toMatchObject({ retryAfterMs: 3_600_000, attempts: 1 })
    expect(fetch.calls).toHaveLength(1)
  })

  it('stops waiting as soon as the caller aborts during the backoff', async () => {
    const fetch = fakeFetch(() => json(500, {}))
    const controller = new AbortController()
    const settled = get(fetch, { signal: controller.signal }).catch((e: unknown) => e)
    await flush()
    controller.abort()
    const error = (await settled) as ApiError
    expect(error.kind.type).toBe('aborted')
    expect(fetch.calls).toHaveLength(1)
  })
})

describe('earlierAttemptUnknown: the fate of the earlier attempts travels with the last error', () => {
  const run = (errors: ApiError[]) =>
    withRetry(
      async (attempt) => {
        throw errors[attempt - 1] ?? new Error('no more errors')
      },
      { policy: { baseDelayMs: 0, maxJitterMs: 0 } },
    ).catch((error: unknown) => error as ApiError)
  const refusal = () =>
    new ApiError({
      type: 'orderbook',
      errorType: 'InsufficientAllowance',
      description: '',
      status: 400,
    })

  it('a refusal after a lost answer or a 5xx says an earlier attempt may have landed', async () => {
    const afterDrop = await run([new ApiError({ type: 'network', message: 'reset' }), refusal()])
    expect(afterDrop.attempts).toBe(2)
    expect(afterDrop.earlierAttemptUnknown).toBe(true)
    const after502 = await run([new ApiError({ type: 'http', status: 502 }), refusal()])
    expect(after502.earlierAttemptUnknown).toBe(true)
  })

  it('a refusal after a 429 or on the first attempt does not', async () => {
    const first = await run([refusal()])
    expect(first.earlierAttemptUnknown).toBe(false)
    const after429 = await run([
      new ApiError({ type: 'orderbook', errorType: 'RateLimited', description: '', status: 429 }),
      refusal(),
    ])
    expect(after429.attempts).toBe(2)
    expect(after429.earlierAttemptUnknown).toBe(false)
  })
})
