import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { isHex, size, type Hex } from 'viem'
import { dateTimeFormat, formatLocale } from '@/lib/locale-format'
import type { Notification } from '@/api/notification-types'
import type { OrderChange } from '@/api/order-outcome'
import { orderEndTitle, type OrderKindClass } from '@/api/order-kind'
import { isOrderUid } from '@batchswap/contract/protocol/uid'

/** The spec's notification types (section 6), plus CMS announcements and anything new. */
export type NotificationKind =
  | 'filled'
  | 'partiallyFilled'
  | 'expired'
  | 'cancelled'
  /** An expired eth-flow order was refunded: its native currency came back. */
  | 'refunded'
  | 'insufficientBalance'
  | 'priceImprovement'
  | 'announcement'
  | 'other'

const KINDS: Record<string, NotificationKind> = {
  order_filled: 'filled',
  order_partially_filled: 'partiallyFilled',
  order_expired: 'expired',
  order_cancelled: 'cancelled',
  insufficient_balance: 'insufficientBalance',
  price_improvement: 'priceImprovement',
  cms: 'announcement',
}

const OTHER_LABELS: Record<Exclude<NotificationKind, OrderChange>, MessageDescriptor> = {
  refunded: msg`Refunded`,
  insufficientBalance: msg`Insufficient balance`,
  priceImprovement: msg`Price improvement`,
  announcement: msg`Announcement`,
  other: msg`Notification`,
}

/** Read by screen readers next to the icon, and the title when the notification has none. */
export function kindLabel(kind: NotificationKind): string {
  return isOrderEnd(kind) ? orderEndTitle('unknown', kind) : i18n._(OTHER_LABELS[kind])
}

/**
 * The kind of a notification, from its type; an expired eth-flow order's refund carries
 * `refunded: true` in its metadata (the sandbox sends it as `order_expired`, the spec having
 * no refund type; `order_cancelled` is read the same), and the trader's news there is that
 * their native currency came back.
 */
export function notificationKind(
  type: string,
  metadata?: Readonly<Record<string, unknown>>,
): NotificationKind {
  const kind = KINDS[type] ?? 'other'
  if ((kind === 'cancelled' || kind === 'expired') && metadata?.refunded === true) return 'refunded'
  return kind
}

/** The transaction a notification names, to link: its label and hash. */
export interface NotificationTx {
  label: 'Refund transaction' | 'Cancellation transaction'
  hash: Hex
}

/**
 * The transaction a notification names (`metadata.txHash`, when well-formed): a refund's, or
 * an on-chain cancellation's (`metadata.onchain: true`), which for an eth-flow order is also
 * where its native currency came back.
 */
export function notificationTxOf(
  notification: Pick<Notification, 'type' | 'metadata'>,
): NotificationTx | undefined {
  const kind = notificationKind(notification.type, notification.metadata)
  const label =
    kind === 'refunded'
      ? 'Refund transaction'
      : kind === 'cancelled' && notification.metadata.onchain === true
        ? 'Cancellation transaction'
        : undefined
  const hash = notification.metadata.txHash
  return label && typeof hash === 'string' && isHex(hash, { strict: true }) && size(hash) === 32
    ? { label, hash }
    : undefined
}

/**
 * A CMS link, only when it is an absolute http(s) URL: the text comes from a service, and
 * a `javascript:` or `data:` URL in an href would run in the app's origin.
 */
export function safeExternalUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}

/** The app route of the order a notification is about, when it names a well-formed UID. */
export function orderPathOf(notification: Pick<Notification, 'orderId'>): string | undefined {
  return isOrderUid(notification.orderId) ? `/orders/${notification.orderId}` : undefined
}

/**
 * The service's own title, else the kind's words; news about an order names the order as the
 * app does everywhere else ("Swap filled", "Limit order cancelled") when `orderKind` (from
 * `orderClassOf` the order, once read) is known, "Order filled" while it is not.
 */
export function notificationTitle(
  notification: Pick<Notification, 'title' | 'type'> & Partial<Pick<Notification, 'metadata'>>,
  orderKind?: OrderKindClass,
): string {
  const title = notification.title?.trim()
  if (title) return title
  const kind = notificationKind(notification.type, notification.metadata)
  return isOrderEnd(kind) && orderKind ? orderEndTitle(orderKind, kind) : kindLabel(kind)
}

/** A notification's transaction link, named in the active language. */
export function notificationTxLabel(label: NotificationTx['label']): string {
  return label === 'Refund transaction' ? t`Refund transaction` : t`Cancellation transaction`
}

/** The kinds that are an order's own news, titled with its name. */
function isOrderEnd(kind: NotificationKind): kind is OrderChange {
  return (
    kind === 'filled' || kind === 'partiallyFilled' || kind === 'expired' || kind === 'cancelled'
  )
}

/**
 * Said beside a notification the service sends to every account (`account: null`), so an
 * announcement is not mistaken for news about the trader's own orders.
 */
export function audienceLabel(notification: Pick<Notification, 'forEveryone'>): string | undefined {
  return notification.forEveryone ? t`For everyone` : undefined
}

/** Statuses that mean the notification backend is switched off or absent (spec 4.7). */
const UNAVAILABLE_STATUSES = new Set([404, 501, 503])

/**
 * How the inbox shows a failed load: the backend being turned off is a standing state,
 * shown calmly; anything else is an error with a retry.
 */
export function inboxFailure(error: { status?: number | undefined }): 'unavailable' | 'error' {
  return error.status !== undefined && UNAVAILABLE_STATUSES.has(error.status)
    ? 'unavailable'
    : 'error'
}

/** "just now", "5 minutes ago", "yesterday"; a plain date after a week. */
export function formatRelativeTime(date: Date, now: Date): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000)
  const abs = Math.abs(seconds)
  // In the active language (made per call: the language can change, and this is rare).
  const relative = new Intl.RelativeTimeFormat(formatLocale(), { numeric: 'auto' })
  const absolute = dateTimeFormat({ dateStyle: 'medium' })
  if (abs < 45) return t`just now`
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute')
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour')
  if (abs < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day')
  return absolute.format(date)
}
