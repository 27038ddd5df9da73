/**
 * The competition's queries: an order's status in the current one and the solvers' results
 * (orderbook-competition.ts). Keys sit under the orderbook's (`orderbookKeys`), so
 * invalidating an order refreshes its status too.
 */
import { queryOptions, skipToken } from '@tanstack/react-query'
import type { ApiResult } from '@/api/request-types'
import type { CompetitionStatus } from '@/api/competition-types'
import {
  getOrderStatus,
  getSolverCompetition,
  getSolverCompetitionByTxHash,
} from '@/api/orderbook-competition'
import { queryHook } from './hooks-of'
import { orderbookKeys, PENDING_ORDERS_POLL_MS } from './orderbook-queries'
import { recoveryIntervalMs, run, selectData, serviceReadOptions } from './query-utils'
import type { QueryApiContext } from './query-utils'

/** The order has left the competition: traded, or cancelled. */
function competitionOver(result: ApiResult<CompetitionStatus> | undefined): boolean {
  const type = result?.data.type
  return type === 'traded' || type === 'cancelled'
}

/** The order's place in the current competition; polled every 2 s until traded or cancelled. */
export function orderStatusQueryOptions(ctx: QueryApiContext, uid: string | undefined) {
  return serviceReadOptions(ctx, orderbookKeys.orderStatus(ctx, uid), uid, getOrderStatus, {
    poll: (result) => (competitionOver(result) ? false : PENDING_ORDERS_POLL_MS),
  })
}
export const useOrderStatus = queryHook(orderStatusQueryOptions)

/** A past auction never changes; `'latest'` does. */
export function solverCompetitionQueryOptions(
  ctx: QueryApiContext,
  auctionId: number | 'latest' | undefined,
) {
  const queryKey = orderbookKeys.solverCompetition(ctx, auctionId)
  return queryOptions({
    queryKey,
    queryFn:
      auctionId === undefined
        ? skipToken
        : ({ signal, queryKey: key }) =>
            run(key, ctx, signal, (c) => getSolverCompetition(c, auctionId)),
    select: selectData,
    staleTime: auctionId === 'latest' ? 0 : Infinity,
    refetchInterval: (query) => recoveryIntervalMs(query) ?? false,
  })
}
export const useSolverCompetition = queryHook(solverCompetitionQueryOptions)

export function solverCompetitionByTxQueryOptions(
  ctx: QueryApiContext,
  txHash: string | undefined,
) {
  const queryKey = orderbookKeys.solverCompetitionByTx(ctx, txHash)
  return serviceReadOptions(ctx, queryKey, txHash, getSolverCompetitionByTxHash, {
    staleTime: Infinity,
  })
}
export const useSolverCompetitionByTx = queryHook(solverCompetitionByTxQueryOptions)
