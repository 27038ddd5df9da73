/**
 * Plugs the settlement into the service: the extra migrations, the route modules (solver
 * competition, partner fees, dev triggers), the background loops (chain indexer, solver,
 * eth-flow refunder) and the competition-status hook. The composition root
 * (sandbox/compose.ts) builds it with the orderbook's rules it applies to what it indexes:
 *
 *   const settlement = createSettlementModule(orderbookRules, { solverIntervalMs: 0 })
 *   await startService({ ...options, ...settlement.serviceOptions })
 *   await settlement.runAuction() // one auction, deterministically
 *
 * Environment: SANDBOX_AUCTION_INTERVAL_MS (default 3000; 0 = no loop),
 * SANDBOX_INDEX_INTERVAL_MS (default 1000; 0 = no loop), SANDBOX_REFUND_INTERVAL_MS (the
 * eth-flow refunder, default 30000 as the real one; 0 = no loop).
 */
import type { Hono } from 'hono'
import { createSandboxClients } from '../chain/clients'
import type { OrderbookContext, OrderbookHooks, RouteModule, ServiceLoop } from '../kernel/context'
import type { Migration } from '../kernel/migrations'
import { intervalFromEnv, intervalLoop } from '../kernel/interval-loop'
import type { OrderbookRules, TopHolders } from '../kernel/ports'
import { competitionRoutes } from './competition-routes'
import { ChainIndexer, type IndexResult } from './indexer'
import { partnerFeeRoutes } from './partner-fees'
import { EthFlowRefunder, type RefundOutcome } from './refunder'
import { BatchSolver, type AuctionOutcome } from './solver'
import { SETTLEMENT_MIGRATIONS, topHolders } from './store'

export const DEFAULT_AUCTION_INTERVAL_MS = 3000
export const DEFAULT_INDEX_INTERVAL_MS = 1000
/** The real eth-flow refunder's period. */
export const DEFAULT_REFUND_INTERVAL_MS = 30_000
export const DEFAULT_AUCTION_LIQUIDITY_FRACTION = 0.1
export const DEFAULT_PRICE_IMPROVEMENT_BPS = 100

export interface SettlementModuleOptions {
  /** Milliseconds between auctions; 0 disables the loop. Default env or 3000. */
  solverIntervalMs?: number
  /** Milliseconds between indexer polls; 0 disables the loop. Default env or 1000. */
  indexerIntervalMs?: number
  /** Milliseconds between eth-flow refund rounds; 0 disables the loop. Default env or 30000. */
  refundIntervalMs?: number
  /** Share of a pair's virtual pool the buffers pay out per auction. Default 0.1. */
  auctionLiquidityFraction?: number
  /** Surplus above this many bps of the limit notifies price_improvement. Default 100. */
  priceImprovementBps?: number
  /** Overrides the service's notifications switch for the endpoint (sandbox/market). */
  notifications?: boolean
  /** The chain's JSON-RPC URL; default: the service's chain reader's. */
  rpcUrl?: string
}

export interface SettlementModule {
  /** Spread into `startOrderbookService` options. */
  serviceOptions: {
    extraMigrations: readonly Migration[]
    routes: readonly RouteModule[]
    loops: readonly ServiceLoop[]
    hooks: OrderbookHooks
  }
  /** Runs one auction now (index, solve, settle, index). Needs a started service. */
  runAuction(): Promise<AuctionOutcome>
  /** Indexes the chain up to its head and reconciles expiry and cancellations. */
  sync(): Promise<IndexResult>
  /** Refunds the expired eth-flow orders now (one refunder round). */
  refundEthFlowOrders(): Promise<RefundOutcome>
  /** What the market's routes read of the settlement: its liquidity share and token balances. */
  market: {
    auctionLiquidityFraction: number
    notifications: boolean | undefined
    topHolders: TopHolders
  }
}

interface Runtime {
  indexer: ChainIndexer
  solver: BatchSolver
  refunder: EthFlowRefunder
}

function validInterval(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of milliseconds >= 0, got ${value}`)
  }
  return value
}

export function createSettlementModule(
  rules: OrderbookRules,
  options: SettlementModuleOptions = {},
): SettlementModule {
  const solverIntervalMs = validInterval(
    'solverIntervalMs',
    options.solverIntervalMs ??
      intervalFromEnv('SANDBOX_AUCTION_INTERVAL_MS', DEFAULT_AUCTION_INTERVAL_MS),
  )
  const indexerIntervalMs = validInterval(
    'indexerIntervalMs',
    options.indexerIntervalMs ??
      intervalFromEnv('SANDBOX_INDEX_INTERVAL_MS', DEFAULT_INDEX_INTERVAL_MS),
  )
  const refundIntervalMs = validInterval(
    'refundIntervalMs',
    options.refundIntervalMs ??
      intervalFromEnv('SANDBOX_REFUND_INTERVAL_MS', DEFAULT_REFUND_INTERVAL_MS),
  )
  const auctionLiquidityFraction =
    options.auctionLiquidityFraction ?? DEFAULT_AUCTION_LIQUIDITY_FRACTION
  if (!(auctionLiquidityFraction > 0 && auctionLiquidityFraction <= 1)) {
    throw new Error(`auctionLiquidityFraction must be in (0, 1], got ${auctionLiquidityFraction}`)
  }
  const priceImprovementBps = options.priceImprovementBps ?? DEFAULT_PRICE_IMPROVEMENT_BPS

  let runtime: Runtime | undefined
  const ensure = (ctx: OrderbookContext): Runtime => {
    if (runtime) return runtime
    const rpcUrl = options.rpcUrl ?? ctx.chain.client.chain.rpcUrls.default.http[0]
    const { publicClient, walletClient } = createSandboxClients(rpcUrl)
    const log = (message: string) => ctx.log.info(message)
    const indexer = new ChainIndexer({
      db: ctx.db,
      publicClient,
      settlement: ctx.config.settlement,
      tokens: ctx.config.tokens.map((t) => t.address),
      priceImprovementBps,
      onPreSignature: (uid) => rules.refreshPresignature(ctx, uid),
      ethFlow: {
        address: ctx.config.ethFlow,
        domain: ctx.domain,
        prepare: async (placement) => ({ order: await rules.placeEthFlowOrder(ctx, placement) }),
      },
      now: ctx.clock.nowMs,
      log,
    })
    const solver = new BatchSolver({
      db: ctx.db,
      prices: ctx.prices,
      indexer,
      publicClient,
      walletClient,
      settlement: ctx.config.settlement,
      vaultRelayer: ctx.config.vaultRelayer,
      solver: ctx.config.solver,
      ethFlow: ctx.config.ethFlow,
      wrappedNativeToken: ctx.config.wrappedNativeToken,
      hooksTrampoline: ctx.config.hooksTrampoline,
      auctionLiquidityFraction,
      // What a quote charges for one trade now (sandbox/orderbook/quotes.ts networkFee).
      networkCost: async (sellToken) =>
        ctx.prices.nativeToToken(ctx.config.gasPerTrade * (await ctx.chain.gasPrice()), sellToken),
      now: ctx.clock.nowMs,
      log,
      tokens: ctx.config.tokens,
    })
    const refunder = new EthFlowRefunder({
      db: ctx.db,
      indexer,
      publicClient,
      walletClient,
      ethFlow: ctx.config.ethFlow,
      account: ctx.config.solver,
      log,
    })
    runtime = { indexer, solver, refunder }
    return runtime
  }
  let started: OrderbookContext | undefined
  const current = (): Runtime => {
    if (!started) throw new Error('the settlement module runs inside a started orderbook service')
    return ensure(started)
  }

  const loop = (
    name: string,
    intervalMs: number,
    tick: (r: Runtime) => Promise<unknown>,
  ): ServiceLoop =>
    intervalLoop(
      name,
      intervalMs,
      (ctx) => tick(ensure(ctx)),
      (ctx) => {
        started = ctx
        ensure(ctx)
      },
    )

  const devRoutes: RouteModule = (app: Hono, ctx: OrderbookContext) => {
    // Sandbox only: lets e2e tests run an auction instead of waiting for the loop.
    app.post('/sandbox/dev/run_auction', async (c) => {
      const outcome = await ensure(ctx).solver.runAuction()
      return c.json(
        JSON.parse(
          JSON.stringify(outcome, (_key, value: unknown) =>
            typeof value === 'bigint' ? value.toString() : value,
          ),
        ) as Record<string, unknown>,
      )
    })
    // Sandbox only: refunds expired eth-flow orders now instead of at the next round.
    app.post('/sandbox/dev/run_refunds', async (c) => {
      const outcome = await ensure(ctx).refunder.refund()
      return c.json({ ...outcome })
    })
  }

  return {
    serviceOptions: {
      extraMigrations: SETTLEMENT_MIGRATIONS,
      routes: [
        (app, ctx) => {
          started = ctx
        },
        competitionRoutes,
        devRoutes,
        partnerFeeRoutes,
      ],
      loops: [
        loop('settlement-indexer', indexerIntervalMs, (r) => r.indexer.sync()),
        loop('solver', solverIntervalMs, (r) => r.solver.runAuction()),
        loop('ethflow-refunder', refundIntervalMs, (r) => r.refunder.refund()),
      ],
      hooks: {
        competitionStatus: (order, ctx) =>
          Promise.resolve(ensure(ctx).solver.competitionStatus(order, ctx.clock.nowSeconds())),
      },
    },
    runAuction: async () => current().solver.runAuction(),
    sync: async () => current().indexer.sync(),
    refundEthFlowOrders: async () => current().refunder.refund(),
    market: {
      auctionLiquidityFraction,
      notifications: options.notifications,
      topHolders: (ctx, token, limit) => topHolders(ctx.db.sql, token, limit),
    },
  }
}
