import { describe, expect, it } from 'vitest'
import {
  formatPrice,
  formatRate,
  formatSignificant,
  formatUnitPrice,
  readablePrice,
  unitPrice,
} from './price'

const E18 = 10n ** 18n

describe('unitPrice / formatPrice', () => {
  it('prices one base token in quote tokens across different decimals', () => {
    // 1 WETH (18) for 2000 USDC (6)
    const price = unitPrice(10n ** 18n, 18, 2000n * 10n ** 6n, 6)
    expect(price).toBeDefined()
    expect(formatPrice(price ?? 0n)).toBe('2,000')
    expect(
      formatUnitPrice(
        { amount: 2000n * 10n ** 6n, decimals: 6, symbol: 'USDC' },
        { amount: 10n ** 18n, decimals: 18, symbol: 'WETH' },
      ),
    ).toBe('1 USDC = 0.0005 WETH')
  })

  it('keeps about five significant digits', () => {
    const price = unitPrice(3n, 0, 10n, 0) ?? 0n // 3.3333…
    expect(formatPrice(price)).toBe('3.3333')
    const small = unitPrice(7n, 0, 1n, 5) ?? 0n // 0.0000014285…
    expect(formatPrice(small)).toBe('0.0000014285')
    const big = unitPrice(1n, 0, 123_456_789n, 0) ?? 0n
    expect(formatPrice(big)).toBe('123,456,789')
  })

  it('has no price for a zero base amount', () => {
    expect(unitPrice(0n, 18, 1n, 18)).toBeUndefined()
    expect(
      formatUnitPrice(
        { amount: 0n, decimals: 18, symbol: 'A' },
        { amount: 1n, decimals: 18, symbol: 'B' },
      ),
    ).toBeUndefined()
  })
})

describe('readablePrice', () => {
  const weth = { amount: 10n ** 18n, decimals: 18, symbol: 'WETH' }
  const usdc = { amount: 2000n * 10n ** 6n, decimals: 6, symbol: 'USDC' }
  it('quotes in the direction that is at least 1', () => {
    expect(readablePrice(weth, usdc)).toEqual({ price: '2,000', base: 'WETH', quote: 'USDC' })
    expect(readablePrice(usdc, weth)).toEqual({ price: '2,000', base: 'WETH', quote: 'USDC' })
  })
  it('handles zero amounts without dividing by zero', () => {
    expect(readablePrice({ ...weth, amount: 0n }, usdc)).toBeUndefined()
    expect(readablePrice(weth, { ...usdc, amount: 0n })).toEqual({
      price: '0',
      base: 'WETH',
      quote: 'USDC',
    })
  })
})

// The swap form's rates (formerly swap/quote-summary's rateOf).
describe('rates', () => {
  it('computes the rate across different decimals, both ways', () => {
    expect(unitPrice(E18, 18, 2_990_120_000n, 6, 18)).toBe(2990_120_000_000_000_000_000n)
    const wethUsdc = {
      sellAmount: E18,
      sellToken: { symbol: 'WETH', decimals: 18 },
      buyToken: { symbol: 'USDC', decimals: 6 },
    }
    expect(formatRate({ ...wethUsdc, buyAmount: 2_990_123_456n, inverted: false })).toBe(
      '1 WETH = 2,990.12 USDC',
    )
    expect(formatRate({ ...wethUsdc, buyAmount: 3_000_000_000n, inverted: true })).toBe(
      '1 USDC = 0.000333333 WETH',
    )
  })

  it('has no rate for a zero amount', () => {
    expect(unitPrice(0n, 18, 1n, 6, 18)).toBeUndefined()
  })

  it('formats significant digits', () => {
    expect(formatSignificant(1_234_567n * 10n ** 15n)).toBe('1,234.56')
    expect(formatSignificant(10n ** 18n)).toBe('1')
    expect(formatSignificant(0n)).toBe('0')
    expect(formatSignificant(1n, 18, 6)).toBe('0.000000000000000001')
  })
})
