/**
 * `GET /accounts/{account}/notifications` (spec 4.7): the account's notifications, newest
 * first, in the interface document's shape. They are written by the indexer (fills,
 * expiry, cancellations, price improvement) and the solver (insufficient balance).
 * Then, as the production CMS appends them (cowprotocol/cms `getNotificationList`), up to
 * 50 notifications meant for everyone, in the CMS shape with `account: null`.
 * With the backend disabled (SANDBOX_NOTIFICATIONS=off) the endpoint is unavailable: 503.
 */
import type { Hono } from 'hono'
import type {
  WireCmsNotification,
  WireSpecNotification,
} from '@batchswap/contract/wire/notifications'
import type { OrderbookContext, RouteModule } from '../kernel/context'
import { ApiError } from '../kernel/errors'
import { requireAddress } from './params'

export const NOTIFICATIONS_MAX_AGE_SECONDS = 300
export const NOTIFICATIONS_LIMIT = 200
/** What the CMS appends for everyone (its `getNotificationsForAll` limit). */
export const NOTIFICATIONS_FOR_EVERYONE_LIMIT = 50

export interface NotificationRoutesOptions {
  /** Overrides the service configuration's `notifications` switch. */
  enabled?: boolean
}

export function notificationRoutes(options: NotificationRoutesOptions = {}): RouteModule {
  return (app: Hono, ctx: OrderbookContext) => {
    app.get('/accounts/:account/notifications', async (c) => {
      if (!(options.enabled ?? ctx.config.notifications)) {
        throw new ApiError(503, 'Unavailable', 'Notifications are unavailable')
      }
      const account = requireAddress(c.req.param('account'), 'account address')
      const stored = await ctx.db.listNotifications(account, NOTIFICATIONS_LIMIT)
      const forEveryone = await ctx.db.listNotificationsForEveryone(
        NOTIFICATIONS_FOR_EVERYONE_LIMIT,
      )
      const body: (WireSpecNotification | WireCmsNotification)[] = [
        ...stored.map((n) => ({
          id: String(n.id),
          account: n.account,
          type: n.type,
          message: n.message,
          timestamp: n.createdAt.toISOString(),
          metadata: n.metadata,
        })),
        // Ids come from the same sequence, so they never repeat an account's own.
        ...forEveryone.map((n) => ({
          id: n.id,
          account: null,
          title: n.title,
          description: n.message,
          createdAt: n.createdAt.toISOString(),
          url: n.url,
          thumbnail: null,
        })),
      ]
      c.header('Cache-Control', `public, max-age=${NOTIFICATIONS_MAX_AGE_SECONDS}`)
      return c.json(body)
    })
  }
}
