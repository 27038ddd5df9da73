/**
 * Recommended slippage for a market, from recorded USD price history: pure functions.
 *
 * Like the production service (shared/spec/real-service-notes.md): take 24 h of 5-minute
 * prices of both tokens, build the base/quote price ratio at the timestamps both have,
 * measure its volatility as the standard deviation of the ratio's log returns, scale it to
 * a 5-minute settlement window (sqrt of window / sampling interval) and express it in bps,
 * rounded up. Order details refine it: a longer expiry stretches the window (volatility
 * grows with the square root of time), and a size that is large against the pair's pool
 * adds the constant-product price impact.
 */
import type { PricePoint } from '../kernel/price-model'

export const SETTLEMENT_WINDOW_SECONDS = 300
export const HISTORY_WINDOW_SECONDS = 24 * 60 * 60
/** Fewer aligned points than this is "insufficient history" (404). */
export const MIN_HISTORY_POINTS = 3
export const MAX_SLIPPAGE_BPS = 10_000

export interface SeriesVolatility {
  /** Aligned points used. */
  points: number
  /** Mean spacing between points, seconds. */
  intervalSeconds: number
  /** Standard deviation of log returns per interval (a fraction, not bps). */
  perInterval: number
  /** The same scaled to the 5-minute settlement window. */
  perSettlementWindow: number
}

/** Keeps the last 24 h (relative to `now`) and sorts by time; drops non-positive prices. */
export function recentHistory(points: readonly PricePoint[], now: number): PricePoint[] {
  return points
    .filter(
      (p) =>
        Number.isFinite(p.price) &&
        p.price > 0 &&
        p.time <= now &&
        p.time > now - HISTORY_WINDOW_SECONDS,
    )
    .sort((a, b) => a.time - b.time)
}

/**
 * The base/quote ratio at the times both series have a price, matched on 5-minute
 * buckets as production does (its two price feeds are not sampled at the same instant).
 */
export function ratioSeries(
  base: readonly PricePoint[],
  quote: readonly PricePoint[],
): PricePoint[] {
  const bucket = (t: number): number => Math.round(t / SETTLEMENT_WINDOW_SECONDS)
  const quoteByBucket = new Map(quote.map((p) => [bucket(p.time), p.price]))
  const out: PricePoint[] = []
  const seen = new Set<number>()
  for (const p of base) {
    const b = bucket(p.time)
    const q = quoteByBucket.get(b)
    if (q === undefined || q <= 0 || seen.has(b)) continue
    seen.add(b)
    out.push({ time: b * SETTLEMENT_WINDOW_SECONDS, price: p.price / q })
  }
  return out.sort((x, y) => x.time - y.time)
}

/** Volatility of a price series; undefined when there are too few points to measure. */
export function seriesVolatility(series: readonly PricePoint[]): SeriesVolatility | undefined {
  if (series.length < MIN_HISTORY_POINTS) return undefined
  const returns: number[] = []
  for (let i = 1; i < series.length; i += 1) {
    const previous = series[i - 1]
    const current = series[i]
    if (previous && current && previous.price > 0 && current.price > 0) {
      returns.push(Math.log(current.price / previous.price))
    }
  }
  if (returns.length < MIN_HISTORY_POINTS - 1) return undefined
  const mean = returns.reduce((s, r) => s + r, 0) / returns.length
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / returns.length
  const perInterval = Math.sqrt(variance)
  const first = series[0]
  const last = series[series.length - 1]
  const span = first && last ? last.time - first.time : 0
  const intervalSeconds = span > 0 ? span / (series.length - 1) : SETTLEMENT_WINDOW_SECONDS
  return {
    points: series.length,
    intervalSeconds,
    perInterval,
    perSettlementWindow: perInterval * Math.sqrt(SETTLEMENT_WINDOW_SECONDS / intervalSeconds),
  }
}

export interface OrderRefinement {
  orderKind?: 'sell' | 'buy'
  partiallyFillable?: boolean
  /** In base-token units (the market's base is what is sold). */
  sellAmount?: bigint
  /** In quote-token units. */
  buyAmount?: bigint
  feeAmount?: bigint
  expirationTimeInSeconds?: number
}

export interface PoolDepth {
  /** Virtual pool reserves of the pair, in smallest units. */
  baseReserve: bigint
  quoteReserve: bigint
  /**
   * The most a partially fillable order trades in one auction (base units): it fills in
   * chunks, so only a chunk moves the price at a time. Undefined: no chunking.
   */
  baseChunk?: bigint
  quoteChunk?: bigint
}

export interface SlippageRecommendation {
  /** The answer: whole bps, 0..10000. */
  slippageBps: number
  /** The volatility part alone, whole bps rounded up. */
  volatilityBps: number
  /** The price-impact part, fractional bps. */
  sizeImpactBps: number
  /** The window the volatility was scaled to, seconds. */
  windowSeconds: number
  pair: SeriesVolatility
}

/**
 * The recommendation for a pair. Returns undefined while either token lacks history.
 * `expirationTimeInSeconds` widens the window from 5 minutes up to the 24 h the history
 * covers: extrapolating volatility beyond what was observed would be guesswork.
 */
export function recommendSlippage(args: {
  baseHistory: readonly PricePoint[]
  quoteHistory: readonly PricePoint[]
  now: number
  order?: OrderRefinement
  pool?: PoolDepth
}): SlippageRecommendation | undefined {
  const base = recentHistory(args.baseHistory, args.now)
  const quote = recentHistory(args.quoteHistory, args.now)
  const pair = seriesVolatility(ratioSeries(base, quote))
  if (!pair) return undefined
  const order = args.order ?? {}
  const expiry = order.expirationTimeInSeconds
  const windowSeconds =
    expiry !== undefined && Number.isFinite(expiry)
      ? Math.min(Math.max(expiry, SETTLEMENT_WINDOW_SECONDS), HISTORY_WINDOW_SECONDS)
      : SETTLEMENT_WINDOW_SECONDS
  const volatility = pair.perSettlementWindow * Math.sqrt(windowSeconds / SETTLEMENT_WINDOW_SECONDS)
  const volatilityBps = volatility * 10_000
  const sizeImpactBps = args.pool ? priceImpactBps(order, args.pool) : 0
  // Rounded up once, at the end: a tiny size must not add a whole bp by itself.
  return {
    slippageBps: clampBps(volatilityBps + sizeImpactBps),
    volatilityBps: clampBps(volatilityBps),
    sizeImpactBps,
    windowSeconds,
    pair,
  }
}

/** Whole bps, rounded up (with a little slack for float noise), within 0..10000. */
export function clampBps(bps: number): number {
  if (Number.isNaN(bps)) return MAX_SLIPPAGE_BPS
  return Math.min(MAX_SLIPPAGE_BPS, Math.max(0, Math.ceil(bps - 1e-9)))
}

/**
 * Constant-product price impact of the order's size against the pair's pool, in fractional bps:
 * selling x into reserve R costs x / (R + x) of the mid price; buying y out of reserve R
 * costs y / (R - y). Fee is not traded, so it is taken off the sell size.
 */
export function priceImpactBps(order: OrderRefinement, pool: PoolDepth): number {
  const useSell =
    order.sellAmount !== undefined && (order.orderKind !== 'buy' || order.buyAmount === undefined)
  if (useSell && order.sellAmount !== undefined) {
    let size = order.sellAmount - (order.feeAmount ?? 0n)
    if (size <= 0n) return 0
    if (order.partiallyFillable && pool.baseChunk !== undefined && pool.baseChunk < size) {
      size = pool.baseChunk
    }
    if (pool.baseReserve <= 0n) return MAX_SLIPPAGE_BPS
    return ratioBps(size, pool.baseReserve + size)
  }
  if (order.buyAmount !== undefined) {
    let size = order.buyAmount
    if (size <= 0n) return 0
    if (order.partiallyFillable && pool.quoteChunk !== undefined && pool.quoteChunk < size) {
      size = pool.quoteChunk
    }
    if (size >= pool.quoteReserve) return MAX_SLIPPAGE_BPS
    return ratioBps(size, pool.quoteReserve - size)
  }
  return 0
}

function ratioBps(part: bigint, whole: bigint): number {
  if (whole <= 0n) return MAX_SLIPPAGE_BPS
  // Four decimals of a bp survive the bigint division.
  const bps = Number((part * 100_000_000n) / whole) / 10_000
  return Math.min(bps, MAX_SLIPPAGE_BPS)
}
