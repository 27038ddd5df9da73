/**
 * GET /{network}/api/v1/token/{token}/native_price: the native token's atoms for one atom of
 * the token (openapi.yml NativePriceResponse `{price}`), from the price model, so it follows a
 * price set with PUT /sandbox/dev/prices/{token} at once. As the real service: 404 NoLiquidity
 * for a token the market cannot price (unknown to the sandbox, or unpriced), 400 for a path
 * segment that is not an address.
 */
import type { Hono } from 'hono'
import type { OrderbookContext, RouteModule } from '../kernel/context'
import { notFound } from '../kernel/errors'
import { parseAddressParam } from '../kernel/http'

export function nativePriceRoutes(network: string): RouteModule {
  return (app: Hono, ctx: OrderbookContext) => {
    app.get(`/${network}/api/v1/token/:token/native_price`, (c) => {
      const token = parseAddressParam(c.req.param('token'), 'token')
      const price = ctx.prices.nativePricePerAtom(token)
      if (price === undefined || !Number.isFinite(price)) {
        throw notFound('NoLiquidity', `no price for ${token} in the native token`)
      }
      return c.json({ price })
    })
  }
}
