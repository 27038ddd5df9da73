/**
 * Everything a request handler or background loop of the orderbook service needs, built
 * once at start-up and passed around explicitly (no module-level state).
 */
import type { Hono } from 'hono'
import type { WireCompetitionStatus } from '@batchswap/contract/wire/competition'
import { sandboxDeployment, type SandboxToken } from '@batchswap/contract/sandbox/deployment'
import { sandboxAllTokens } from '@batchswap/contract/sandbox/extra-tokens'
import type { ProtocolDomain } from '@batchswap/contract/protocol/domain'
import type { BanList } from './ban-list'
import type { ChainReader } from './chain-reader'
import type { OrderbookDb, StoredOrder } from './db'
import type { PriceModel } from './price-model'
import type { TokenBucketLimiter } from './rate-limit'

export interface Logger {
  info(message: string, ...details: unknown[]): void
  warn(message: string, ...details: unknown[]): void
  error(message: string, ...details: unknown[]): void
}

export const consoleLogger: Logger = {
  info: (message, ...details) => console.log(`[orderbook] ${message}`, ...details),
  warn: (message, ...details) => console.warn(`[orderbook] ${message}`, ...details),
  error: (message, ...details) => console.error(`[orderbook] ${message}`, ...details),
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} }

export interface Clock {
  /** Milliseconds since the epoch. */
  nowMs(): number
  /** Whole seconds since the epoch (what validTo is compared with). */
  nowSeconds(): number
  now(): Date
}

export function createClock(now: () => number = Date.now): Clock {
  return {
    nowMs: now,
    nowSeconds: () => Math.floor(now() / 1000),
    now: () => new Date(now()),
  }
}

export interface OrderbookConfig {
  chainId: number
  /** The {network} path segment. */
  network: string
  settlement: SandboxToken['address']
  vaultRelayer: SandboxToken['address']
  /** The eth-flow contract whose OrderPlacement events become orders. */
  ethFlow: SandboxToken['address']
  /** Runs the orders' CoW hooks (appData `metadata.hooks`) for the settlement. */
  hooksTrampoline: SandboxToken['address']
  /** The wrapped native token eth-flow orders sell. */
  wrappedNativeToken: SandboxToken['address']
  /** Reported as the quote's solver. */
  solver: SandboxToken['address']
  tokens: readonly SandboxToken[]
  /** Gas one trade is estimated to use (the quote's gasAmount). */
  gasPerTrade: bigint
  /** How long a quote is valid (its `expiration`). */
  quoteValiditySeconds: number
  /** Quote validTo when the request gives neither validTo nor validFor. */
  defaultValidForSeconds: number
  /** An order must stay valid at least this long after submission (InsufficientValidTo). */
  minOrderValiditySeconds: number
  /** A market order at most this long (ExcessiveValidTo); the real service's 3 h. */
  maxMarketOrderValiditySeconds: number
  /** A limit order (order-class.ts) at most this long; the real service's year. */
  maxLimitOrderValiditySeconds: number
  /**
   * Open limit orders away from the market one owner may have (TooManyLimitOrders at the
   * next). The real service allows 10, which `npm start` and `npm run sandbox` use
   * (SANDBOX_MAX_LIMIT_ORDERS); unlimited by default, for the tests that seed many orders.
   */
  maxLimitOrdersPerOwner: number
  /** Whether the notifications backend is enabled (spec 4.7; served by later work). */
  notifications: boolean
  version: string
}

export const DEFAULT_CONFIG: OrderbookConfig = {
  chainId: sandboxDeployment.chainId,
  network: 'sandbox',
  settlement: sandboxDeployment.settlement,
  vaultRelayer: sandboxDeployment.vaultRelayer,
  ethFlow: sandboxDeployment.ethFlow,
  hooksTrampoline: sandboxDeployment.hooksTrampoline,
  wrappedNativeToken: sandboxDeployment.wrappedNativeToken,
  solver: sandboxDeployment.solver,
  // The other lists' and the unlisted tokens trade like the others; only the app's built-in
  // list leaves them out.
  tokens: sandboxAllTokens,
  gasPerTrade: 150_000n,
  quoteValiditySeconds: 60,
  defaultValidForSeconds: 30 * 60,
  minOrderValiditySeconds: 60,
  maxMarketOrderValiditySeconds: 3 * 60 * 60,
  maxLimitOrderValiditySeconds: 365 * 24 * 60 * 60,
  maxLimitOrdersPerOwner: Number.POSITIVE_INFINITY,
  notifications: true,
  version: '0.0.0',
}

export interface OrderbookHooks {
  /**
   * Where an order stands in the current auction (GET /orders/{uid}/status). Return undefined
   * to fall back to the status derived from the stored order.
   */
  competitionStatus?: (
    order: StoredOrder,
    ctx: OrderbookContext,
  ) => Promise<WireCompetitionStatus | undefined>
}

export interface OrderbookContext {
  db: OrderbookDb
  chain: ChainReader
  prices: PriceModel
  clock: Clock
  domain: ProtocolDomain
  config: OrderbookConfig
  banList: BanList
  limits: { quote: TokenBucketLimiter; orderPost: TokenBucketLimiter }
  log: Logger
  hooks: OrderbookHooks
}

/** Adds routes to the service's Hono app (e.g. token data, solver competition). */
export type RouteModule = (app: Hono, ctx: OrderbookContext) => void

/**
 * A background task started with the service (e.g. the solver's auction loop or the chain
 * indexer). `start` returns the function that stops it; the service awaits it on stop().
 */
export interface ServiceLoop {
  name: string
  start(ctx: OrderbookContext): Promise<() => Promise<void> | void> | (() => Promise<void> | void)
}

/** A module that plugs its routes and one background loop into the service (notify, watch-tower). */
export interface LoopModule {
  routes: RouteModule
  loop: ServiceLoop
}
