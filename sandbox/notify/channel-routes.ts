/**
 * The account's channels, with the session's bearer token (docs/notifications.md): list, add
 * (webhook, web push, e-mail with double opt-in, Telegram by deep link), change the types of,
 * remove, and rotate a webhook's secret.
 */
import type { Hono } from 'hono'
import {
  newChannelRequestSchema,
  updateChannelRequestSchema,
} from '@batchswap/contract/wire/channels'
import { ApiError } from '../kernel/errors'
import { parseWith, readJsonBody } from '../kernel/http'
import {
  countChannels,
  deleteChannel,
  insertChannel,
  rotateChannelSecret,
  selectChannels,
  updateChannelTypes,
} from './channel-store'
import type { NotifyDeps } from './deps'
import { isEmailAddress, newEmailToken } from './email'
import { answered, channelNotFound, channelToWire, type AccountGuard } from './route-support'
import { newWebhookSecret } from './senders'
import { newLinkToken, TELEGRAM_LINK_TTL_MS } from './telegram'
import { refusedUrl } from './url-guard'

export const MAX_CHANNELS_PER_ACCOUNT = 20
/** After a rotation the previous secret signs too for this long, so receivers can roll over. */
export const SECRET_ROTATION_GRACE_MS = 24 * 60 * 60 * 1000

/** The service a channel kind sends through (the mailer, the bot), or 400 saying what is missing. */
function configured<T>(service: T | undefined, kind: string, missing: string): T {
  if (!service) {
    throw new ApiError(
      400,
      'ChannelUnavailable',
      `${kind} is not configured on this service (${missing})`,
    )
  }
  return service
}

/** A 502 saying which upstream (mail server, Bot API) failed, and how. */
function upstreamFailed(errorType: string, what: string, error: unknown): ApiError {
  const why = error instanceof Error ? error.message : String(error)
  return new ApiError(502, errorType, `${what} (${why})`)
}

export function channelManagementRoutes(app: Hono, deps: NotifyDeps, guard: AccountGuard): void {
  const { authorised, ownChannel } = guard
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
          const mailer = configured(deps.mailer, 'E-mail', 'no SMTP URL')
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
            throw upstreamFailed(
              'EmailUnavailable',
              'The mail server did not take the confirmation mail',
              error,
            )
          }
          // Pending until the link in the mail is followed; the token is never answered.
          return c.json({ channel: channelToWire(channel) }, 201)
        }
        case 'telegram': {
          const telegram = configured(deps.telegram, 'Telegram', 'no bot token')
          let username: string
          try {
            username = await telegram.username()
          } catch (error) {
            throw upstreamFailed(
              'TelegramUnavailable',
              'The Telegram Bot API did not answer',
              error,
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
}
