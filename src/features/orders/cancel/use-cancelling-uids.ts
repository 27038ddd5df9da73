import { useMutationState } from '@tanstack/react-query'
import { useMemo } from 'react'
import { orderbookKeys } from '@/api/queries/orderbook-queries'
import type { QueryApiContext } from '@/api/queries/query-utils'
import { invalidateOrderMutationKey } from '@/api/queries/use-invalidation-tx'

function uidsOf(variables: unknown): string[] {
  if (typeof variables !== 'object' || variables === null) return []
  const v = variables as { orderUids?: unknown; uid?: unknown }
  if (Array.isArray(v.orderUids))
    return v.orderUids.filter((u): u is string => typeof u === 'string')
  return typeof v.uid === 'string' ? [v.uid] : []
}

/**
 * UIDs with a cancellation sent (off-chain DELETE or on-chain invalidation) that has not
 * failed, in lower case. Derived from React Query's mutation cache, not stored: an order
 * reads "Cancelling" while it is in here and the service still reports it open.
 */
export function useCancellingUids(ctx: QueryApiContext): ReadonlySet<string> {
  const offChain = useMutationState({
    filters: {
      mutationKey: orderbookKeys.mutation(ctx, 'cancelOrders'),
      predicate: (m) => m.state.status === 'pending' || m.state.status === 'success',
    },
    select: (m) => uidsOf(m.state.variables),
  })
  const onChain = useMutationState({
    filters: {
      mutationKey: invalidateOrderMutationKey(ctx),
      predicate: (m) => m.state.status === 'pending' || m.state.status === 'success',
    },
    select: (m) => uidsOf(m.state.variables),
  })
  const joined = [...offChain.flat(), ...onChain.flat()]
    .map((u) => u.toLowerCase())
    .sort()
    .join(',')
  return useMemo(() => new Set(joined === '' ? [] : joined.split(',')), [joined])
}
