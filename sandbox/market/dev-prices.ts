/**
 * The sandbox's price control, for trying limit orders on demand (issue 26). Sandbox only,
 * and loopback only like POST /sandbox/dev/run_auction (the service listens on 127.0.0.1):
 *
 *   GET /sandbox/dev/prices           every listed token's USD price now, and the drift setting
 *   GET /sandbox/dev/prices/{token}   one token's
 *   PUT /sandbox/dev/prices/{token}   body {"usdPrice": 3300}: sets the price at once and
 *                                     answers the token's entry with the new price
 *
 * {token} is an address (checksummed or lowercase) or a listed symbol, in any case. Quotes,
 * USD and native prices, slippage recommendations and the solver follow the new price at
 * once; with the drift on, the price moves on from there. A price set by hand lasts until the
 * service stops. Errors are `{errorType, description}` with 400: InvalidParameter (body not
 * JSON, or not `{"usdPrice": number}`), InvalidPrice (not a positive, finite number within
 * 1e-12..1e12 USD), UnknownToken (no listed token by that address or symbol), NoPrice (the
 * token the sandbox keeps unpriced on purpose).
 */
import type { Context, Hono } from 'hono'
import { isAddress } from 'viem'
import * as z from 'zod/mini'
import type { OrderbookContext, RouteModule } from '../kernel/context'
import { badRequest, invalidParameter } from '../kernel/errors'
import { readJsonBody, truncate } from '../kernel/http'
import type { PricedToken } from '../kernel/price-profiles'

export const DEV_PRICES_PATH = '/sandbox/dev/prices'
export const MIN_DEV_USD_PRICE = 1e-12
export const MAX_DEV_USD_PRICE = 1e12

export const devTokenPriceSchema = z.object({
  address: z.string(),
  symbol: z.string(),
  decimals: z.number(),
  /** USD per whole token now; null for a token without a price. */
  usdPrice: z.nullable(z.number()),
  /** When the price in force was set by hand (ISO 8601); null when it is the model's own. */
  setAt: z.nullable(z.string()),
})
export type DevTokenPrice = z.infer<typeof devTokenPriceSchema>

export const devPricesSchema = z.object({
  drift: z.object({ on: z.boolean(), volatilityScale: z.nullable(z.number()) }),
  tokens: z.array(devTokenPriceSchema),
})
export type DevPrices = z.infer<typeof devPricesSchema>

/** The PUT's answer: the token's entry, and its price just before. */
export const devSetPriceSchema = z.object({
  ...devTokenPriceSchema.shape,
  previousUsdPrice: z.number(),
})
export type DevSetPrice = z.infer<typeof devSetPriceSchema>

function entry(ctx: OrderbookContext, token: PricedToken): DevTokenPrice {
  const set = ctx.prices.priceSetByHand(token.address)
  return {
    address: token.address,
    symbol: token.symbol,
    decimals: token.decimals,
    usdPrice: ctx.prices.priceUsd(token.address) ?? null,
    setAt: set ? new Date(set.at * 1000).toISOString() : null,
  }
}

/** The listed token named by address or symbol, or 400 UnknownToken. */
function tokenParam(ctx: OrderbookContext, c: Context): PricedToken {
  const raw = c.req.param('token') ?? ''
  const bySymbol = ctx.prices.tokens.find((t) => t.symbol.toLowerCase() === raw.toLowerCase())
  const found = bySymbol ?? (isAddress(raw, { strict: false }) ? ctx.prices.token(raw) : undefined)
  if (!found) {
    const symbols = ctx.prices.tokens.map((t) => t.symbol).join(', ')
    throw badRequest(
      'UnknownToken',
      `"${truncate(raw)}" is neither the address nor the symbol of a sandbox token (${symbols})`,
    )
  }
  return found
}

/** The PUT body's price, checked: only a JSON number in range passes. */
function usdPriceOf(body: unknown): number {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !('usdPrice' in body)) {
    throw invalidParameter('the body must be {"usdPrice": number}: USD per whole token')
  }
  const value = body.usdPrice
  if (typeof value !== 'number') {
    throw invalidParameter(
      `usdPrice must be a JSON number (USD per whole token), got ${value === null ? 'null' : typeof value}`,
    )
  }
  if (!Number.isFinite(value) || value <= 0) {
    throw badRequest('InvalidPrice', `usdPrice must be a positive, finite number, got ${value}`)
  }
  if (value < MIN_DEV_USD_PRICE || value > MAX_DEV_USD_PRICE) {
    throw badRequest(
      'InvalidPrice',
      `usdPrice must be between ${MIN_DEV_USD_PRICE} and ${MAX_DEV_USD_PRICE} USD, got ${value}`,
    )
  }
  return value
}

export const devPriceRoutes: RouteModule = (app: Hono, ctx: OrderbookContext) => {
  app.get(DEV_PRICES_PATH, (c) => {
    const drift = ctx.prices.drift
    const body: DevPrices = {
      drift: { on: drift.on, volatilityScale: drift.on ? drift.volatilityScale : null },
      tokens: ctx.prices.tokens.map((token) => entry(ctx, token)),
    }
    return c.json(body)
  })

  app.get(`${DEV_PRICES_PATH}/:token`, (c) => c.json(entry(ctx, tokenParam(ctx, c))))

  app.put(`${DEV_PRICES_PATH}/:token`, async (c) => {
    const token = tokenParam(ctx, c)
    const usdPrice = usdPriceOf(await readJsonBody(c))
    const result = ctx.prices.setPriceUsd(token.address, usdPrice)
    if (!result.ok) {
      throw badRequest(
        'NoPrice',
        `${token.symbol} has no price in the sandbox on purpose (it tries the paths without one); set another token's`,
      )
    }
    ctx.log.info(`price of ${token.symbol} set to ${usdPrice} USD (was ${result.previousUsdPrice})`)
    const body: DevSetPrice = { ...entry(ctx, token), previousUsdPrice: result.previousUsdPrice }
    return c.json(body)
  })
}
