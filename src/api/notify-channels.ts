/**
 * The account's notification channels (docs/notifications.md): Sign-In with Ethereum for a
 * session, then the channels and their deliveries under `{bff}/accounts/{account}/...` with
 * the session's bearer token. Against the production services, CoW's own Telegram connection
 * instead (`.../telegram/connect-token` and `.../connect-status`, cowprotocol/bff's telegram
 * routes), which needs no sign-in: linking happens in the chat.
 *
 * Writes are sent once (`maxAttempts: 1`): a sign-in spends its nonce, and a retried "add"
 * whose first answer was lost would add the channel twice.
 */
import { getAddress, type Address } from 'viem'
import * as z from 'zod/mini'
import {
  channelOfferResponseSchema,
  channelSchema,
  channelsResponseSchema,
  createdChannelResponseSchema,
  deliveriesResponseSchema,
  deliverySchema,
  newChannelRequestSchema,
  nonceResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  updateChannelRequestSchema,
  vapidKeyResponseSchema,
  type WireNewChannelRequest,
  type WireNotificationType,
} from '@batchswap/contract/wire/channels'
import { mapResult, requestJson } from './http'
import { checkAddress, checkBody } from './orderbook-request'
import { serviceUrls, type ApiContext, type ApiResult, type RequestSpec } from './request-types'

const ENDPOINT = 'notifyChannels'
const ONCE = { maxAttempts: 1 } as const

/** A session of the account with the channels service, from a signed EIP-4361 message. */
export interface ChannelSession {
  account: Address
  token: string
  expiresAt: Date
}

/** A 204 answer has no body; nothing in one is read. */
const emptySchema = z.unknown()

function accountUrl(ctx: ApiContext, account: string, path: string): string {
  return `${serviceUrls(ctx).notifications}/${checkAddress(ENDPOINT, 'account', account)}${path}`
}

/** The service's root (`{base}`), where the account-free notification routes are. */
export function notifyServiceRoot(ctx: ApiContext): string {
  return serviceUrls(ctx).notifications.replace(/\/accounts$/, '')
}

function authorised<T>(
  ctx: ApiContext,
  session: ChannelSession,
  spec: Omit<RequestSpec<T>, 'endpoint' | 'url' | 'headers'> & { path: string },
): Promise<ApiResult<T>> {
  const { path, ...rest } = spec
  return requestJson(ctx, {
    ...rest,
    endpoint: ENDPOINT,
    url: accountUrl(ctx, session.account, path),
    headers: { Authorization: `Bearer ${session.token}` },
  })
}

// ---------------------------------------------------------------- what the service offers

/** The kinds of channel this service can add now (e-mail and Telegram only when configured). */
export async function getChannelOffer(ctx: ApiContext) {
  return requestJson(ctx, {
    endpoint: ENDPOINT,
    method: 'GET',
    url: `${notifyServiceRoot(ctx)}/notifications/channels`,
    schema: channelOfferResponseSchema,
  })
}

/** The service's VAPID public key (base64url): a web-push subscription is made with it. */
export async function getVapidKey(ctx: ApiContext) {
  return requestJson(ctx, {
    endpoint: ENDPOINT,
    method: 'GET',
    url: `${notifyServiceRoot(ctx)}/notifications/webpush/key`,
    schema: vapidKeyResponseSchema,
    // A reset sandbox makes a new key; a subscription made with the old one would be refused.
    cache: 'no-store',
  })
}

// ---------------------------------------------------------------- sign-in

export async function getSignInNonce(ctx: ApiContext, account: string) {
  return requestJson(ctx, {
    endpoint: ENDPOINT,
    method: 'GET',
    url: accountUrl(ctx, account, '/auth/nonce'),
    schema: nonceResponseSchema,
    cache: 'no-store',
  })
}

export async function signIn(
  ctx: ApiContext,
  account: string,
  signed: { message: string; signature: string },
): Promise<ApiResult<ChannelSession>> {
  const result = await requestJson(ctx, {
    endpoint: ENDPOINT,
    method: 'POST',
    url: accountUrl(ctx, account, '/auth'),
    body: checkBody(ENDPOINT, signInRequestSchema, signed),
    schema: signInResponseSchema,
    retry: ONCE,
  })
  return mapResult(result, ENDPOINT, (wire) => {
    const expiresAt = new Date(wire.expiresAt)
    if (Number.isNaN(expiresAt.getTime())) throw new Error(`expiresAt "${wire.expiresAt}"`)
    return { account: getAddress(wire.account), token: wire.token, expiresAt }
  })
}

export async function signOut(ctx: ApiContext, session: ChannelSession) {
  return authorised(ctx, session, {
    method: 'DELETE',
    path: '/auth',
    schema: emptySchema,
    retry: ONCE,
  })
}

// ---------------------------------------------------------------- channels

export async function listChannels(ctx: ApiContext, session: ChannelSession) {
  return authorised(ctx, session, {
    method: 'GET',
    path: '/channels',
    schema: channelsResponseSchema,
    cache: 'no-store',
  })
}

export async function addChannel(
  ctx: ApiContext,
  session: ChannelSession,
  request: WireNewChannelRequest,
) {
  return authorised(ctx, session, {
    method: 'POST',
    path: '/channels',
    body: checkBody(ENDPOINT, newChannelRequestSchema, request),
    schema: createdChannelResponseSchema,
    retry: ONCE,
  })
}

export async function updateChannelTypes(
  ctx: ApiContext,
  session: ChannelSession,
  channelId: string,
  types: readonly WireNotificationType[],
) {
  return authorised(ctx, session, {
    method: 'PATCH',
    path: `/channels/${encodeURIComponent(channelId)}`,
    body: checkBody(ENDPOINT, updateChannelRequestSchema, { types }),
    schema: channelSchema,
    retry: ONCE,
  })
}

export async function removeChannel(ctx: ApiContext, session: ChannelSession, channelId: string) {
  return authorised(ctx, session, {
    method: 'DELETE',
    path: `/channels/${encodeURIComponent(channelId)}`,
    schema: emptySchema,
    retry: ONCE,
  })
}

export async function sendTestDelivery(
  ctx: ApiContext,
  session: ChannelSession,
  channelId: string,
) {
  return authorised(ctx, session, {
    method: 'POST',
    path: `/channels/${encodeURIComponent(channelId)}/test`,
    schema: deliverySchema,
    retry: ONCE,
  })
}

/** A webhook's new secret, shown this once; the old one keeps signing for 24 hours. */
export async function rotateWebhookSecret(
  ctx: ApiContext,
  session: ChannelSession,
  channelId: string,
) {
  return authorised(ctx, session, {
    method: 'POST',
    path: `/channels/${encodeURIComponent(channelId)}/secret`,
    schema: createdChannelResponseSchema,
    retry: ONCE,
  })
}

export async function listDeliveries(ctx: ApiContext, session: ChannelSession, channelId: string) {
  return authorised(ctx, session, {
    method: 'GET',
    path: `/channels/${encodeURIComponent(channelId)}/deliveries`,
    schema: deliveriesResponseSchema,
    cache: 'no-store',
  })
}

export async function redeliver(
  ctx: ApiContext,
  session: ChannelSession,
  channelId: string,
  deliveryId: string,
) {
  return authorised(ctx, session, {
    method: 'POST',
    path: `/channels/${encodeURIComponent(channelId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    schema: deliverySchema,
    retry: ONCE,
  })
}

// ---------------------------------------------------------------- CoW's Telegram connection

/** `POST {bff}/accounts/{account}/telegram/connect-token` (cowprotocol/bff). */
const cowConnectTokenSchema = z.object({ token: z.string(), deepLink: z.string() })
/** `GET {bff}/accounts/{account}/telegram/connect-status` (cowprotocol/bff). */
const cowConnectStatusSchema = z.object({
  connected: z.boolean(),
  username: z.optional(z.string()),
  /** The bot's chat with "/unsubscribe" filled in: unsubscribing happens there. */
  botDeepLink: z.string(),
})
export type CowTelegramStatus = z.infer<typeof cowConnectStatusSchema>

export async function getCowTelegramConnectToken(ctx: ApiContext, account: string) {
  return requestJson(ctx, {
    endpoint: ENDPOINT,
    method: 'POST',
    url: accountUrl(ctx, account, '/telegram/connect-token'),
    // The real bff (Fastify) refuses a JSON POST with no body at all.
    body: {},
    schema: cowConnectTokenSchema,
    retry: ONCE,
  })
}

export async function getCowTelegramStatus(ctx: ApiContext, account: string) {
  return requestJson(ctx, {
    endpoint: ENDPOINT,
    method: 'GET',
    url: accountUrl(ctx, account, '/telegram/connect-status'),
    schema: cowConnectStatusSchema,
    cache: 'no-store',
  })
}
