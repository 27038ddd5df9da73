import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Hex } from 'viem'
import { ordersByUidsQueryOptions, PENDING_ORDERS_POLL_MS } from '@/api/queries/orderbook-queries'
import type { QueryApiContext } from '@/api/queries/query-utils'

/**
 * One order read through by_uids (spec 4.6), not GET /orders/{uid}: an order the service has
 * not indexed yet (an eth-flow order whose transaction it is still reading, a link opened
 * early) is listed as missing there, an answer the page says in words, where the GET is a
 * 404 the browser logs as an error. Asked again every few seconds while it is missing, and,
 * as before, while the order is pending.
 */
export function useOrderByUid(ctx: QueryApiContext, uid: Hex) {
  const uids = useMemo(() => [uid], [uid])
  const options = ordersByUidsQueryOptions(ctx, uids)
  const query = useQuery({
    ...options,
    refetchInterval: (q) =>
      (q.state.data?.data.missing.length ?? 0) > 0
        ? PENDING_ORDERS_POLL_MS
        : typeof options.refetchInterval === 'function'
          ? options.refetchInterval(q)
          : options.refetchInterval,
  })
  const key = uid.toLowerCase()
  const order = query.data?.byUid.get(key)
  const unreadable = query.data?.errors.find((e) => e.uid.toLowerCase() === key)
  const missing = query.data !== undefined && !order && !unreadable
  return { query, order, unreadable, missing }
}
