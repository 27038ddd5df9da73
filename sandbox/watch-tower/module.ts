/**
 * Plugs the watch-tower into the service: its loop (one round per interval: follow
 * ConditionalOrderCreated, post what is due) and GET /sandbox/watch-tower/{owner}, what it knows
 * of an owner's conditional orders and why a part was refused. The composition root hands it the
 * orderbook's order submission, so a part goes through every rule a POSTed order does (the
 * EIP-1271 check through the Safe included), as the real watch-tower's POST /orders does.
 *
 * What it follows is kept in the service's database (store.ts), so a restart resumes it.
 *
 * Environment: SANDBOX_WATCH_TOWER_INTERVAL_MS (default 1000; 0 = no loop).
 */
import type { Hono } from 'hono'
import { getAddress, isAddress, type Address, type Hex } from 'viem'
import { sandboxComposableDeployment } from '@batchswap/contract/sandbox/deployment'
import { createSandboxClients } from '../chain/clients'
import type { LoopModule, OrderbookContext, RouteModule } from '../kernel/context'
import { ApiError, invalidParameter } from '../kernel/errors'
import { intervalFromEnv, intervalLoop } from '../kernel/interval-loop'
import { sqlWatchTowerStore } from './store'
import { WatchTower, type PollRound, type PostOutcome } from './watch-tower'

export const DEFAULT_WATCH_TOWER_INTERVAL_MS = 1000

/** The orderbook's order submission (POST /orders' rules): the UID, or an ApiError. */
export type SubmitOrder = (ctx: OrderbookContext, body: unknown) => Promise<Hex>

export interface WatchTowerModuleOptions {
  /** Milliseconds between rounds; 0 disables the loop. Default env or 1000. */
  intervalMs?: number
  /** ComposableCoW's address; default the sandbox deployment's. */
  composableCow?: Address
}

export interface WatchTowerModule extends LoopModule {
  /** One round now (tests and journeys), in a started service. */
  poll(): Promise<PollRound>
}

export function createWatchTowerModule(
  submit: SubmitOrder,
  options: WatchTowerModuleOptions = {},
): WatchTowerModule {
  const intervalMs =
    options.intervalMs ??
    intervalFromEnv('SANDBOX_WATCH_TOWER_INTERVAL_MS', DEFAULT_WATCH_TOWER_INTERVAL_MS)
  let tower: WatchTower | undefined
  let started: OrderbookContext | undefined
  // One round at a time: the loop and a test's poll() never post the same part twice.
  let round: Promise<PollRound> | undefined

  const composableCow = options.composableCow ?? sandboxComposableDeployment.composableCow
  const ensure = (ctx: OrderbookContext): WatchTower => {
    tower ??= new WatchTower({
      publicClient: createSandboxClients(ctx.chain.client.chain.rpcUrls.default.http[0])
        .publicClient,
      composableCow,
      store: sqlWatchTowerStore(ctx.db.sql, composableCow),
      domain: ctx.domain,
      post: async (body): Promise<PostOutcome> => {
        try {
          return { ok: true, uid: await submit(ctx, body) }
        } catch (error) {
          if (error instanceof ApiError) {
            return { ok: false, errorType: error.errorType, description: error.description }
          }
          const text = error instanceof Error ? error.message : String(error)
          return { ok: false, errorType: 'InternalServerError', description: text }
        }
      },
      hasOrder: (uid) => ctx.db.orderExists(uid),
      log: { info: (m) => ctx.log.info(m), warn: (m) => ctx.log.warn(m) },
    })
    return tower
  }
  const pollOnce = (ctx: OrderbookContext): Promise<PollRound> => {
    const previous = round ?? Promise.resolve(undefined)
    const next = previous.catch(() => undefined).then(() => ensure(ctx).poll())
    round = next
    return next
  }

  const loop = intervalLoop('watch-tower', intervalMs, pollOnce, (ctx) => {
    started = ctx
  })

  const routes: RouteModule = (app: Hono, ctx: OrderbookContext) => {
    started ??= ctx
    app.get('/sandbox/watch-tower/:owner', async (c) => {
      const owner = c.req.param('owner')
      if (!isAddress(owner)) throw invalidParameter(`${owner} is not an address`)
      return c.json(await ensure(ctx).ordersOf(getAddress(owner)))
    })
    // Sandbox only: a round now instead of at the next tick (journeys that moved time).
    app.post('/sandbox/dev/run_watch_tower', async (c) => {
      const outcome = await pollOnce(ctx)
      return c.json(outcome)
    })
  }

  return {
    routes,
    loop,
    poll: () => {
      if (!started) throw new Error('the watch-tower runs inside a started orderbook service')
      return pollOnce(started)
    },
  }
}
