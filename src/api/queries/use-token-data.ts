/** Hooks of the token-data, markets and notifications families: one line each. */
import { queryHook } from './hooks-of'
import {
  notificationsQueryOptions,
  slippageToleranceQueryOptions,
  topHoldersQueryOptions,
  usdPriceQueryOptions,
  volatilityDetailsQueryOptions,
} from './token-queries'

export const useUsdPrice = queryHook(usdPriceQueryOptions)
export const useTopHolders = queryHook(topHoldersQueryOptions)
export const useSlippageTolerance = queryHook(slippageToleranceQueryOptions)
export const useVolatilityDetails = queryHook(volatilityDetailsQueryOptions)
export const useNotifications = queryHook(notificationsQueryOptions)
