/** Hooks of the orderbook family: one line each over the factories. */
import { infiniteQueryHook, mutationHook, queryHook } from './hooks-of'
import {
  accountOrdersInfiniteOptions,
  accountOrdersQueryOptions,
  appDataQueryOptions,
  cancelOrderMutationOptions,
  cancelOrdersMutationOptions,
  orderQueryOptions,
  ordersByUidsQueryOptions,
  orderStatusQueryOptions,
  postOrderMutationOptions,
  putAppDataMutationOptions,
  quoteQueryOptions,
  solverCompetitionByTxQueryOptions,
  solverCompetitionQueryOptions,
  versionQueryOptions,
} from './orderbook-queries'

export const useQuote = queryHook(quoteQueryOptions)
export const useAccountOrders = queryHook(accountOrdersQueryOptions)
export const useAccountOrderHistory = infiniteQueryHook(accountOrdersInfiniteOptions)
export const useOrdersByUids = queryHook(ordersByUidsQueryOptions)
export const useOrder = queryHook(orderQueryOptions)
export const useOrderStatus = queryHook(orderStatusQueryOptions)
export const useAppData = queryHook(appDataQueryOptions)
export const useSolverCompetition = queryHook(solverCompetitionQueryOptions)
export const useSolverCompetitionByTx = queryHook(solverCompetitionByTxQueryOptions)
export const useVersion = queryHook(versionQueryOptions)

export const usePostOrder = mutationHook(postOrderMutationOptions)
export const useCancelOrders = mutationHook(cancelOrdersMutationOptions)
export const useCancelOrder = mutationHook(cancelOrderMutationOptions)
export const usePutAppData = mutationHook(putAppDataMutationOptions)
