import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { ordersByUidsQueryOptions, PENDING_ORDERS_POLL_MS } from '@/api/queries/orderbook-queries'
import { selectData } from '@/api/queries/query-utils'
import { notificationKeys, usdPriceQueryOptions } from '@/api/queries/token-queries'
import { FINAL_STATUSES, orderChange, seenOf } from '@/api/order-outcome'
import { outcomeToast } from '@/api/outcome-toast'
import { useSettingsStore } from '@/lib/settings-store'
import { selectSubmittedOrders, useSubmittedOrdersStore } from '@/lib/submitted-orders-store'
import { toast, useToastStore } from '@/lib/toast-store'
import {
  forgetOrderToast,
  orderToastOf,
  useTrackedOrdersStore,
} from '@/wallet/tracked-orders-store'
import { useSelectedChainId } from '@/wallet/use-active-chain'
import { refreshChainReads } from '@/wallet/use-token-balances'
import { completeFillToast } from './settlement-toast'

/** Orders submitted longer ago than this are no longer followed. */
const WATCH_WINDOW_MS = 24 * 60 * 60 * 1000
/** One by_uids chunk. */
const MAX_WATCHED = 128

/**
 * Follows the orders this browser submitted, from any page and after the swap dialog has
 * closed: each fill, partial fill, expiry or cancellation becomes a toast (finishing the
 * "Swap submitted" toast when it is still on screen), the balances refresh at a fill, and the
 * inbox revalidates so its notification about the change and the unread badge follow.
 * Every frame that places orders runs it: the app shell, and the widget route (outside it).
 */
export function useOrderOutcomeToasts(): void {
  const { address } = useAccount()
  const chainId = useSelectedChainId()
  const env = useSettingsStore((s) => s.environment)
  const queryClient = useQueryClient()
  const scope = useMemo(
    () => (address ? { environment: env, chainId, owner: address } : undefined),
    [address, chainId, env],
  )
  const submitted = useSubmittedOrdersStore(selectSubmittedOrders(scope))
  const seen = useTrackedOrdersStore((s) => s.seen)
  const markSeen = useTrackedOrdersStore((s) => s.markSeen)
  const [since] = useState(() => Date.now() - WATCH_WINDOW_MS)

  const uids = useMemo(
    () =>
      submitted
        .filter((order) => order.submittedAt >= since)
        .filter((order) => {
          const status = seen[order.uid.toLowerCase()]?.status
          return status === undefined || !FINAL_STATUSES.has(status)
        })
        .slice(0, MAX_WATCHED)
        .map((order) => order.uid),
    [since, seen, submitted],
  )
  const ctx = useMemo(() => ({ chainId, env }), [chainId, env])
  const { data } = useQuery({
    ...ordersByUidsQueryOptions(ctx, uids.length > 0 ? uids : undefined),
    // Through errors too: the order keeps settling while the service blinks.
    refetchInterval: PENDING_ORDERS_POLL_MS,
  })

  useEffect(() => {
    if (!data) return
    let traded = false
    let changed = false
    for (const order of data.orders) {
      const previous = useTrackedOrdersStore.getState().seen[order.uid.toLowerCase()]
      const change = orderChange(previous, order)
      markSeen(order.uid, seenOf(order))
      if (!change) continue
      changed = true
      if (order.executedSellAmount > 0n) traded = true
      const entry = orderToastOf(order.uid)
      const known = [entry?.sell, entry?.buy].filter((t) => t !== undefined)
      const words = outcomeToast(change, order, chainId, known, (token) => {
        const cached = queryClient.getQueryData(usdPriceQueryOptions(ctx, token).queryKey)
        return cached && selectData(cached)
      })
      const onScreen = entry && useToastStore.getState().toasts.some((t) => t.id === entry.toastId)
      let id: string
      if (entry && onScreen) {
        id = entry.toastId
        toast.update(id, words)
      } else id = toast.show(words)
      // A fill names its settlement transaction and the surplus in USD once they are read.
      if (change === 'filled' || change === 'partiallyFilled') {
        const reword = (usdPriceOf: (token: Address) => number | undefined) =>
          outcomeToast(change, order, chainId, known, usdPriceOf).description
        void completeFillToast(queryClient, ctx, order, id, reword).catch(() => undefined)
      }
      if (change !== 'partiallyFilled') forgetOrderToast(order.uid)
    }
    // A fill moves the account's balances (and may use up an allowance).
    if (traded) void refreshChainReads(queryClient)
    if (changed && address) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.account(address) })
    }
  }, [address, chainId, ctx, data, markSeen, queryClient])
}
