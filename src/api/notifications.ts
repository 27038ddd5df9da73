/** The notifications family: `{bff}/accounts/{account}/notifications` (spec 4.7). */
import { isAddress } from 'viem'
import { DEFAULT_RETRY_POLICY } from './retry'
import { invalidRequest } from './errors'
import { requestJson } from './http'
import { serviceUrls, type ApiContext, type ApiResult } from './request-types'
import { notificationSchema } from '@batchswap/contract/wire/notifications'
import { readEach } from './read-list'
import { toNotification, toNotifications, type Notification } from './notification-types'
import { orderListReadSchema } from '@batchswap/contract/wire/orders'

/**
 * The account's notifications, newest first, both the spec's shape and the CMS shape
 * normalised into `Notification`. Freshness: max-age, 300 s per spec.
 *
 * Always revalidated with the service (`cache: 'no-cache'`): the browser would otherwise
 * serve its copy for the whole max-age, and the inbox would lag five minutes behind a fill
 * (issue 11). How often to ask stays React Query's business (staleTime = max-age).
 *
 * 503 is not retried here: on this endpoint it means the notification backend is turned
 * off (spec 4.7), a standing state the inbox shows calmly, not a blip worth 15 s of retries.
 * A notification that does not read is left out (`meta.skipped`), not the inbox.
 */
export async function getNotifications(
  ctx: ApiContext,
  account: string,
): Promise<ApiResult<Notification[]>> {
  if (!isAddress(account, { strict: false })) {
    throw invalidRequest('notifications', `account "${account}" is not an address`)
  }
  const result = await requestJson(ctx, {
    endpoint: 'notifications',
    method: 'GET',
    url: `${serviceUrls(ctx).notifications}/${account}/notifications`,
    schema: orderListReadSchema,
    cache: 'no-cache',
    retry: {
      retryStatuses: (ctx.retry?.retryStatuses ?? DEFAULT_RETRY_POLICY.retryStatuses).filter(
        (status) => status !== 503,
      ),
    },
  })
  // Each element is checked and converted on its own; the survivors are then sorted.
  const read = readEach('notifications', result.data, notificationSchema, (wire) => {
    toNotification(wire)
    return wire
  })
  return {
    data: toNotifications(read.items),
    meta: { ...result.meta, skipped: read.skipped, listLength: result.data.length },
  }
}
