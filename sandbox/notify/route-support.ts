/**
 * What the account's routes share: answering an ApiError as the orderbook's
 * `{errorType, description}`, the path's account once its session is shown, the account's own
 * channel, and the wire shapes of a channel and a delivery. Nothing about a channel is told to
 * anyone but its account.
 */
import type { Context } from 'hono'
import type { Address } from 'viem'
import type { WireChannel, WireDelivery } from '@batchswap/contract/wire/channels'
import { ApiError } from '../kernel/errors'
import { parseAddressParam } from '../kernel/http'
import { selectChannel, type StoredChannel } from './channel-store'
import type { StoredDelivery } from './delivery-store'
import type { NotifyDeps } from './deps'
import { requireSession } from './siwe-auth'

export function channelToWire(channel: StoredChannel): WireChannel {
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

export function deliveryToWire(d: StoredDelivery): WireDelivery {
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

/**
 * Answers an ApiError as `{errorType, description}`; anything else goes to the service (it
 * words errors off its orderbook paths as `{message}`).
 */
export function answered(handler: (c: Context) => Promise<Response>) {
  return async (c: Context): Promise<Response> => {
    try {
      return await handler(c)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return c.json(error.body(), error.status, error.headers)
    }
  }
}

export function channelNotFound(id: string): ApiError {
  return new ApiError(404, 'ChannelNotFound', `The account has no channel ${id}`)
}

export interface AccountGuard {
  /** The path's account, checked to be an address. */
  account: (c: Context) => Address
  /** The path's account, once the request's session is shown to be that account's. */
  authorised: (c: Context) => Promise<Address>
  /** The path's channel, when it belongs to `owner`. */
  ownChannel: (c: Context, owner: Address) => Promise<StoredChannel>
}

export function accountGuard(deps: NotifyDeps): AccountGuard {
  const account = (c: Context): Address =>
    parseAddressParam(c.req.param('account') ?? '', 'account')
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
  return { account, authorised, ownChannel }
}
