import { i18n } from '@lingui/core'
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

describe('formatAmount in the active language', () => {
  /** Formats with `locale` active (as src/i18n/activate.ts sets it), then English again. */
  function inLocale<T>(locale: string, run: () => T): T {
    i18n.loadAndActivate({ locale, locales: locale, messages: {} })
    try {
      return run()
    } finally {
      i18n.loadAndActivate({ locale: 'en', locales: 'en', messages: {} })
    }
  }

  it('writes the separators of the language, every digit kept', () => {
    const amount = 1_234_567_500_000n // 1,234,567.5 with 6 decimals
    expect(inLocale('es', () => formatAmount(amount, 6))).toBe('1.234.567,5')
    expect(inLocale('pt-BR', () => formatAmount(amount, 6))).toBe('1.234.567,5')
    // French and Russian group with a (narrow) no-break space.
    expect(inLocale('fr', () => formatAmount(amount, 6))).toBe('1\u202f234\u202f567,5')
    expect(inLocale('ru', () => formatAmount(amount, 6))).toBe('1\u00a0234\u00a0567,5')
    const max = 2n ** 256n - 1n
    expect(inLocale('es', () => formatAmount(max, 18, { maxDecimals: 18, group: false }))).toBe(
      '115792089237316195423570985008687907853269984665640564039457,584007913129639935',
    )
  })

  it('words dust and signs in the language too', () => {
    expect(inLocale('ru', () => formatAmount(1n, 18))).toBe('< 0,000001')
    expect(inLocale('es', () => formatAmount(-2_500_000n, 6))).toBe('-2,5')
    expect(inLocale('fr', () => formatTokenAmount(150_000_000n, 8, 'WBTC'))).toBe('1,5 WBTC')
  })
})
