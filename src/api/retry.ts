/**
 * Retry policy of spec 7.1: 429 and 5xx (500, 502, 503, 504) and network failures are
 * retried with exponential backoff (base 1 s, doubling, capped at 30 s) plus up to 1 s of
 * jitter, at most 5 attempts in total; `Retry-After` is honoured when present; every other
 * status is final.
 *
 * Timeouts are retried like network failures: the request's fate is unknown either way, and
 * every operation of the service is safe to repeat (a repeated quote is a new quote, a
 * repeated app-data PUT answers 200, a repeated order post answers DuplicatedOrder, which
 * `postOrder` turns into success). The caller's AbortSignal is never retried.
 */
import { appEnv } from '@/config/env'
import { ApiError, isFateUnknown } from './errors'

export interface RetryPolicy {
  /** Attempts in total, the first included. */
  maxAttempts: number
  baseDelayMs: number
  maxDelayMs: number
  /** Uniform jitter in [0, maxJitterMs) added to every wait. */
  maxJitterMs: number
  retryStatuses: readonly number[]
  retryTimeouts: boolean
  /**
   * A Retry-After longer than this is not waited out: the error goes to the caller (with
   * `retryAfterMs` set) so the UI can say "try again in N s" instead of hanging.
   */
  maxRetryAfterMs: number
}

/** Spec 7.1's policy, as the app runs it in production. */
export const SPEC_RETRY_POLICY: Readonly<RetryPolicy> = {
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxJitterMs: 1_000,
  retryStatuses: [429, 500, 502, 503, 504],
  retryTimeouts: true,
  maxRetryAfterMs: 60_000,
}

/**
 * `policy`'s schedule on another time scale: its first wait becomes `baseDelayMs`, and the
 * cap and the jitter scale with it, so the schedule keeps its shape (doubling, capped, the
 * same share of jitter). The attempts, what is retried and the limit on a server's
 * Retry-After (the server's own time, always waited out) do not change.
 */
export function scaledRetryPolicy(policy: Readonly<RetryPolicy>, baseDelayMs: number): RetryPolicy {
  const scale = (ms: number) => Math.round((ms * baseDelayMs) / policy.baseDelayMs)
  return {
    ...policy,
    baseDelayMs,
    maxDelayMs: scale(policy.maxDelayMs),
    maxJitterMs: scale(policy.maxJitterMs),
  }
}

/**
 * The app's policy: the spec's, on the time scale of VITE_RETRY_BASE_DELAY_MS when the build
 * sets it (the e2e build does, so that journeys of a failing service wait less).
 */
export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> =
  appEnv.retryBaseDelayMs === undefined
    ? SPEC_RETRY_POLICY
    : scaledRetryPolicy(SPEC_RETRY_POLICY, appEnv.retryBaseDelayMs)

export interface RetryInfo {
  /** The attempt that just failed (1-based). */
  attempt: number
  /** How long until the next attempt. */
  delayMs: number
  error: ApiError
}

export interface RetryOptions {
  policy?: Partial<RetryPolicy>
  /** Source of jitter in [0, 1); injected by tests. */
  random?: () => number
  signal?: AbortSignal
  /** Called before each wait, so the UI can show "retrying". */
  onRetry?: (info: RetryInfo) => void
  /**
   * Subscribes to "try now" events (the browser came back online, the tab regained focus):
   * a backoff wait then ends at once. A server's Retry-After is always waited out.
   * Returns the unsubscribe.
   */
  wakeUp?: (onWake: () => void) => () => void
}

export function resolvePolicy(policy?: Partial<RetryPolicy>): RetryPolicy {
  return { ...DEFAULT_RETRY_POLICY, ...policy }
}

/** Exponential backoff after `failedAttempts` failures (1 -> base), capped, plus jitter. */
export function backoffDelayMs(
  failedAttempts: number,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, failedAttempts - 1)
  const backoff = Math.min(policy.baseDelayMs * 2 ** exponent, policy.maxDelayMs)
  return backoff + jitter(policy, random)
}

function jitter(policy: RetryPolicy, random: () => number): number {
  // Clamp: a bad random source must not break the "less than max jitter" bound.
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON)
  return Math.floor(r * policy.maxJitterMs)
}

/**
 * Parses a Retry-After header: delay-seconds or an HTTP date. `nowMs` is the reference
 * for the date form (the caller passes the server's Date header when it has one, which
 * removes the client's clock skew). Undefined when absent or unreadable.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  nowMs: number,
): number | undefined {
  if (value == null) return undefined
  const trimmed = value.trim()
  if (trimmed === '') return undefined
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  // An HTTP date always names its month; this keeps V8's lenient Date.parse from reading "-5" as a year.
  if (!/[a-z]{3}/i.test(trimmed)) return undefined
  const at = Date.parse(trimmed)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - nowMs)
}

export function isRetryable(error: ApiError, policy: RetryPolicy = DEFAULT_RETRY_POLICY): boolean {
  const kind = error.kind
  switch (kind.type) {
    case 'network':
      return true
    case 'timeout':
      return policy.retryTimeouts
    case 'orderbook':
    case 'tokenData':
    case 'http':
      return policy.retryStatuses.includes(kind.status)
    default:
      return false
  }
}

/** How long to wait before the next attempt, or undefined to stop and throw. */
export function nextRetryDelay(
  error: ApiError,
  failedAttempts: number,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  random: () => number = Math.random,
): number | undefined {
  if (failedAttempts >= policy.maxAttempts || !isRetryable(error, policy)) return undefined
  if (error.retryAfterMs !== undefined) {
    if (error.retryAfterMs > policy.maxRetryAfterMs) return undefined
    // Never earlier than the server asked; jitter spreads clients that were told the same.
    return error.retryAfterMs + jitter(policy, random)
  }
  return backoffDelayMs(failedAttempts, policy, random)
}

/**
 * Waits `ms`, rejecting with an `aborted` ApiError as soon as `signal` fires; resolves
 * early when `wakeUp` reports an event.
 */
export function sleep(
  ms: number,
  signal?: AbortSignal,
  wakeUp?: (onWake: () => void) => () => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiError({ type: 'aborted' }))
      return
    }
    // Filled in below; a holder because `done` may run before the subscription returns.
    const wake: { off?: () => void } = {}
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      wake.off?.()
    }
    const onAbort = () => {
      done()
      reject(new ApiError({ type: 'aborted' }))
    }
    const timer = setTimeout(() => {
      done()
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
    wake.off = wakeUp?.(() => {
      done()
      resolve()
    })
  })
}

/**
 * Runs `attempt` until it succeeds, fails with a final error, or the attempts run out.
 * Only `ApiError`s are considered for retry; anything else is a bug and propagates.
 */
export async function withRetry<T>(
  run: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const policy = resolvePolicy(options.policy)
  const random = options.random ?? Math.random
  // Once an attempt's fate is unknown, every later error says so (see `earlierAttemptUnknown`).
  let earlierAttemptUnknown = false
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      error.attempts = attempt
      error.earlierAttemptUnknown ||= earlierAttemptUnknown
      earlierAttemptUnknown ||= isFateUnknown(error)
      const delayMs = nextRetryDelay(error, attempt, policy, random)
      if (delayMs === undefined || options.signal?.aborted) throw error
      options.onRetry?.({ attempt, delayMs, error })
      // Only a backoff of our own may be cut short; the server's Retry-After is honoured.
      const wakeUp = error.retryAfterMs === undefined ? options.wakeUp : undefined
      await sleep(delayMs, options.signal, wakeUp)
    }
  }
}

// ---------------------------------------------------------------- recovery

/**
 * Whether a query that failed with `error` should keep trying by itself once the request's
 * own retries are spent: every transient failure (rate limit, 5xx, timeout, dropped
 * connection) and an answer the app could not read, which a restarting service or a proxy
 * in between can produce. A 4xx that describes the request (NoLiquidity, a 404) is final
 * until the input changes.
 */
export function isRecoverable(
  error: ApiError,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): boolean {
  return isRetryable(error, policy) || error.kind.type === 'invalidResponse'
}

/**
 * When a failed query tries again by itself, after its `consecutiveFailures`-th failed
 * fetch in a row (each fetch already made the request's own attempts): the server's
 * Retry-After when it gave one, otherwise the spec's backoff one step further on per
 * failure (2 s, 4 s, 8 s, 16 s, then every 30 s), plus jitter.
 */
export function recoveryDelayMs(
  error: ApiError,
  consecutiveFailures: number,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  random: () => number = Math.random,
): number {
  if (error.retryAfterMs !== undefined) return error.retryAfterMs + jitter(policy, random)
  return backoffDelayMs(Math.max(1, consecutiveFailures) + 1, policy, random)
}
