import { describe, expect, it } from 'vitest'
import { BanList } from './ban-list'
import { TokenBucketLimiter } from './rate-limit'

describe('TokenBucketLimiter', () => {
  it('allows a burst of one second, then refills at the rate, per client', () => {
    let now = 0
    const limiter = new TokenBucketLimiter({ perSecond: 5 }, () => now)
    for (let i = 0; i < 5; i++) expect(limiter.take('a')).toEqual({ ok: true })
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 })
    expect(limiter.take('b')).toEqual({ ok: true })
    now += 200
    expect(limiter.take('a')).toEqual({ ok: true })
    expect(limiter.take('a').ok).toBe(false)
  })

  it('says how long to wait for slow rates', () => {
    let now = 0
    const limiter = new TokenBucketLimiter({ perSecond: 0.25, burst: 1 }, () => now)
    expect(limiter.take('a').ok).toBe(true)
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 4 })
    now += 4000
    expect(limiter.take('a').ok).toBe(true)
  })

  it('refuses a non-positive rate', () => {
    expect(() => new TokenBucketLimiter({ perSecond: 0 })).toThrow(/perSecond/)
  })
})

describe('BanList', () => {
  const banned = '0x000000000000000000000000000000000000dEaD'
  it('matches checksummed and lowercase spellings and skips empty entries', () => {
    const list = BanList.fromList(` ${banned.toLowerCase()} ,,`)
    expect(list.size).toBe(1)
    expect(list.findBanned(null, undefined, banned)).toBe(banned)
    expect(list.findBanned('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBeUndefined()
  })

  it('refuses entries that are not addresses', () => {
    expect(() => BanList.fromList('0x1234')).toThrow(/not an address/)
  })
})
