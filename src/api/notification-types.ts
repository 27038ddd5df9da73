/**
 * Domain type of the account's notifications (spec and CMS shapes), with its converters
 * from the wire.
 */
import type {
  WireCmsNotification,
  WireSpecNotification,
} from '@batchswap/contract/wire/notifications'
import { date } from '@batchswap/contract/wire/values'

// ---------------------------------------------------------------- notifications

/** One type for both notification shapes: the spec's and the production CMS's. */
export interface Notification {
  id: string
  account?: string
  /** Sent to every account (the service's `account: null`), not about this one's orders. */
  forEveryone?: true
  /** The spec's type (order_filled, ...), or 'cms' for CMS announcements. */
  type: string
  title?: string
  /** Plain text; render as text, never as HTML. */
  message: string
  timestamp: Date
  url?: string
  thumbnail?: string
  /** From `metadata.orderId` when present. */
  orderId?: string
  metadata: Record<string, unknown>
}

export function toNotification(wire: WireSpecNotification | WireCmsNotification): Notification {
  // The two shapes differ in the type of `id`: a number only in the CMS shape.
  if (typeof wire.id === 'number') {
    const cms = wire as WireCmsNotification
    const notification: Notification = {
      id: String(cms.id),
      type: 'cms',
      title: cms.title,
      message: cms.description,
      timestamp: date('createdAt', cms.createdAt),
      metadata: {},
    }
    if (cms.account === null) notification.forEveryone = true
    else if (cms.account !== undefined) notification.account = cms.account
    if (cms.url) notification.url = cms.url
    if (cms.thumbnail) notification.thumbnail = cms.thumbnail
    return notification
  }
  const spec = wire as WireSpecNotification
  const metadata = spec.metadata ?? {}
  const notification: Notification = {
    id: spec.id,
    type: spec.type,
    message: spec.message,
    timestamp: date('timestamp', spec.timestamp),
    metadata,
  }
  if (spec.account === null) notification.forEveryone = true
  else if (spec.account !== undefined) notification.account = spec.account
  if (typeof metadata.orderId === 'string') notification.orderId = metadata.orderId
  return notification
}

/** Normalises a list and orders it newest first (stable for equal times). */
export function toNotifications(
  wire: readonly (WireSpecNotification | WireCmsNotification)[],
): Notification[] {
  return wire
    .map(toNotification)
    .map((n, index) => ({ n, index }))
    .sort((a, b) => b.n.timestamp.getTime() - a.n.timestamp.getTime() || a.index - b.index)
    .map(({ n }) => n)
}
