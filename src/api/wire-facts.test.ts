/**
 * Wire facts checked against the real service: the method, path and body of every call
 * the app makes, and the request headers it sends. The orderbook's CORS policy
 * (cowprotocol/services crates/orderbook/src/api.rs, `finalize_router`) allows any origin
 * and the request headers Origin, Content-Type, X-Auth-Token and X-AppId, and exposes no
 * response header beyond the CORS-safelisted ones. So: a GET must carry only safelisted
 * headers (no preflight at all; the token-data and notification service's CORS policy is
 * not documented, and all its calls are GETs), and a call with a body may add only
 * `Content-Type: application/json`, which the orderbook's preflight allows.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appDataHash } from '@batchswap/contract/protocol/app-data'
import {
  competitionAnswer,
  hooksOrder,
  nativePriceAnswer,
  quoteAnswer,
  slippageAnswer,
  topHoldersAnswer,
  usdPriceAnswer,
} from './fixtures/real-service'
import { getNotifications } from './notifications'
import { cancelOrder, cancelOrders } from './orderbook-cancellation'
import {
  getAccountOrders,
  getNativePrice,
  getOrder,
  getOrdersByUids,
  getQuote,
  postOrder,
} from './orderbook'
import { getAppData, putAppData } from './orderbook-app-data'
import { getSolverCompetition, getOrderStatus } from './orderbook-competition'
import { resetSkippedReports } from './read-list'
import {
  APP_DATA_DOC,
  APP_DATA_HASH,
  FAKE_SIGNATURE,
  fakeService,
  json,
  orderCreation,
  OWNER,
  uidOf,
  URLS,
  USDC,
  WETH,
  type RecordedRequest,
  quoteRequest,
} from './test-fixtures'
import { getSlippageTolerance, getTopHolders, getUsdPrice } from './token-data'
import { getServiceUrls } from './urls'

const NOW = 1_900_000_000
/** The order the forms post (EIP-712, a fake signature), from the trader. */
const creation = orderCreation({ from: OWNER })
const UID = uidOf(creation.order)

/** Request headers a browser sends without a preflight (Fetch standard, CORS-safelisted). */
const SAFELISTED = new Set(['accept', 'accept-language', 'content-language'])
/** What the orderbook's preflight answer allows on top (services api.rs). */
const ORDERBOOK_ALLOWED = new Set(['origin', 'content-type', 'x-auth-token', 'x-appid'])

function answer(request: RecordedRequest): Response {
  const url = request.url
  if (url.endsWith('/quote')) return json(200, quoteAnswer(NOW))
  if (url.endsWith('/v1/orders') && request.method === 'POST') return json(201, UID)
  if (url.endsWith('/by_uids')) return json(200, [{ order: hooksOrder(NOW) }])
  if (url.includes('/account/')) return json(200, [hooksOrder(NOW)])
  if (url.endsWith('/status')) return json(200, competitionAnswer)
  if (request.method === 'DELETE') return json(200, 'Cancelled')
  if (url.includes('/app_data/')) {
    return request.method === 'PUT'
      ? json(201, APP_DATA_HASH)
      : json(200, { fullAppData: APP_DATA_DOC })
  }
  if (url.includes('/solver_competition/')) return json(200, { auctionId: 7, solutions: [] })
  if (url.endsWith('/native_price')) return json(200, nativePriceAnswer)
  if (url.includes('/orders/')) return json(200, hooksOrder(NOW))
  if (url.endsWith('/usdPrice')) return json(200, usdPriceAnswer)
  if (url.endsWith('/topHolders')) return json(200, topHoldersAnswer)
  if (url.includes('/slippageTolerance')) return json(200, slippageAnswer)
  if (url.endsWith('/notifications')) return json(200, [])
  return json(404, { message: `not routed: ${url}` })
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  resetSkippedReports()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => warn.mockRestore())

/** Every call the app makes, once, recorded. */
async function everyCall() {
  const { ctx, calls } = fakeService(answer)
  await getQuote(ctx, quoteRequest({ kind: 'sell', sellAmountBeforeFee: 10n ** 18n }))
  await postOrder(ctx, creation)
  await getOrdersByUids(ctx, [UID])
  await getAccountOrders(ctx, { owner: OWNER, offset: 20, limit: 10 })
  await getOrder(ctx, UID)
  await getOrderStatus(ctx, UID)
  await cancelOrders(ctx, { orderUids: [UID], signature: FAKE_SIGNATURE, signingScheme: 'eip712' })
  await cancelOrder(ctx, { uid: UID, signature: FAKE_SIGNATURE, signingScheme: 'ethsign' })
  await putAppData(ctx, APP_DATA_HASH, APP_DATA_DOC)
  await getAppData(ctx, APP_DATA_HASH)
  await getSolverCompetition(ctx, 7)
  await getNativePrice(ctx, USDC)
  await getUsdPrice(ctx, WETH)
  await getTopHolders(ctx, WETH)
  await getSlippageTolerance(ctx, { base: WETH, quote: USDC, orderKind: 'sell' })
  await getNotifications(ctx, OWNER)
  return calls
}

function relative(url: string): string {
  for (const base of Object.values(URLS)) if (url.startsWith(base)) return url.slice(base.length)
  return url
}

describe('wire facts', () => {
  it('every call goes to the documented method and path', async () => {
    const calls = await everyCall()
    expect(calls.map((c) => `${c.method} ${relative(c.url)}`)).toEqual([
      'POST /v1/quote',
      'POST /v1/orders',
      'POST /v1/orders/by_uids',
      `GET /v1/account/${OWNER}/orders?offset=20&limit=10`,
      `GET /v1/orders/${UID}`,
      `GET /v1/orders/${UID}/status`,
      'DELETE /v1/orders',
      `DELETE /v1/orders/${UID}`,
      `PUT /v1/app_data/${APP_DATA_HASH}`,
      `GET /v1/app_data/${APP_DATA_HASH}`,
      'GET /v2/solver_competition/7',
      `GET /v1/token/${USDC}/native_price`,
      `GET /tokens/${WETH}/usdPrice`,
      `GET /tokens/${WETH}/topHolders`,
      `GET /markets/${WETH}-${USDC}/slippageTolerance?orderKind=sell`,
      `GET /${OWNER}/notifications`,
    ])
  })

  it('sends the documented bodies', async () => {
    const calls = await everyCall()
    const body = (i: number) => calls[i]?.body
    expect(body(0)).toEqual({
      sellToken: WETH,
      buyToken: USDC,
      from: OWNER,
      kind: 'sell',
      sellAmountBeforeFee: '1000000000000000000',
    })
    expect(body(1)).toMatchObject({
      appData: APP_DATA_DOC,
      appDataHash: appDataHash(APP_DATA_DOC),
      signingScheme: 'eip712',
      feeAmount: '0',
    })
    expect(body(2)).toEqual([UID])
    expect(body(6)).toEqual({
      orderUids: [UID],
      signature: FAKE_SIGNATURE,
      signingScheme: 'eip712',
    })
    expect(body(7)).toEqual({ signature: FAKE_SIGNATURE, signingScheme: 'ethsign' })
    expect(body(8)).toEqual({ fullAppData: APP_DATA_DOC })
    for (const i of [3, 4, 5, 9, 10, 11, 12, 13, 14, 15]) expect(body(i)).toBeUndefined()
  })

  it('sends no header that forces a preflight the real services do not allow', async () => {
    const calls = await everyCall()
    for (const call of calls) {
      const names = Object.keys(call.headers).map((h) => h.toLowerCase())
      const nonSimple = names.filter((h) => !SAFELISTED.has(h))
      if (call.method === 'GET') {
        // No preflight at all: works with any CORS policy that allows the origin.
        expect(nonSimple, `${call.method} ${call.url}`).toEqual([])
      } else {
        expect(
          nonSimple.every((h) => ORDERBOOK_ALLOWED.has(h)),
          `${call.method} ${call.url}: ${nonSimple.join(', ')}`,
        ).toBe(true)
        expect(call.headers['content-type']).toBe('application/json')
        expect(call.url.startsWith(URLS.orderbookApi), 'only the orderbook is sent bodies').toBe(
          true,
        )
      }
      expect(names).not.toContain('authorization')
      expect(names).not.toContain('x-api-key')
    }
  })

  it('builds the real hosts: {host}/{network}/api/v1, the BFF by chain id', () => {
    const urls = getServiceUrls(100, 'staging', {
      sandboxApiUrl: 'http://127.0.0.1:1',
      orderbookUrl: { production: 'https://api.cow.fi', staging: 'https://barn.api.cow.fi' },
      bffUrl: { production: 'https://bff.cow.fi', staging: 'https://bff.barn.cow.fi' },
    })
    expect(urls).toEqual({
      orderbookApi: 'https://barn.api.cow.fi/xdai/api',
      tokenData: 'https://bff.barn.cow.fi/100',
      notifications: 'https://bff.barn.cow.fi/accounts',
    })
  })
})

describe('headers read across origins', () => {
  it('without a readable Date header (not exposed cross-origin) the quote assumes no clock skew', async () => {
    const { ctx } = fakeService(() => json(200, quoteAnswer(Math.floor(Date.now() / 1000))))
    const { data } = await getQuote(ctx, quoteRequest())
    expect(data.clockSkewMs).toBe(0)
    // Still never trusted past receipt + 60 s.
    expect(data.expiresAt.getTime() - data.receivedAt.getTime()).toBeLessThanOrEqual(60_000)
  })

  it('with a readable Date header the skew is measured', async () => {
    const serverDate = new Date(Date.now() + 30_000).toUTCString()
    const { ctx } = fakeService(() =>
      json(200, quoteAnswer(Math.floor(Date.now() / 1000)), { date: serverDate }),
    )
    const { data } = await getQuote(ctx, quoteRequest())
    expect(data.clockSkewMs).toBeGreaterThan(25_000)
  })

  it('a 429 without a readable Retry-After falls back to the app backoff and still retries', async () => {
    let n = 0
    const { ctx } = fakeService(
      () =>
        n++ === 0
          ? json(429, { errorType: 'RateLimited', description: 'slow down' })
          : json(200, nativePriceAnswer),
      { retry: { baseDelayMs: 1, maxDelayMs: 2 } },
    )
    const { data, meta } = await getNativePrice(ctx, USDC)
    expect(data).toBe(nativePriceAnswer.price)
    expect(meta.attempts).toBe(2)
  })
})
