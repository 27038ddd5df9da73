import { type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeError } from './error-descriptions'
import { getOrderStatus } from './orderbook-competition'
import { getAccountOrders, getOrder, getOrdersByUids } from './orderbook'
import {
  fakeService,
  json,
  orderData,
  OWNER,
  uidOf,
  URLS,
  wireOrder,
  apiFailure,
} from './test-fixtures'

const API = URLS.orderbookApi

describe('getOrder, getOrderStatus', () => {
  const uid = uidOf(orderData())

  it('GETs the order and converts it', async () => {
    const { ctx, calls } = fakeService(() => json(200, wireOrder()))
    const { data } = await getOrder(ctx, uid)
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${API}/v1/orders/${uid}` })
    expect(data.uid).toBe(uid)
    expect(data.receiver).toBeUndefined()
    expect(data.sellAmount).toBe(10n ** 18n)
    expect(data.status).toBe('open')
  })

  it('refuses a malformed UID before sending', async () => {
    const { ctx, calls } = fakeService(() => json(200, wireOrder()))
    const error = await apiFailure(getOrder(ctx, '0xdeadbeef'))
    expect(error.kind).toEqual({
      type: 'invalidRequest',
      issues: ['"0xdeadbeef" is not a 56-byte order UID'],
    })
    expect(calls).toHaveLength(0)
  })

  it('reports OrderNotFound', async () => {
    const { ctx, calls } = fakeService(() =>
      json(404, { errorType: 'OrderNotFound', description: 'Order was not found' }),
    )
    const error = await apiFailure(getOrder(ctx, uid))
    expect(error.kind).toMatchObject({ errorType: 'OrderNotFound', status: 404 })
    expect(calls).toHaveLength(1)
  })

  it('reads the competition status', async () => {
    const { ctx, calls } = fakeService(() =>
      json(200, {
        type: 'executing',
        value: [
          { solver: 'baseline', executedAmounts: { sell: '1000', buy: '2000' } },
          { solver: 'other', executedAmounts: null },
        ],
      }),
    )
    const { data } = await getOrderStatus(ctx, uid)
    expect(calls[0]?.url).toBe(`${API}/v1/orders/${uid}/status`)
    expect(data).toEqual({
      type: 'executing',
      value: [
        { solver: 'baseline', executedAmounts: { sell: 1000n, buy: 2000n } },
        { solver: 'other', executedAmounts: undefined },
      ],
    })
    const open = fakeService(() => json(200, { type: 'open' }))
    expect((await getOrderStatus(open.ctx, uid)).data).toEqual({ type: 'open', value: [] })
  })
})

describe('getAccountOrders', () => {
  it('sends offset and limit and converts the page', async () => {
    const { ctx, calls } = fakeService(() =>
      json(200, [wireOrder(), wireOrder({ status: 'fulfilled' }, orderData({ validTo: 1 }))]),
    )
    const { data } = await getAccountOrders(ctx, {
      owner: OWNER,
      offset: 20,
      limit: 1000,
    })
    expect(calls[0]?.url).toBe(`${API}/v1/account/${OWNER}/orders?offset=20&limit=1000`)
    expect(data.map((o) => o.status)).toEqual(['open', 'fulfilled'])
  })

  it('defaults to offset 0 and limit 10', async () => {
    const { ctx, calls } = fakeService(() => json(200, []))
    await getAccountOrders(ctx, { owner: OWNER.toLowerCase() })
    expect(calls[0]?.url).toBe(`${API}/v1/account/${OWNER.toLowerCase()}/orders?offset=0&limit=10`)
  })

  it.each([
    [{ limit: 0 }, /limit must be a whole number from 1 to 1000, got 0/],
    [{ limit: 1001 }, /limit .* got 1001/],
    [{ limit: 2.5 }, /limit .* got 2.5/],
    [{ offset: -1 }, /offset must be a whole number of at least 0, got -1/],
    [{ offset: Number.NaN }, /offset/],
  ])('checks %o before sending', async (bounds, message) => {
    const { ctx, calls } = fakeService(() => json(200, []))
    const error = await apiFailure(getAccountOrders(ctx, { owner: OWNER, ...bounds }))
    expect(error.kind.type).toBe('invalidRequest')
    expect(error.message).toMatch(message)
    expect(describeError(error).sentence).toMatch(new RegExp(message.source, 'i'))
    expect(calls).toHaveLength(0)
  })

  it('refuses a bad owner before sending', async () => {
    const { ctx, calls } = fakeService(() => json(200, []))
    const error = await apiFailure(getAccountOrders(ctx, { owner: '0xnot/../an/address' }))
    expect(error.kind.type).toBe('invalidRequest')
    expect(calls).toHaveLength(0)
  })
})

describe('getOrdersByUids', () => {
  const orders = Array.from({ length: 300 }, (_, i) => orderData({ validTo: 1_900_000_000 + i }))
  const uids = orders.map((o) => uidOf(o))

  it('asks in parallel chunks of at most 128 and merges unordered answers', async () => {
    const missing = new Set([uids[5], uids[200]])
    const failing = uids[130]
    const { ctx, calls } = fakeService((request) => {
      const asked = request.body as Hex[]
      const answer = asked
        .filter((uid) => !missing.has(uid))
        .map((uid) => {
          if (uid === failing) return { error: { uid, description: 'conversion failed' } }
          const i = uids.indexOf(uid)
          return { order: wireOrder({}, orders[i]) }
        })
        .reverse() // the service does not keep the request order
      return json(200, answer)
    })
    const { data } = await getOrdersByUids(ctx, uids)
    expect(calls.map((c) => (c.body as unknown[]).length)).toEqual([128, 128, 44])
    expect(calls.every((c) => c.method === 'POST' && c.url === `${API}/v1/orders/by_uids`)).toBe(
      true,
    )
    expect(data.orders.map((o) => o.uid)).toEqual(
      uids.filter((u) => !missing.has(u) && u !== failing),
    )
    expect(data.errors).toEqual([{ uid: failing, description: 'conversion failed' }])
    expect(data.missing).toEqual([uids[5], uids[200]])
    expect(data.byUid.get((uids[0] as string).toLowerCase())?.validTo).toBe(1_900_000_000)
  })

  it('asks each UID once and matches UIDs case-insensitively', async () => {
    const first = uids[0] as Hex
    const { ctx, calls } = fakeService(() => json(200, [{ order: wireOrder({}, orders[0]) }]))
    const { data } = await getOrdersByUids(ctx, [first, first.toUpperCase().replace('0X', '0x')])
    expect(calls[0]?.body).toEqual([first])
    expect(data.orders).toHaveLength(1)
    expect(data.missing).toEqual([])
  })

  it('sends nothing for no UIDs', async () => {
    const { ctx, calls } = fakeService(() => json(200, []))
    const { data } = await getOrdersByUids(ctx, [])
    expect(data).toMatchObject({ orders: [], errors: [], missing: [] })
    expect(calls).toHaveLength(0)
  })

  it('fails as a whole when a chunk fails for good', async () => {
    const { ctx } = fakeService((_r, i) =>
      i === 1 ? json(400, { errorType: 'InvalidParameter', description: '' }) : json(200, []),
    )
    const error = await apiFailure(getOrdersByUids(ctx, uids))
    expect(error.errorType).toBe('InvalidParameter')
  })

  it('refuses a malformed UID before sending', async () => {
    const { ctx, calls } = fakeService(() => json(200, []))
    expect((await apiFailure(getOrdersByUids(ctx, ['0x00']))).kind.type).toBe('invalidRequest')
    expect(calls).toHaveLength(0)
  })
})
