import { describe, expect, it } from 'vitest'
import {
  buyAmountAt,
  distanceToMarket,
  exactPriceText,
  expirySeconds,
  forcedExpiry,
  MAX_LIMIT_VALIDITY_SECONDS,
  MIN_LIMIT_VALIDITY_SECONDS,
  formatPrice,
  parsePrice,
  paysUnderOneUnit,
  priceOf,
  sellAmountFor,
  zeroSideBlock,
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

  it('rounds to the nearest last digit: a buy order’s rounded-up maximum reads as typed', () => {
    const buy = 2_000_000_000n
    const signed = priceOf(sellAmountFor(buy, valid('3699.17', 'buyPerSell')), buy) as Price
    // 2,000 / 0.540667… WETH is 3699.16999999999…, a hair under what was typed.
    expect(buyAmountAt(10n ** 18n, signed)).toBe(3_699_169_999n)
    expect(formatPrice(signed, 'buyPerSell', WETH_USDC)).toBe('3699.17')
    expect(formatPrice(valid('2.999999996', 'buyPerSell'), 'buyPerSell', WETH_USDC)).toBe('3')
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

describe('a buy order’s amounts', () => {
  const USDC_10K = 10_000_000_000n

  it('pays at most the exact amount the price gives, typed either way round', () => {
    // "1 USDC = 0.0003 WETH": exactly 10,000 USDC for at most 3 WETH.
    expect(sellAmountFor(USDC_10K, valid('0.0003', 'sellPerBuy'))).toBe(3n * E18)
    // "1 WETH = 3300 USDC": 10,000 / 3,300 WETH = 3.0303…, rounded up to the next wei.
    expect(sellAmountFor(USDC_10K, valid('3300', 'buyPerSell'))).toBe(3_030_303_030_303_030_304n)
    expect(sellAmountFor(USDC_10K, valid('2500', 'buyPerSell'))).toBe(4n * E18)
  })

  it('rounds the maximum up: the order is never stricter than the typed price, by under a unit', () => {
    for (const text of ['3300', '3333.33', '0.7', '1234567.891', '0.000001']) {
      const price = valid(text, 'buyPerSell')
      for (const buyAmount of [1n, 7n, 999_999n, USDC_10K, 123_456_789_012n]) {
        const sell = sellAmountFor(buyAmount, price)
        // At the typed price or more generous: the settlement's limit check holds there.
        expect(sell * price.buy >= buyAmount * price.sell, `${text} ${buyAmount}`).toBe(true)
        // ...by less than one smallest unit of the sell token.
        expect((sell - 1n) * price.buy < buyAmount * price.sell, `${text} ${buyAmount}`).toBe(true)
      }
    }
  })

  it('the sell order’s rounding is the mirror: receive at least, rounded down', () => {
    const price = valid('3300.5', 'buyPerSell')
    const buy = buyAmountAt(3n * E18 + 1n, price)
    expect(buy * price.sell <= (3n * E18 + 1n) * price.buy).toBe(true)
    expect((buy + 1n) * price.sell > (3n * E18 + 1n) * price.buy).toBe(true)
  })

  it('says when a price makes the payment less than one smallest unit (not a rounded-up 1)', () => {
    // 1 micro-USDC at 3,300 USDC per WETH costs ~3e-10 WETH: 303,030,303 wei, fine.
    expect(paysUnderOneUnit(1n, valid('3300', 'buyPerSell'))).toBe(false)
    // At 10^13 USDC per WETH, 1 micro-USDC costs 0.1 wei: refused, not signed as 1 wei.
    expect(paysUnderOneUnit(1n, valid('10000000000000', 'buyPerSell'))).toBe(true)
    expect(paysUnderOneUnit(10n, valid('10000000000000', 'buyPerSell'))).toBe(false)
    expect(paysUnderOneUnit(0n, valid('3300', 'buyPerSell'))).toBe(false)
  })

  it('an order’s price, taken over as text when the trader types an amount, hardly moves', () => {
    for (const [sell, buy] of [
      [3n * E18, USDC_10K],
      [E18, 3_300_000_000n],
      [4n * E18, 10_000_000_000n],
    ] as const) {
      const price = priceOf(sell, buy)
      if (!price) throw new Error('no price')
      for (const direction of ['buyPerSell', 'sellPerBuy'] as const) {
        const text = exactPriceText(price, direction, WETH_USDC)
        // 18 decimals of the price: the amount it gives moves by under 1e-14 of itself.
        const drift = sellAmountFor(buy, valid(text, direction)) - sell
        expect(drift < 0n ? -drift : drift, text).toBeLessThanOrEqual(sell / 10n ** 14n)
      }
    }
    const round = priceOf(E18, 3_300_000_000n)
    if (!round) throw new Error('no price')
    expect(exactPriceText(round, 'buyPerSell', WETH_USDC)).toBe('3300')
    expect(sellAmountFor(3_300_000_000n, valid('3300', 'buyPerSell'))).toBe(E18)
  })
})

describe('zeroSideBlock', () => {
  const price = valid('3300', 'buyPerSell')
  const huge = valid('20000000000000000000000', 'buyPerSell')
  it('says when the price makes one side nothing, and nothing otherwise', () => {
    expect(zeroSideBlock('sell', 'price', E18, 3_300_000_000n, price, 'WETH')).toBeUndefined()
    expect(zeroSideBlock('sell', 'price', 1n, 0n, valid('0.000001', 'buyPerSell'), 'WETH')).toBe(
      'At this price you would receive nothing: check the price',
    )
    expect(zeroSideBlock('buy', 'price', 1n, 10_000_000_000n, huge, 'WETH')).toBe(
      'At this price you would pay less than the smallest unit of WETH: check the price',
    )
    expect(zeroSideBlock('buy', 'price', 3n * E18, 10_000_000_000n, price, 'WETH')).toBeUndefined()
    // No price yet: the button asks for one instead.
    expect(
      zeroSideBlock('buy', 'price', undefined, 10_000_000_000n, undefined, 'WETH'),
    ).toBeUndefined()
    // An edited order's amounts: both must stand.
    expect(zeroSideBlock('buy', 'amounts', undefined, 10_000_000_000n, undefined, 'WETH')).toBe(
      'Enter both amounts',
    )
  })
})
