/**
 * What web push asks of the notification service (docs/notifications.md): the VAPID key,
 * and adding and removing this browser's subscription as a `webpush` channel. The requests
 * themselves are the API module's (src/api/notify-channels.ts: one fetch wrapper, the wire
 * schemas, one error type); here is only what is particular to push.
 */
import { NOTIFICATION_TYPES } from '@batchswap/contract/wire/channels'
import { toApiError } from '@/api/errors'
import { addChannel, getVapidKey, removeChannel, type ChannelSession } from '@/api/notify-channels'
import type { ApiContext } from '@/api/request-types'

/** The subscription as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionKeys {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/** The service's VAPID public key (base64url), which a subscription must be made with. */
export async function getPushKey(ctx: ApiContext): Promise<string> {
  return (await getVapidKey(ctx)).data.publicKey
}

/**
 * Adds this browser's subscription as a push channel of every notification type (the panel
 * can narrow it later); its id.
 */
export async function addPushChannel(
  ctx: ApiContext,
  session: ChannelSession,
  subscription: PushSubscriptionKeys,
): Promise<string> {
  const { data } = await addChannel(ctx, session, {
    kind: 'webpush',
    subscription,
    types: [...NOTIFICATION_TYPES],
  })
  return data.channel.id
}

/** Removes the push channel; one that is gone already (a push service said 410) is fine. */
export async function removePushChannel(
  ctx: ApiContext,
  session: ChannelSession,
  channelId: string,
): Promise<void> {
  try {
    await removeChannel(ctx, session, channelId)
  } catch (error) {
    if (toApiError(error).status === 404) return
    throw error
  }
}
