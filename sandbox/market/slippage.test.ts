import { describe, expect, it } from 'vitest'
import {
  clampBps,
  priceImpactBps,
  ratioSeries,
  recommendSlippage,
  seriesVolatility,
} from './slippage'
import type { PricePoint } from '../kernel/price-model'

const NOW = 1_700_000_000
const STEP = 300

/** 24 h of 5-minute points; `f(i)` gives the price of point i (i = 0 is the oldest). */
function history(f: (i: number) => number, points = 288, offset = 0): PricePoint[] {
  return Array.from({ length: points }, (_, i) => ({
    time: NOW - (points - 1 - i) * STEP + offset,
    price: f(i),
  }))
}

describe('seriesVolatility', () => {
  it('is the standard deviation of log returns, per interval and per 5-minute window', () => {
    // Returns alternate +r and -r: mean ~0, standard deviation ~r.
    const r = 0.001
    const v = seriesVolatility(history((i) => (i % 2 === 0 ? 1 : Math.exp(r))))
    expect(v?.points).toBe(288)
    expect(v?.intervalSeconds).toBe(300)
    expect(v?.perInterval).toBeCloseTo(r, 7)
    expect(v?.perSettlementWindow).toBeCloseTo(r, 7)
  })
  it('scales a 1-minute series up to the 5-minute window by sqrt(5)', () => {
    const series = Array.from({ length: 100 }, (_, i) => ({
      time: NOW - 6000 + i * 60,
      price: i % 2 === 0 ? 1 : Math.exp(0.001),
    }))
    expect(seriesVolatility(series)?.perSettlementWindow).toBeCloseTo(0.001 * Math.sqrt(5), 6)
  })
  it('needs at least three points', () => {
    expect(seriesVolatility(history(() => 1, 2))).toBeUndefined()
    expect(seriesVolatility([])).toBeUndefined()
  })
})

describe('ratioSeries', () => {
  it('divides base by quote on the 5-minute buckets both have', () => {
    const base = history((i) => 3000 + i, 4, 7)
    const quote = history(() => 2, 4, -11).slice(1)
    const ratio = ratioSeries(base, quote)
    expect(ratio.map((p) => p.price)).toEqual([3001 / 2, 3002 / 2, 3003 / 2])
  })
})

describe('recommendSlippage', () => {
  const calm = history((i) => (i % 2 === 0 ? 3000 : 3000 * Math.exp(0.001)))
  const stable = history(() => 1)

  it('rounds the 5-minute volatility of the ratio up to whole bps', () => {
    const rec = recommendSlippage({ baseHistory: calm, quoteHistory: stable, now: NOW })
    expect(rec?.slippageBps).toBe(10)
    expect(rec?.windowSeconds).toBe(300)
  })

  it('is symmetric in which token moves: the ratio is what counts', () => {
    const rec = recommendSlippage({ baseHistory: stable, quoteHistory: calm, now: NOW })
    expect(rec?.slippageBps).toBe(10)
    const both = recommendSlippage({ baseHistory: calm, quoteHistory: calm, now: NOW })
    expect(both?.slippageBps).toBe(0)
  })

  it('scales with the square root of a longer expiry, capped at the 24 h history', () => {
    const at = (expirationTimeInSeconds: number): number | undefined =>
      recommendSlippage({
        baseHistory: calm,
        quoteHistory: stable,
        now: NOW,
        order: { expirationTimeInSeconds },
      })?.slippageBps
    expect(at(1200)).toBe(20)
    expect(at(60)).toBe(10)
    expect(at(86_400)).toBe(170)
    expect(at(10 ** 9)).toBe(170)
  })

  it('adds the price impact of a large order against the pool', () => {
    const rec = recommendSlippage({
      baseHistory: calm,
      quoteHistory: stable,
      now: NOW,
      order: { orderKind: 'sell', sellAmount: 10n },
      pool: { baseReserve: 1000n, quoteReserve: 3_000_000n },
    })
    expect(rec?.sizeImpactBps).toBeCloseTo(99.0099, 4)
    expect(rec?.slippageBps).toBe(110)
  })

  it('ignores history older than 24 h and reports insufficient history as undefined', () => {
    const old = history(() => 1).map((p) => ({ ...p, time: p.time - 2 * 86_400 }))
    expect(recommendSlippage({ baseHistory: old, quoteHistory: stable, now: NOW })).toBeUndefined()
    expect(recommendSlippage({ baseHistory: [], quoteHistory: stable, now: NOW })).toBeUndefined()
  })

  it('clamps to 0..10000', () => {
    const wild = history((i) => (i % 2 === 0 ? 1 : 5))
    const rec = recommendSlippage({
      baseHistory: wild,
      quoteHistory: stable,
      now: NOW,
      order: { expirationTimeInSeconds: 86_400 },
    })
    expect(rec?.slippageBps).toBe(10_000)
    expect(clampBps(-3)).toBe(0)
    expect(clampBps(Number.NaN)).toBe(10_000)
    expect(clampBps(Number.POSITIVE_INFINITY)).toBe(10_000)
    expect(clampBps(24.0001)).toBe(25)
  })
})

describe('priceImpactBps', () => {
  const pool = { baseReserve: 1000n, quoteReserve: 2000n, baseChunk: 100n, quoteChunk: 100n }
  it('uses the sell size (minus fee) or the buy size by order kind', () => {
    expect(priceImpactBps({ sellAmount: 10n }, pool)).toBeCloseTo(99.0099, 4)
    expect(priceImpactBps({ sellAmount: 12n, feeAmount: 2n }, pool)).toBeCloseTo(99.0099, 4)
    expect(priceImpactBps({ orderKind: 'buy', sellAmount: 10n, buyAmount: 20n }, pool)).toBeCloseTo(
      101.0101,
      4,
    )
    expect(priceImpactBps({ buyAmount: 2000n }, pool)).toBe(10_000)
    expect(priceImpactBps({}, pool)).toBe(0)
  })
  it('counts one auction chunk of a partially fillable order', () => {
    expect(priceImpactBps({ sellAmount: 900n }, pool)).toBeCloseTo(4736.8421, 4)
    expect(priceImpactBps({ sellAmount: 900n, partiallyFillable: true }, pool)).toBeCloseTo(
      909.0909,
      4,
    )
  })
})
