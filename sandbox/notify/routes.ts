/**
 * The account's channels, next to its notifications (`{base_url}/accounts/{account}/...`,
 * docs/notifications.md): Sign-In with Ethereum (`auth/nonce`, `auth`), then with the
 * session's bearer token: list, add, change the types of, remove and test channels, rotate a
 * webhook's secret, read a channel's deliveries and redeliver one. Errors are the orderbook's
 * `{errorType, description}` (answered here: the service words errors off its orderbook
 * paths as `{message}`). Nothing about a channel is told to anyone but its account.
 */
import type { Context, Hono } from 'hono'
import type { Address } from 'viem'
import {
  newChannelRequestSchema,
  signInRequestSchema,
  updateChannelRequestSchema,
  type WireChannel,
  type WireDelivery,
  type WireWebhookPayload,
} from '@batchswap/contract/wire/channels'
import { ApiError } from '../kernel/errors'
import { parseAddressParam, parseWith, readJsonBody } from '../kernel/http'
import type { NotifyDeps } from './deps'
import { isEmailAddress, newEmailToken } from './email'
import { newLinkToken, TELEGRAM_LINK_TTL_MS } from './telegram'
import { newWebhookSecret, vapidKeys } from './senders'
import { hashToken, issueNonce, requireSession, signIn } from './siwe-auth'
import {
  activateEmailChannel,
  countChannels,
  deleteEmailChannelByToken,
  deleteChannel,
  deleteSession,
  insertChannel,
  insertTestDelivery,
  requeueDelivery,
  rotateChannelSecret,
  selectChannel,
  selectChannels,
  selectDeliveries,
  updateChannelTypes,
  type StoredChannel,
  type StoredDelivery,
} from './store'
import { refusedUrl } from './url-guard'

export const MAX_CHANNELS_PER_ACCOUNT = 20
export const DELIVERIES_LIMIT = 50
/** After a rotation the previous secret signs too for this long, so receivers can roll over. */
export const SECRET_ROTATION_GRACE_MS = 24 * 60 * 60 * 1000

export interface ChannelRoutesOptions {
  /** Called when a delivery is queued by a request (a test, a redelivery): send it now. */
  onQueued?: () => void
  /** Whether e-mail channels can be added (an SMTP URL is configured). */
  email?: boolean
}

function channelToWire(channel: StoredChannel): WireChannel {
  const target = (() => {
    const t = channel.target
    if (channel.kind === 'webhook' && typeof t.url === 'string') return t.url
    if (channel.kind === 'webpush' && typeof t.endpoint === 'string') {
      // The push service, not the endpoint: the endpoint is a capability URL.
      try {
        return new URL(t.endpoint).host
      } catch {
        return 'push service'
      }
    }
    if (channel.kind === 'email' && typeof t.email === 'string') return t.email
    if (channel.kind === 'telegram') return typeof t.chatId === 'string' ? `chat ${t.chatId}` : ''
    return ''
  })()
  return {
    id: channel.id,
    kind: channel.kind,
    types: channel.types,
    status: channel.status,
    createdAt: channel.createdAt.toISOString(),
    target,
  }
}

function deliveryToWire(d: StoredDelivery): WireDelivery {
  return {
    id: d.id,
    notificationId: d.notificationId === null ? null : String(d.notificationId),
    status: d.status,
    attempts: d.attempts,
    createdAt: d.createdAt.toISOString(),
    lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
    lastStatus: d.lastStatus,
    lastError: d.lastError,
    nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
  }
}

/** Answers an ApiError as `{errorType, description}`; anything else goes to the service. */
function answered(handler: (c: Context) => Promise<Response>) {
  return async (c: Context): Promise<Response> => {
    try {
      return await handler(c)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return c.json(error.body(), error.status, error.headers)
    }
  }
}

function channelNotFound(id: string): ApiError {
  return new ApiError(404, 'ChannelNotFound', `The account has no channel ${id}`)
}

export function channelRoutes(deps: NotifyDeps, options: ChannelRoutesOptions = {}) {
  const queued = () => options.onQueued?.()
  return (app: Hono): void => {
    const account = (c: Context): Address =>
      parseAddressParam(c.req.param('account') ?? '', 'account')
    /** The path's account, once the request's session is shown to be that account's. */
    const authorised = async (c: Context): Promise<Address> => {
      const owner = account(c)
      await requireSession(deps, owner, c.req.header('authorization'))
      return owner
    }
    const ownChannel = async (c: Context, owner: Address): Promise<StoredChannel> => {
      const id = c.req.param('id') ?? ''
      const channel = await selectChannel(deps.sql, owner, id)
      if (!channel) throw channelNotFound(id)
      return channel
    }

    app.get(
      '/notifications/webpush/key',
      answered(async (c) => c.json({ publicKey: (await vapidKeys(deps)).publicKey })),
    )

    // E-mail links: no wallet, the token in the link is the proof of the mailbox.
    const page = (c: Context, status: 200 | 404, text: string, form?: string) =>
      c.html(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>batchswap notifications</title><p>${text}</p>${form ?? ''}</html>`,
        status,
      )
    app.get('/notifications/email/confirm', async (c) => {
      const confirmed = await activateEmailChannel(deps.sql, c.req.query('token') ?? '')
      return confirmed
        ? page(c, 200, 'Confirmed: order notifications will come to this address.')
        : page(c, 404, 'This link is unknown or was used for an address that unsubscribed.')
    })
    app.get('/notifications/email/unsubscribe', (c) => {
      const token = c.req.query('token') ?? ''
      // RFC 8058: a GET never unsubscribes (mail scanners follow links); the button POSTs.
      return page(
        c,
        200,
        'Stop batchswap order notifications to this address?',
        `<form method="post" action="?token=${encodeURIComponent(token)}"><button>Unsubscribe</button></form>`,
      )
    })
    app.post('/notifications/email/unsubscribe', async (c) => {
      const removed = await deleteEmailChannelByToken(deps.sql, c.req.query('token') ?? '')
      return removed
        ? page(c, 200, 'Unsubscribed: no more mails will come to this address.')
        : page(c, 404, 'This address was unsubscribed already.')
    })

    app.get(
      '/accounts/:account/auth/nonce',
      answered(async (c) => {
        account(c)
        const { nonce, expiresAt } = await issueNonce(deps)
        c.header('Cache-Control', 'no-store')
        return c.json({ nonce, expiresAt: expiresAt.toISOString() })
      }),
    )

    app.post(
      '/accounts/:account/auth',
      answered(async (c) => {
        const owner = account(c)
        const body = parseWith(signInRequestSchema, await readJsonBody(c))
        const session = await signIn(deps, owner, { ...body, origin: c.req.header('origin') })
        c.header('Cache-Control', 'no-store')
        return c.json({
          token: session.token,
          account: session.account,
          expiresAt: session.expiresAt.toISOString(),
        })
      }),
    )

    app.delete(
      '/accounts/:account/auth',
      answered(async (c) => {
        await authorised(c)
        const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
        if (token) await deleteSession(deps.sql, hashToken(token))
        return c.body(null, 204)
      }),
    )

    app.get(
      '/accounts/:account/channels',
      answered(async (c) => {
        const owner = await authorised(c)
        c.header('Cache-Control', 'no-store')
        return c.json((await selectChannels(deps.sql, owner)).map(channelToWire))
      }),
    )

    app.post(
      '/accounts/:account/channels',
      answered(async (c) => {
        const owner = await authorised(c)
        const request = parseWith(newChannelRequestSchema, await readJsonBody(c))
        if ((await countChannels(deps.sql, owner)) >= MAX_CHANNELS_PER_ACCOUNT) {
          throw new ApiError(
            400,
            'TooManyChannels',
            `An account has at most ${MAX_CHANNELS_PER_ACCOUNT} channels; remove one first`,
          )
        }
        const createdAt = deps.clock.now()
        switch (request.kind) {
          case 'webhook': {
            const why = refusedUrl(request.url, deps.urlPolicy)
            if (why) throw new ApiError(400, 'InvalidUrl', `The webhook URL is refused: ${why}`)
            const secret = newWebhookSecret()
            const channel = await insertChannel(deps.sql, {
              account: owner,
              kind: 'webhook',
              types: request.types,
              target: { url: request.url },
              secret,
              status: 'active',
              createdAt,
            })
            c.header('Cache-Control', 'no-store')
            return c.json({ channel: channelToWire(channel), secret }, 201)
          }
          case 'webpush': {
            const why = refusedUrl(request.subscription.endpoint, deps.urlPolicy)
            if (why) throw new ApiError(400, 'InvalidUrl', `The push endpoint is refused: ${why}`)
            const channel = await insertChannel(deps.sql, {
              account: owner,
              kind: 'webpush',
              types: request.types,
              target: request.subscription,
              secret: null,
              status: 'active',
              createdAt,
            })
            return c.json({ channel: channelToWire(channel) }, 201)
          }
          case 'email': {
            const mailer = deps.mailer
            if (!mailer) {
              throw new ApiError(
                400,
                'ChannelUnavailable',
                'E-mail is not configured on this service (no SMTP URL)',
              )
            }
            if (!isEmailAddress(request.email)) {
              throw new ApiError(400, 'InvalidEmail', `"${request.email}" is not an e-mail address`)
            }
            // The links in the mails lead back to this service as the caller reached it.
            const baseUrl = new URL(c.req.url).origin
            const token = newEmailToken()
            const channel = await insertChannel(deps.sql, {
              account: owner,
              kind: 'email',
              types: request.types,
              target: { email: request.email, baseUrl },
              secret: token,
              status: 'pending',
              createdAt,
            })
            try {
              await mailer.sendConfirmation(request.email, baseUrl, token)
            } catch (error) {
              await deleteChannel(deps.sql, owner, channel.id)
              throw new ApiError(
                502,
                'EmailUnavailable',
                `The mail server did not take the confirmation mail (${
                  error instanceof Error ? error.message : String(error)
                })`,
              )
            }
            // Pending until the link in the mail is followed; the token is never answered.
            return c.json({ channel: channelToWire(channel) }, 201)
          }
          case 'telegram': {
            const telegram = deps.telegram
            if (!telegram) {
              throw new ApiError(
                400,
                'ChannelUnavailable',
                'Telegram is not configured on this service (no bot token)',
              )
            }
            let username: string
            try {
              username = await telegram.username()
            } catch (error) {
              throw new ApiError(
                502,
                'TelegramUnavailable',
                `The Telegram Bot API did not answer (${
                  error instanceof Error ? error.message : String(error)
                })`,
              )
            }
            const token = newLinkToken()
            const expiresAt = new Date(createdAt.getTime() + TELEGRAM_LINK_TTL_MS)
            const channel = await insertChannel(deps.sql, {
              account: owner,
              kind: 'telegram',
              types: request.types,
              target: { linkExpiresAt: expiresAt.toISOString() },
              secret: token,
              status: 'pending',
              createdAt,
            })
            c.header('Cache-Control', 'no-store')
            // Pending until the trader starts the bot with the token; the app polls the list.
            return c.json(
              {
                channel: channelToWire(channel),
                link: {
                  url: `https://t.me/${username}?start=${token}`,
                  startCommand: `/start ${token}`,
                  expiresAt: expiresAt.toISOString(),
                },
              },
              201,
            )
          }
        }
      }),
    )

    app.patch(
      '/accounts/:account/channels/:id',
      answered(async (c) => {
        const owner = await authorised(c)
        const { types } = parseWith(updateChannelRequestSchema, await readJsonBody(c))
        const id = c.req.param('id') ?? ''
        const channel = await updateChannelTypes(deps.sql, owner, id, types)
        if (!channel) throw channelNotFound(id)
        return c.json(channelToWire(channel))
      }),
    )

    app.delete(
      '/accounts/:account/channels/:id',
      answered(async (c) => {
        const owner = await authorised(c)
        const id = c.req.param('id') ?? ''
        if (!(await deleteChannel(deps.sql, owner, id))) throw channelNotFound(id)
        return c.body(null, 204)
      }),
    )

    app.post(
      '/accounts/:account/channels/:id/secret',
      answered(async (c) => {
        const owner = await authorised(c)
        const channel = await ownChannel(c, owner)
        if (channel.kind !== 'webhook') {
          throw new ApiError(400, 'NotAWebhook', 'Only a webhook channel has a secret')
        }
        const secret = newWebhookSecret()
        const rotated = await rotateChannelSecret(
          deps.sql,
          owner,
          channel.id,
          secret,
          new Date(deps.clock.nowMs() + SECRET_ROTATION_GRACE_MS),
        )
        if (!rotated) throw channelNotFound(channel.id)
        c.header('Cache-Control', 'no-store')
        return c.json({ channel: channelToWire(rotated), secret })
      }),
    )

    app.post(
      '/accounts/:account/channels/:id/test',
      answered(async (c) => {
        const owner = await authorised(c)
        const channel = await ownChannel(c, owner)
        const at = deps.clock.now()
        const payload: WireWebhookPayload = {
          id: `test_${at.getTime()}`,
          account: owner,
          type: 'test',
          message: 'A test notification: this channel works.',
          timestamp: at.toISOString(),
          metadata: {},
          orderUid: null,
          chainId: deps.chainId,
          network: deps.network,
        }
        const delivery = await insertTestDelivery(deps.sql, channel.id, payload, at)
        queued()
        return c.json(deliveryToWire(delivery), 202)
      }),
    )

    app.get(
      '/accounts/:account/channels/:id/deliveries',
      answered(async (c) => {
        const owner = await authorised(c)
        const channel = await ownChannel(c, owner)
        c.header('Cache-Control', 'no-store')
        return c.json(
          (await selectDeliveries(deps.sql, channel.id, DELIVERIES_LIMIT)).map(deliveryToWire),
        )
      }),
    )

    app.post(
      '/accounts/:account/channels/:id/deliveries/:deliveryId/redeliver',
      answered(async (c) => {
        const owner = await authorised(c)
        const channel = await ownChannel(c, owner)
        const deliveryId = c.req.param('deliveryId') ?? ''
        const delivery = await requeueDelivery(deps.sql, channel.id, deliveryId, deps.clock.now())
        if (!delivery) {
          throw new ApiError(
            404,
            'DeliveryNotFound',
            `The channel has no finished delivery ${deliveryId} (a pending one is retried already)`,
          )
        }
        queued()
        return c.json(deliveryToWire(delivery), 202)
      }),
    )
  }
}
