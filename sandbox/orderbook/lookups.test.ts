import { parseUnits, type Hex } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountOrdersResponseSchema,
  byUidsResponseSchema,
  orderSchema,
} from '@batchswap/contract/wire/orders'
import { competitionStatusSchema } from '@batchswap/contract/wire/competition'
import { quoteResponseSchema } from '@batchswap/contract/wire/quote'
import { sandboxHealthSchema, versionResponseSchema } from '@batchswap/contract/wire/service-info'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { sandboxAllTokens, sandboxExtraListTokens } from '@batchswap/contract/sandbox/extra-tokens'
import { appDataHash } from '@batchswap/contract/protocol/app-data'
import {
  account,
  BASE,
  errorTypeOf,
  makeOrder,
  placeSignedOrder,
  postSignedOrder,
  token,
} from '../testing/orderbook-stack'
import { useTestStack } from '../testing/orderbook-hooks'

const stack = useTestStack({}, { accounts: [0], tokens: ['WETH'] })
const owner = account(0)
/** Newest last. */
const placed: Hex[] = []
let firstOrder: ReturnType<typeof makeOrder> | undefined

beforeAll(async () => {
  for (let i = 0; i < 12; i++) {
    const order = makeOrder({ buyAmount: parseUnits('800', 6) + BigInt(i) })
    firstOrder ??= order
    placed.push(await placeSignedOrder(stack, owner, order))
  }
})

const unknownUid = (n: number) => `0x${n.toString(16).padStart(112, 'a')}` as Hex

describe('GET /account/{owner}/orders', () => {
  const path = (query = '', who: string = owner.address) => `${BASE}/account/${who}/orders${query}`

  it('lists newest first, 10 by default, with offset and limit', async () => {
    const first = accountOrdersResponseSchema.parse((await stack.api.get(path())).body)
    expect(first.map((o) => o.uid)).toEqual([...placed].reverse().slice(0, 10))
    const second = accountOrdersResponseSchema.parse(
      (await stack.api.get(path('?offset=10&limit=10'))).body,
    )
    expect(second.map((o) => o.uid)).toEqual([placed[1], placed[0]])
    const all = accountOrdersResponseSchema.parse((await stack.api.get(path('?limit=1000'))).body)
    expect(all).toHaveLength(12)
    const lower = await stack.api.get(path('', owner.address.toLowerCase()))
    expect(accountOrdersResponseSchema.parse(lower.body)).toHaveLength(10)
    const nobody = await stack.api.get(path('', account(9).address))
    expect(nobody.body).toEqual([])
  })

  it.each(['?limit=0', '?limit=1001', '?limit=abc', '?limit=-1', '?offset=-1', '?offset=1.5'])(
    'answers 400 InvalidParameter for %s',
    async (query) => {
      const response = await stack.api.get(path(query))
      expect(response.status).toBe(400)
      expect(errorTypeOf(response)).toBe('InvalidParameter')
    },
  )

  it('answers 400 for an owner that is not an address', async () => {
    const response = await stack.api.get(path('', '0x1234'))
    expect(response.status).toBe(400)
    expect(errorTypeOf(response)).toBe('InvalidParameter')
  })
})

describe('POST /orders/by_uids', () => {
  it('answers the known orders of up to 128 UIDs and omits unknown ones', async () => {
    const uids = [
      ...placed,
      ...Array.from({ length: 128 - placed.length }, (_, i) => unknownUid(i)),
    ]
    const response = await stack.api.post(`${BASE}/orders/by_uids`, uids)
    expect(response.status).toBe(200)
    const entries = byUidsResponseSchema.parse(response.body)
    const found = entries.map((e) => ('order' in e ? orderSchema.parse(e.order).uid : 'error'))
    expect([...found].sort()).toEqual([...placed].sort())
  })

  it('refuses more than 128 UIDs, malformed UIDs and non-arrays with 400', async () => {
    const tooMany = Array.from({ length: 129 }, (_, i) => unknownUid(i))
    for (const body of [tooMany, ['0x1234'], { uids: placed }, 'nope']) {
      const response = await stack.api.post(`${BASE}/orders/by_uids`, body)
      expect(response.status).toBe(400)
      expect(errorTypeOf(response)).toBe('InvalidParameter')
    }
  })
})

describe('GET /orders/{uid} and /status', () => {
  it('answers 404 for an unknown UID and 400 for a malformed one', async () => {
    const missing = await stack.api.get(`${BASE}/orders/${unknownUid(1)}`)
    expect(missing.status).toBe(404)
    expect(errorTypeOf(missing)).toBe('NotFound')
    const malformed = await stack.api.get(`${BASE}/orders/0xzz`)
    expect(malformed.status).toBe(400)
    expect((await stack.api.get(`${BASE}/orders/${unknownUid(1)}/status`)).status).toBe(404)
  })

  it('says an open order is open', async () => {
    const response = await stack.api.get(`${BASE}/orders/${placed[0]}/status`)
    expect(competitionStatusSchema.parse(response.body)).toEqual({ type: 'open' })
  })
})

describe('service basics', () => {
  it('serves /health in the foundation shape and /version', async () => {
    const health = sandboxHealthSchema.parse((await stack.api.get('/health')).body)
    expect(health.chainId).toBe(31337)
    expect(health.settlement).toBe(sandboxDeployment.settlement)
    expect(health.hooksTrampoline).toBe(sandboxDeployment.hooksTrampoline)
    expect(health.tokens).toHaveLength(sandboxAllTokens.length)
    // The second token list, for adding a list by URL offline.
    const list = await stack.api.get('/sandbox/token-lists/extra.json')
    expect(list.status).toBe(200)
    expect(list.body).toMatchObject({
      name: 'batchswap Sandbox Extra',
      tokens: sandboxExtraListTokens.map((t) => ({ chainId: 31337, address: t.address })),
    })
    const version = await stack.api.get(`${BASE}/version`)
    expect(version.status).toBe(200)
    // text/plain `{branch}@{sha}`, as the real service answers (the app's toVersionInfo
    // splits it at the last "@").
    expect(version.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(versionResponseSchema.parse(version.text)).toMatch(/^sandbox-v\d+\.\d+\.\d+@local$/)
  })

  it('answers unknown paths with 404 JSON in the family shape', async () => {
    const orderbook = await stack.api.get(`${BASE}/nothing-here`)
    expect(orderbook.status).toBe(404)
    expect(errorTypeOf(orderbook)).toBe('NotFound')
    const otherNetwork = await stack.api.get('/mainnet/api/v1/version')
    expect(otherNetwork.status).toBe(404)
    const root = await stack.api.get('/nothing-here')
    expect(root.status).toBe(404)
    expect(root.body).toMatchObject({ message: expect.any(String) })
  })

  it('allows cross-origin calls', async () => {
    const response = await fetch(`${stack.url}${BASE}/quote`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.status).toBeLessThan(300)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('binds 127.0.0.1 only', () => {
    expect(stack.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })
})

describe('persistence', () => {
  const quoteWethForDai = async () =>
    quoteResponseSchema.parse(
      (
        await stack.api.post(`${BASE}/quote`, {
          sellToken: token('WETH'),
          buyToken: token('DAI'),
          from: owner.address,
          kind: 'sell',
          sellAmountBeforeFee: parseUnits('2', 18).toString(),
        })
      ).body,
    )

  it('keeps orders, quotes and appData across a restart', async () => {
    const document = '{"appCode":"persisted","metadata":{},"version":"1.15.0"}'
    const hash = appDataHash(document)
    expect(
      (await stack.api.put(`${BASE}/app_data/${hash}`, { fullAppData: document })).status,
    ).toBe(201)
    const quote = await quoteWethForDai()
    const before = (await stack.api.get(`${BASE}/account/${owner.address}/orders?limit=100`)).body
    const oneBefore = (await stack.api.get(`${BASE}/orders/${placed[3]}`)).body

    await stack.restartService()

    expect((await stack.api.get(`${BASE}/account/${owner.address}/orders?limit=100`)).body).toEqual(
      before,
    )
    expect((await stack.api.get(`${BASE}/orders/${placed[3]}`)).body).toEqual(oneBefore)
    expect((await stack.api.get(`${BASE}/app_data/${hash}`)).body).toEqual({
      fullAppData: document,
    })
    const stored = await stack.service.context.db.getQuote(quote.id ?? -1)
    expect(stored?.buyAmount.toString()).toBe(quote.quote.buyAmount)
    // Quote ids keep counting after the restart.
    const next = await quoteWethForDai()
    expect(next.id).toBeGreaterThan(quote.id ?? 0)
    // And a duplicate of a stored order is still a duplicate.
    const order = firstOrder ?? makeOrder()
    const duplicate = await postSignedOrder(stack, owner, order)
    expect(errorTypeOf(duplicate)).toBe('DuplicatedOrder')
  })
})
