/**
 * How one delivery is sent on each kind of channel. A webhook is signed by the Standard
 * Webhooks library (`webhook-id` = the delivery's id on every attempt, `webhook-timestamp`,
 * `webhook-signature` with the current secret and, during a rotation, the previous one); a
 * web-push message is encrypted by `web-push` (RFC 8291 aes128gcm, RFC 8292 VAPID) and sent
 * over the same guarded HTTP client, its `Topic` the delivery's id so a retry replaces the
 * first in the push service.
 */
import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import webpush from 'web-push'
import * as z from 'zod/mini'
import type { WireWebhookPayload } from '@batchswap/contract/wire/channels'
import type { NotifyDeps } from './deps'
import { sendRequest, type OutgoingRequest } from './http-send'
import type { AttemptResult } from './retry-policy'
import type { StoredChannel } from './channel-store'
import { keyOnce } from './key-store'

export const WEBHOOK_SECRET_PREFIX = 'whsec_'

/** 32 random bytes, base64, with the Standard Webhooks prefix. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`
}

/** The secrets that sign now: the current one, and the previous during its grace period. */
export function signingSecrets(channel: StoredChannel, now: Date): string[] {
  const secrets = channel.secret ? [channel.secret] : []
  if (
    channel.previousSecret &&
    channel.previousSecretExpiresAt &&
    channel.previousSecretExpiresAt.getTime() > now.getTime()
  ) {
    secrets.push(channel.previousSecret)
  }
  return secrets
}

export function webhookRequest(
  channel: StoredChannel,
  deliveryId: string,
  payload: WireWebhookPayload,
  times: { signedAt: Date; now: Date },
): OutgoingRequest {
  const url = z.object({ url: z.string() }).parse(channel.target).url
  const body = JSON.stringify(payload)
  const at = times.signedAt
  // Each secret's "v1,<base64>" joined by spaces: a receiver with either verifies.
  const signature = signingSecrets(channel, times.now)
    .map((secret) => new Webhook(secret).sign(deliveryId, at, body))
    .join(' ')
  return {
    url,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'batchswap-sandbox-webhooks/1',
      'webhook-id': deliveryId,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body,
  }
}

// ---------------------------------------------------------------- web push

const vapidKeysSchema = z.object({ publicKey: z.string(), privateKey: z.string() })
export type VapidKeys = z.infer<typeof vapidKeysSchema>

/** The service's VAPID key pair: created on first use, then kept in its database. */
export function vapidKeys(deps: NotifyDeps): Promise<VapidKeys> {
  return keyOnce(
    deps.sql,
    'vapid',
    () => webpush.generateVAPIDKeys(),
    (value) => vapidKeysSchema.parse(value),
  )
}

export const pushSubscriptionTargetSchema = z.object({
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
})

/** What the service worker receives (and shows): small, the full notification is a fetch away. */
export interface PushMessage {
  title: string
  body: string
  /** The delivery's id: the notification replaces one with the same tag. */
  tag: string
  /** The app path that a click opens. */
  url: string
  type: string
  orderUid: string | null
  chainId: number
}

const TITLES: Record<string, string> = {
  order_filled: 'Order filled',
  order_partially_filled: 'Order partly filled',
  order_expired: 'Order expired',
  order_cancelled: 'Order cancelled',
  insufficient_balance: 'Balance too low for an order',
  price_improvement: 'Better price',
  test: 'Test notification',
}

export function pushMessageOf(deliveryId: string, payload: WireWebhookPayload): PushMessage {
  return {
    title: TITLES[payload.type] ?? 'batchswap',
    body: payload.message,
    tag: deliveryId,
    url: payload.orderUid ? `/orders/${payload.orderUid}` : '/inbox',
    type: payload.type,
    orderUid: payload.orderUid,
    chainId: payload.chainId,
  }
}

export function pushRequest(
  channel: StoredChannel,
  deliveryId: string,
  payload: WireWebhookPayload,
  keys: VapidKeys,
  subject: string,
): OutgoingRequest {
  const subscription = pushSubscriptionTargetSchema.parse(channel.target)
  const details = webpush.generateRequestDetails(
    subscription,
    JSON.stringify(pushMessageOf(deliveryId, payload)),
    {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      contentEncoding: 'aes128gcm',
      TTL: 24 * 60 * 60,
      urgency: 'normal',
      // A Topic is at most 32 URL-safe characters: the delivery id's hex part.
      topic: deliveryId.replace(/^msg_/, '').slice(0, 32),
    },
  )
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value)
  return { url: details.endpoint, method: 'POST', headers, body: details.body ?? '' }
}

// ---------------------------------------------------------------- dispatch

/** Sends one delivery on its channel; what came of it. */
export async function sendDelivery(
  deps: NotifyDeps,
  channel: StoredChannel,
  deliveryId: string,
  payload: WireWebhookPayload,
): Promise<AttemptResult> {
  const send = {
    policy: deps.urlPolicy,
    timeoutMs: deps.timeoutMs,
    trustedCertificates: deps.trustedCertificates,
  }
  switch (channel.kind) {
    case 'webhook':
      // Signed at the wall clock's time, not the service's (which a journey may move ahead):
      // receivers hold webhook-timestamp against their own clock to refuse replays.
      return sendRequest(
        webhookRequest(channel, deliveryId, payload, {
          signedAt: new Date(),
          now: deps.clock.now(),
        }),
        send,
      )
    case 'webpush': {
      const keys = await vapidKeys(deps)
      const result = await sendRequest(
        pushRequest(channel, deliveryId, payload, keys, deps.vapidSubject),
        send,
      )
      // RFC 8030: the subscription expired or was removed; it never comes back.
      if (result.kind === 'answered' && (result.status === 404 || result.status === 410)) {
        return { kind: 'gone', status: result.status }
      }
      return result
    }
    case 'email':
      if (!deps.mailer) return { kind: 'refused', reason: 'e-mail is not configured' }
      return deps.mailer.sendNotification(channel, deliveryId, payload)
    case 'telegram':
      if (!deps.telegram) return { kind: 'refused', reason: 'Telegram is not configured' }
      return deps.telegram.send(channel, payload)
  }
}
