import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import {
  accountOrdersInfiniteOptions,
  ORDER_HISTORY_POLL_MS,
  ordersByUidsQueryOptions,
  PENDING_ORDERS_POLL_MS,
} from '@/api/queries/orderbook-queries'
import type { QueryApiContext } from '@/api/queries/query-utils'
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
  const history = useInfiniteQuery({
    ...accountOrdersInfiniteOptions(ctx, owner),
    refetchInterval: options.fastRefresh ? PENDING_ORDERS_POLL_MS : ORDER_HISTORY_POLL_MS,
  })

  const scope = owner ? { environment: ctx.env, chainId: ctx.chainId, owner } : undefined
  const submitted = useSubmittedOrdersStore(selectSubmittedOrders(scope))
  const uids = useMemo(
    () => (submitted.length > 0 ? submitted.map((s) => s.uid) : undefined),
    [submitted],
  )
  const byUids = useQuery({
    ...ordersByUidsQueryOptions(ctx, uids),
    refetchInterval: (query) =>
      submittedPollInterval(query.state.data?.data, submitted, Date.now()),
  })

  const rows = useMemo(
    () => buildOrderRows({ accountOrders: history.data ?? [], submitted, byUids: byUids.data }),
    [history.data, submitted, byUids.data],
  )

  return { rows, history, byUids }
}
