import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { Hex } from 'viem'
import { useAccount } from 'wagmi'
import type { Notification } from '@/api/notification-types'
import { orderClassOf, type OrderKindClass } from '@/api/order-kind'
import { ordersByUidsQueryOptions } from '@/api/queries/orderbook-queries'
import { isOrderUid } from '@batchswap/contract/protocol/uid'
import { notificationKeys, useNotifications } from '@/api/queries/token-queries'
import { useApiContext } from '@/wallet/use-api-context'
import { countUnread, inboxScopeKey, selectReadIds, useInboxReadStore } from './inbox-read-store'

/**
 * The connected account's notifications (server state, refetched no more often than the
 * service's max-age) and its read marks (client state); unread is derived from the two.
 */
export function useInbox() {
  const { address } = useAccount()
  const ctx = useApiContext()
  const { chainId, env } = ctx
  const query = useNotifications(ctx, address)
  const scopeKey = address
    ? inboxScopeKey({ environment: env, chainId, account: address })
    : undefined
  const readIds = useInboxReadStore(selectReadIds(scopeKey))
  const markReadInStore = useInboxReadStore((s) => s.markRead)
  const read = useMemo(() => new Set(readIds), [readIds])
  const notifications = query.data
  const unreadCount = notifications ? countUnread(notifications, readIds) : undefined

  const markRead = useCallback(
    (ids: readonly string[]) => {
      if (scopeKey) markReadInStore(scopeKey, ids)
    },
    [scopeKey, markReadInStore],
  )
  const markAllRead = useCallback(() => {
    if (notifications) markRead(notifications.map((n) => n.id))
  }, [notifications, markRead])

  /** The query's key while there is an account, for `useRecovery`. */
  const queryKey = address ? notificationKeys.list(ctx, address) : undefined

  return { account: address, query, queryKey, read, unreadCount, markRead, markAllRead }
}

/** For the header's Inbox badge: the unread count, undefined while unknown or unavailable. */
export function useInboxUnreadCount(): number | undefined {
  return useInbox().unreadCount
}

/** One by_uids call (the service takes at most 128 UIDs). */
const MAX_NAMED_ORDERS = 128

/**
 * The names of the orders the notifications are about ("Swap", "Limit order"), by lower-case
 * UID, read from the orders themselves so that the inbox calls an order what its page, the
 * list and its toast call it. Empty until the orders are read; a notification then says "Order".
 */
export function useNotificationOrderNames(
  notifications: readonly Pick<Notification, 'orderId'>[] | undefined,
): ReadonlyMap<string, OrderKindClass> {
  const ctx = useApiContext()
  const uids = useMemo(() => {
    const unique = new Map<string, Hex>()
    for (const { orderId } of notifications ?? []) {
      if (isOrderUid(orderId)) unique.set(orderId.toLowerCase(), orderId)
    }
    return [...unique.values()].slice(0, MAX_NAMED_ORDERS)
  }, [notifications])
  const { data } = useQuery({
    ...ordersByUidsQueryOptions(ctx, uids),
    // An order's kind does not change: one read is enough.
    refetchInterval: false,
  })
  return useMemo(
    () => new Map((data?.orders ?? []).map((o) => [o.uid.toLowerCase(), orderClassOf(o)])),
    [data],
  )
}
