import { describe, expect, it } from 'vitest'
import { formatTimeLeft } from './time-left'

describe('formatTimeLeft', () => {
  const now = 1_000_000
  it('uses the two largest units', () => {
    expect(formatTimeLeft(now + 30, now)).toBe('< 1 min')
    expect(formatTimeLeft(now + 12 * 60 + 5, now)).toBe('12 min')
    expect(formatTimeLeft(now + 3 * 3600 + 5 * 60, now)).toBe('3 h 5 min')
    expect(formatTimeLeft(now + 3 * 3600, now)).toBe('3 h')
    expect(formatTimeLeft(now + 2 * 86400 + 4 * 3600 + 59, now)).toBe('2 d 4 h')
    expect(formatTimeLeft(now + 2 * 86400, now)).toBe('2 d')
  })

  it('says Expired at and after validTo, and caps far-future deadlines', () => {
    expect(formatTimeLeft(now, now)).toBe('Expired')
    expect(formatTimeLeft(now - 10, now)).toBe('Expired')
    expect(formatTimeLeft(4_294_967_295, now)).toBe('> 1 year')
  })
})
