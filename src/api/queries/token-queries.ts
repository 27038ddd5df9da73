/**
 * Factories of the token-data, markets and notifications families, each with its hook beside
 * it. Freshness follows the response's `Cache-Control: max-age`; the defaults apply when the
 * header is absent.
 */
import type { Address } from 'viem'
import { getNotifications } from '@/api/notifications'
import {
  getSlippageTolerance,
  getTopHolders,
  getUsdPrice,
  getVolatilityDetails,
  type MarketParams,
  type SlippageToleranceParams,
} from '@/api/token-data'
import {
  addressKey,
  serviceReadOptions,
  staleTimeFromMeta,
  type QueryApiContext,
} from './query-utils'
import { queryHook } from './hooks-of'

/** Used when the usdPrice response carries no max-age. */
export const USD_PRICE_DEFAULT_STALE_MS = 60_000
export const TOP_HOLDERS_DEFAULT_STALE_MS = 5 * 60_000
/** Spec 4.3 / 8. */
export const SLIPPAGE_DEFAULT_STALE_MS = 120_000
/** Spec 4.7 / 8. */
export const NOTIFICATIONS_DEFAULT_STALE_MS = 300_000

/** Keys start with the brief's hierarchy; env (and chain) come last as they pick the host. */
export const tokenKeys = {
  token: (ctx: QueryApiContext, token: string | undefined) =>
    ['tokens', ctx.chainId, token === undefined ? null : addressKey(token)] as const,
  usdPrice: (ctx: QueryApiContext, token: string | undefined) =>
    [...tokenKeys.token(ctx, token), 'usdPrice', { env: ctx.env }] as const,
  topHolders: (ctx: QueryApiContext, token: string | undefined) =>
    [...tokenKeys.token(ctx, token), 'topHolders', { env: ctx.env }] as const,
}

export const marketKeys = {
  market: (ctx: QueryApiContext, market: MarketParams | undefined) =>
    [
      'markets',
      ctx.chainId,
      market ? addressKey(market.base) : null,
      market ? addressKey(market.quote) : null,
    ] as const,
  slippage: (ctx: QueryApiContext, params: SlippageToleranceParams | undefined) => {
    const { base: _base, quote: _quote, ...refinements } = params ?? { base: '', quote: '' }
    return [...marketKeys.market(ctx, params), 'slippage', refinements, { env: ctx.env }] as const
  },
  volatility: (ctx: QueryApiContext, market: MarketParams | undefined) =>
    [...marketKeys.market(ctx, market), 'volatility', { env: ctx.env }] as const,
}

export const notificationKeys = {
  account: (account: string | undefined) =>
    ['notifications', account === undefined ? null : addressKey(account)] as const,
  list: (ctx: QueryApiContext, account: string | undefined) =>
    [...notificationKeys.account(account), { env: ctx.env, chainId: ctx.chainId }] as const,
}

/** USD price of a token (`'-'`: the native token); fresh for the response's max-age. */
export function usdPriceQueryOptions(ctx: QueryApiContext, token: Address | '-' | undefined) {
  return serviceReadOptions(ctx, tokenKeys.usdPrice(ctx, token), token, getUsdPrice, {
    staleTime: USD_PRICE_DEFAULT_STALE_MS,
    maxAge: true,
  })
}
export const useUsdPrice = queryHook(usdPriceQueryOptions)

export function topHoldersQueryOptions(ctx: QueryApiContext, token: Address | undefined) {
  return serviceReadOptions(ctx, tokenKeys.topHolders(ctx, token), token, getTopHolders, {
    staleTime: TOP_HOLDERS_DEFAULT_STALE_MS,
    maxAge: true,
  })
}
export const useTopHolders = queryHook(topHoldersQueryOptions)

/** The recommended slippage; fresh for max-age (120 s by spec). */
export function slippageToleranceQueryOptions(
  ctx: QueryApiContext,
  params: SlippageToleranceParams | undefined,
) {
  return serviceReadOptions(ctx, marketKeys.slippage(ctx, params), params, getSlippageTolerance, {
    staleTime: SLIPPAGE_DEFAULT_STALE_MS,
    maxAge: true,
  })
}
export const useSlippageTolerance = queryHook(slippageToleranceQueryOptions)

export function volatilityDetailsQueryOptions(
  ctx: QueryApiContext,
  market: MarketParams | undefined,
) {
  const queryKey = marketKeys.volatility(ctx, market)
  return serviceReadOptions(ctx, queryKey, market, getVolatilityDetails, {
    staleTime: SLIPPAGE_DEFAULT_STALE_MS,
  })
}
export const useVolatilityDetails = queryHook(volatilityDetailsQueryOptions)

/**
 * The account's notifications; fresh for max-age (300 s by spec), so the inbox never asks
 * more often than the service allows.
 */
export function notificationsQueryOptions(ctx: QueryApiContext, account: string | undefined) {
  return serviceReadOptions(ctx, notificationKeys.list(ctx, account), account, getNotifications, {
    staleTime: NOTIFICATIONS_DEFAULT_STALE_MS,
    maxAge: true,
    poll: (result) => staleTimeFromMeta(result, NOTIFICATIONS_DEFAULT_STALE_MS),
  })
}
export const useNotifications = queryHook(notificationsQueryOptions)
