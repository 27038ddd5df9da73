import { describe, expect, it } from 'vitest'
import { decideRetry, retryAfterMs, type RetryPolicy } from './retry-policy'

const policy: RetryPolicy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 30_000 }
const NOW = Date.parse('2026-11-28T12:00:00Z')

describe('decideRetry', () => {
  it('delivers on 2xx and fails other 4xx at once', () => {
    expect(decideRetry({ kind: 'answered', status: 204 }, 1, policy, NOW)).toEqual({
      kind: 'delivered',
    })
    expect(decideRetry({ kind: 'answered', status: 404 }, 1, policy, NOW)).toEqual({
      kind: 'failed',
    })
    expect(decideRetry({ kind: 'refused', reason: 'private' }, 1, policy, NOW)).toEqual({
      kind: 'failed',
    })
  })

  it('backs off exponentially with jitter in [delay/2, delay], capped', () => {
    const at = (attempt: number, random: number) =>
      decideRetry({ kind: 'answered', status: 502 }, attempt, policy, NOW, () => random)
    expect(at(1, 0)).toEqual({ kind: 'retry', delayMs: 500 })
    expect(at(1, 0.999_999)).toEqual({ kind: 'retry', delayMs: 1000 })
    expect(at(3, 0)).toEqual({ kind: 'retry', delayMs: 2000 })
    expect(at(4, 0.5)).toEqual({ kind: 'retry', delayMs: 6000 })
    expect(decideRetry({ kind: 'timeout' }, 2, policy, NOW, () => 0)).toEqual({
      kind: 'retry',
      delayMs: 1000,
    })
    expect(
      decideRetry({ kind: 'connection', code: 'ECONNREFUSED' }, 4, policy, NOW, () => 0),
    ).toEqual({ kind: 'retry', delayMs: 4000 })
    const big: RetryPolicy = { ...policy, maxAttempts: 50 }
    expect(decideRetry({ kind: 'timeout' }, 40, big, NOW, () => 1)).toEqual({
      kind: 'retry',
      delayMs: 30_000,
    })
  })

  it('fails after the last attempt', () => {
    expect(decideRetry({ kind: 'answered', status: 500 }, 5, policy, NOW)).toEqual({
      kind: 'failed',
    })
  })

  it('honours Retry-After on 429, in seconds or as a date, within the cap', () => {
    expect(
      decideRetry({ kind: 'answered', status: 429, retryAfter: '7' }, 1, policy, NOW, () => 0),
    ).toEqual({ kind: 'retry', delayMs: 7000 })
    const date = new Date(NOW + 12_000).toUTCString()
    expect(
      decideRetry({ kind: 'answered', status: 429, retryAfter: date }, 1, policy, NOW, () => 0),
    ).toEqual({ kind: 'retry', delayMs: 12_000 })
    expect(
      decideRetry({ kind: 'answered', status: 429, retryAfter: '3600' }, 1, policy, NOW, () => 0),
    ).toEqual({ kind: 'retry', delayMs: 30_000 })
    expect(retryAfterMs('soon', NOW)).toBeUndefined()
  })
})
