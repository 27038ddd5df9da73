/**
 * Markets (spec 4.3, 4.4): `/{chainId}/markets/{base}-{quote}/slippageTolerance` and the
 * internal `/volatilityDetails`, computed from the price model's recorded 5-minute history
 * by `recommendSlippage` (see slippage.ts for the method).
 *
 * volatilityDetails answers (all volatilities are fractions of the price, bps as integers):
 *   {
 *     chainId, method,
 *     baseToken / quoteToken: { address, symbol, usdPrice, points, intervalSeconds,
 *       volatilityPerInterval, volatilityPerSettlementWindow, volatilityBps }   (own USD history)
 *     pair: { points, intervalSeconds, price (base in quote), volatilityPerInterval,
 *       volatilityPerSettlementWindow, windowSeconds, volatilityBps }         (the ratio, used)
 *     liquidity: { baseReserve, quoteReserve, baseChunk, quoteChunk }          (virtual pool)
 *     sizeImpactBps, slippageBps                                              (the answer)
 *   }
 */
import type { Context, Hono } from 'hono'
import type { Address } from 'viem'
import { slippageToleranceQuerySchema } from '@batchswap/contract/wire/token-data'
import { parseUintString } from '@batchswap/contract/protocol/bounds'
import type { OrderbookContext, RouteModule } from '../kernel/context'
import { describeIssues } from '../kernel/http'
import { badParam, notFoundMessage, requireAddress, requireSandboxChain } from './params'
import {
  recentHistory,
  recommendSlippage,
  seriesVolatility,
  type OrderRefinement,
  type PoolDepth,
  type SlippageRecommendation,
} from './slippage'

export const SLIPPAGE_MAX_AGE_SECONDS = 120

export interface MarketRoutesOptions {
  /** The solver's per-auction share of a pool: a partially fillable order's chunk size. */
  auctionLiquidityFraction: number
}

interface Market {
  base: Address
  quote: Address
  order: OrderRefinement
  pool: PoolDepth | undefined
  recommendation: SlippageRecommendation
}

function parseMarket(c: Context, ctx: OrderbookContext, options: MarketRoutesOptions): Market {
  requireSandboxChain(ctx, c.req.param('chainId') ?? '')
  const pair = c.req.param('pair') ?? ''
  const parts = pair.split('-')
  if (parts.length !== 2) {
    throw badParam(`Invalid market "${pair}": expected {baseTokenAddress}-{quoteTokenAddress}`)
  }
  const base = requireAddress(parts[0] ?? '', 'base token address')
  const quote = requireAddress(parts[1] ?? '', 'quote token address')
  const order = parseRefinement(c)

  for (const [token, role] of [
    [base, 'base'],
    [quote, 'quote'],
  ] as const) {
    if (ctx.prices.history(token).length === 0) {
      throw notFoundMessage(
        `Market data unavailable: no price history for the ${role} token ${token}`,
      )
    }
  }
  const now = ctx.clock.nowSeconds()
  const poolOrFailure = ctx.prices.pool(base, quote)
  const pool =
    typeof poolOrFailure === 'string'
      ? undefined
      : {
          baseReserve: poolOrFailure.sellReserve,
          quoteReserve: poolOrFailure.buyReserve,
          baseChunk: share(poolOrFailure.sellReserve, options.auctionLiquidityFraction),
          quoteChunk: share(poolOrFailure.buyReserve, options.auctionLiquidityFraction),
        }
  const recommendation = recommendSlippage({
    baseHistory: ctx.prices.history(base),
    quoteHistory: ctx.prices.history(quote),
    now,
    order,
    pool,
  })
  if (!recommendation) {
    throw notFoundMessage('Market data unavailable: insufficient price history for this pair')
  }
  return { base, quote, order, pool, recommendation }
}

function share(reserve: bigint, fraction: number): bigint {
  return (reserve * BigInt(Math.floor(fraction * 1_000_000))) / 1_000_000n
}

/** Validates every optional query parameter; 400 names the first problems. */
function parseRefinement(c: Context): OrderRefinement {
  const parsed = slippageToleranceQuerySchema.safeParse(c.req.query(), { reportInput: true })
  if (!parsed.success) throw badParam(`Invalid query: ${describeIssues(parsed.error.issues)}`)
  const q = parsed.data
  const amount = (name: 'sellAmount' | 'buyAmount' | 'feeAmount'): bigint | undefined => {
    const raw = q[name]
    if (raw === undefined) return undefined
    const value = parseUintString(raw)
    if (value === undefined) throw badParam(`Invalid query: ${name} is larger than uint256`)
    return value
  }
  let expirationTimeInSeconds: number | undefined
  if (q.expirationTimeInSeconds !== undefined) {
    expirationTimeInSeconds = Number(q.expirationTimeInSeconds)
    if (!Number.isFinite(expirationTimeInSeconds)) {
      throw badParam('Invalid query: expirationTimeInSeconds must be a finite number')
    }
  }
  return {
    orderKind: q.orderKind,
    partiallyFillable:
      q.partiallyFillable === undefined ? undefined : q.partiallyFillable === 'true',
    sellAmount: amount('sellAmount'),
    buyAmount: amount('buyAmount'),
    feeAmount: amount('feeAmount'),
    expirationTimeInSeconds,
  }
}

export function marketRoutes(options: MarketRoutesOptions): RouteModule {
  return (app: Hono, ctx: OrderbookContext) => {
    app.get('/:chainId/markets/:pair/slippageTolerance', (c) => {
      const { recommendation } = parseMarket(c, ctx, options)
      c.header('Cache-Control', `public, max-age=${SLIPPAGE_MAX_AGE_SECONDS}`)
      return c.json({ slippageBps: recommendation.slippageBps })
    })

    app.get('/:chainId/markets/:pair/volatilityDetails', (c) => {
      const { base, quote, pool, recommendation } = parseMarket(c, ctx, options)
      const now = ctx.clock.nowSeconds()
      const tokenDetails = (address: Address) => {
        const own = seriesVolatility(recentHistory(ctx.prices.history(address), now))
        return {
          address,
          symbol: ctx.prices.token(address)?.symbol ?? null,
          usdPrice: ctx.prices.priceUsd(address) ?? null,
          points: own?.points ?? 0,
          intervalSeconds: own?.intervalSeconds ?? null,
          volatilityPerInterval: own?.perInterval ?? null,
          volatilityPerSettlementWindow: own?.perSettlementWindow ?? null,
          volatilityBps: own ? Math.ceil(own.perSettlementWindow * 10_000) : null,
        }
      }
      const basePrice = ctx.prices.priceUsd(base)
      const quotePrice = ctx.prices.priceUsd(quote)
      return c.json({
        chainId: ctx.config.chainId,
        method:
          'standard deviation of the log returns of the base/quote USD price ratio over 24 h of ' +
          '5-minute points, scaled to the settlement window (5 min, or the order expiry up to 24 h), ' +
          'plus the constant-product price impact of the order size; bps rounded up, 0..10000',
        baseToken: tokenDetails(base),
        quoteToken: tokenDetails(quote),
        pair: {
          points: recommendation.pair.points,
          intervalSeconds: recommendation.pair.intervalSeconds,
          price:
            basePrice !== undefined && quotePrice !== undefined ? basePrice / quotePrice : null,
          volatilityPerInterval: recommendation.pair.perInterval,
          volatilityPerSettlementWindow: recommendation.pair.perSettlementWindow,
          windowSeconds: recommendation.windowSeconds,
          volatilityBps: recommendation.volatilityBps,
        },
        liquidity: pool
          ? {
              baseReserve: pool.baseReserve.toString(),
              quoteReserve: pool.quoteReserve.toString(),
              baseChunk: pool.baseChunk?.toString() ?? null,
              quoteChunk: pool.quoteChunk?.toString() ?? null,
            }
          : null,
        sizeImpactBps: recommendation.sizeImpactBps,
        slippageBps: recommendation.slippageBps,
      })
    })
  }
}
