import { describe, expect, it } from 'vitest'
import {
  buyAmountAt,
  distanceToMarket,
  expirySeconds,
  forcedExpiry,
  MAX_LIMIT_VALIDITY_SECONDS,
  MIN_LIMIT_VALIDITY_SECONDS,
  formatPrice,
  parsePrice,
  priceOf,
  type Price,
} from './limit-price'

const WETH_USDC = { sell: 18, buy: 6 }
const E18 = 10n ** 18n

function valid(text: string, direction: 'buyPerSell' | 'sellPerBuy', decimals = WETH_USDC): Price {
  const parsed = parsePrice(text, direction, decimals)
  if (parsed.status !== 'valid') throw new Error(`${text} did not parse`)
  return parsed.price
}

describe('parsePrice', () => {
  it('reads a price per sell token as an exact fraction of smallest units', () => {
    const price = valid('3300.5', 'buyPerSell')
    expect(buyAmountAt(2n * E18, price)).toBe(6_601_000_000n)
  })

  it('reads the inverse direction (sell tokens per buy token)', () => {
    // 1 USDC = 0.0004 WETH, so 1 WETH buys 2500 USDC.
    const price = valid('0.0004', 'sellPerBuy')
    expect(buyAmountAt(E18, price)).toBe(2_500_000_000n)
  })

  it('asks for a plain decimal and refuses what is not a positive number', () => {
    expect(parsePrice('3,300', 'buyPerSell', WETH_USDC)).toMatchObject({
      status: 'invalid',
      sentence: expect.stringContaining('Use a dot as the decimal separator') as string,
    })
    expect(parsePrice('', 'buyPerSell', WETH_USDC)).toEqual({ status: 'empty' })
    // A comma could be a decimal or a thousands separator: never read "1,5" as 15.
    expect(parsePrice('1,5', 'buyPerSell', WETH_USDC)).toEqual({
      status: 'invalid',
      sentence: 'Use a dot as the decimal separator and no thousands separators: did you mean 1.5?',
    })
    expect(parsePrice('3,300.5', 'buyPerSell', WETH_USDC)).toMatchObject({
      status: 'invalid',
      sentence: expect.stringContaining('did you mean 3300.5?') as string,
    })
    for (const bad of ['abc', '-1', '1e5', '.', '1.2.3']) {
      expect(parsePrice(bad, 'buyPerSell', WETH_USDC).status).toBe('invalid')
    }
    expect(parsePrice('0', 'buyPerSell', WETH_USDC)).toMatchObject({
      status: 'invalid',
      sentence: 'The price must be above zero.',
    })
    expect(parsePrice(`0.${'1'.repeat(19)}`, 'buyPerSell', WETH_USDC).status).toBe('invalid')
  })
})

describe('parsePrice separators', () => {
  const did = (n: string) =>
    `Use a dot as the decimal separator and no thousands separators: did you mean ${n}?`
  const plainOnly = 'Use a dot as the decimal separator and no thousands separators.'
  const onePoint =
    'A number has one decimal point at most: use a dot as the decimal separator and no thousands separators.'

  it.each([
    ['3300,5', did('3300.5')],
    ['0,0004', did('0.0004')],
    ['3.300,5', did('3300.5')],
    ['3,300.5', did('3300.5')],
    ['1,234,567', did('1234567')],
    ['3 300', did('3300')],
    ["3'300.25", did('3300.25')],
    // Two readings (3300 or 3.3): no guess.
    ['3,300', plainOnly],
    ['3,30,0', plainOnly],
    // Several dots: no guess that could change the price's size.
    ['3.300.5', onePoint],
    ['0.50.5', onePoint],
    ['1.000.000', onePoint],
  ])('%j: %s', (input, sentence) => {
    expect(parsePrice(input, 'buyPerSell', WETH_USDC)).toEqual({ status: 'invalid', sentence })
  })
})

describe('buyAmountAt and priceOf', () => {
  it('rounds the amount bought down, never above the price', () => {
    expect(buyAmountAt(10n, { sell: 3n, buy: 1n })).toBe(3n)
  })

  it('the price of two amounts, reduced; none when one is zero', () => {
    expect(priceOf(4n, 6n)).toEqual({ sell: 2n, buy: 3n })
    expect(priceOf(0n, 6n)).toBeUndefined()
  })
})

describe('formatPrice', () => {
  it('writes the price either way, significant digits kept for small prices', () => {
    const price = valid('3300', 'buyPerSell')
    expect(formatPrice(price, 'buyPerSell', WETH_USDC)).toBe('3300')
    expect(formatPrice(price, 'sellPerBuy', WETH_USDC)).toBe('0.00030303')
    const tiny = priceOf(E18, 1n) as Price
    expect(formatPrice(tiny, 'buyPerSell', WETH_USDC)).toBe('0.000001')
  })

  it('round-trips a typed price', () => {
    for (const text of ['3300.25', '0.5', '12345678.9']) {
      expect(formatPrice(valid(text, 'buyPerSell'), 'buyPerSell', WETH_USDC)).toBe(text)
    }
  })
})

describe('distanceToMarket', () => {
  const market = valid('3000', 'buyPerSell')
  it('is positive above the market, negative below, zero at it', () => {
    expect(distanceToMarket(valid('3300', 'buyPerSell'), market)).toBeCloseTo(0.1)
    expect(distanceToMarket(valid('2700', 'buyPerSell'), market)).toBeCloseTo(-0.1)
    expect(distanceToMarket(market, market)).toBe(0)
  })
})

describe('expirySeconds', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')
  it('a choice is its duration', () => {
    expect(expirySeconds('7d', '', now)).toEqual({ status: 'valid', seconds: 7 * 86_400 })
    expect(expirySeconds('1y', '', now)).toEqual({ status: 'valid', seconds: 365 * 86_400 })
  })

  it('a custom date: from now, at least 5 minutes, at most a year', () => {
    expect(expirySeconds('custom', '2026-11-26T12:00:00Z', now)).toEqual({
      status: 'valid',
      seconds: 86_400,
    })
    expect(expirySeconds('custom', '2026-11-25T12:01:00Z', now).status).toBe('invalid')
    expect(expirySeconds('custom', '2028-01-01T00:00:00Z', now).status).toBe('invalid')
    expect(expirySeconds('custom', 'soon', now).status).toBe('invalid')
    expect(expirySeconds('custom', '', now).status).toBe('invalid')
  })
})

describe('forcedExpiry', () => {
  it('takes the embedding’s minutes, held within 5 minutes and a year', () => {
    expect(forcedExpiry(120)).toEqual({ status: 'valid', seconds: 7200 })
    expect(forcedExpiry(1)).toEqual({ status: 'valid', seconds: MIN_LIMIT_VALIDITY_SECONDS })
    expect(forcedExpiry(10 * 525_600)).toEqual({
      status: 'valid',
      seconds: MAX_LIMIT_VALIDITY_SECONDS,
    })
  })
})
