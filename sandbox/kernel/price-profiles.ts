/**
 * The price model's settings: each sandbox token's reference price, volatility and pool depth,
 * and the options a model is made with.
 */
import type { SandboxToken } from '@batchswap/contract/sandbox/deployment'
import type { PriceDrift } from './price-drift'

export interface TokenPriceProfile {
  /** USD per whole token around which the walk moves; undefined: the token has no price. */
  referenceUsd: number | undefined
  /** Standard deviation of the log price per 5-minute step. */
  volatility: number
  /** USD value of each side of this token's virtual pools. */
  liquidityUsd: number
}

export const DEFAULT_PRICE_PROFILES: Readonly<Record<string, TokenPriceProfile>> = {
  WETH: { referenceUsd: 3000, volatility: 0.0025, liquidityUsd: 5_000_000 },
  WBTC: { referenceUsd: 60_000, volatility: 0.002, liquidityUsd: 5_000_000 },
  USDC: { referenceUsd: 1, volatility: 0.0002, liquidityUsd: 5_000_000 },
  DAI: { referenceUsd: 1, volatility: 0.0003, liquidityUsd: 5_000_000 },
  COW: { referenceUsd: 0.5, volatility: 0.004, liquidityUsd: 1_000_000 },
  UNSUPPORTED: { referenceUsd: 2, volatility: 0.003, liquidityUsd: 1_000_000 },
  NOPRICE: { referenceUsd: undefined, volatility: 0, liquidityUsd: 0 },
  GNO: { referenceUsd: 150, volatility: 0.003, liquidityUsd: 1_000_000 },
  USDT: { referenceUsd: 1, volatility: 0.0002, liquidityUsd: 5_000_000 },
}

/** Profile of a token the table does not name: no price when its symbol says so. */
export function defaultProfile(symbol: string): TokenPriceProfile {
  if (symbol.toUpperCase().includes('NOPRICE')) {
    return { referenceUsd: undefined, volatility: 0, liquidityUsd: 0 }
  }
  return { referenceUsd: 1, volatility: 0.003, liquidityUsd: 1_000_000 }
}

export interface PricedToken extends SandboxToken, TokenPriceProfile {}

export interface PriceModelOptions {
  tokens?: readonly SandboxToken[]
  /** Overrides per symbol. */
  profiles?: Readonly<Record<string, TokenPriceProfile>>
  /** Same seed, same prices. Default 1. */
  seed?: number
  /** Clock in milliseconds (Date.now by default); the service passes its own. */
  now?: () => number
  /** Grid spacing of the walk. Default 300 s. */
  stepSeconds?: number
  /** How much history `history()` returns. Default 24 h. */
  historySeconds?: number
  /** Symbol of the wrapped native token (prices gas). Default WETH. */
  nativeSymbol?: string
  /** A trade may take at most this fraction of the pool's input reserve. Default 0.5. */
  maxPoolFraction?: number
  /** Whether prices move on by themselves, and how much. Default off (see price-drift.ts). */
  drift?: PriceDrift
}
