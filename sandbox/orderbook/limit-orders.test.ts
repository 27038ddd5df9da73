/**
 * POST /orders for limit orders (order-class.ts): how an order is classed, and the rules
 * that differ from market orders (validity, partial fills, the per-owner cap), with the
 * same balance, allowance and signature checks, against a real anvil.
 */
import { maxUint256, parseUnits, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderSchema } from '@batchswap/contract/wire/orders'
import { quoteResponseSchema } from '@batchswap/contract/wire/quote'
import { appDataHash } from '@batchswap/contract/protocol/app-data'
import type { OrderData } from '@batchswap/contract/protocol/order'
import {
  account,
  approveRelayer,
  BASE,
  cancelSignedOrder,
  errorTypeOf,
  makeOrder,
  signedOrderBody,
  token,
  type ApiResponse,
} from '../testing/orderbook-stack'
import { useTestStack } from '../testing/orderbook-hooks'

const MAX_LIMIT_ORDERS = 3
const HOUR = 3600
const YEAR = 365 * 24 * HOUR

/** The service's clock runs this far ahead of the machine's (to expire orders). */
let offsetMs = 0
const serviceNow = () => Math.floor((Date.now() + offsetMs) / 1000)

// No cap on limit orders (the default) until the cap's own tests.
const stack = useTestStack(
  { now: () => Date.now() + offsetMs },
  { accounts: [0, 1, 2, 3], tokens: ['WETH', 'USDC'] },
)
beforeAll(async () => {
  // Account 5 holds no tokens, but has approved.
  await approveRelayer(stack.clients, account(5).address, token('WETH'))
})

const document = (metadata: unknown) => JSON.stringify({ appCode: 'limit-test', metadata })
const LIMIT_APP_DATA = document({ orderClass: { orderClass: 'limit' } })
const MARKET_APP_DATA = document({ orderClass: { orderClass: 'market' } })

let nonce = 0
/**
 * A distinct WETH -> USDC sell order of 1 WETH (the market is about 3000 USDC), valid 30
 * minutes on the service's clock: `usdc` is its limit.
 */
function sellWeth(usdc: string, overrides: Partial<OrderData> = {}): OrderData {
  nonce += 1
  return makeOrder({
    buyAmount: parseUnits(usdc, 6) + BigInt(nonce),
    validTo: serviceNow() + 1800,
    ...overrides,
  })
}
const atMarket = (overrides: Partial<OrderData> = {}) => sellWeth('1000', overrides)
const aboveMarket = (overrides: Partial<OrderData> = {}) => sellWeth('4000', overrides)

async function post(
  index: number,
  order: OrderData,
  options: { appData?: string; extra?: Record<string, unknown> } = {},
): Promise<ApiResponse> {
  const appData = options.appData ?? '{}'
  const signed = { ...order, appData: appDataHash(appData) }
  const body = await signedOrderBody(account(index), signed, 'eip712', {
    appData,
    ...options.extra,
  })
  return stack.api.post(`${BASE}/orders`, body)
}

async function placed(response: ApiResponse) {
  expect(response.status, response.text).toBe(201)
  const stored = await stack.api.get(`${BASE}/orders/${String(response.body)}`)
  return orderSchema.parse(stored.body)
}

async function classOf(response: ApiResponse): Promise<string> {
  return (await placed(response)).class
}

function refused(response: ApiResponse, errorType: string): string {
  expect(response.status, response.text).toBe(400)
  expect(errorTypeOf(response)).toBe(errorType)
  return (response.body as { description: string }).description
}

describe('the class of a fee-less order', () => {
  it('is limit when its price is better than the market, market when it is not', async () => {
    expect(await classOf(await post(0, aboveMarket()))).toBe('limit')
    expect(await classOf(await post(0, atMarket()))).toBe('market')
    // Buy orders: paying too little for 1 WETH waits; paying plenty is at the market.
    const buy = (usdc: string) =>
      makeOrder({
        kind: 'buy',
        sellToken: token('USDC'),
        buyToken: token('WETH'),
        sellAmount: parseUnits(usdc, 6),
        buyAmount: parseUnits('1', 18) + BigInt((nonce += 1)),
        validTo: serviceNow() + 1800,
      })
    expect(await classOf(await post(0, buy('100')))).toBe('limit')
    expect(await classOf(await post(0, buy('10000')))).toBe('market')
  })

  it('is limit at the market when its appData says metadata.orderClass limit', async () => {
    expect(await classOf(await post(0, atMarket(), { appData: LIMIT_APP_DATA }))).toBe('limit')
    // ...and away from the market whatever the appData says.
    expect(await classOf(await post(0, aboveMarket(), { appData: MARKET_APP_DATA }))).toBe('limit')
    expect(await classOf(await post(0, atMarket(), { appData: MARKET_APP_DATA }))).toBe('market')
  })

  it('reads only a well-formed orderClass: anything else leaves the order to the market', async () => {
    for (const metadata of [
      { orderClass: 'limit' },
      { orderClass: { orderClass: 'LIMIT' } },
      { orderClass: { orderClass: ['limit'] } },
      { orderClass: { orderClass: 1 } },
      { orderClass: null },
      { orderClass: { limit: true } },
      'limit',
    ]) {
      const response = await post(0, atMarket(), { appData: document(metadata) })
      expect(await classOf(response), JSON.stringify(metadata)).toBe('market')
    }
  })

  it('is limit when the market has no price for it, or the pool could not fill it', async () => {
    expect(await classOf(await post(0, aboveMarket({ buyToken: token('NOPRICE') })))).toBe('limit')
    // 2000 WETH is more than the virtual pool takes at once: no market price for that size.
    const huge = makeOrder({
      sellAmount: parseUnits('2000', 18),
      buyAmount: 1n + BigInt((nonce += 1)),
      validTo: serviceNow() + 1800,
    })
    // Trader 0 does not hold 2000 WETH: partially fillable needs only some.
    expect(await classOf(await post(0, { ...huge, partiallyFillable: true }))).toBe('limit')
  })

  it('is judged against its quote when it names one for the same trade', async () => {
    const quoteResponse = await stack.api.post(`${BASE}/quote`, {
      sellToken: token('WETH'),
      buyToken: token('USDC'),
      from: account(1).address,
      kind: 'sell',
      sellAmountBeforeFee: parseUnits('1', 18).toString(),
    })
    const { quote, id } = quoteResponseSchema.parse(quoteResponse.body)
    const quoted = (buyAmount: bigint) =>
      makeOrder({
        sellAmount: BigInt(quote.sellAmount) + BigInt(quote.feeAmount),
        buyAmount,
        validTo: serviceNow() + 1800,
      })
    const withQuote = { extra: { quoteId: id } }
    const market = await placed(await post(1, quoted(BigInt(quote.buyAmount)), withQuote))
    expect(market).toMatchObject({ class: 'market', quoteId: id })
    const limit = await placed(await post(1, quoted(BigInt(quote.buyAmount) + 1n), withQuote))
    expect(limit).toMatchObject({ class: 'limit', quoteId: id })
  })

  it('is accepted without a quote, and with a quote id the service does not know', async () => {
    const order = await placed(await post(1, aboveMarket(), { extra: { quoteId: 987_654_321 } }))
    expect(order).toMatchObject({ class: 'limit', quoteId: null, status: 'open' })
  })
})

describe('validity', () => {
  it('lets a limit order live up to a year, a market order up to 3 h', async () => {
    const now = serviceNow()
    // A minute of slack either side for the time the request takes.
    expect((await post(1, aboveMarket({ validTo: now + YEAR - 60 }))).status).toBe(201)
    expect((await post(1, atMarket({ validTo: now + 3 * HOUR - 60 }))).status).toBe(201)
    expect(
      (await post(1, atMarket({ validTo: now + YEAR - 60 }), { appData: LIMIT_APP_DATA })).status,
    ).toBe(201)

    const market = refused(
      await post(1, atMarket({ validTo: now + 3 * HOUR + 60 })),
      'ExcessiveValidTo',
    )
    expect(market).toMatch(/market order may be valid for at most 3 h \(10800 s\)/)
    expect(market).toMatch(/limit order .* for 365 d/)
    const limit = refused(
      await post(1, aboveMarket({ validTo: now + YEAR + 60 })),
      'ExcessiveValidTo',
    )
    expect(limit).toMatch(/limit order may be valid for at most 365 d \(31536000 s\)/)
    refused(await post(1, aboveMarket({ validTo: 2 ** 32 - 1 })), 'ExcessiveValidTo')
  })

  it('keeps the minimum for both, and sets no maximum for a presign order', async () => {
    const now = serviceNow()
    refused(await post(1, aboveMarket({ validTo: now + 10 })), 'InsufficientValidTo')
    refused(await post(1, aboveMarket({ validTo: now - 10 })), 'OrderExpired')
    const order = atMarket({ validTo: now + 2 * 24 * HOUR })
    const response = await stack.api.post(`${BASE}/orders`, {
      ...(await signedOrderBody(account(1), order)),
      signingScheme: 'presign',
      signature: '0x',
      from: account(1).address,
    })
    expect(await classOf(response)).toBe('market')
  })
})

describe('partially fillable', () => {
  it("is a limit order's right: a market order is refused with UnsupportedOrderType", async () => {
    const description = refused(
      await post(1, atMarket({ partiallyFillable: true })),
      'UnsupportedOrderType',
    )
    expect(description).toMatch(/partially fillable order must be a limit order/)
    refused(
      await post(1, atMarket({ partiallyFillable: true }), { appData: MARKET_APP_DATA }),
      'UnsupportedOrderType',
    )
    // Refused for what it is before its validity is judged, as the real service does.
    refused(
      await post(1, atMarket({ partiallyFillable: true, validTo: serviceNow() + YEAR })),
      'UnsupportedOrderType',
    )
    expect(await placed(await post(1, aboveMarket({ partiallyFillable: true })))).toMatchObject({
      class: 'limit',
      partiallyFillable: true,
    })
    expect(
      await placed(
        await post(1, atMarket({ partiallyFillable: true }), { appData: LIMIT_APP_DATA }),
      ),
    ).toMatchObject({ class: 'limit', partiallyFillable: true })
  })
})

describe('the same checks as a market order', () => {
  it('InsufficientBalance, InsufficientAllowance and InvalidSignature for limit orders', async () => {
    // Account 5 approved WETH but holds none; account 4 holds WETH but approved nothing.
    refused(await post(5, aboveMarket()), 'InsufficientBalance')
    refused(await post(4, aboveMarket()), 'InsufficientAllowance')
    refused(await post(5, aboveMarket({ partiallyFillable: true })), 'InsufficientBalance')
    // Signed by account 1, sent as account 0's.
    const order = aboveMarket()
    const body = await signedOrderBody(account(1), order, 'eip712', { from: account(0).address })
    refused(await stack.api.post(`${BASE}/orders`, body), 'InvalidSignature')
    // A limit order that needs the whole balance (fill-or-kill): all of it must be there.
    const tooMuch = aboveMarket({ sellAmount: parseUnits('1000000', 18) })
    refused(await post(1, tooMuch), 'InsufficientBalance')
  })
})

describe('at most N open limit orders per owner (TooManyLimitOrders)', () => {
  const owner = 2
  const cancel = async (uid: Hex) => {
    expect((await cancelSignedOrder(stack, account(owner), uid)).status).toBe(200)
  }
  beforeAll(async () => {
    await stack.restartService({ config: { maxLimitOrdersPerOwner: MAX_LIMIT_ORDERS } })
  })
  afterAll(async () => {
    await stack.restartService({ config: {} })
  })

  it('refuses the next limit order away from the market once N are open', async () => {
    const uids: Hex[] = []
    for (let i = 0; i < MAX_LIMIT_ORDERS; i += 1) {
      uids.push((await placed(await post(owner, aboveMarket()))).uid as Hex)
    }
    const description = refused(await post(owner, aboveMarket()), 'TooManyLimitOrders')
    expect(description).toContain(`has ${MAX_LIMIT_ORDERS} open limit orders`)
    expect(description).toContain(`at most ${MAX_LIMIT_ORDERS}`)
    refused(await post(owner, aboveMarket({ partiallyFillable: true })), 'TooManyLimitOrders')
    // Market orders, and limit orders at the market (they fill soon), are not capped...
    expect(await classOf(await post(owner, atMarket()))).toBe('market')
    expect(await classOf(await post(owner, atMarket(), { appData: LIMIT_APP_DATA }))).toBe('limit')
    // ...nor are other owners.
    expect((await post(3, aboveMarket())).status).toBe(201)

    // N + 1 open now (the one at the market counts): two cancellations free one place.
    const [first, second] = uids
    if (!first || !second) throw new Error('no orders')
    await cancel(first)
    refused(await post(owner, aboveMarket()), 'TooManyLimitOrders')
    await cancel(second)
    expect(await classOf(await post(owner, aboveMarket()))).toBe('limit')
    refused(await post(owner, aboveMarket()), 'TooManyLimitOrders')
  })

  it('counts neither filled nor expired orders; a presign order waiting for its signature counts', async () => {
    const db = stack.service.context.db
    const orders = await db.listOrdersByOwner(account(owner).address, { offset: 0, limit: 100 })
    const open = orders.filter((o) => o.class === 'limit' && o.status === 'open')
    expect(open).toHaveLength(MAX_LIMIT_ORDERS)
    // One fills (written behind the API's back: the solver is not running here).
    const filled = open[0]
    if (!filled) throw new Error('no order')
    await db.setOrderStatus(filled.uid, 'fulfilled')

    const presign = aboveMarket({ validTo: serviceNow() + 90 })
    const presigned = await stack.api.post(`${BASE}/orders`, {
      ...(await signedOrderBody(account(owner), presign)),
      signingScheme: 'presign',
      signature: '0x',
      from: account(owner).address,
    })
    expect(await placed(presigned)).toMatchObject({
      class: 'limit',
      status: 'presignaturePending',
    })
    refused(await post(owner, aboveMarket()), 'TooManyLimitOrders')

    // Two minutes later (on the service's clock) the presign order has expired.
    offsetMs += 120_000
    try {
      expect((await post(owner, aboveMarket())).status).toBe(201)
      refused(await post(owner, aboveMarket()), 'TooManyLimitOrders')
    } finally {
      offsetMs -= 120_000
    }
  })
})

describe('hostile inputs', () => {
  it('takes extreme but valid limits as limit orders, and refuses malformed ones as before', async () => {
    const absurd = await post(3, aboveMarket({ buyAmount: maxUint256 }))
    expect(await classOf(absurd)).toBe('limit')
    // A sell amount below the network fee can never be worth filling: still a limit order.
    const dust = await post(3, sellWeth('1', { sellAmount: 1n }))
    expect(await classOf(dust)).toBe('limit')
    const body = await signedOrderBody(account(3), aboveMarket())
    for (const [field, value] of [
      ['partiallyFillable', 'true'],
      ['partiallyFillable', 1],
      ['validTo', -1],
      ['validTo', 1.5],
      ['feeAmount', '-1'],
    ] as const) {
      const response = await stack.api.post(`${BASE}/orders`, { ...body, [field]: value })
      expect(response.status, `${field}=${String(value)}`).toBe(400)
      expect(errorTypeOf(response)).toBe('InvalidParameter')
    }
    // A fee is refused whatever the order's class.
    refused(await post(3, aboveMarket({ feeAmount: 1n })), 'NonZeroFee')
    // appData too large or not an object is refused before the class is looked at.
    const big = JSON.stringify({
      metadata: { orderClass: { orderClass: 'limit' } },
      x: 'y'.repeat(9000),
    })
    refused(await post(3, aboveMarket(), { appData: big }), 'InvalidAppData')
  })
})
