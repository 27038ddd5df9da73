/**
 * Token data (spec 4.1, 4.2, 7.4): `/{chainId}/tokens/{address}/usdPrice` from the price
 * model and `/{chainId}/tokens/{address}/topHolders` from the balances the indexer folds
 * out of the tokens' Transfer events (the settlement's, handed over by sandbox/compose.ts).
 * `{chainId}` is 31337 or `sandbox`.
 */
import type { Hono } from 'hono'
import type { Address } from 'viem'
import type { WireTokenDataError } from '@batchswap/contract/wire/errors'
import type { OrderbookContext, RouteModule } from '../kernel/context'
import type { TopHolders } from '../kernel/ports'
import { notFoundMessage, requireAddress, requireSandboxChain } from './params'

/** How long clients may cache a price (the spec leaves the duration to the header). */
export const USD_PRICE_MAX_AGE_SECONDS = 30
export const TOP_HOLDERS_MAX_AGE_SECONDS = 60
export const TOP_HOLDERS_LIMIT = 20

/** `-` is the native token, priced as its wrapped form. */
function tokenParam(ctx: OrderbookContext, value: string): Address | undefined {
  if (value === '-') return ctx.prices.nativeToken()?.address
  return requireAddress(value, 'token address')
}

export const tokenDataRoutes =
  (topHolders: TopHolders): RouteModule =>
  (app: Hono, ctx: OrderbookContext): void => {
    app.get('/:chainId/tokens/:token/usdPrice', (c) => {
      requireSandboxChain(ctx, c.req.param('chainId'))
      const token = tokenParam(ctx, c.req.param('token'))
      const price = token ? ctx.prices.priceUsd(token) : undefined
      if (price === undefined || !Number.isFinite(price)) {
        const body: WireTokenDataError = { message: 'Price not found' }
        return c.json(body, 404)
      }
      c.header('Cache-Control', `public, max-age=${USD_PRICE_MAX_AGE_SECONDS}`)
      return c.json({ price })
    })

    app.get('/:chainId/tokens/:token/topHolders', async (c) => {
      requireSandboxChain(ctx, c.req.param('chainId'))
      const raw = c.req.param('token')
      // Native balances are not Transfer events: nothing indexed to rank.
      if (raw === '-') throw notFoundMessage('Token holders not found')
      const token = requireAddress(raw, 'token address')
      const holders = await topHolders(ctx, token, TOP_HOLDERS_LIMIT)
      if (holders.length === 0) throw notFoundMessage('Token holders not found')
      c.header('Cache-Control', `public, max-age=${TOP_HOLDERS_MAX_AGE_SECONDS}`)
      return c.json(holders.map((h) => ({ address: h.address, balance: h.balance.toString() })))
    })
  }
