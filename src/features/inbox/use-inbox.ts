import { useCallback, useMemo } from 'react'
import { useAccount } from 'wagmi'
import { notificationKeys } from '@/api/queries/token-queries'
import { useNotifications } from '@/api/queries/use-token-data'
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
