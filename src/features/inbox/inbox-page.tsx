import { useEffect, useRef, useState, type ReactNode } from 'react'
import { describeError } from '@/api/errors'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DocumentTitle } from '@/components/ui/document-title'
import { AlertIcon, CheckIcon, InboxIcon, InfoIcon, WalletIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { useWalletModals } from '@/lib/wallet-modal-store'
import { NotificationList } from './notification-list'
import { inboxFailure } from './notification-view'
import { useInbox } from './use-inbox'

/** The account's notifications, newest first, with read marks kept in this browser. */
export function InboxPage() {
  const { account, query, read, unreadCount, markRead, markAllRead } = useInbox()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true })
  }, [])
  // "5 minutes ago" is judged against the time of the last answer, which is refetched.
  const [now] = useState(() => new Date())
  const notifications = query.data

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <DocumentTitle>{unreadCount ? `Inbox (${unreadCount})` : 'Inbox'}</DocumentTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight text-fg outline-none sm:text-3xl"
          >
            Inbox
          </h1>
          <p className="mt-1.5 text-sm text-fg-muted sm:text-base" role="status">
            {unreadCount === undefined
              ? 'What the service told you about your orders.'
              : unreadCount === 0
                ? 'All caught up.'
                : `${unreadCount} unread ${unreadCount === 1 ? 'notification' : 'notifications'}.`}
          </p>
        </div>
        {notifications && notifications.length > 0 && (
          <Button variant="secondary" onClick={markAllRead} disabled={unreadCount === 0}>
            <CheckIcon className="size-4" />
            Mark all read
          </Button>
        )}
      </div>

      <Card className="overflow-hidden">
        {!account ? (
          <Message
            icon={<WalletIcon />}
            title="Connect a wallet to see your notifications"
            action={<ConnectButton />}
          >
            Notifications are kept per account.
          </Message>
        ) : notifications ? (
          notifications.length === 0 ? (
            <Message icon={<InboxIcon />} title="No notifications yet">
              Fills, expiries and cancellations of your orders will show here.
            </Message>
          ) : (
            <NotificationList
              notifications={notifications}
              read={read}
              now={query.dataUpdatedAt ? new Date(query.dataUpdatedAt) : now}
              onRead={(id) => markRead([id])}
            />
          )
        ) : query.error ? (
          inboxFailure(query.error) === 'unavailable' ? (
            <Message icon={<InfoIcon />} title="Notifications are unavailable">
              The notification service is turned off right now. Your orders are not affected; check
              back later.
            </Message>
          ) : (
            <Message
              icon={<AlertIcon />}
              tone="error"
              title={describeError(query.error).title}
              action={
                <Button variant="secondary" onClick={() => void query.refetch()}>
                  Try again
                </Button>
              }
            >
              {describeError(query.error).sentence}
            </Message>
          )
        ) : (
          <div aria-busy="true" className="divide-y divide-line">
            <span role="status" className="sr-only">
              Loading notifications…
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
    </div>
  )
}

function ConnectButton() {
  const { openConnectModal } = useWalletModals()
  return <Button onClick={openConnectModal}>Connect a wallet</Button>
}

function Message({
  icon,
  title,
  children,
  action,
  tone = 'calm',
}: {
  icon: ReactNode
  title: string
  children?: ReactNode
  action?: ReactNode
  tone?: 'calm' | 'error'
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="flex flex-col items-center px-6 py-14 text-center"
    >
      <span
        className={
          tone === 'error'
            ? 'mb-3 flex size-12 items-center justify-center rounded-2xl bg-danger-soft text-2xl text-danger'
            : 'mb-3 flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-2xl text-brand-text'
        }
      >
        {icon}
      </span>
      <p className="text-base font-semibold text-fg">{title}</p>
      {children && <p className="mt-1 max-w-md text-sm text-fg-muted">{children}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  )
}
