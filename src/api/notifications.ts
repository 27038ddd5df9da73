/** The notifications family: `{bff}/accounts/{account}/notifications` (spec 4.7). */
import { isAddress } from 'viem'
import { DEFAULT_RETRY_POLICY } from './retry'
import { invalidRequest } from './errors'
import { mapResult, requestJson, serviceUrls, type ApiContext, type ApiResult } from './http'
import { toNotifications, type Notification } from './types'
import { notificationsResponseSchema } from './wire'

/**
 * The account's notifications, newest first, both the spec's shape and the CMS shape
 * normalised into `Notification`. Freshness: max-age, 300 s per spec.
 *
 * 503 is not retried here: on this endpoint it means the notification backend is turned
 * off (spec 4.7), a standing state the inbox shows calmly, not a blip worth 15 s of retries.
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
    schema: notificationsResponseSchema,
    retry: {
      retryStatuses: (ctx.retry?.retryStatuses ?? DEFAULT_RETRY_POLICY.retryStatuses).filter(
        (status) => status !== 503,
      ),
    },
  })
  return mapResult(result, 'notifications', toNotifications)
}
