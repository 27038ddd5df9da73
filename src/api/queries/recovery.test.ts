/**
 * Recovery without a click: a query whose requests keep failing transiently goes to error,
 * then refetches by itself with backoff (Retry-After honoured), at once on `online` and
 * on focus, and a backoff wait inside a request ends on those events.
 */
import {
  environmentManager,
  focusManager,
  onlineManager,
  QueryObserver,
} from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import { describeRecovery, failureCause } from '@/api/failure-cause'
import { isRecoverable, recoveryDelayMs, withRetry } from '@/api/retry'
import { fakeFetch, json, sequence, testContext, type Handler } from '@/api/test-fixtures'
import { expectRequestAfter, flush } from '@/test/fake-timers'
import { createQueryClient, refetchOnWake } from './query-client'
import { getFailureStateByHash, resetRecoveryState, wakeRetries } from './query-utils'
import { usdPriceQueryOptions } from './token-queries'

const html500 = () =>
  new Response('<html><body>Internal Server Error</body></html>', {
    status: 500,
    headers: { 'content-type': 'text/html' },
  })
const price = () => json(200, { price: 3012.5 })

function setup(handler: Handler, maxAttempts = 1) {
  const fetch = fakeFetch(handler)
  // One attempt per fetch keeps the test about the query layer's own recovery.
  const ctx = testContext(fetch, { retry: { maxAttempts } })
  const client = createQueryClient()
  // Subscribes the client to the online and focus managers, as QueryClientProvider does.
  client.mount()
  const options = usdPriceQueryOptions(ctx, '-')
  const observer = new QueryObserver(client, options)
  const off = observer.subscribe(() => undefined)
  const unsubscribe = () => {
    off()
    client.unmount()
  }
  const query = () => client.getQueryCache().find({ queryKey: options.queryKey })
  return { fetch, client, observer, unsubscribe, query }
}

/** The browser goes offline and comes back. */
async function comeBackOnline(): Promise<void> {
  onlineManager.setOnline(false)
  onlineManager.setOnline(true)
  await flush()
}

/** The tab loses focus and regains it. */
async function regainFocus(): Promise<void> {
  focusManager.setFocused(false)
  focusManager.setFocused(true)
  await flush()
}

beforeEach(() => {
  // React Query schedules no timers on a server; these tests play a browser tab.
  environmentManager.setIsServer(() => false)
  vi.useFakeTimers()
  vi.spyOn(Math, 'random').mockReturnValue(0)
})

afterEach(() => {
  environmentManager.setIsServer(() => typeof window === 'undefined')
  resetRecoveryState()
  onlineManager.setOnline(true)
  focusManager.setFocused(undefined)
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('classification', () => {
  const cases: Array<[string, ApiError, ReturnType<typeof failureCause>]> = [
    ['429', new ApiError({ type: 'http', status: 429 }), 'rateLimited'],
    [
      'RateLimited',
      new ApiError({ type: 'orderbook', errorType: 'RateLimited', description: '', status: 429 }),
      'rateLimited',
    ],
    ['500 HTML', new ApiError({ type: 'http', status: 500 }), 'service'],
    ['503', new ApiError({ type: 'tokenData', message: 'down', status: 503 }), 'service'],
    ['dropped', new ApiError({ type: 'network', message: 'Failed to fetch' }), 'unreachable'],
    ['hang', new ApiError({ type: 'timeout', timeoutMs: 15000 }), 'unreachable'],
    ['malformed', new ApiError({ type: 'invalidResponse', issues: ['not JSON'] }), 'unexpected'],
    [
      'NoLiquidity',
      new ApiError({ type: 'orderbook', errorType: 'NoLiquidity', description: '', status: 400 }),
      undefined,
    ],
    ['404', new ApiError({ type: 'http', status: 404 }), undefined],
    ['aborted', new ApiError({ type: 'aborted' }), undefined],
  ]
  it.each(cases)('%s', (_name, error, cause) => {
    expect(failureCause(error)).toBe(cause)
    expect(isRecoverable(error)).toBe(cause !== undefined)
  })

  it('a network failure while the browser is offline is "offline"', () => {
    expect(failureCause(new ApiError({ type: 'network', message: 'x' }), false)).toBe('offline')
  })

  it('each cause has its own words, with the countdown', () => {
    const sentences = (
      ['rateLimited', 'service', 'unreachable', 'offline', 'unexpected'] as const
    ).map((cause) => describeRecovery(cause, 4))
    expect(new Set(sentences.map((s) => s.title)).size).toBe(5)
    expect(sentences[0]?.sentence).toBe('The service is busy: retrying in 4 s.')
    expect(sentences[1]?.sentence).toBe('The service had a problem: retrying in 4 s.')
    expect(sentences[3]?.sentence).toBe('You are offline: retrying as soon as you are back online.')
    expect(describeRecovery('service', 0).sentence).toBe('The service had a problem: retrying now.')
  })
})

describe('recoveryDelayMs', () => {
  it('backs off per failure from 2 s to the 30 s cap, and honours Retry-After', () => {
    const error = new ApiError({ type: 'http', status: 500 })
    const noJitter = () => 0
    expect(
      [1, 2, 3, 4, 5, 6, 9].map((n) => recoveryDelayMs(error, n, undefined, noJitter)),
    ).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000])
    const limited = new ApiError({ type: 'http', status: 429 }, { retryAfterMs: 90_000 })
    expect(recoveryDelayMs(limited, 1, undefined, noJitter)).toBe(90_000)
  })
})

describe('a backoff wait ends on wake-up, a Retry-After does not', () => {
  function wakeable() {
    const listeners = new Set<() => void>()
    return {
      wakeUp: (listener: () => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      wake: () => {
        for (const listener of [...listeners]) listener()
      },
      get count() {
        return listeners.size
      },
    }
  }

  /** withRetry over a call that fails once with `error`, then answers 'ok'. */
  function failingOnce(error: ApiError, w: ReturnType<typeof wakeable>) {
    let calls = 0
    const promise = withRetry(
      async () => {
        calls++
        if (calls === 1) throw error
        return 'ok'
      },
      { random: () => 0, wakeUp: w.wakeUp },
    )
    return { promise, calls: () => calls }
  }

  it('backoff', async () => {
    const w = wakeable()
    const { promise, calls } = failingOnce(new ApiError({ type: 'http', status: 500 }), w)
    await flush()
    expect(calls()).toBe(1)
    expect(w.count).toBe(1)
    w.wake()
    await expect(promise).resolves.toBe('ok')
    expect(calls()).toBe(2)
    expect(w.count).toBe(0)
  })

  it('Retry-After', async () => {
    const w = wakeable()
    const { promise, calls } = failingOnce(
      new ApiError({ type: 'http', status: 429 }, { retryAfterMs: 5000 }),
      w,
    )
    await flush()
    expect(w.count).toBe(0)
    w.wake()
    await vi.advanceTimersByTimeAsync(4999)
    expect(calls()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(promise).resolves.toBe('ok')
  })
})

describe('a failing query recovers by itself', () => {
  const modes: Array<[string, () => Response]> = [
    ['500 with an HTML body', html500],
    ['429 without Retry-After', () => json(429, {})],
    ['malformed JSON', () => new Response('{"price": 30', { status: 200 })],
    [
      'dropped connection',
      () => {
        throw new TypeError('Failed to fetch')
      },
    ],
  ]

  it.each(modes)(
    '%s: error, then a refetch after the backoff, without a click',
    async (_n, bad) => {
      const { fetch, observer, unsubscribe, query } = setup(sequence(bad, bad, price))
      await flush()
      expect(observer.getCurrentResult().status).toBe('error')
      expect(fetch.calls).toHaveLength(1)
      const failure = getFailureStateByHash(query()?.queryHash ?? '')
      expect(failure?.failures).toBe(1)
      // 2 s after the first failed fetch, 4 s after the second.
      await expectRequestAfter(fetch, 2, 2000)
      expect(observer.getCurrentResult().status).toBe('error')
      await vi.advanceTimersByTimeAsync(4000)
      expect(fetch.calls).toHaveLength(3)
      expect(observer.getCurrentResult().status).toBe('success')
      expect(observer.getCurrentResult().data).toBe(3012.5)
      expect(getFailureStateByHash(query()?.queryHash ?? '')).toBeUndefined()
      // Recovered: no more refetches than the query's own schedule (none for a price).
      await vi.advanceTimersByTimeAsync(60_000)
      expect(fetch.calls).toHaveLength(3)
      unsubscribe()
    },
  )

  it('429 with Retry-After waits what the server asked', async () => {
    const { fetch, observer, unsubscribe } = setup(
      sequence(() => json(429, {}, { 'retry-after': '7' }), price),
    )
    await flush()
    expect(observer.getCurrentResult().status).toBe('error')
    await expectRequestAfter(fetch, 2, 7000)
    expect(observer.getCurrentResult().status).toBe('success')
    unsubscribe()
  })

  it('a final error (404) is not retried by itself', async () => {
    const { fetch, observer, unsubscribe } = setup(() => json(404, { message: 'Price not found' }))
    await flush()
    expect(observer.getCurrentResult().status).toBe('error')
    await vi.advanceTimersByTimeAsync(120_000)
    expect(fetch.calls).toHaveLength(1)
    unsubscribe()
  })

  it('refetches at once when the browser comes back online', async () => {
    const { fetch, observer, unsubscribe } = setup(sequence(html500, price))
    await flush()
    expect(observer.getCurrentResult().status).toBe('error')
    await comeBackOnline()
    expect(fetch.calls).toHaveLength(2)
    expect(observer.getCurrentResult().status).toBe('success')
    unsubscribe()
  })

  it('refetches at once when the tab regains focus, even though the data is fresh', async () => {
    const { fetch, observer, unsubscribe } = setup(sequence(price, html500, price))
    await flush()
    expect(observer.getCurrentResult().status).toBe('success')
    // A failed refetch: the price is still within its staleTime.
    await observer.refetch()
    expect(observer.getCurrentResult().status).toBe('error')
    expect(observer.getCurrentResult().data).toBe(3012.5)
    await regainFocus()
    expect(fetch.calls).toHaveLength(3)
    expect(observer.getCurrentResult().status).toBe('success')
    unsubscribe()
  })

  it('a request backing off inside its attempts retries at once on focus and on "Try again"', async () => {
    const { fetch, observer, unsubscribe } = setup(sequence(html500, html500, price), 5)
    await flush()
    expect(fetch.calls).toHaveLength(1)
    await regainFocus()
    expect(fetch.calls).toHaveLength(2)
    wakeRetries()
    await flush()
    expect(fetch.calls).toHaveLength(3)
    expect(observer.getCurrentResult().status).toBe('success')
    unsubscribe()
  })

  it('refetchOnWake: always for an errored query, when stale otherwise', () => {
    expect(refetchOnWake({ state: { status: 'error' } } as never)).toBe('always')
    expect(refetchOnWake({ state: { status: 'success' } } as never)).toBe(true)
  })
})
