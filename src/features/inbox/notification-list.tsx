import { Trans, useLingui } from '@lingui/react/macro'
import type { Notification } from '@/api/notification-types'
import type { OrderKindClass } from '@/api/order-kind'
import { dateTimeFormat } from '@/lib/locale-format'
import { ExternalLink, HexValue } from '@/components/external-link'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { transactionUrl } from '@/lib/explorer'
import { Link } from '@/lib/hash-router'
import { NotificationIcon } from './notification-icon'
import {
  audienceLabel,
  formatRelativeTime,
  kindLabel,
  notificationKind,
  notificationTitle,
  orderPathOf,
  notificationTxLabel,
  notificationTxOf,
  safeExternalUrl,
} from './notification-view'

export interface NotificationListProps {
  notifications: readonly Notification[]
  read: ReadonlySet<string>
  now: Date
  /** The network the notifications are about: where a refund transaction links to. */
  chainId: number
  /** The kind of each order the notifications are about, by lower-case UID. */
  orderNames?: ReadonlyMap<string, OrderKindClass>
  onRead: (id: string) => void
}

/**
 * Notifications newest first. Every text from the service is rendered as text (React
 * escapes it), never as HTML; links are the app's own order route or a checked http(s) URL.
 */
export function NotificationList({
  notifications,
  read,
  now,
  chainId,
  orderNames,
  onRead,
}: NotificationListProps) {
  const { t } = useLingui()
  const fullDate = dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' })
  return (
    <ul aria-label={t`Notifications`} className="divide-y divide-line">
      {notifications.map((n) => {
        const kind = notificationKind(n.type, n.metadata)
        const tx = notificationTxOf(n)
        const unread = !read.has(n.id)
        const orderPath = orderPathOf(n)
        const url = safeExternalUrl(n.url)
        const title = notificationTitle(
          n,
          n.orderId ? orderNames?.get(n.orderId.toLowerCase()) : undefined,
        )
        const audience = audienceLabel(n)
        return (
          <li
            key={n.id}
            className={cn('flex gap-3 px-4 py-4 sm:gap-4 sm:px-5', unread && 'bg-brand-soft/40')}
          >
            <NotificationIcon kind={kind} />
            <article aria-labelledby={`notification-${n.id}`} className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <h2 id={`notification-${n.id}`} className="text-sm font-semibold text-fg">
                  {unread && (
                    <>
                      <span
                        aria-hidden="true"
                        className="mr-2 inline-block size-2 rounded-full bg-brand align-middle"
                      />
                      <span className="sr-only">
                        <Trans>Unread:</Trans>{' '}
                      </span>
                    </>
                  )}
                  {title}
                  {n.title && <span className="sr-only"> ({kindLabel(kind)})</span>}
                </h2>
                <time
                  dateTime={n.timestamp.toISOString()}
                  title={fullDate.format(n.timestamp)}
                  className="text-xs whitespace-nowrap text-fg-subtle"
                >
                  {formatRelativeTime(n.timestamp, now)}
                </time>
              </div>
              <p className="mt-0.5 text-sm break-words whitespace-pre-line text-fg-muted">
                {n.message}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                {audience && <Badge>{audience}</Badge>}
                {tx && (
                  <span className="inline-flex items-center gap-1 text-fg-muted">
                    {notificationTxLabel(tx.label)}
                    <HexValue value={tx.hash} href={transactionUrl(chainId, tx.hash)} />
                  </span>
                )}
                {orderPath && (
                  <Link
                    to={orderPath}
                    onClick={() => onRead(n.id)}
                    className="font-medium text-brand-text hover:underline"
                  >
                    <Trans>View order</Trans>
                  </Link>
                )}
                {url && (
                  <ExternalLink href={url} onClick={() => onRead(n.id)}>
                    <Trans>Read more</Trans>
                  </ExternalLink>
                )}
                {unread && (
                  <button
                    type="button"
                    onClick={() => onRead(n.id)}
                    className="font-medium text-fg-muted hover:text-fg hover:underline"
                  >
                    <Trans>
                      Mark as read<span className="sr-only">: {title}</span>
                    </Trans>
                  </button>
                )}
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
