/**
 * The trades of an order (`GET /api/v2/trades?orderUid=`): the settlement transaction of
 * each fill, its amounts and fees. The key sits under the order's, so invalidating the
 * orders refreshes it, and carries what the order has executed so far: a new fill is a new
 * key, and the list is fetched again then, not polled.
 */
import { getTrades } from '@/api/orderbook-trades'
import { queryHook } from './hooks-of'
import { orderbookKeys } from './orderbook-queries'
import { serviceReadOptions, type QueryApiContext } from './query-utils'

export const orderTradesKey = (
  ctx: QueryApiContext,
  uid: string | undefined,
  executed: string | undefined,
) => [...orderbookKeys.order(ctx, uid), 'trades', executed ?? null] as const

/**
 * `executed`: the order's executed amount as a string (any value that changes with each
 * fill); undefined or "0" while nothing traded, when there is nothing to fetch.
 */
export function orderTradesQueryOptions(
  ctx: QueryApiContext,
  uid: string | undefined,
  executed: string | undefined,
) {
  const ready = uid !== undefined && executed !== undefined && executed !== '0' ? uid : undefined
  return serviceReadOptions(
    ctx,
    orderTradesKey(ctx, uid, executed),
    ready,
    // The service's largest page (TRADES_MAX_LIMIT): every fill of one order at once.
    (c, orderUid) => getTrades(c, { orderUid, limit: 1000 }),
    { staleTime: Infinity },
  )
}

export const useOrderTrades = queryHook(orderTradesQueryOptions)
