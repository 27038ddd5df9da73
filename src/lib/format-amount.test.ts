import { describe, expect, it } from 'vitest'
import { formatAmount, formatTokenAmount, shortenAddress } from './format-amount'

describe('formatAmount', () => {
  it('formats smallest units with the token decimals', () => {
    expect(formatAmount(1_500_000n, 6)).toBe('1.5')
    expect(formatAmount(10n ** 18n, 18)).toBe('1')
    expect(formatAmount(0n, 18)).toBe('0')
    expect(formatAmount(123n, 0)).toBe('123')
  })

  it('cuts (never rounds up) to maxDecimals and trims trailing zeros', () => {
    expect(formatAmount(1_999_999_999_999_999_999n, 18, { maxDecimals: 4 })).toBe('1.9999')
    expect(formatAmount(1_230_000n, 6, { maxDecimals: 4 })).toBe('1.23')
    expect(formatAmount(1_000_090n, 6, { maxDecimals: 4 })).toBe('1')
    expect(formatAmount(12_345_678n, 8, { maxDecimals: 0 })).toBe('< 1')
    expect(formatAmount(123_456_789n, 8, { maxDecimals: 0 })).toBe('1')
  })

  it('groups thousands unless asked not to', () => {
    expect(formatAmount(1_234_567_891n * 10n ** 6n, 6)).toBe('1,234,567,891')
    expect(formatAmount(1_234_567n * 10n ** 6n, 6, { group: false })).toBe('1234567')
    expect(formatAmount(999n * 10n ** 6n, 6)).toBe('999')
  })

  it('pads to minDecimals', () => {
    expect(formatAmount(1_500_000n, 6, { minDecimals: 2 })).toBe('1.50')
    expect(formatAmount(2n * 10n ** 18n, 18, { minDecimals: 2, maxDecimals: 4 })).toBe('2.00')
  })

  it('says "< 0.0…1" for dust instead of showing zero', () => {
    expect(formatAmount(1n, 18)).toBe('< 0.000001')
    expect(formatAmount(1n, 18, { maxDecimals: 2 })).toBe('< 0.01')
    expect(formatAmount(-1n, 18, { maxDecimals: 2 })).toBe('> -0.01')
  })

  it('keeps the sign of negative amounts', () => {
    expect(formatAmount(-2_500_000n, 6)).toBe('-2.5')
    expect(formatAmount(-(10n ** 24n), 18)).toBe('-1,000,000')
  })

  it('handles uint256 max without losing digits', () => {
    const max = 2n ** 256n - 1n
    expect(formatAmount(max, 0, { group: false })).toBe(max.toString())
  })

  it('rejects impossible decimals with a clear message', () => {
    expect(() => formatAmount(1n, -1)).toThrow(/decimals must be an integer/)
    expect(() => formatAmount(1n, 1.5)).toThrow(/decimals must be an integer/)
    expect(() => formatAmount(1n, 18, { maxDecimals: 2, minDecimals: 3 })).toThrow(/minDecimals/)
  })
})

describe('formatTokenAmount', () => {
  it('appends the symbol', () => {
    expect(formatTokenAmount(150_000_000n, 8, 'WBTC')).toBe('1.5 WBTC')
  })
})

describe('shortenAddress', () => {
  it('keeps the start and the end', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
  })
})
