import { afterEach, describe, expect, it, vi } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import {
  createdChannelResponseSchema,
  NOTIFICATION_TYPES,
  vapidKeyResponseSchema,
} from '@batchswap/contract/wire/channels'
import {
  addPushChannel,
  createdChannelAnswer,
  PUSH_TYPES,
  vapidKeyAnswer,
  ChannelRequestError,
  getVapidKey,
  removeChannel,
  serviceBaseOf,
  type NotifySession,
} from './push-service'

const ACCOUNTS = 'http://127.0.0.1:8080/accounts'
const account = sandboxDeployment.traders[0]
const session: NotifySession = { account, token: 'tok' }
const subscription = { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('push service answers', () => {
  it('reads what the wire schemas accept, and the six notification types', () => {
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
    const pairs = [
      [vapidKeyResponseSchema, vapidKeyAnswer, { publicKey: 'BKey' }],
      [createdChannelResponseSchema, createdChannelAnswer, created],
    ] as const
    for (const [wire, local, sample] of pairs) {
      expect(wire.safeParse(sample).success).toBe(true)
      expect(local.safeParse(sample).success).toBe(true)
    }
    expect([...PUSH_TYPES]).toEqual([...NOTIFICATION_TYPES])
  })
})

describe('push service calls', () => {
  it('reads the VAPID key beside the accounts family', async () => {
    const fetchMock = answer(200, { publicKey: 'BKey' })
    expect(serviceBaseOf(ACCOUNTS)).toBe('http://127.0.0.1:8080')
    await expect(getVapidKey(ACCOUNTS)).resolves.toBe('BKey')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://127.0.0.1:8080/notifications/webpush/key')
  })

  it('adds the subscription as a push channel of every type, with the bearer token', async () => {
    const fetchMock = answer(201, {
      channel: {
        id: 'ch_1',
        kind: 'webpush',
        types: ['order_filled'],
        status: 'active',
        createdAt: '2026-11-28T12:00:00.000Z',
        target: 'push.example',
      },
    })
    await expect(addPushChannel(ACCOUNTS, session, subscription)).resolves.toBe('ch_1')
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(`${ACCOUNTS}/${account}/channels`)
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok' })
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'webpush',
      subscription,
      types: [
        'order_filled',
        'order_partially_filled',
        'order_expired',
        'order_cancelled',
        'insufficient_balance',
        'price_improvement',
      ],
    })
  })

  it("carries the service's refusal, and takes a channel already gone as removed", async () => {
    answer(400, { errorType: 'InvalidUrl', description: 'The push endpoint is refused: no' })
    const refused = await addPushChannel(ACCOUNTS, session, subscription).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ChannelRequestError)
    expect(refused).toMatchObject({ status: 400, errorType: 'InvalidUrl' })
    answer(404, { errorType: 'ChannelNotFound', description: 'gone' })
    await expect(removeChannel(ACCOUNTS, session, 'ch_1')).resolves.toBeUndefined()
    answer(401, { errorType: 'Unauthorized', description: 'sign in' })
    await expect(removeChannel(ACCOUNTS, session, 'ch_1')).rejects.toMatchObject({ status: 401 })
  })
})
