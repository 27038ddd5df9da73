/**
 * The service's frame: the database (PGlite, or Postgres), the context every module reads,
 * the Hono app with the route modules it is given, the HTTP server on 127.0.0.1 and the
 * background loops. It knows no module: the composition root (sandbox/compose.ts) decides
 * which routes, loops, hooks and migrations make the sandbox orderbook service.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { getDomain } from '@batchswap/contract/protocol/domain'
import { createOrderbookApp } from './app'
import { BanList } from './ban-list'
import {
  bindDatabaseToChain,
  chainIdentityOf,
  genesisHashOf,
  redactDatabaseUrl,
} from './chain-binding'
import { ChainReader } from './chain-reader'
import {
  consoleLogger,
  createClock,
  DEFAULT_CONFIG,
  type Logger,
  type OrderbookConfig,
  type OrderbookContext,
  type OrderbookHooks,
  type RouteModule,
  type ServiceLoop,
} from './context'
import { OrderbookDb } from './db'
import type { Migration } from './migrations'
import { PriceModel } from './price-model'
import type { PriceModelOptions } from './price-profiles'
import { SPEC_RATE_LIMITS, TokenBucketLimiter, type RateLimits } from './rate-limit'

export interface ServiceOptions {
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number
  /** JSON-RPC URL of the sandbox chain. */
  rpcUrl: string
  /** Folder for the service's database (PGlite, in `<dataDir>/orderbook-db`). */
  dataDir: string
  /** `postgres://...`: run on a Postgres server instead (default: env DATABASE_URL). */
  databaseUrl?: string
  /**
   * Drop the sandbox's tables in the database first (the --reset of a DATABASE_URL database;
   * a PGlite data dir is reset by wiping the folder).
   */
  resetDatabase?: boolean
  /** Addresses refused with 403 (added to env SANDBOX_BANNED_ADDRESSES, comma-separated). */
  banList?: readonly string[]
  /** Per-client limits; default spec section 8 (quotes 10/s, order posts 5/s). */
  rateLimits?: Partial<RateLimits>
  /** Service clock in ms (validTo checks, creation dates, prices). Default Date.now. */
  now?: () => number
  /** Whether the notifications backend is enabled (default: env SANDBOX_NOTIFICATIONS != off). */
  notifications?: boolean
  /** Seed of the price model's random walk. Default 1. */
  priceSeed?: number
  /** Further price-model options (profiles, step, history length). */
  priceModel?: Omit<PriceModelOptions, 'now' | 'seed'>
  /** Overrides of the service configuration (gas per trade, validity bounds, ...). */
  config?: Partial<OrderbookConfig>
  /** The route modules, registered in this order (after /health). */
  routes?: readonly RouteModule[]
  /** Background loops (solver, indexer), started after the server listens, stopped first. */
  loops?: readonly ServiceLoop[]
  hooks?: OrderbookHooks
  /** Migrations of the added features, run after the built-in ones. */
  extraMigrations?: readonly Migration[]
  logger?: Logger
}

export interface RunningService {
  url: string
  port: number
  /** For plugging in and for tests: the database, chain reader, price model, ... */
  context: OrderbookContext
  app: Hono
  stop(): Promise<void>
}

function packageVersion(): string {
  try {
    const raw: unknown = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    )
    if (raw && typeof raw === 'object' && 'version' in raw && typeof raw.version === 'string') {
      return raw.version
    }
  } catch {
    // Only the /version answer depends on it.
  }
  return DEFAULT_CONFIG.version
}

export async function startService(options: ServiceOptions): Promise<RunningService> {
  const log = options.logger ?? consoleLogger
  const now = options.now ?? Date.now
  const config: OrderbookConfig = {
    ...DEFAULT_CONFIG,
    version: packageVersion(),
    notifications: options.notifications ?? process.env.SANDBOX_NOTIFICATIONS !== 'off',
    ...options.config,
  }
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL
  const dbDir = join(options.dataDir, 'orderbook-db')
  const postgresUrl = databaseUrl && databaseUrl.trim() !== '' ? databaseUrl : undefined
  const db = await OrderbookDb.open({
    dataDir: dbDir,
    databaseUrl: postgresUrl,
    extraMigrations: options.extraMigrations ?? [],
    reset: options.resetDatabase,
  })
  const limits: RateLimits = { ...SPEC_RATE_LIMITS, ...options.rateLimits }
  const ctx: OrderbookContext = {
    db,
    chain: new ChainReader({
      rpcUrl: options.rpcUrl,
      settlement: config.settlement,
      vaultRelayer: config.vaultRelayer,
    }),
    prices: new PriceModel({
      tokens: config.tokens,
      ...options.priceModel,
      seed: options.priceSeed ?? 1,
      now,
    }),
    clock: createClock(now),
    domain: getDomain(config.chainId, config.settlement),
    config,
    banList: new BanList([
      ...(options.banList ?? []),
      ...(process.env.SANDBOX_BANNED_ADDRESSES ?? '').split(','),
    ]),
    limits: {
      quote: new TokenBucketLimiter(limits.quote, now),
      orderPost: new TokenBucketLimiter(limits.orderPost, now),
    },
    log,
    hooks: options.hooks ?? {},
  }

  try {
    const genesis = await genesisHashOf(ctx.chain.client)
    const binding = await bindDatabaseToChain({
      db,
      running: chainIdentityOf(config, genesis),
      where: postgresUrl ? redactDatabaseUrl(postgresUrl) : dbDir,
      rpcUrl: options.rpcUrl,
      now: new Date(now()),
    })
    if (binding === 'recorded') log.info(`orderbook database bound to chain ${genesis}`)
  } catch (error) {
    ctx.chain.close()
    await db.close()
    throw error
  }

  const app = createOrderbookApp(ctx, options.routes ?? [])

  let server: ReturnType<typeof serve>
  let port: number
  try {
    port = await new Promise<number>((resolve, reject) => {
      server = serve({ fetch: app.fetch, port: options.port, hostname: '127.0.0.1' }, (info) =>
        resolve(info.port),
      )
      server.once('error', reject)
    })
  } catch (error) {
    ctx.chain.close()
    await db.close()
    throw error
  }

  const stops: { name: string; stop: () => Promise<void> | void }[] = []
  const stopLoops = async () => {
    // Last started, first stopped.
    for (const { name, stop } of stops.reverse()) {
      try {
        await stop()
      } catch (error) {
        log.error(`stopping ${name} failed`, error)
      }
    }
    stops.length = 0
  }
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      // Keep-alive sockets (benchmarks, browsers) would hold close() open.
      if ('closeAllConnections' in server) server.closeAllConnections()
    })
  try {
    for (const loop of options.loops ?? []) {
      stops.push({ name: loop.name, stop: await loop.start(ctx) })
    }
  } catch (error) {
    await stopLoops()
    await closeServer()
    ctx.chain.close()
    await db.close()
    throw error
  }

  let stopping: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    context: ctx,
    app,
    stop: () => {
      stopping ??= (async () => {
        await stopLoops()
        await closeServer()
        ctx.chain.close()
        await db.close()
      })()
      return stopping
    },
  }
}
