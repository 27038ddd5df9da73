import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@/config/sandbox-deployment'
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

  it('moves live between grid points and advances with the clock', () => {
    let now = T0
    const model = new PriceModel({ now: () => now })
    const before = model.priceUsd(WETH)
    now += 60_000
    const after = model.priceUsd(WETH)
    expect(after).not.toBe(before)
    expect(Math.abs((after ?? 0) / (before ?? 1) - 1)).toBeLessThan(0.01)
    now += 3600_000
    expect(model.history(WETH).at(-1)?.time).toBe(Math.floor(now / 300_000) * 300)
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
