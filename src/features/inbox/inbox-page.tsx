import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, type ReactNode } from 'react'
import { describeError } from '@/api/error-descriptions'
import { retryNow, useRecovery } from '@/api/queries/use-recovery'
import { RecoveryNotice } from '@/components/recovery-notice'
import { ConnectWalletState } from '@/components/connect-wallet-state'
import { EmptyState } from '@/components/states'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { AlertIcon, CheckIcon, InboxIcon, InfoIcon } from '@/components/ui/icons'
import { PageHeading } from '@/components/ui/page-heading'
import { Skeleton } from '@/components/ui/skeleton'
import { useSelectedChainId } from '@/wallet/use-active-chain'
import { useWalletModals } from '@/wallet/wallet-modal-store'
import { NotificationList } from './notification-list'
import { inboxFailure } from './notification-view'
import { useInbox, useNotificationOrderNames } from './use-inbox'

/**
 * The account's notifications, newest first, with read marks kept in this browser; below
 * them `channels`, where else they go (the route mounts the notifications feature's panel).
 */
export function InboxPage({ channels }: { channels?: ReactNode } = {}) {
  const { t } = useLingui()
  const { account, query, queryKey, read, unreadCount, markRead, markAllRead } = useInbox()
  const chainId = useSelectedChainId()
  const failed = useRecovery(queryKey)
  // The service says notifications are off: that calm message, not a recovery notice.
  const recovery = failed && inboxFailure(failed.error) === 'error' ? failed : undefined
  const { openConnectModal } = useWalletModals()
  // Opening the inbox asks the service again, even within the answer's max-age (the header's
  // badge keeps the list "fresh" for five minutes): a fill a moment ago must show now.
  const { refetch } = query
  useEffect(() => {
    if (account) void refetch()
  }, [account, refetch])
  // "5 minutes ago" is judged against the time of the last answer, which is refetched.
  const [now] = useState(() => new Date())
  const notifications = query.data
  const orderNames = useNotificationOrderNames(notifications)

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeading
        title={<Trans>Inbox</Trans>}
        documentTitle={unreadCount ? t`Inbox (${unreadCount})` : t`Inbox`}
        live
        description={
          unreadCount === undefined
            ? t`What the service told you about your orders.`
            : unreadCount === 0
              ? t`All caught up.`
              : plural(unreadCount, {
                  one: '# unread notification.',
                  other: '# unread notifications.',
                })
        }
        actions={
          notifications &&
          notifications.length > 0 && (
            <Button variant="secondary" onClick={markAllRead} disabled={unreadCount === 0}>
              <CheckIcon className="size-4" />
              <Trans>Mark all read</Trans>
            </Button>
          )
        }
      />

      {/* Above notifications still shown; otherwise it takes the list's place below. */}
      {recovery && notifications && (
        <RecoveryNotice
          title={recovery.title}
          sentence={recovery.sentence}
          onRetry={() => retryNow(query.refetch)}
          compact
        />
      )}

      <Card className="overflow-hidden">
        {!account ? (
          <ConnectWalletState
            title={t`Connect a wallet to see your notifications`}
            onConnect={openConnectModal}
          >
            <Trans>Notifications are kept per account.</Trans>
          </ConnectWalletState>
        ) : notifications ? (
          notifications.length === 0 ? (
            <EmptyState icon={<InboxIcon />} title={t`No notifications yet`}>
              <Trans>Fills, expiries and cancellations of your orders will show here.</Trans>
            </EmptyState>
          ) : (
            <NotificationList
              notifications={notifications}
              read={read}
              now={query.dataUpdatedAt ? new Date(query.dataUpdatedAt) : now}
              chainId={chainId}
              orderNames={orderNames}
              onRead={(id) => markRead([id])}
            />
          )
        ) : recovery ? (
          <RecoveryNotice
            title={recovery.title}
            sentence={recovery.sentence}
            onRetry={() => retryNow(query.refetch)}
          />
        ) : query.error ? (
          inboxFailure(query.error) === 'unavailable' ? (
            <EmptyState icon={<InfoIcon />} title={t`Notifications are unavailable`}>
              <Trans>
                The notification service is turned off right now. Your orders are not affected;
                check back later.
              </Trans>
            </EmptyState>
          ) : (
            <EmptyState
              icon={<AlertIcon />}
              tone="error"
              title={describeError(query.error).title}
              action={
                <Button variant="secondary" onClick={() => retryNow(query.refetch)}>
                  <Trans>Try again</Trans>
                </Button>
              }
            >
              {describeError(query.error).sentence}
            </EmptyState>
          )
        ) : (
          <div aria-busy="true" className="divide-y divide-line">
            <span role="status" className="sr-only">
              <Trans>Loading notifications…</Trans>
            </span>
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="flex gap-4 px-5 py-4">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-4 w-3/4" />
                </div>
              </div>
            ))}
          </div>
        )}
      </Card>
      {channels}
    </div>
  )
}
