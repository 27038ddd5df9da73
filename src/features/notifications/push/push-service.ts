import { t } from '@lingui/core/macro'
/**
 * The calls web push makes to the notification service (docs/notifications.md): the VAPID
 * key, Sign-In with Ethereum, adding and removing a `webpush` channel. Answers are checked
 * against the contract's wire schemas; a refusal becomes a `ChannelRequestError` carrying the
 * service's `{errorType, description}`.
 *
 * The channel requests carry the session's bearer token, which the app's one fetch wrapper
 * (src/api/http.ts) has no place for yet; once the Notifications panel (issue 40) brings
 * channel calls to src/api, these join them.
 */
import * as z from 'zod/mini'
import type { WireNotificationType } from '@batchswap/contract/wire/channels'
import type { ChannelSession } from '@/api/notify-channels'

/** What push needs of the panel's signed-in session: the account's bearer token. */
export type NotifySession = Pick<ChannelSession, 'account' | 'token'>

/** The subscription as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionKeys {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export class ChannelRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    description: string,
  ) {
    super(description)
    this.name = 'ChannelRequestError'
  }
}

/*
 * The answers are read with the fields push uses, as zod objects of strings, rather than with
 * the contract's wire/channels schemas: importing that module builds all of its schemas
 * (zod's constructors are not tree-shaken), which kept zod's discriminated unions, records,
 * enums and literals in the initial bundle (0.7 KB gzip, over its budget), since zod is there.
 * push-service.test.ts holds these to the wire schemas.
 */
const errorSchema = z.object({ errorType: z.string(), description: z.string() })
export const vapidKeyAnswer = z.object({ publicKey: z.string() })
export const createdChannelAnswer = z.object({ channel: z.object({ id: z.string() }) })

/** What a push channel carries: every notification type (the panel can narrow it). */
export const PUSH_TYPES = [
  'order_filled',
  'order_partially_filled',
  'order_expired',
  'order_cancelled',
  'insufficient_balance',
  'price_improvement',
] as const satisfies readonly WireNotificationType[]

/** `{base}/accounts` (the notifications family's base) → `{base}`. */
export function serviceBaseOf(accountsUrl: string): string {
  return accountsUrl.replace(/\/accounts\/?$/, '')
}

function answeredSentence(status: number): string {
  return t`The notification service answered ${status}.`
}

async function call(
  url: string,
  init: { method: 'GET' | 'POST' | 'DELETE'; token?: string; body?: unknown },
): Promise<{ status: number; body: unknown }> {
  let response: Response
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: 'no-store',
    })
  } catch {
    throw new ChannelRequestError(0, 'NetworkError', t`The notification service did not answer.`)
  }
  const text = await response.text()
  let body: unknown = undefined
  if (text !== '') {
    try {
      body = JSON.parse(text)
    } catch {
      body = undefined
    }
  }
  if (!response.ok) {
    const error = errorSchema.safeParse(body)
    throw error.success
      ? new ChannelRequestError(response.status, error.data.errorType, error.data.description)
      : new ChannelRequestError(
          response.status,
          'UnexpectedAnswer',
          answeredSentence(response.status),
        )
  }
  return { status: response.status, body }
}

function parsed<T>(schema: z.ZodMiniType<T>, body: unknown): T {
  const result = schema.safeParse(body)
  if (!result.success) {
    throw new ChannelRequestError(200, 'InvalidAnswer', t`The notification service answered oddly.`)
  }
  return result.data
}

/** The service's VAPID public key (base64url), which a subscription must be made with. */
export async function getVapidKey(accountsUrl: string): Promise<string> {
  const { body } = await call(`${serviceBaseOf(accountsUrl)}/notifications/webpush/key`, {
    method: 'GET',
  })
  return parsed(vapidKeyAnswer, body).publicKey
}

/** Adds this browser's subscription as a push channel of every notification type; its id. */
export async function addPushChannel(
  accountsUrl: string,
  session: NotifySession,
  subscription: PushSubscriptionKeys,
): Promise<string> {
  const { body } = await call(`${accountsUrl}/${session.account}/channels`, {
    method: 'POST',
    token: session.token,
    body: { kind: 'webpush', subscription, types: [...PUSH_TYPES] },
  })
  return parsed(createdChannelAnswer, body).channel.id
}

/** Removes the channel; one that is gone already (a push service said 410) is fine. */
export async function removeChannel(
  accountsUrl: string,
  session: NotifySession,
  channelId: string,
): Promise<void> {
  try {
    await call(`${accountsUrl}/${session.account}/channels/${encodeURIComponent(channelId)}`, {
      method: 'DELETE',
      token: session.token,
    })
  } catch (error) {
    if (error instanceof ChannelRequestError && error.status === 404) return
    throw error
  }
}
