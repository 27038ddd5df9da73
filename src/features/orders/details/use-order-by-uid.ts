import { useQuery, useQueryClient } from '@tanstack/react-query'
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
 *
 * Asked for as the page renders (TanStack's usePrefetchQuery rule: only when the cache holds
 * nothing for it), as the trade forms ask for their quote (use-trade-quote.ts): the order's
 * headline is the page's largest text, and its request waited for the whole first render
 * and its commit on a phone. (usePrefetchQuery itself does not take the factory's
 * `skipToken`-typed query function.)
 */
export function useOrderByUid(ctx: QueryApiContext, uid: Hex) {
  const uids = useMemo(() => [uid], [uid])
  const options = {
    ...ordersByUidsQueryOptions(ctx, uids),
    structuralSharing: keepIfUnchanged,
  }
  const queryClient = useQueryClient()
  if (!queryClient.getQueryState(options.queryKey)) {
    queryClient.query(options).catch(() => undefined)
  }
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

/**
 * A poll that finds the order as it was keeps the previous answer, so the page does not
 * draw itself again every 2 s while an open order waits (a long task each time on a phone).
 * React Query's own sharing compares plain JSON only: the answer holds bigints, Dates and a
 * Map, so it was new every time. The answer's meta (when it arrived, the server's clock)
 * changes with every poll and is left out of the comparison.
 */
export function keepIfUnchanged(previous: unknown, next: unknown): unknown {
  return previous !== undefined && fingerprint(previous) === fingerprint(next) ? previous : next
}

function fingerprint(answer: unknown): string {
  const data =
    typeof answer === 'object' && answer !== null && 'data' in answer ? answer.data : answer
  // Dates write themselves as ISO strings; a Map writes `{}` (its orders are in `orders`).
  return JSON.stringify(data, (_key, value: unknown) =>
    typeof value === 'bigint' ? `${value}n` : value,
  )
}
