import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { PRICE_DRIFT_ON } from './price-drift'
import { PriceModel } from './price-model'

const address = (symbol: string) => {
  const found = sandboxDeployment.tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(symbol)
  return found.address
}
const WETH = address('WETH')
const USDC = address('USDC')
const WBTC = address('WBTC')
const NOPRICE = address('NOPRICE')
const T0 = Date.UTC(2025, 0, 1, 12, 0, 0)

describe('PriceModel prices', () => {
  it('gives reference-level prices, none for NOPRICE or unknown tokens', () => {
    const model = new PriceModel({ now: () => T0 })
    const weth = model.priceUsd(WETH)
    expect(weth).toBeGreaterThan(2500)
    expect(weth).toBeLessThan(3500)
    expect(model.priceUsd(WBTC)).toBeGreaterThan(50_000)
    const usdc = model.priceUsd(USDC) ?? 0
    expect(Math.abs(usdc - 1)).toBeLessThan(0.02)
    expect(model.priceUsd(NOPRICE)).toBeUndefined()
    expect(model.priceUsd('0x000000000000000000000000000000000000dEaD')).toBeUndefined()
    expect(model.priceUsd('not an address')).toBeUndefined()
    expect(model.history(NOPRICE)).toEqual([])
  })

  it('accepts lowercase addresses', () => {
    const model = new PriceModel({ now: () => T0 })
    expect(model.priceUsd(WETH.toLowerCase())).toBe(model.priceUsd(WETH))
  })

  it('is a deterministic function of seed and time, independent of start-up time', () => {
    const a = new PriceModel({ seed: 7, now: () => T0 })
    const b = new PriceModel({ seed: 7, now: () => T0 + 6 * 3600_000 })
    const c = new PriceModel({ seed: 8, now: () => T0 })
    const at = T0 / 1000 - 1800
    // Equal up to the walk's warm-up truncation (relative 1e-8).
    const ratio = (b.priceUsd(WETH, at) ?? 0) / (a.priceUsd(WETH, at) ?? 1)
    expect(Math.abs(ratio - 1)).toBeLessThan(1e-7)
    const other = (c.priceUsd(WETH, at) ?? 0) / (a.priceUsd(WETH, at) ?? 1)
    expect(Math.abs(other - 1)).toBeGreaterThan(1e-4)
  })

  it('records at least 24 h of 5-minute history that moves', () => {
    const model = new PriceModel({ now: () => T0 })
    const history = model.history(WETH)
    expect(history.length).toBeGreaterThanOrEqual(288)
    const first = history[0]
    const last = history[history.length - 1]
    expect(last && first && last.time - first.time).toBeGreaterThanOrEqual(24 * 3600)
    for (let i = 1; i < history.length; i++) {
      expect((history[i]?.time ?? 0) - (history[i - 1]?.time ?? 0)).toBe(300)
    }
    expect(new Set(history.map((p) => p.price)).size).toBeGreaterThan(200)
    expect(last?.time).toBeLessThanOrEqual(T0 / 1000)
  })

  it('moves live between grid points and advances with the clock when the drift is on', () => {
    let now = T0
    const model = new PriceModel({ now: () => now, drift: PRICE_DRIFT_ON })
    const before = model.priceUsd(WETH)
    now += 60_000
    const after = model.priceUsd(WETH)
    expect(after).not.toBe(before)
    expect(Math.abs((after ?? 0) / (before ?? 1) - 1)).toBeLessThan(0.01)
    now += 3600_000
    expect(model.history(WETH).at(-1)?.time).toBe(Math.floor(now / 300_000) * 300)
  })
})

describe('PriceModel drift', () => {
  it('stands still from its start when off (the default), after the recorded history', () => {
    let now = T0
    const model = new PriceModel({ now: () => now })
    const atStart = model.priceUsd(WETH)
    now += 3 * 3600_000
    expect(model.priceUsd(WETH)).toBe(atStart)
    // The day before the start moved as recorded; the points since repeat the start's price.
    const history = model.history(WETH)
    expect(new Set(history.map((p) => p.price)).size).toBeGreaterThan(200)
    expect(history.slice(-30).every((p) => p.price === atStart)).toBe(true)
    // The same day as a model with the drift on, up to the start.
    const moving = new PriceModel({ now: () => T0, drift: PRICE_DRIFT_ON })
    expect(model.priceUsd(WETH, T0 / 1000 - 7200)).toBe(moving.priceUsd(WETH, T0 / 1000 - 7200))
  })

  it("scales every token's walk by the volatility scale", () => {
    const at = T0 / 1000 - 3600
    const one = new PriceModel({ now: () => T0, drift: PRICE_DRIFT_ON })
    const three = new PriceModel({ now: () => T0, drift: { on: true, volatilityScale: 3 } })
    for (const token of [WETH, WBTC]) {
      const ref = token === WETH ? 3000 : 60_000
      const logOne = Math.log((one.priceUsd(token, at) ?? 0) / ref)
      const logThree = Math.log((three.priceUsd(token, at) ?? 0) / ref)
      expect(logThree).toBeCloseTo(3 * logOne, 10)
    }
  })

  it('reaches a limit 1 % away by itself: within hours at scale 1, within an hour at 4', () => {
    /** Minutes until WETH first stands 1 % away from where it was at T0. */
    const minutesToOnePercent = (volatilityScale: number): number => {
      const model = new PriceModel({ now: () => T0, drift: { on: true, volatilityScale } })
      const start = model.priceUsd(WETH, T0 / 1000) ?? 0
      for (let minute = 1; minute <= 24 * 60; minute += 1) {
        const price = model.priceUsd(WETH, T0 / 1000 + minute * 60) ?? 0
        if (Math.abs(price / start - 1) >= 0.01) return minute
      }
      return Number.POSITIVE_INFINITY
    }
    expect(minutesToOnePercent(1)).toBeLessThan(24 * 60)
    expect(minutesToOnePercent(4)).toBeLessThan(60)
  })

  it('refuses a volatility scale out of range', () => {
    expect(() => new PriceModel({ drift: { on: true, volatilityScale: 0 } })).toThrow(
      /volatilityScale/,
    )
    expect(() => new PriceModel({ drift: { on: true, volatilityScale: Number.NaN } })).toThrow()
    expect(() => new PriceModel({ drift: { on: true, volatilityScale: 1000 } })).toThrow()
  })
})

describe('PriceModel.setPriceUsd', () => {
  it('sets the price at once, exactly, for every reading of it; drift off keeps it there', () => {
    let now = T0
    const model = new PriceModel({ now: () => now })
    const before = model.priceUsd(WETH) ?? 0
    const spotBefore = model.convert(parseUnits('1', 18), WETH, USDC) ?? 0n
    expect(model.setPriceUsd(WETH, 3300)).toEqual({
      ok: true,
      usdPrice: 3300,
      previousUsdPrice: before,
    })
    expect(model.priceUsd(WETH)).toBe(3300)
    expect(model.priceSetByHand(WETH)).toEqual({ at: T0 / 1000, usdPrice: 3300 })
    const spot = model.convert(parseUnits('1', 18), WETH, USDC) ?? 0n
    expect(Number(spot) / Number(spotBefore)).toBeCloseTo(3300 / before, 6)
    expect(model.nativePricePerAtom(USDC)).toBeCloseTo(
      ((model.priceUsd(USDC) ?? 0) / 3300) * 1e12,
      0,
    )
    // Pools re-centre on the new price: a small sell clears near it.
    const quote = model.quoteSell(WETH, USDC, parseUnits('0.01', 18))
    if (!quote.ok) throw new Error(quote.reason)
    expect(Number(quote.buyAmount) / 1e6 / 0.01).toBeCloseTo(3300 / (model.priceUsd(USDC) ?? 1), 0)
    // The past stays as it was; history points from the set time on show the new price.
    const untouched = new PriceModel({ now: () => T0 })
    expect(model.priceUsd(WETH, T0 / 1000 - 1)).toBe(untouched.priceUsd(WETH, T0 / 1000 - 1))
    now += 20 * 60_000
    expect(model.priceUsd(WETH)).toBe(3300)
    expect(model.history(WETH).at(-1)?.price).toBe(3300)
    expect(model.history(WETH).at(-10)?.price).not.toBe(3300)
  })

  it('with the drift on, moves on from the price that was set', () => {
    let now = T0
    const model = new PriceModel({ now: () => now, drift: PRICE_DRIFT_ON })
    const unset = new PriceModel({ now: () => now, drift: PRICE_DRIFT_ON })
    const base = unset.priceUsd(WETH) ?? 0
    model.setPriceUsd(WETH, base * 1.1)
    now += 45 * 60_000
    const later = model.priceUsd(WETH) ?? 0
    expect(later).not.toBe(base * 1.1)
    // The same walk, 10 % higher.
    expect(later / (unset.priceUsd(WETH) ?? 1)).toBeCloseTo(1.1, 9)
  })

  it('keeps the latest of several settings; other tokens do not move', () => {
    const model = new PriceModel({ now: () => T0 })
    const usdc = model.priceUsd(USDC)
    model.setPriceUsd(WETH, 2000)
    model.setPriceUsd(WETH, 4000)
    expect(model.priceUsd(WETH)).toBe(4000)
    expect(model.priceUsd(USDC)).toBe(usdc)
  })

  it('refuses unknown and unpriced tokens, and prices that are not positive and finite', () => {
    const model = new PriceModel({ now: () => T0 })
    expect(model.setPriceUsd('0x000000000000000000000000000000000000dEaD', 1)).toEqual({
      ok: false,
      reason: 'UnknownToken',
    })
    expect(model.setPriceUsd('WETH', 1)).toEqual({ ok: false, reason: 'UnknownToken' })
    expect(model.setPriceUsd(NOPRICE, 1)).toEqual({ ok: false, reason: 'NoPrice' })
    expect(model.priceUsd(NOPRICE)).toBeUndefined()
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => model.setPriceUsd(WETH, bad)).toThrow(RangeError)
    }
    expect(model.priceSetByHand(WETH)).toBeUndefined()
  })

  it('forgets settings no history point can reach any more, never the one in force', () => {
    let now = T0
    const model = new PriceModel({ now: () => now })
    for (let day = 0; day < 5; day += 1) {
      model.setPriceUsd(WETH, 3000 + day)
      now += 24 * 3600_000
    }
    expect(model.priceUsd(WETH)).toBe(3004)
    expect(model.history(WETH).every((p) => p.price === 3004 || p.price === 3003)).toBe(true)
  })
})

describe('PriceModel pools', () => {
  const model = new PriceModel({ now: () => T0 })

  it('quotes a small sell near the spot price and a large one with impact', () => {
    const spot = model.convert(parseUnits('1', 18), WETH, USDC) ?? 0n
    const small = model.quoteSell(WETH, USDC, parseUnits('1', 18))
    const large = model.quoteSell(WETH, USDC, parseUnits('500', 18))
    if (!small.ok || !large.ok) throw new Error('expected quotes')
    expect(small.priceImpact).toBeLessThan(0.001)
    expect(Math.abs(Number(small.buyAmount) / Number(spot) - 1)).toBeLessThan(0.001)
    expect(large.priceImpact).toBeGreaterThan(0.2)
    expect(large.buyAmount * 2n).toBeLessThan(spot * 500n * 2n)
  })

  it('refuses more than half of the pool as NoLiquidity', () => {
    const pool = model.pool(WETH, USDC)
    if (typeof pool === 'string') throw new Error(pool)
    expect(model.quoteSell(WETH, USDC, pool.sellReserve / 2n).ok).toBe(true)
    expect(model.quoteSell(WETH, USDC, pool.sellReserve / 2n + 1n)).toEqual({
      ok: false,
      reason: 'NoLiquidity',
    })
    expect(model.quoteBuy(WETH, USDC, pool.buyReserve)).toEqual({
      ok: false,
      reason: 'NoLiquidity',
    })
    expect(model.quoteSell(WETH, NOPRICE, 1n)).toEqual({ ok: false, reason: 'NoPrice' })
  })

  it('prices a buy consistently with the matching sell', () => {
    const buy = model.quoteBuy(USDC, WETH, parseUnits('2', 18))
    if (!buy.ok) throw new Error(buy.reason)
    const sell = model.quoteSell(USDC, WETH, buy.sellAmount)
    if (!sell.ok) throw new Error(sell.reason)
    expect(sell.buyAmount).toBeGreaterThanOrEqual(parseUnits('2', 18))
    expect(sell.buyAmount - parseUnits('2', 18)).toBeLessThan(parseUnits('0.000001', 18))
  })

  it('expresses native wei in a token, rounding up', () => {
    const fee = model.nativeToToken(parseUnits('0.001', 18), USDC) ?? 0n
    const ethInUsdc = (model.priceUsd(WETH) ?? 0) / (model.priceUsd(USDC) ?? 1)
    expect(Number(fee) / 1e6).toBeCloseTo(ethInUsdc * 0.001, 4)
    expect(model.nativePricePerAtom(WETH)).toBeCloseTo(1, 12)
  })
})
