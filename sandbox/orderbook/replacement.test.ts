/**
 * POST /orders with appData `metadata.replacedOrder.uid` (replacement.ts): the replaced order is
 * cancelled in the same transaction as the new one is stored, or the post is refused with
 * production's errorType and both orders stay as they were. Against a real anvil.
 */
import { parseUnits, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { orderSchema } from '@batchswap/contract/wire/orders'
import { appDataHash } from '@batchswap/contract/protocol/app-data'
import type { OrderData } from '@batchswap/contract/protocol/order'
import { insertReplacingOrder, replacedOrderUidOf } from './replacement'
import {
  account,
  BASE,
  cancelSignedOrder,
  errorTypeOf,
  makeOrder,
  signedOrderBody,
  type ApiResponse,
} from '../testing/orderbook-stack'
import { useTestStack } from '../testing/orderbook-hooks'

const stack = useTestStack({}, { accounts: [0, 1], tokens: ['WETH'] })

const UID_A = `0x${'ab'.repeat(56)}` as const

const replacing = (uid: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    appCode: 'replace-test',
    metadata: { orderClass: { orderClass: 'limit' }, replacedOrder: uid, ...extra },
  })

let nonce = 0
/** A distinct 1 WETH -> 4000 USDC limit order (above the ~3000 market), valid 30 min. */
function aboveMarket(overrides: Partial<OrderData> = {}): OrderData {
  nonce += 1
  return makeOrder({
    buyAmount: parseUnits('4000', 6) + BigInt(nonce),
    validTo: Math.floor(Date.now() / 1000) + 1800,
    ...overrides,
  })
}

async function post(
  index: number,
  order: OrderData,
  appData = '{}',
  scheme: 'eip712' | 'presign' = 'eip712',
): Promise<ApiResponse> {
  const signed = { ...order, appData: appDataHash(appData) }
  return stack.api.post(
    `${BASE}/orders`,
    await signedOrderBody(account(index), signed, scheme, { appData }),
  )
}

async function place(index: number, appData = '{}'): Promise<Hex> {
  const response = await post(index, aboveMarket(), appData)
  expect(response.status, response.text).toBe(201)
  return response.body as Hex
}

async function statusOf(uid: Hex): Promise<string> {
  const response = await stack.api.get(`${BASE}/orders/${uid}`)
  return orderSchema.parse(response.body).status
}

function refused(response: ApiResponse, status: number, errorType: string): string {
  expect(response.status, response.text).toBe(status)
  expect(errorTypeOf(response)).toBe(errorType)
  return (response.body as { description: string }).description
}

describe('replacedOrderUidOf', () => {
  it('reads a well-formed uid, in lower case, and nothing when the field is absent', () => {
    expect(replacedOrderUidOf(replacing({ uid: UID_A.toUpperCase().replace('0X', '0x') }))).toBe(
      UID_A,
    )
    expect(replacedOrderUidOf('{}')).toBeUndefined()
    expect(replacedOrderUidOf(JSON.stringify({ metadata: {} }))).toBeUndefined()
    expect(replacedOrderUidOf(JSON.stringify({ metadata: 'x' }))).toBeUndefined()
    expect(replacedOrderUidOf('not json')).toBeUndefined()
  })

  it.each([
    ['null', null],
    ['a string', UID_A],
    ['an array', [UID_A]],
    ['no uid', {}],
    ['a numeric uid', { uid: 1 }],
    ['a short uid', { uid: `0x${'ab'.repeat(55)}` }],
    ['a long uid', { uid: `0x${'ab'.repeat(57)}` }],
    ['no 0x', { uid: 'ab'.repeat(57) }],
    ['non-hex digits', { uid: `0x${'zz'.repeat(56)}` }],
    ['a newline after the uid', { uid: `${UID_A}\n` }],
    ['an extra field', { uid: UID_A, owner: '0x00' }],
    ['a prototype key', JSON.parse(`{"uid":"${UID_A}","__proto__":{"x":1}}`) as unknown],
  ])('refuses %s with InvalidAppData', (_, value) => {
    expect(() => replacedOrderUidOf(replacing(value))).toThrow(
      /InvalidAppData: metadata\.replacedOrder/,
    )
  })
})

describe('POST /orders replacing an order', () => {
  it('cancels the replaced order and opens the new one', async () => {
    const old = await place(0)
    const replacement = await place(0, replacing({ uid: old }))
    expect(await statusOf(old)).toBe('cancelled')
    expect(await statusOf(replacement)).toBe('open')
    // Both are in the owner's history.
    const list = await stack.api.get(`${BASE}/account/${account(0).address}/orders?limit=100`)
    const uids = (list.body as { uid: string }[]).map((o) => o.uid)
    expect(uids).toEqual(expect.arrayContaining([old, replacement]))
  })

  it("refuses to replace another owner's order (401 WrongOwner), and changes nothing", async () => {
    const theirs = await place(1)
    const description = refused(
      await post(0, aboveMarket(), replacing({ uid: theirs })),
      401,
      'WrongOwner',
    )
    expect(description).toContain(theirs)
    expect(await statusOf(theirs)).toBe('open')
  })

  it('refuses an order that is not open any more, or unknown, and stores nothing', async () => {
    const old = await place(0)
    await place(0, replacing({ uid: old }))
    // Replacing the same order again: it is cancelled now.
    const again = aboveMarket()
    refused(await post(0, again, replacing({ uid: old })), 400, 'AlreadyCancelled')
    refused(await post(0, aboveMarket(), replacing({ uid: UID_A })), 404, 'OrderNotFound')

    const cancelled = await place(0)
    expect((await cancelSignedOrder(stack, account(0), cancelled)).status).toBe(200)
    refused(await post(0, aboveMarket(), replacing({ uid: cancelled })), 400, 'AlreadyCancelled')
  })

  it('refuses a replacing presign order (InvalidSignature): it would let anyone cancel', async () => {
    const old = await place(0)
    const response = await post(0, aboveMarket(), replacing({ uid: old }), 'presign')
    refused(response, 400, 'InvalidSignature')
    expect(await statusOf(old)).toBe('open')
  })

  it('refuses malformed values with a 400 InvalidAppData naming the field', async () => {
    const old = await place(0)
    for (const value of [null, old, { uid: old.slice(0, 60) }, { uid: old, extra: true }]) {
      const description = refused(
        await post(0, aboveMarket(), replacing(value)),
        400,
        'InvalidAppData',
      )
      expect(description).toContain('metadata.replacedOrder')
    }
    expect(await statusOf(old)).toBe('open')
  })

  it('rolls the cancellation back when the new order cannot be stored', async () => {
    const old = await place(0)
    const existing = await place(0)
    const ctx = stack.service.context
    const stored = await ctx.db.getOrder(existing)
    if (!stored) throw new Error('no stored order')
    await expect(insertReplacingOrder(ctx, stored, undefined, old)).rejects.toThrow(
      /DuplicatedOrder/,
    )
    expect(await statusOf(old)).toBe('open')
  })
})
