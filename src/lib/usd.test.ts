import { describe, expect, it } from 'vitest'
import { activateLocale, activateSourceLocale } from '@/i18n/activate'
import { formatUsdAmount, formatUsdNumber, usdAmount, usdPriceFixed, usdToNumber } from './usd'

const E18 = 10n ** 18n

describe('USD values from bigint amounts', () => {
  it('reads a price from its decimal digits, not its binary expansion', () => {
    expect(usdPriceFixed(3109.12)).toBe(3_109_120_000_000_000_000_000n)
    expect(usdPriceFixed(0.1)).toBe(E18 / 10n)
    expect(usdPriceFixed(1.5e-7)).toBe(150_000_000_000n)
    expect(usdPriceFixed(2e21)).toBe(2n * 10n ** 39n)
    expect(usdPriceFixed(Number.NaN)).toBeUndefined()
    expect(usdPriceFixed(-1)).toBeUndefined()
  })

  it('values an amount exactly', () => {
    // 0.1 WETH at $3,109.12: $310.912, no 310.91200000000004.
    expect(usdAmount(E18 / 10n, 18, 3109.12)).toBe(310_912_000_000_000_000_000n)
    expect(usdAmount(1_500_000n, 6, 1)).toBe((3n * E18) / 2n)
    expect(usdAmount(1n, 18, undefined)).toBeUndefined()
    expect(usdToNumber(usdAmount(E18 / 10n, 18, 3109.12) ?? 0n)).toBe(310.912)
  })

  it('words it without float noise, compact when too large to read', () => {
    expect(formatUsdAmount(310_912_000_000_000_000_000n)).toBe('$310.91')
    expect(formatUsdAmount(1_234_567n * E18)).toBe('$1,234,567.00')
    expect(formatUsdAmount(0n)).toBe('$0.00')
    expect(formatUsdAmount(E18 / 1000n)).toBe('< $0.01')
    expect(formatUsdAmount(3_190_000_000n * E18)).toBe('$3.1B')
    expect(formatUsdAmount(308_909_106_288_583n * E18)).toBe('$308.9T')
    // An absurd amount (1e20 WETH at $3,089): enormous, never 24 digits of float noise.
    const absurd = usdAmount(10n ** 38n, 18, 3089.09106288583)
    expect(absurd !== undefined && formatUsdAmount(absurd)).toBe('> $1,000T')
    expect(formatUsdNumber(3.089091062885834e23)).toBe('> $1,000T')
    expect(formatUsdNumber(12.5)).toBe('$12.50')
    expect(formatUsdNumber(1234.567)).toBe('$1,234.57')
    expect(formatUsdNumber(12.499999999)).toBe('$12.50')
    expect(formatUsdNumber(-2)).toBe('-$2.00')
  })

  it('words it in the active language', async () => {
    await activateLocale('es')
    expect(formatUsdAmount(1_234_567n * E18 + E18 / 2n)).toBe('1.234.567,50\u00a0US$')
    expect(formatUsdAmount(3_190_000_000n * E18)).toBe('3190,0\u00a0M\u00a0US$')
    await activateLocale('ru')
    expect(formatUsdAmount(E18 / 1000n)).toBe('< 0,01\u00a0$')
    expect(formatUsdNumber(Number.NaN)).toBe('Неизвестно')
    activateSourceLocale()
  })
})
