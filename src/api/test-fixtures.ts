/**
 * The one home of the app's unit-test orders and quotes: `orderData` (the signed order, from
 * the contract's protocol/order-fixtures, which the sandbox's tests share), wire orders and
 * quote answers in the real service's shape (mainnet addresses) and in the sandbox's
 * (`sandboxWireOrder`, `sandboxOrder`, `sandboxQuote`, built through the real converters), plus
 * a recording fake `fetch`. Imported by tests only.
 */
import { pad, zeroAddress, type Address, type Hex } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import type { TokenInfo } from '@/config/token-lists'
import { getDomainFor } from '@batchswap/contract/protocol/domain'
import type { OrderData } from '@batchswap/contract/protocol/order'
import {
  APP_DATA_DOC,
  APP_DATA_HASH,
  orderData,
  USDC,
  WETH,
} from '@batchswap/contract/protocol/order-fixtures'
import { packOrderUid } from '@batchswap/contract/protocol/uid'
import { computeOrderUid } from '@batchswap/contract/protocol/order'
import { OPEN_UNFILLED, PLAIN_SELL_TERMS } from './fixtures/real-service'
import { ApiError } from './errors'
import type { ApiContext, FetchFn } from './request-types'
import type { ServiceHosts } from './urls'
import { toOrder, type Order } from './types'
import { toQuote, type OrderCreation, type Quote } from './quote-types'
import type { QuoteRequest } from './quote-request'
import { orderSchema, type WireOrder } from '@batchswap/contract/wire/orders'
import type { WireQuoteResponse } from '@batchswap/contract/wire/quote'
import type { TwapData } from '@batchswap/contract/protocol/twap'

export { APP_DATA_DOC, APP_DATA_HASH, orderData, USDC, WETH }
export const OWNER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SETTLEMENT: Address = '0x9008D19f58AAbD9eD0D60971565AA8510560ab41'

export const URLS = {
  orderbookApi: 'https://api.test/mainnet/api',
  tokenData: 'https://bff.test/1',
  notifications: 'https://bff.test/accounts',
}

/**
 * The real service's production and staging hosts, and a local sandbox, as the app's
 * configuration may give them: with trailing slashes, which getServiceUrls trims.
 */
export const SERVICE_HOSTS: ServiceHosts = {
  sandboxApiUrl: 'http://127.0.0.1:9999/',
  orderbookUrl: { production: 'https://api.cow.fi', staging: 'https://barn.api.cow.fi/' },
  bffUrl: { production: 'https://bff.cow.fi', staging: 'https://bff.barn.cow.fi' },
}

export interface RecordedRequest {
  method: string
  url: string
  headers: Record<string, string>
  body: unknown
  /** The fetch's cache mode, when the request set one. */
  cache?: RequestCache
}

export type Handler = (request: RecordedRequest, index: number) => Response | Promise<Response>

/** A fake fetch that records every request and answers with `handler`. */
export function fakeFetch(handler: Handler): FetchFn & { calls: RecordedRequest[] } {
  const calls: RecordedRequest[] = []
  const fn = async (input: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {}
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value
    })
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: input,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    if (init.cache) request.cache = init.cache
    calls.push(request)
    return handler(request, calls.length - 1)
  }
  return Object.assign(fn, { calls })
}

/** Answers the responses in turn (the last one repeats). */
export function sequence(...responses: (() => Response)[]): Handler {
  return (_request, index) => {
    const make = responses[Math.min(index, responses.length - 1)]
    if (!make) throw new Error('sequence() needs at least one response')
    return make()
  }
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

/** A `text/plain` answer, as GET /api/v1/version sends it. */
export function plainText(
  status: number,
  body: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  })
}

/** A context against fixed test hosts, without client-side rate limiting, with zero jitter. */
export function testContext(fetch: FetchFn, overrides: Partial<ApiContext> = {}): ApiContext {
  return {
    chainId: 1,
    env: 'production',
    fetch,
    urls: URLS,
    random: () => 0,
    rateLimiters: { quote: null, orderPost: null },
    ...overrides,
  }
}

/** A test context over a fake fetch that answers with `handler`; `calls` are its requests. */
export function fakeService(
  handler: Handler,
  overrides: Partial<ApiContext> = {},
): { ctx: ApiContext; calls: RecordedRequest[] } {
  const fetch = fakeFetch(handler)
  return { ctx: testContext(fetch, overrides), calls: fetch.calls }
}

export function uidOf(order: OrderData, owner: Address = OWNER): Hex {
  return computeOrderUid(getDomainFor(1, 'production'), order, owner)
}

/** An order as GET /api/v1/orders/{uid} returns it on the real service. */
export function wireOrder(
  overrides: Partial<WireOrder> = {},
  data: OrderData = orderData(),
): WireOrder {
  return {
    creationDate: '2024-05-13T09:13:07.561716Z',
    owner: OWNER,
    uid: uidOf(data),
    availableBalance: null,
    executedBuyAmount: '0',
    executedSellAmount: '0',
    executedSellAmountBeforeFees: '0',
    executedFeeAmount: '0',
    executedFee: '0',
    executedFeeToken: data.sellToken,
    invalidated: false,
    status: 'open',
    class: 'market',
    settlementContract: SETTLEMENT,
    isLiquidityOrder: false,
    fullAppData: APP_DATA_DOC,
    sellToken: data.sellToken,
    buyToken: data.buyToken,
    receiver: null,
    sellAmount: data.sellAmount.toString(),
    buyAmount: data.buyAmount.toString(),
    validTo: data.validTo,
    appData: data.appData,
    feeAmount: data.feeAmount.toString(),
    kind: data.kind,
    partiallyFillable: data.partiallyFillable,
    sellTokenBalance: data.sellTokenBalance,
    buyTokenBalance: data.buyTokenBalance,
    signingScheme: 'eip712',
    signature: `0x${'ab'.repeat(64)}1b`,
    interactions: { pre: [], post: [] },
    // a field this app does not know, as the real service adds them over time
    fullFeeAmount: '0',
    ...overrides,
  }
}

/** POST /api/v1/quote's answer on the real service. */
/** A quote request for WETH -> USDC from OWNER, for `amount` (by default a sell of 1 before fee). */
export function quoteRequest(
  amount:
    | { kind: 'sell'; sellAmountBeforeFee: bigint }
    | { kind: 'sell'; sellAmountAfterFee: bigint }
    | { kind: 'buy'; buyAmountAfterFee: bigint } = { kind: 'sell', sellAmountBeforeFee: 1n },
): QuoteRequest {
  return { sellToken: WETH, buyToken: USDC, from: OWNER, ...amount }
}

export function wireQuote(overrides: Partial<WireQuoteResponse['quote']> = {}): WireQuoteResponse {
  return {
    quote: {
      sellToken: WETH,
      buyToken: USDC,
      receiver: null,
      sellAmount: '998500000000000000',
      buyAmount: '2496250000',
      validTo: 1_900_000_000,
      appData: APP_DATA_DOC,
      appDataHash: APP_DATA_HASH,
      feeAmount: '1500000000000000',
      gasAmount: '103178.0',
      gasPrice: '12073241396.0',
      sellTokenPrice: '1.0',
      ...PLAIN_SELL_TERMS,
      ...overrides,
    },
    from: OWNER,
    expiration: '2030-01-01T00:01:00.000Z',
    id: 417_309_312,
    verified: true,
    protocolFeeBps: '2',
  }
}

// ---------------------------------------------------------------- the sandbox's shapes

/** A sandbox token as the app lists it. */
export function sandboxToken(symbol: string): TokenInfo {
  const token = sandboxDeployment.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no sandbox token ${symbol}`)
  return { chainId: sandboxDeployment.chainId, ...token }
}

export const SANDBOX_WETH = sandboxToken('WETH')
export const SANDBOX_USDC = sandboxToken('USDC')
export const TRADER: Address = sandboxDeployment.traders[0]
export const OTHER_TRADER: Address = sandboxDeployment.traders[1]

/** A distinct UID per seed, valid until `validTo`. */
export function fixtureUid(seed: number, owner: Address = TRADER, validTo = 2_000_000_000): Hex {
  const digest: Hex = `0x${seed.toString(16).padStart(64, '0')}`
  return packOrderUid({ orderDigest: digest, owner, validTo })
}

/** An order as the sandbox service answers it, distinct per `seed`. */
export function sandboxWireOrder(overrides: Partial<WireOrder> = {}, seed = 1): WireOrder {
  const owner = overrides.owner ?? TRADER
  const validTo = overrides.validTo ?? 2_000_000_000
  return {
    sellToken: SANDBOX_WETH.address,
    buyToken: SANDBOX_USDC.address,
    receiver: zeroAddress,
    sellAmount: '1000000000000000000',
    buyAmount: '2000000000',
    validTo,
    appData: '{}',
    feeAmount: '0',
    ...PLAIN_SELL_TERMS,
    signature: `0x${'11'.repeat(65)}`,
    creationDate: '2026-11-20T10:00:00.000Z',
    class: 'limit',
    owner,
    uid: fixtureUid(seed, owner, validTo),
    ...OPEN_UNFILLED,
    settlementContract: sandboxDeployment.settlement,
    ...overrides,
  }
}

/** The app's `Order`, built the way the app gets one: validated by the schema, converted. */
export function sandboxOrder(overrides: Partial<WireOrder> = {}, seed = 1): Order {
  return toOrder(orderSchema.parse(sandboxWireOrder(overrides, seed)))
}

export interface QuoteFixtureOptions {
  kind?: 'sell' | 'buy'
  sellAmount?: bigint
  buyAmount?: bigint
  feeAmount?: bigint
  /** Client clock at receipt. */
  receivedAt?: number
  /** Server's `expiration` (server clock). */
  expiration?: number
  /** Server `Date` header; absent = no skew information. */
  serverDate?: number
  id?: number
}

/** A sandbox WETH -> USDC quote as the app holds it, through the real converter. */
export function sandboxQuote(options: QuoteFixtureOptions = {}): Quote {
  const receivedAt = options.receivedAt ?? 1_700_000_000_000
  const wire: WireQuoteResponse = {
    quote: {
      sellToken: SANDBOX_WETH.address,
      buyToken: SANDBOX_USDC.address,
      receiver: null,
      sellAmount: String(options.sellAmount ?? 999_000_000_000_000_000n),
      buyAmount: String(options.buyAmount ?? 2_990_000_000n),
      validTo: Math.floor(receivedAt / 1000) + 1800,
      appData: '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d',
      feeAmount: String(options.feeAmount ?? 1_000_000_000_000_000n),
      kind: options.kind ?? 'sell',
      partiallyFillable: false,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
      signingScheme: 'eip712',
    },
    from: sandboxDeployment.traders[0],
    expiration: new Date(options.expiration ?? receivedAt + 60_000).toISOString(),
    id: options.id ?? 7,
    verified: true,
  }
  const meta =
    options.serverDate === undefined
      ? { receivedAt: new Date(receivedAt) }
      : { receivedAt: new Date(receivedAt), date: new Date(options.serverDate) }
  return toQuote(wire, meta)
}

/** A signature of the right length for requests whose signature the fake service does not check. */
export const FAKE_SIGNATURE: Hex = `0x${'12'.repeat(64)}1c`

/** `orderData()` signed (EIP-712, a fake signature) with its appData document, as the forms post it. */
export function orderCreation(overrides: Partial<OrderCreation> = {}): OrderCreation {
  return {
    order: orderData(),
    appDataDocument: APP_DATA_DOC,
    signingScheme: 'eip712',
    signature: FAKE_SIGNATURE,
    ...overrides,
  }
}

/** The ApiError a promise rejects with (fails the test if it resolves or rejects otherwise). */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

// The failures a write meets: an answer lost in transit, a 5xx after retries, a body that is
// not what the spec says, and the orderbook's own refusals.
export const serverError = () => new ApiError({ type: 'http', status: 500 }, { attempts: 5 })
export const dropped = () => new ApiError({ type: 'network', message: 'Failed to fetch' })
export const malformed = () =>
  new ApiError({ type: 'invalidResponse', issues: ['(root): bad JSON'] })
export const orderbookError = (errorType: string, status: number) =>
  new ApiError({ type: 'orderbook', errorType, description: '', status })

/** A TWAP of four 10-wei parts every 10 minutes, from t0 = 0 (the sandbox's WETH and USDC). */
export function twapData(overrides: Partial<TwapData> = {}): TwapData {
  return {
    sellToken: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629',
    buyToken: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48',
    receiver: zeroAddress,
    partSellAmount: 10n,
    minPartLimit: 1n,
    t0: 0n,
    n: 4n,
    t: 600n,
    span: 0n,
    appData: pad('0x01'),
    ...overrides,
  }
}
