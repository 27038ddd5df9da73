/**
 * When a delivery is tried again, as a pure function. Retried: a 5xx, 408, 429 (honouring
 * Retry-After), a timeout, a refused or reset connection. Not retried: any other answer (a
 * 4xx says the request itself is unwanted) and a URL the policy refuses. Exponential backoff
 * with full jitter (AWS's "Exponential Backoff And Jitter"): the n-th retry waits a random
 * time in [delay/2, delay] where delay = base * 2^(n-1), capped; after `maxAttempts`
 * attempts the delivery is failed. The defaults span about a day, as Standard Webhooks
 * senders retry (Svix: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h).
 */

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number
  /** Delay before the second attempt (before jitter). */
  baseDelayMs: number
  /** No wait is longer, Retry-After included. */
  maxDelayMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 5_000,
  maxDelayMs: 6 * 60 * 60 * 1000,
}

/** What one attempt came to. */
export type AttemptResult =
  | { kind: 'answered'; status: number; retryAfter?: string | undefined }
  | { kind: 'timeout' }
  | { kind: 'connection'; code: string }
  /** The URL or the address it resolved to is refused: retrying cannot help. */
  | { kind: 'refused'; reason: string }
  /** A push service says the subscription is gone (404/410): the channel is removed. */
  | { kind: 'gone'; status: number }

export type RetryDecision =
  { kind: 'delivered' } | { kind: 'retry'; delayMs: number } | { kind: 'failed' }

/** Retry-After as seconds or an HTTP date, in ms from `nowMs`; undefined when unreadable. */
export function retryAfterMs(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs)
}

export function isRetryable(result: AttemptResult): boolean {
  switch (result.kind) {
    case 'answered':
      return result.status >= 500 || result.status === 429 || result.status === 408
    case 'timeout':
    case 'connection':
      return true
    case 'refused':
    case 'gone':
      return false
  }
}

/**
 * What to do after attempt number `attempt` (1 for the first). `random` in [0, 1) makes
 * the jitter; tests pass a fixed one.
 */
export function decideRetry(
  result: AttemptResult,
  attempt: number,
  policy: RetryPolicy,
  nowMs: number,
  random: () => number = Math.random,
): RetryDecision {
  if (result.kind === 'answered' && result.status >= 200 && result.status < 300) {
    return { kind: 'delivered' }
  }
  if (!isRetryable(result) || attempt >= policy.maxAttempts) return { kind: 'failed' }
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
  const jittered = exponential / 2 + random() * (exponential / 2)
  const asked = result.kind === 'answered' ? retryAfterMs(result.retryAfter, nowMs) : undefined
  const delayMs = Math.min(policy.maxDelayMs, Math.max(jittered, asked ?? 0))
  return { kind: 'retry', delayMs: Math.round(delayMs) }
}
