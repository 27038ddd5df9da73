import { describe, expect, it } from 'vitest'
import { SANDBOX_CHAIN_ID } from '@batchswap/contract/protocol/chains'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { NOTIFICATION_TYPES } from '@batchswap/contract/wire/channels'
import { ApiError } from '@/api/errors'
import { notifyServiceRoot, type ChannelSession } from '@/api/notify-channels'
import { serviceUrls, type ApiContext } from '@/api/request-types'
import { fakeFetch, json, sequence } from '@/api/test-fixtures'
import { addPushChannel, getPushKey, removePushChannel } from './push-service'

const account = sandboxDeployment.traders[0]
const session: ChannelSession = { account, token: 'tok', expiresAt: new Date(2_000_000_000_000) }
const subscription = { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }

function contextAnswering(...answers: (() => Response)[]) {
  const fetch = fakeFetch(sequence(...answers))
  const ctx: ApiContext = { chainId: SANDBOX_CHAIN_ID, env: 'production', fetch }
  return { ctx, calls: fetch.calls }
}

const created = {
  channel: {
    id: 'ch_1',
    kind: 'webpush',
    types: ['order_filled'],
    status: 'active',
    createdAt: '2026-11-28T12:00:00.000Z',
    target: 'push.example',
  },
}

describe('push through the API module', () => {
  it('reads the VAPID key beside the accounts family, never from a cache', async () => {
    const { ctx, calls } = contextAnswering(() => json(200, { publicKey: 'BKey' }))
    await expect(getPushKey(ctx)).resolves.toBe('BKey')
    expect(calls[0]?.url).toBe(`${notifyServiceRoot(ctx)}/notifications/webpush/key`)
    expect(calls[0]?.cache).toBe('no-store')
  })

  it('adds the subscription as a push channel of every type, with the bearer token', async () => {
    const { ctx, calls } = contextAnswering(() => json(201, created))
    await expect(addPushChannel(ctx, session, subscription)).resolves.toBe('ch_1')
    const [call] = calls
    expect(call?.method).toBe('POST')
    expect(call?.url).toBe(`${serviceUrls(ctx).notifications}/${account}/channels`)
    expect(call?.headers.authorization).toBe('Bearer tok')
    expect(call?.body).toEqual({ kind: 'webpush', subscription, types: [...NOTIFICATION_TYPES] })
  })

  it("carries the service's refusal as the one error type, sent once", async () => {
    const { ctx, calls } = contextAnswering(() =>
      json(400, { errorType: 'InvalidUrl', description: 'The push endpoint is refused: no' }),
    )
    const refused = await addPushChannel(ctx, session, subscription).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ status: 400 })
    expect(calls).toHaveLength(1)
  })

  it('takes a channel already gone as removed, and refuses on an ended session', async () => {
    const gone = contextAnswering(() =>
      json(404, { errorType: 'ChannelNotFound', description: 'gone' }),
    )
    await expect(removePushChannel(gone.ctx, session, 'ch_1')).resolves.toBeUndefined()
    expect(gone.calls[0]?.method).toBe('DELETE')
    expect(gone.calls[0]?.url).toBe(
      `${serviceUrls(gone.ctx).notifications}/${account}/channels/ch_1`,
    )
    const ended = contextAnswering(() =>
      json(401, { errorType: 'Unauthorized', description: 'sign in' }),
    )
    await expect(removePushChannel(ended.ctx, session, 'ch_1')).rejects.toMatchObject({
      status: 401,
    })
  })

  it('removes with a 204 and no body', async () => {
    const { ctx } = contextAnswering(() => new Response(null, { status: 204 }))
    await expect(removePushChannel(ctx, session, 'ch_1')).resolves.toBeUndefined()
  })
})
