/**
 * Client-side token buckets that keep the app under the service's limits (spec 8: quotes
 * about 10/s, order posts about 5/s). Excess requests wait their turn, in order; waiting
 * is not an error. The sandbox may use the same class server-side (`tryTake`), so both
 * sides count alike.
 */
import { ApiError } from './errors'
import { sleep } from './retry'

export interface TokenBucketOptions {
  /** Tokens added per second (the sustained rate). */
  ratePerSecond: number
  /** Largest burst; defaults to one second's worth. */
  capacity?: number
  /** Clock in ms; injected by tests (vitest's fake timers also fake Date.now). */
  now?: () => number
}

export class TokenBucket {
  readonly ratePerSecond: number
  readonly capacity: number
  private readonly now: () => number
  /** May go negative: each waiter reserves its token up front, which keeps FIFO order. */
  private tokens: number
  private updatedAt: number

  constructor(options: TokenBucketOptions) {
    if (!(options.ratePerSecond > 0)) throw new Error('TokenBucket: ratePerSecond must be > 0')
    this.ratePerSecond = options.ratePerSecond
    this.capacity = options.capacity ?? options.ratePerSecond
    if (!(this.capacity >= 1)) throw new Error('TokenBucket: capacity must be >= 1')
    this.now = options.now ?? Date.now
    this.tokens = this.capacity
    this.updatedAt = this.now()
  }

  private refill(): void {
    const now = this.now()
    const elapsed = Math.max(0, now - this.updatedAt)
    this.tokens = Math.min(this.capacity, this.tokens + (elapsed * this.ratePerSecond) / 1000)
    this.updatedAt = now
  }

  /** Milliseconds until a token would be free, without taking one. */
  waitTimeMs(): number {
    this.refill()
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) * 1000) / this.ratePerSecond)
  }

  /** Takes a token if one is free now; for servers that refuse rather than wait. */
  tryTake(): boolean {
    this.refill()
    if (this.tokens < 1) return false
    this.tokens -= 1
    return true
  }

  /**
   * Takes a token, waiting as long as needed. Rejects with an `aborted` ApiError when
   * `signal` fires, and gives the reserved token back.
   */
  async take(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw new ApiError({ type: 'aborted' })
    this.refill()
    this.tokens -= 1
    if (this.tokens >= 0) return
    const waitMs = Math.ceil((-this.tokens * 1000) / this.ratePerSecond)
    try {
      await sleep(waitMs, signal)
    } catch (error) {
      this.tokens += 1
      throw error
    }
  }
}

/** Spec 8 limits. */
export const RATE_LIMITS = { quote: 10, orderPost: 5 } as const
export type RateLimitedOperation = keyof typeof RATE_LIMITS

const buckets = new Map<string, TokenBucket>()

/**
 * The shared bucket for an operation against one service (keyed by its base URL), so
 * every caller in the app draws from the same budget.
 */
export function getRateLimiter(operation: RateLimitedOperation, serviceKey: string): TokenBucket {
  const key = `${operation} ${serviceKey}`
  let bucket = buckets.get(key)
  if (!bucket) {
    bucket = new TokenBucket({ ratePerSecond: RATE_LIMITS[operation] })
    buckets.set(key, bucket)
  }
  return bucket
}
