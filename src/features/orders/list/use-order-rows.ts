import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import {
  accountOrdersInfiniteOptions,
  historyWithSkipped,
  ORDER_HISTORY_POLL_MS,
  ordersByUidsQueryOptions,
  PENDING_ORDERS_POLL_MS,
} from '@/api/queries/orderbook-queries'
import { recoveryIntervalMs, type QueryApiContext } from '@/api/queries/query-utils'
import { selectSubmittedOrders, useSubmittedOrdersStore } from '@/lib/submitted-orders-store'
import { buildOrderRows, submittedPollInterval } from './order-rows'

/**
 * Everything the orders list shows, derived from two server queries and the submitted
 * UIDs: the account's pages (refreshed every 30 s, every 2 s while a cancellation waits
 * for the service) and the submitted orders through by_uids (every 2 s while pending).
 */
export function useOrderRows(
  ctx: QueryApiContext,
  owner: Address | undefined,
  options: { fastRefresh: boolean },
) {
  const historyOptions = accountOrdersInfiniteOptions(ctx, owner)
  const history = useInfiniteQuery({
    ...historyOptions,
    select: historyWithSkipped,
    refetchInterval: (query) =>
      recoveryIntervalMs(query) ??
      (options.fastRefresh ? PENDING_ORDERS_POLL_MS : ORDER_HISTORY_POLL_MS),
  })

  const scope = owner ? { environment: ctx.env, chainId: ctx.chainId, owner } : undefined
  const submitted = useSubmittedOrdersStore(selectSubmittedOrders(scope))
  const uids = useMemo(
    () => (submitted.length > 0 ? submitted.map((s) => s.uid) : undefined),
    [submitted],
  )
  const byUidsOptions = ordersByUidsQueryOptions(ctx, uids)
  const byUids = useQuery({
    ...byUidsOptions,
    refetchInterval: (query) =>
      recoveryIntervalMs(query) ??
      submittedPollInterval(query.state.data?.data, submitted, Date.now()),
  })

  const rows = useMemo(
    () =>
      buildOrderRows({
        accountOrders: history.data?.orders ?? [],
        submitted,
        byUids: byUids.data,
      }),
    [history.data, submitted, byUids.data],
  )

  /** Orders the services sent that could not be read and are not shown. */
  const unreadable = (history.data?.skipped ?? 0) + (byUids.data?.skipped?.length ?? 0)

  return {
    rows,
    history,
    byUids,
    unreadable,
    /** The queries' keys, for `useRecovery`. */
    keys: { history: historyOptions.queryKey, byUids: uids ? byUidsOptions.queryKey : undefined },
  }
}
