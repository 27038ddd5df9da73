/**
 * The service's Hono app: CORS, the 16 KiB body limit, JSON errors for everything (unknown
 * paths included), /health, and the route modules (the orderbook family here; token data,
 * markets, notifications and the solver competition plug in the same way).
 */
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { WireSandboxHealth, WireTokenDataError } from '@/api/wire'
import { sandboxDeployment } from '@/config/sandbox-deployment'
import type { OrderbookContext, RouteModule } from './context'
import { ApiError } from './errors'
import { MAX_BODY_BYTES } from './http'

/** Paths of the orderbook family answer errors as {errorType, description}; others as {message}. */
const ORDERBOOK_PATH = /^\/[^/]+\/api\//

function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  errorType: string,
  description: string,
  headers: Record<string, string> = {},
): Response {
  if (ORDERBOOK_PATH.test(c.req.path)) {
    return c.json({ errorType, description }, status, headers)
  }
  const body: WireTokenDataError = { message: description }
  return c.json(body, status, headers)
}

export function createOrderbookApp(ctx: OrderbookContext, modules: readonly RouteModule[]): Hono {
  const app = new Hono()
  app.use('*', cors())
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        errorResponse(
          c,
          413,
          'PayloadTooLarge',
          `The request body is larger than ${MAX_BODY_BYTES} bytes`,
          // The rest of the body stays unread: the connection cannot be reused.
          { Connection: 'close' },
        ),
    }),
  )

  app.get('/health', (c) => {
    const body: WireSandboxHealth = {
      chainId: ctx.config.chainId,
      settlement: ctx.config.settlement,
      vaultRelayer: ctx.config.vaultRelayer,
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
      return errorResponse(c, error.status, error.errorType, error.description, error.headers)
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
