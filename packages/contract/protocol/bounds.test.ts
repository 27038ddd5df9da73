import { describe, expect, it } from 'vitest'
import { isUint256, isUint32, parseUintString, UINT256_MAX, UINT32_MAX } from './bounds'

describe('bounds', () => {
  it('has the exact maxima', () => {
    expect(UINT256_MAX).toBe(2n ** 256n - 1n)
    expect(UINT32_MAX).toBe(4294967295)
  })

  it('isUint256 checks both ends', () => {
    expect(isUint256(0n)).toBe(true)
    expect(isUint256(UINT256_MAX)).toBe(true)
    expect(isUint256(UINT256_MAX + 1n)).toBe(false)
    expect(isUint256(-1n)).toBe(false)
  })

  it('isUint32 wants a whole number in range', () => {
    expect(isUint32(0)).toBe(true)
    expect(isUint32(UINT32_MAX)).toBe(true)
    expect(isUint32(UINT32_MAX + 1)).toBe(false)
    expect(isUint32(-1)).toBe(false)
    expect(isUint32(1.5)).toBe(false)
    expect(isUint32(Number.NaN)).toBe(false)
    expect(isUint32(Number.POSITIVE_INFINITY)).toBe(false)
  })

  it('parseUintString accepts only plain decimal uint256', () => {
    expect(parseUintString('0')).toBe(0n)
    expect(parseUintString('000123')).toBe(123n)
    expect(parseUintString(UINT256_MAX.toString())).toBe(UINT256_MAX)
    for (const bad of [
      '',
      ' 1',
      '1 ',
      '-1',
      '+1',
      '1.0',
      '1e18',
      '0x10',
      'abc',
      (UINT256_MAX + 1n).toString(),
      '9'.repeat(100),
    ]) {
      expect(parseUintString(bad), bad).toBeUndefined()
    }
  })
})
