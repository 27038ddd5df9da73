/**
 * The sandbox's market: a USD price per token that moves over time, and a constant-product
 * virtual pool per pair that turns those prices into swap amounts with price impact.
 *
 * Prices are a seeded random walk on a 5-minute grid aligned to the Unix epoch (a
 * mean-reverting walk in log space, so prices wander around their reference values instead
 * of drifting away over days). Each grid point depends only on the seed, the token's symbol
 * and the point's index, so the same seed gives the same prices at the same times, across
 * restarts. Between grid points the price moves log-linearly: small live moves.
 *
 * The drift is a setting (`drift`, see price-drift.ts): on, the walk goes on live, its
 * volatility scaled; off (the default, for tests), prices stand still from the moment the
 * model is made, after the 24 h of recorded history. `setPriceUsd` moves a token's price at
 * once: from then on the token moves from the new level (with drift on, by the same walk).
 *
 * The pools are re-centred on the current price for every quote (they have no state): a trade
 * of a pool's size never happened, so a large amount moves the price, and an amount above half
 * of the pool's reserve is refused as `NoLiquidity`.
 */
import { getAddress, isAddress, isAddressEqual, type Address } from 'viem'
import { NATIVE_CURRENCY_ADDRESS } from '@batchswap/contract/protocol/eth-flow'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { MAX_VOLATILITY_SCALE, PRICE_DRIFT_OFF, type PriceDrift } from './price-drift'
import {
  DEFAULT_PRICE_PROFILES,
  defaultProfile,
  type PricedToken,
  type PriceModelOptions,
} from './price-profiles'
import { gaussian, hashString } from './seeded-random'

/** One recorded price: `time` in Unix seconds, `price` in USD per whole token. */
export interface PricePoint {
  time: number
  price: number
}

/** A price set by hand (`setPriceUsd`): `usdPrice` at `at`, when the model's own was `base`. */
interface PriceOverride {
  at: number
  usdPrice: number
  base: number
}

export type SetPriceResult =
  | { ok: true; usdPrice: number; previousUsdPrice: number }
  | { ok: false; reason: 'UnknownToken' | 'NoPrice' }

/** Prices per smallest unit are fixed point with this many decimals (bigint math). */
export const ATOM_PRICE_DECIMALS = 36
const ATOM_PRICE_SCALE = 10n ** BigInt(ATOM_PRICE_DECIMALS)

export type SwapFailure = 'UnknownToken' | 'NoPrice' | 'NoLiquidity'

export type SwapResult =
  | {
      ok: true
      sellAmount: bigint
      buyAmount: bigint
      /** Fraction of value lost to the pool's curve against the spot price, 0..1. */
      priceImpact: number
    }
  | { ok: false; reason: SwapFailure }

export interface VirtualPool {
  /** Reserves in smallest units, re-centred on the current prices. */
  sellReserve: bigint
  buyReserve: bigint
  liquidityUsd: number
}

// Mean reversion per step of the log price: the stationary deviation is about
// volatility / sqrt(2 * REVERSION), i.e. ~13 steps' worth.
const REVERSION = 0.003
// Steps computed before the first one used, so a value depends on its index only:
// (1 - REVERSION)^WARMUP_STEPS is below 1e-5.
const WARMUP_STEPS = 4000

export class PriceModel {
  readonly stepSeconds: number
  readonly historySeconds: number
  readonly tokens: readonly PricedToken[]
  private readonly seed: number
  private readonly clock: () => number
  private readonly maxPoolFraction: number
  private readonly byAddress = new Map<Address, PricedToken>()
  private readonly lookupCache = new Map<string, PricedToken | null>()
  private readonly walks = new Map<Address, { first: number; values: number[] }>()
  private readonly native: PricedToken | undefined
  readonly drift: PriceDrift
  /** Drift off: the walk's clock stops here (Unix seconds). */
  private readonly frozenAt: number | undefined
  private readonly volatilityScale: number
  private readonly overrides = new Map<Address, PriceOverride[]>()

  constructor(options: PriceModelOptions = {}) {
    this.seed = options.seed ?? 1
    this.clock = options.now ?? Date.now
    this.stepSeconds = options.stepSeconds ?? 300
    this.historySeconds = options.historySeconds ?? 24 * 60 * 60
    this.maxPoolFraction = options.maxPoolFraction ?? 0.5
    if (!(this.stepSeconds > 0) || !(this.maxPoolFraction > 0 && this.maxPoolFraction < 1)) {
      throw new Error('PriceModel: stepSeconds must be > 0 and maxPoolFraction in (0, 1)')
    }
    const profiles = { ...DEFAULT_PRICE_PROFILES, ...options.profiles }
    this.tokens = (options.tokens ?? sandboxDeployment.tokens).map((token) => ({
      ...token,
      address: getAddress(token.address),
      ...(profiles[token.symbol] ?? defaultProfile(token.symbol)),
    }))
    for (const token of this.tokens) this.byAddress.set(token.address, token)
    const nativeSymbol = options.nativeSymbol ?? 'WETH'
    this.native = this.tokens.find((t) => t.symbol === nativeSymbol)
    this.drift = options.drift ?? PRICE_DRIFT_OFF
    const scale = this.drift.on ? this.drift.volatilityScale : 1
    if (!(scale > 0 && scale <= MAX_VOLATILITY_SCALE)) {
      throw new Error(`PriceModel: drift.volatilityScale must be in (0, ${MAX_VOLATILITY_SCALE}]`)
    }
    this.volatilityScale = scale
    this.frozenAt = this.drift.on ? undefined : this.nowSeconds()
    // Pre-generate the recorded history (and the walk's warm-up) at start-up.
    for (const token of this.tokens) this.history(token.address)
  }

  /** Current time in Unix seconds, from the model's clock. */
  nowSeconds(): number {
    return this.clock() / 1000
  }

  /** The token's entry, or undefined when the model does not know it (or it is not an address). */
  token(address: string): PricedToken | undefined {
    const cached = this.lookupCache.get(address)
    if (cached !== undefined) return cached ?? undefined
    // Native ETH (0xEeee..., what buy orders may receive) trades at the wrapped token's price.
    const found = isAddress(address, { strict: false })
      ? isAddressEqual(address, NATIVE_CURRENCY_ADDRESS)
        ? this.native
        : this.byAddress.get(getAddress(address))
      : undefined
    if (this.lookupCache.size > 10_000) this.lookupCache.clear()
    this.lookupCache.set(address, found ?? null)
    return found
  }

  /** USD per whole token at `atSeconds` (default now); undefined for unknown or unpriced tokens. */
  priceUsd(address: string, atSeconds?: number): number | undefined {
    const token = this.token(address)
    if (!token || token.referenceUsd === undefined) return undefined
    return this.priceAt(token, token.referenceUsd, atSeconds ?? this.nowSeconds())
  }

  /**
   * Sets the token's USD price now: quotes, USD prices, slippage recommendations and the
   * solver follow at once, and the drift (when on) goes on from the new level. Throws a
   * RangeError for a price that is not a positive finite number.
   */
  setPriceUsd(address: string, usdPrice: number): SetPriceResult {
    if (!Number.isFinite(usdPrice) || usdPrice <= 0) {
      throw new RangeError(`PriceModel: a price must be a positive finite number, got ${usdPrice}`)
    }
    const token = this.token(address)
    if (!token) return { ok: false, reason: 'UnknownToken' }
    if (token.referenceUsd === undefined) return { ok: false, reason: 'NoPrice' }
    const at = this.nowSeconds()
    const previousUsdPrice = this.priceAt(token, token.referenceUsd, at)
    const base = this.modelPrice(token, token.referenceUsd, at)
    const list = this.overrides.get(token.address) ?? []
    // Kept in time order (a test clock may go back); the last one set at a time wins.
    let index = list.length
    while (index > 0 && (list[index - 1]?.at ?? 0) > at) index -= 1
    list.splice(index, 0, { at, usdPrice, base })
    // What no history point and no live price can reach any more is dropped.
    const horizon = at - this.historySeconds - this.stepSeconds
    const firstNeeded = list.findLastIndex((o) => o.at <= horizon)
    if (firstNeeded > 0) list.splice(0, firstNeeded)
    this.overrides.set(token.address, list)
    return { ok: true, usdPrice: this.priceAt(token, token.referenceUsd, at), previousUsdPrice }
  }

  /** The price last set by hand for this token (at or before now), if any. */
  priceSetByHand(address: string): { at: number; usdPrice: number } | undefined {
    const token = this.token(address)
    const found = token ? this.overrideAt(token.address, this.nowSeconds()) : undefined
    return found ? { at: found.at, usdPrice: found.usdPrice } : undefined
  }

  /**
   * The recorded 5-minute prices of the last `historySeconds` up to now (oldest first);
   * empty for unknown or unpriced tokens.
   */
  history(
    address: string,
    options: { sinceSeconds?: number; untilSeconds?: number } = {},
  ): PricePoint[] {
    const token = this.token(address)
    if (!token || token.referenceUsd === undefined) return []
    const until = options.untilSeconds ?? this.nowSeconds()
    const since = options.sinceSeconds ?? until - this.historySeconds
    const points: PricePoint[] = []
    for (
      let index = Math.ceil(since / this.stepSeconds);
      index * this.stepSeconds <= until;
      index++
    ) {
      const time = index * this.stepSeconds
      points.push({ time, price: this.priceAt(token, token.referenceUsd, time) })
    }
    return points
  }

  /** USD value of `amount` smallest units. */
  usdValue(address: string, amount: bigint, atSeconds?: number): number | undefined {
    const token = this.token(address)
    const price = this.priceUsd(address, atSeconds)
    if (!token || price === undefined) return undefined
    return (Number(amount) / 10 ** token.decimals) * price
  }

  /** USD per smallest unit, fixed point with ATOM_PRICE_DECIMALS decimals. */
  atomPrice(address: string, atSeconds?: number): bigint | undefined {
    const token = this.token(address)
    const price = this.priceUsd(address, atSeconds)
    if (!token || price === undefined) return undefined
    // price * 1e18 keeps ~16 significant digits; the rest of the scale is exact.
    const scaled = BigInt(Math.round(price * 1e18))
    const shift = ATOM_PRICE_DECIMALS - 18 - token.decimals
    const value = shift >= 0 ? scaled * 10n ** BigInt(shift) : scaled / 10n ** BigInt(-shift)
    return value > 0n ? value : 1n
  }

  /** The wrapped native token (prices gas), when the model has it. */
  nativeToken(): PricedToken | undefined {
    return this.native
  }

  /**
   * Native wei per smallest unit of `address` (production's `sellTokenPrice`), as a decimal
   * string; undefined when either price is missing.
   */
  nativePricePerAtom(address: string, atSeconds?: number): number | undefined {
    const token = this.token(address)
    const price = this.priceUsd(address, atSeconds)
    const native = this.native
    const nativePrice = native ? this.priceUsd(native.address, atSeconds) : undefined
    if (!token || !native || price === undefined || nativePrice === undefined) return undefined
    return (price / nativePrice) * 10 ** (native.decimals - token.decimals)
  }

  /** `wei` of the native token expressed in `address` units, rounded up (fees). */
  nativeToToken(wei: bigint, address: string, atSeconds?: number): bigint | undefined {
    const native = this.native
    if (!native) return undefined
    return this.convert(wei, native.address, address, atSeconds, 'up')
  }

  /** Spot conversion between two tokens, without price impact. */
  convert(
    amount: bigint,
    from: string,
    to: string,
    atSeconds?: number,
    rounding: 'down' | 'up' = 'down',
  ): bigint | undefined {
    const fromPrice = this.atomPrice(from, atSeconds)
    const toPrice = this.atomPrice(to, atSeconds)
    if (fromPrice === undefined || toPrice === undefined) return undefined
    const numerator = amount * fromPrice
    return rounding === 'up' ? ceilDiv(numerator, toPrice) : numerator / toPrice
  }

  /** The pair's virtual pool at the current prices. */
  pool(sellToken: string, buyToken: string, atSeconds?: number): VirtualPool | SwapFailure {
    const sell = this.token(sellToken)
    const buy = this.token(buyToken)
    if (!sell || !buy) return 'UnknownToken'
    const sellPrice = this.atomPrice(sell.address, atSeconds)
    const buyPrice = this.atomPrice(buy.address, atSeconds)
    if (sellPrice === undefined || buyPrice === undefined) return 'NoPrice'
    const liquidityUsd = Math.min(sell.liquidityUsd, buy.liquidityUsd)
    const liquidity = BigInt(Math.floor(liquidityUsd)) * ATOM_PRICE_SCALE
    return {
      sellReserve: liquidity / sellPrice,
      buyReserve: liquidity / buyPrice,
      liquidityUsd,
    }
  }

  /** Selling exactly `sellAmount`: how much comes out of the pool (rounded down). */
  quoteSell(
    sellToken: string,
    buyToken: string,
    sellAmount: bigint,
    atSeconds?: number,
  ): SwapResult {
    const pool = this.pool(sellToken, buyToken, atSeconds)
    if (typeof pool === 'string') return failure(pool)
    const { sellReserve, buyReserve } = pool
    if (sellAmount <= 0n || !this.withinPool(sellAmount, sellReserve)) return failure('NoLiquidity')
    const buyAmount = (buyReserve * sellAmount) / (sellReserve + sellAmount)
    if (buyAmount <= 0n) return failure('NoLiquidity')
    return {
      ok: true,
      sellAmount,
      buyAmount,
      priceImpact: Number(sellAmount) / Number(sellReserve + sellAmount),
    }
  }

  /** Buying exactly `buyAmount`: how much must go into the pool (rounded up). */
  quoteBuy(sellToken: string, buyToken: string, buyAmount: bigint, atSeconds?: number): SwapResult {
    const pool = this.pool(sellToken, buyToken, atSeconds)
    if (typeof pool === 'string') return failure(pool)
    const { sellReserve, buyReserve } = pool
    if (buyAmount <= 0n || buyAmount >= buyReserve) return failure('NoLiquidity')
    const sellAmount = ceilDiv(sellReserve * buyAmount, buyReserve - buyAmount)
    if (!this.withinPool(sellAmount, sellReserve)) return failure('NoLiquidity')
    return {
      ok: true,
      sellAmount,
      buyAmount,
      priceImpact: Number(sellAmount) / Number(sellReserve + sellAmount),
    }
  }

  private withinPool(amountIn: bigint, reserveIn: bigint): boolean {
    const fractionBps = BigInt(Math.floor(this.maxPoolFraction * 10_000))
    return amountIn * 10_000n <= reserveIn * fractionBps
  }

  /** The price at `at`: the model's own, or the last one set by hand carried on by the walk. */
  private priceAt(token: PricedToken, referenceUsd: number, at: number): number {
    const model = this.modelPrice(token, referenceUsd, at)
    const override = this.overrideAt(token.address, at)
    if (!override) return model
    // With drift off both model prices are equal: exactly the price that was set.
    return model === override.base ? override.usdPrice : override.usdPrice * (model / override.base)
  }

  /** The walk's price: reference x exp(scaled log deviation), interpolated between grid points. */
  private modelPrice(token: PricedToken, referenceUsd: number, at: number): number {
    const time = this.frozenAt === undefined ? at : Math.min(at, this.frozenAt)
    const position = time / this.stepSeconds
    const index = Math.floor(position)
    const fraction = position - index
    const x0 = this.walkAt(token, index)
    const x1 = fraction === 0 ? x0 : this.walkAt(token, index + 1)
    return referenceUsd * Math.exp(this.volatilityScale * (x0 + (x1 - x0) * fraction))
  }

  private overrideAt(address: Address, at: number): PriceOverride | undefined {
    const list = this.overrides.get(address)
    if (!list) return undefined
    for (let i = list.length - 1; i >= 0; i -= 1) {
      const override = list[i]
      if (override && override.at <= at) return override
    }
    return undefined
  }

  /** Log deviation from the reference price at grid index `index`. */
  private walkAt(token: PricedToken, index: number): number {
    let walk = this.walks.get(token.address)
    const far = walk && index - (walk.first + walk.values.length) > 10 * WARMUP_STEPS
    if (!walk || far || index < walk.first + WARMUP_STEPS) {
      // (Re)start the walk early enough that `index` is past the warm-up.
      const first = index - WARMUP_STEPS - Math.ceil(this.historySeconds / this.stepSeconds)
      walk = { first, values: [0] }
      this.walks.set(token.address, walk)
    }
    const offset = index - walk.first
    const salt = hashString(token.symbol) ^ Math.imul(this.seed | 0, 0x9e3779b1)
    for (let i = walk.values.length; i <= offset; i++) {
      const previous = walk.values[i - 1] ?? 0
      walk.values.push(
        previous * (1 - REVERSION) + token.volatility * gaussian(salt, walk.first + i),
      )
    }
    return walk.values[offset] ?? 0
  }
}

function failure(reason: SwapFailure): SwapResult {
  return { ok: false, reason }
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b
}
