/**
 * Wire schemas of the account's notification channels (issue 40, docs/notifications.md):
 * `{base_url}/accounts/{account}/auth/...` (Sign-In with Ethereum) and
 * `{base_url}/accounts/{account}/channels/...`, and the body every webhook carries. The
 * sandbox validates requests with them and the app validates answers with them.
 */
import * as z from 'zod/mini'

/** The spec's six notification types (section 6). */
export const NOTIFICATION_TYPES = [
  'order_filled',
  'order_partially_filled',
  'order_expired',
  'order_cancelled',
  'insufficient_balance',
  'price_improvement',
] as const
export type WireNotificationType = (typeof NOTIFICATION_TYPES)[number]
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES)

export const CHANNEL_KINDS = ['webhook', 'webpush', 'email', 'telegram'] as const
export type WireChannelKind = (typeof CHANNEL_KINDS)[number]

// ---------------------------------------------------------------- sign-in

/** GET .../auth/nonce */
export const nonceResponseSchema = z.object({
  nonce: z.string(),
  expiresAt: z.string(),
})

/** POST .../auth: an EIP-4361 message and the account's signature of it. */
export const signInRequestSchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(4096)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)),
})
export const signInResponseSchema = z.object({
  token: z.string(),
  account: z.string(),
  expiresAt: z.string(),
})

// ---------------------------------------------------------------- channels

const typesSchema = z.array(notificationTypeSchema).check(z.minLength(1), z.maxLength(6))

export const webPushSubscriptionSchema = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(2048)),
  keys: z.object({
    p256dh: z.string().check(z.minLength(1), z.maxLength(256)),
    auth: z.string().check(z.minLength(1), z.maxLength(256)),
  }),
})

/**
 * POST .../channels. A union on `kind` made of `z.union` and one-value `z.enum`s rather than
 * `z.discriminatedUnion` and `z.literal`: the app's first load carries the former already
 * (its zod is in the entry chunk), and the latter would add 0.4 KB gzip to it for one form.
 */
export const newChannelRequestSchema = z.union([
  z.object({
    kind: z.enum(['webhook']),
    url: z.string().check(z.minLength(1), z.maxLength(2048)),
    types: typesSchema,
  }),
  z.object({
    kind: z.enum(['webpush']),
    subscription: webPushSubscriptionSchema,
    types: typesSchema,
  }),
  z.object({
    kind: z.enum(['email']),
    email: z.string().check(z.minLength(3), z.maxLength(254)),
    types: typesSchema,
  }),
  z.object({ kind: z.enum(['telegram']), types: typesSchema }),
])
export type WireNewChannelRequest = z.infer<typeof newChannelRequestSchema>

/** PATCH .../channels/{id} */
export const updateChannelRequestSchema = z.object({ types: typesSchema })

/** A channel as listed: a webhook's secret is never listed (it is shown once). */
export const channelSchema = z.object({
  id: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  types: z.array(notificationTypeSchema),
  status: z.enum(['active', 'pending']),
  createdAt: z.string(),
  /** webhook: its URL; webpush: the push service's host; email: the address; telegram: chat. */
  target: z.string(),
})
export type WireChannel = z.infer<typeof channelSchema>
export const channelsResponseSchema = z.array(channelSchema)

/** POST .../channels and POST .../channels/{id}/secret: a webhook's secret, shown this once. */
export const createdChannelResponseSchema = z.object({
  channel: channelSchema,
  secret: z.optional(z.string()),
  /** Telegram: the one-time deep link to the bot, and the command to send instead. */
  link: z.optional(z.object({ url: z.string(), startCommand: z.string(), expiresAt: z.string() })),
})

export const deliverySchema = z.object({
  id: z.string(),
  /** The notification's id; null for a test delivery. */
  notificationId: z.nullable(z.string()),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  createdAt: z.string(),
  lastAttemptAt: z.nullable(z.string()),
  /** The receiver's last answer (an HTTP status for a webhook), when it answered. */
  lastStatus: z.nullable(z.number()),
  lastError: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.string()),
})
export type WireDelivery = z.infer<typeof deliverySchema>
export const deliveriesResponseSchema = z.array(deliverySchema)

/**
 * GET {base_url}/notifications/channels: the kinds of channel the service can add now
 * (e-mail only with an SMTP server, Telegram only with a bot), and the bot's name.
 */
export const channelOfferResponseSchema = z.object({
  kinds: z.array(z.enum(CHANNEL_KINDS)),
  telegramBot: z.optional(z.string()),
})
export type WireChannelOffer = z.infer<typeof channelOfferResponseSchema>

/** GET {base_url}/notifications/webpush/key */
export const vapidKeyResponseSchema = z.object({ publicKey: z.string() })

// ---------------------------------------------------------------- what a webhook receives

/**
 * The body of every delivery: the notification (spec 2.8) with the order's UID and the
 * chain. `id` is the notification's; the delivery's own id is the `webhook-id` header.
 */
export const webhookPayloadSchema = z.object({
  id: z.string(),
  account: z.string(),
  type: z.enum([...NOTIFICATION_TYPES, 'test']),
  message: z.string(),
  timestamp: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  orderUid: z.nullable(z.string()),
  chainId: z.number(),
  network: z.string(),
})
export type WireWebhookPayload = z.infer<typeof webhookPayloadSchema>
