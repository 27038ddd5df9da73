/** The orderbook family of spec 4: /{network}/api/v1/... */
import type { Context, Hono } from 'hono'
import type { Hex } from 'viem'
import {
  appDataPutSchema,
  byUidsRequestSchema,
  orderCancellationSchema,
  orderCancellationsSchema,
  type WireByUidsEntry,
} from '@batchswap/contract/wire/orders'
import { appDataHash, EMPTY_APP_DATA } from '@batchswap/contract/protocol/app-data'
import { checkAppDataSchema } from '@batchswap/contract/protocol/app-data-schema'
import { isOrderUid } from '@batchswap/contract/protocol/uid'
import { HASH_PATTERN } from './app-data-store'
import { cancelOrders } from './cancellation'
import type { OrderbookContext, RouteModule } from '../kernel/context'
import { ApiError, badRequest, invalidParameter, notFound } from '../kernel/errors'
import { clientKey, parseAddressParam, parseWith, readJsonBody, truncate } from '../kernel/http'
import { submitOrder } from './orders'
import { competitionStatusOf, toWireOrder } from './order-read-model'
import { createQuote } from './quotes'
import type { TokenBucketLimiter } from '../kernel/rate-limit'

export const MAX_BY_UIDS = 128
export const MAX_ACCOUNT_ORDERS_LIMIT = 1000

function rateLimit(limiter: TokenBucketLimiter, c: Context, what: string): void {
  const taken = limiter.take(clientKey(c))
  if (!taken.ok) {
    throw new ApiError(
      429,
      'RateLimited',
      `Too many ${what}; retry in ${taken.retryAfterSeconds} s`,
      {
        'Retry-After': String(taken.retryAfterSeconds),
      },
    )
  }
}

function uidParam(c: Context): Hex {
  const uid = c.req.param('uid') ?? ''
  if (!isOrderUid(uid)) {
    throw invalidParameter(`"${truncate(uid)}" is not an order UID (56 bytes of 0x-prefixed hex)`)
  }
  return uid
}

function hashParam(c: Context): Hex {
  const hash = c.req.param('hash') ?? ''
  if (!HASH_PATTERN.test(hash)) {
    throw invalidParameter(`"${truncate(hash)}" is not a 32-byte appData hash`)
  }
  return hash.toLowerCase() as Hex
}

/** Query integer in [min, max], or the default when absent. */
function intQuery(c: Context, name: string, fallback: number, min: number, max: number): number {
  const raw = c.req.query(name)
  if (raw === undefined) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw invalidParameter(
      `${name} must be an integer from ${min} to ${max}, got "${truncate(raw)}"`,
    )
  }
  return Number(raw)
}

/**
 * An uploaded document must match the CoW app-data schema of the version it declares
 * (`@cowprotocol/sdk-app-data`), else InvalidAppData. `{}`, the protocol's empty document
 * that every order without appData signs, has no version and is taken as it is.
 */
async function storeAppData(ctx: OrderbookContext, document: string, expected?: Hex) {
  if (document !== EMPTY_APP_DATA) {
    const verdict = await checkAppDataSchema(document)
    if (!verdict.ok) throw badRequest('InvalidAppData', verdict.message)
  }
  const hash = appDataHash(document)
  if (expected && expected !== hash) {
    throw badRequest(
      'AppDataHashMismatch',
      `the document hashes to ${hash}, not to ${expected} from the path`,
    )
  }
  return { hash, outcome: await ctx.db.putAppData(hash, document, ctx.clock.now()) }
}

export function orderbookRoutes(network: string): RouteModule {
  return (app: Hono, ctx: OrderbookContext) => {
    const base = `/${network}/api/v1`

    app.post(`${base}/quote`, async (c) => {
      rateLimit(ctx.limits.quote, c, 'quote requests')
      return c.json(await createQuote(ctx, await readJsonBody(c)))
    })

    app.post(`${base}/orders`, async (c) => {
      rateLimit(ctx.limits.orderPost, c, 'order submissions')
      return c.json(await submitOrder(ctx, await readJsonBody(c)), 201)
    })

    app.post(`${base}/orders/by_uids`, async (c) => {
      const body = await readJsonBody(c)
      if (Array.isArray(body) && body.length > MAX_BY_UIDS) {
        throw invalidParameter(`at most ${MAX_BY_UIDS} UIDs per request, got ${body.length}`)
      }
      const uids = parseWith(byUidsRequestSchema, body) as Hex[]
      const now = ctx.clock.nowSeconds()
      const entries: WireByUidsEntry[] = (await ctx.db.getOrders(uids)).map((order) => ({
        order: toWireOrder(order, now),
      }))
      return c.json(entries)
    })

    app.get(`${base}/orders/:uid`, async (c) => {
      const order = await ctx.db.getOrder(uidParam(c))
      if (!order) throw notFound('NotFound', 'Order was not found')
      return c.json(toWireOrder(order, ctx.clock.nowSeconds()))
    })

    app.get(`${base}/orders/:uid/status`, async (c) => {
      const order = await ctx.db.getOrder(uidParam(c))
      if (!order) throw notFound('NotFound', 'Order was not found')
      const fromHook = await ctx.hooks.competitionStatus?.(order, ctx)
      return c.json(fromHook ?? competitionStatusOf(order, ctx.clock.nowSeconds()))
    })

    app.delete(`${base}/orders/:uid`, async (c) => {
      const uid = uidParam(c)
      const body = parseWith(orderCancellationSchema, await readJsonBody(c))
      await cancelOrders(ctx, {
        uids: [uid],
        signature: body.signature as Hex,
        signingScheme: body.signingScheme,
        single: true,
      })
      return c.json('Cancelled')
    })

    app.delete(`${base}/orders`, async (c) => {
      const body = parseWith(orderCancellationsSchema, await readJsonBody(c))
      await cancelOrders(ctx, {
        uids: body.orderUids as Hex[],
        signature: body.signature as Hex,
        signingScheme: body.signingScheme,
        single: false,
      })
      return c.json('Cancelled')
    })

    app.get(`${base}/account/:owner/orders`, async (c) => {
      const owner = parseAddressParam(c.req.param('owner'), 'owner')
      const offset = intQuery(c, 'offset', 0, 0, Number.MAX_SAFE_INTEGER)
      const limit = intQuery(c, 'limit', 10, 1, MAX_ACCOUNT_ORDERS_LIMIT)
      const now = ctx.clock.nowSeconds()
      const orders = await ctx.db.listOrdersByOwner(owner, { offset, limit })
      return c.json(orders.map((order) => toWireOrder(order, now)))
    })

    app.put(`${base}/app_data/:hash`, async (c) => {
      const expected = hashParam(c)
      const body = parseWith(appDataPutSchema, await readJsonBody(c))
      const { hash, outcome } = await storeAppData(ctx, body.fullAppData, expected)
      return c.json(hash, outcome === 'created' ? 201 : 200)
    })

    // Production also takes the document without a hash and answers with the hash.
    app.put(`${base}/app_data`, async (c) => {
      const body = parseWith(appDataPutSchema, await readJsonBody(c))
      const { hash, outcome } = await storeAppData(ctx, body.fullAppData)
      return c.json(hash, outcome === 'created' ? 201 : 200)
    })

    app.get(`${base}/app_data/:hash`, async (c) => {
      const document = await ctx.db.getAppData(hashParam(c))
      if (document === undefined) throw notFound('NotFound', 'No appData document with this hash')
      return c.json({ fullAppData: document })
    })

    // As the real service: text/plain `{branch}@{sha}`, not JSON (real-service notes). The
    // sandbox has no build commit, so its branch is its package version and its sha `local`.
    app.get(`${base}/version`, (c) => c.text(`sandbox-v${ctx.config.version}@local`))
  }
}
