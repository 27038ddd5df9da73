/**
 * The service's Hono app: CORS, the 16 KiB body limit, JSON errors for everything (unknown
 * paths included), /health, and the route modules (the orderbook family here; token data,
 * markets, notifications and the solver competition plug in the same way).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { WireSandboxHealth } from '@batchswap/contract/wire/service-info'
import type { WireTokenDataError } from '@batchswap/contract/wire/errors'
import {
  sandboxComposableDeployment,
  sandboxDeployment,
} from '@batchswap/contract/sandbox/deployment'
import type { OrderbookContext, RouteModule } from './context'
import { ApiError } from './errors'
import { MAX_BODY_BYTES, payloadTooLarge } from './http'

/**
 * Paths of the orderbook family (and the sandbox's dev controls) answer errors as
 * {errorType, description}; others as {message}.
 */
const ORDERBOOK_PATH = /^\/[^/]+\/api\/|^\/sandbox\/dev\//

function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  errorType: string,
  description: string,
  headers: Record<string, string> = {},
  data?: Record<string, unknown>,
): Response {
  if (ORDERBOOK_PATH.test(c.req.path)) {
    return c.json({ errorType, description, ...(data ? { data } : {}) }, status, headers)
  }
  const body: WireTokenDataError = { message: description }
  return c.json(body, status, headers)
}

/**
 * CORS open to any origin (the app runs from other ports and from IPFS gateways). Hand-written
 * because hono/cors touches `c.res` before the handler runs, which makes every response be
 * built twice (a tenth of a quote's CPU time); here the header joins the handler's response.
 */
const openCors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET,HEAD,PUT,POST,DELETE,PATCH,OPTIONS',
        'Access-Control-Allow-Headers': c.req.header('Access-Control-Request-Headers') ?? '*',
        'Access-Control-Max-Age': '600',
        Vary: 'Access-Control-Request-Headers',
      },
    })
  }
  c.header('Access-Control-Allow-Origin', '*')
  // Without this a browser hides Date (the app corrects quote expiry for clock skew with
  // it) and Retry-After (the app's backoff honours it) from cross-origin callers.
  c.header('Access-Control-Expose-Headers', 'Date, Retry-After, Cache-Control')
  await next()
}

/**
 * Refuses a declared body over the limit before reading it (413). Bodies without a length
 * (chunked) are counted while they are read (`readJsonBody`).
 */
const declaredBodyLimit: MiddlewareHandler = async (c, next) => {
  const length = c.req.header('content-length')
  if (length !== undefined && Number(length) > MAX_BODY_BYTES) throw payloadTooLarge()
  await next()
}

export function createOrderbookApp(ctx: OrderbookContext, modules: readonly RouteModule[]): Hono {
  const app = new Hono()
  app.use('*', openCors)
  app.use('*', declaredBodyLimit)
  // Date is the service's own clock (the `now` option), as a real server's Date is its time:
  // the app puts validTo and quote expiry on the server's clock by it, so a sandbox whose
  // clock a journey moved ahead (e2e/own-sandbox.ts) must say so here too.
  app.use('*', async (c, next) => {
    c.header('Date', ctx.clock.now().toUTCString())
    await next()
  })

  app.get('/health', (c) => {
    const body: WireSandboxHealth = {
      chainId: ctx.config.chainId,
      settlement: ctx.config.settlement,
      vaultRelayer: ctx.config.vaultRelayer,
      ethFlow: ctx.config.ethFlow,
      hooksTrampoline: ctx.config.hooksTrampoline,
      composableCow: sandboxComposableDeployment.composableCow,
      twapHandler: sandboxComposableDeployment.twapHandler,
      extensibleFallbackHandler: sandboxComposableDeployment.extensibleFallbackHandler,
      tokens: ctx.config.tokens.map(({ address, symbol, decimals }) => ({
        address,
        symbol,
        decimals,
      })),
      traders: [...sandboxDeployment.traders],
    }
    return c.json(body)
  })

  for (const register of modules) register(app, ctx)

  app.notFound((c) =>
    errorResponse(c, 404, 'NotFound', `No route for ${c.req.method} ${c.req.path}`),
  )

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return errorResponse(
        c,
        error.status,
        error.errorType,
        error.description,
        error.headers,
        error.data,
      )
    }
    if (error instanceof HTTPException) {
      // Raised by Hono itself for malformed requests (e.g. a body that cannot be read).
      const status = error.status >= 500 ? 400 : error.status
      return errorResponse(c, status as ContentfulStatusCode, 'InvalidParameter', error.message)
    }
    ctx.log.error(`${c.req.method} ${c.req.path} failed`, error)
    return errorResponse(
      c,
      500,
      'InternalServerError',
      'The sandbox orderbook failed to answer; see its log',
    )
  })
  return app
}
