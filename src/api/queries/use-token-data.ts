/** Hooks of the token-data, markets and notifications families: one line each. */
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { MarketParams, SlippageToleranceParams } from '@/api/token-data'
import type { QueryApiContext } from './query-utils'
import {
  notificationsQueryOptions,
  slippageToleranceQueryOptions,
  topHoldersQueryOptions,
  usdPriceQueryOptions,
  volatilityDetailsQueryOptions,
} from './token-queries'

export const useUsdPrice = (ctx: QueryApiContext, token: Address | '-' | undefined) =>
  useQuery(usdPriceQueryOptions(ctx, token))

export const useTopHolders = (ctx: QueryApiContext, token: Address | undefined) =>
  useQuery(topHoldersQueryOptions(ctx, token))

export const useSlippageTolerance = (
  ctx: QueryApiContext,
  params: SlippageToleranceParams | undefined,
) => useQuery(slippageToleranceQueryOptions(ctx, params))

export const useVolatilityDetails = (ctx: QueryApiContext, market: MarketParams | undefined) =>
  useQuery(volatilityDetailsQueryOptions(ctx, market))

export const useNotifications = (ctx: QueryApiContext, account: string | undefined) =>
  useQuery(notificationsQueryOptions(ctx, account))
