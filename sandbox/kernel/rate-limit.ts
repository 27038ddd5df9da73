/**
 * Per-client token buckets for the rate limits of spec section 8 (quotes about 10/s, order
 * submissions about 5/s). A bucket holds up to `burst` requests and refills at `perSecond`.
 */

export interface RateLimit {
  /** Sustained requests per second. */
  perSecond: number
  /** Requests allowed at once from a full bucket. Default: one second's worth. */
  burst?: number
}

export interface RateLimits {
  quote: RateLimit
  orderPost: RateLimit
}

export const SPEC_RATE_LIMITS: RateLimits = {
  quote: { perSecond: 10 },
  orderPost: { perSecond: 5 },
}

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number }

interface Bucket {
  tokens: number
  updatedAt: number
}

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>()
  private readonly perMs: number
  private readonly burst: number

  constructor(
    limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {
    if (!(limit.perSecond > 0)) throw new Error('rate limit: perSecond must be > 0')
    this.perMs = limit.perSecond / 1000
    this.burst = Math.max(1, limit.burst ?? limit.perSecond)
  }

  /** Takes one request's token for `key` (a client), or says how long to wait. */
  take(key: string): TakeResult {
    const now = this.now()
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, updatedAt: now }
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.updatedAt) * this.perMs)
    bucket.updatedAt = now
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      this.buckets.set(key, bucket)
      if (this.buckets.size > 10_000) this.evictFull(now)
      return { ok: true }
    }
    this.buckets.set(key, bucket)
    const waitMs = (1 - bucket.tokens) / this.perMs
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
  }

  /** Buckets that have refilled completely carry no information. */
  private evictFull(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updatedAt) * this.perMs >= this.burst) {
        this.buckets.delete(key)
      }
    }
  }
}
