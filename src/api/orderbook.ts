/**
 * The orderbook family, `{host}/{network}/api/v1/...`: quotes, orders (placing, reading,
 * by UIDs, by account), native prices and the version. Cancellation, appData and the
 * competition (an order's status in it, the solvers' results) are beside it
 * (orderbook-cancellation.ts, orderbook-app-data.ts, orderbook-competition.ts); the shared
 * request checks in orderbook-request.ts.
 * Each function takes the context first and returns `{ data, meta }`.
 */
import type { Hex } from 'viem'
import { ApiError, invalidRequest, isOrderbookError } from './errors'
import { mapResult, requestJson } from './http'
import {
  type RequestSpec,
  type ApiContext,
  type ApiResult,
  type ResponseMeta,
} from './request-types'
import {
  toOrder,
  toVersionInfo,
  type Order,
  type VersionInfo,
  ACCOUNT_ORDERS_MAX_LIMIT,
} from './types'
import { toQuote, toWireOrderCreation, type OrderCreation, type Quote } from './quote-types'
import { toWireQuoteRequest, type QuoteRequest } from './quote-request'
import {
  type WireQuoteRequest,
  type WireQuoteResponse,
  quoteResponseSchema,
  quoteRequestSchema,
  nativePriceResponseSchema,
} from '@batchswap/contract/wire/quote'
import {
  byUidsErrorEntrySchema,
  orderReadSchema,
  orderCreationSchema,
  orderPostResponseSchema,
  orderListReadSchema,
} from '@batchswap/contract/wire/orders'
import { readEach, type SkippedItem } from './read-list'
import { v1, checkBody, checkUid, checkAddress } from './orderbook-request'
import { versionResponseSchema } from '@batchswap/contract/wire/service-info'

/** Spec 4.6 and 8. */
export const BY_UIDS_CHUNK_SIZE = 128
export const ACCOUNT_ORDERS_DEFAULT_LIMIT = 10

// ---------------------------------------------------------------- quote

/** POST /api/v1/quote with a checked body. Rate limited to spec 8's 10/s on the client. */
function quoteSpec(ctx: ApiContext, body: WireQuoteRequest): RequestSpec<WireQuoteResponse> {
  return {
    endpoint: 'quote',
    method: 'POST',
    url: v1(ctx, '/quote'),
    body,
    schema: quoteResponseSchema,
    rateLimit: 'quote',
  }
}

/** POST /api/v1/quote. Rate limited to spec 8's 10/s on the client. */
export async function getQuote(ctx: ApiContext, request: QuoteRequest): Promise<ApiResult<Quote>> {
  const body = checkBody('quote', quoteRequestSchema, toWireQuoteRequest(request))
  const result = await requestJson(ctx, quoteSpec(ctx, body))
  return mapResult(result, 'quote', toQuote)
}

// ---------------------------------------------------------------- orders

export interface PostOrderOptions {
  /**
   * The UID computed locally from the signed order. When given, the answer must equal it,
   * and a retried post that answers DuplicatedOrder (the first attempt got through, its
   * answer did not) counts as success.
   */
  expectedUid?: Hex
}

/** POST /api/v1/orders; 201 with the UID. Rate limited to spec 8's 5/s on the client. */
export async function postOrder(
  ctx: ApiContext,
  creation: OrderCreation,
  options: PostOrderOptions = {},
): Promise<ApiResult<Hex>> {
  const { expectedUid } = options
  if (expectedUid !== undefined) checkUid('postOrder', expectedUid)
  const body = checkBody('postOrder', orderCreationSchema, toWireOrderCreation(creation))
  let result: ApiResult<Hex>
  try {
    result = await requestJson(ctx, {
      endpoint: 'postOrder',
      method: 'POST',
      url: v1(ctx, '/orders'),
      body,
      schema: orderPostResponseSchema,
      rateLimit: 'orderPost',
    })
  } catch (error) {
    if (
      expectedUid !== undefined &&
      error instanceof ApiError &&
      error.attempts > 1 &&
      isOrderbookError(error, 'DuplicatedOrder')
    ) {
      const meta: ResponseMeta = {
        status: error.status ?? 400,
        receivedAt: new Date(),
        attempts: error.attempts,
      }
      return { data: expectedUid, meta }
    }
    throw error
  }
  const uid = result.data
  if (expectedUid !== undefined && uid.toLowerCase() !== expectedUid.toLowerCase()) {
    throw new ApiError(
      {
        type: 'invalidResponse',
        issues: [`the service returned UID ${uid}, but the signed order's UID is ${expectedUid}`],
      },
      { endpoint: 'postOrder' },
    )
  }
  return { data: uid, meta: result.meta }
}

/** GET /api/v1/orders/{uid}. */
export async function getOrder(ctx: ApiContext, uid: string): Promise<ApiResult<Order>> {
  const checked = checkUid('order', uid)
  const result = await requestJson(ctx, {
    endpoint: 'order',
    method: 'GET',
    url: v1(ctx, `/orders/${checked}`),
    schema: orderReadSchema,
  })
  return mapResult(result, 'order', toOrder)
}

/**
 * Whether the service has the order with this UID, in any state: the lookup that settles a
 * placement whose answer was lost, or an eth-flow order not indexed yet. Asked through
 * by_uids, where an unknown UID is an answer ("missing"), not a 404 the browser logs as an
 * error (issue 39, point 10); throws when the service cannot tell (still failing after the
 * retry policy).
 */
export async function orderExists(ctx: ApiContext, uid: string): Promise<boolean> {
  const { data } = await getOrdersByUids(ctx, [uid])
  const key = uid.toLowerCase()
  return data.byUid.has(key) || data.errors.some((e) => e.uid.toLowerCase() === key)
}

export interface AccountOrdersParams {
  owner: string
  /** Default 0. */
  offset?: number
  /** 1..1000, default 10. A page shorter than `limit` is the last one. */
  limit?: number
}

/**
 * GET /api/v1/account/{owner}/orders, newest first. Bounds are checked before sending.
 * An order that does not read is left out (reported in `meta.skipped`), not the page; the
 * caller still pages by the answer's length, so a skipped order never ends the history early.
 */
export async function getAccountOrders(
  ctx: ApiContext,
  { owner, offset = 0, limit = ACCOUNT_ORDERS_DEFAULT_LIMIT }: AccountOrdersParams,
): Promise<ApiResult<Order[]>> {
  const checkedOwner = checkAddress('accountOrders', 'owner', owner)
  const issues: string[] = []
  if (!Number.isSafeInteger(offset) || offset < 0) {
    issues.push(`offset must be a whole number of at least 0, got ${offset}`)
  }
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > ACCOUNT_ORDERS_MAX_LIMIT) {
    issues.push(`limit must be a whole number from 1 to ${ACCOUNT_ORDERS_MAX_LIMIT}, got ${limit}`)
  }
  if (issues.length > 0) throw invalidRequest('accountOrders', ...issues)
  const result = await requestJson(ctx, {
    endpoint: 'accountOrders',
    method: 'GET',
    url: v1(ctx, `/account/${checkedOwner}/orders`),
    query: { offset: String(offset), limit: String(limit) },
    schema: orderListReadSchema,
  })
  const read = readEach('accountOrders', result.data, orderReadSchema, toOrder)
  return {
    data: read.items,
    meta: { ...result.meta, skipped: read.skipped, listLength: result.data.length },
  }
}

/** The description of a by_uids order the app could not read. */
export const UNREADABLE_ORDER = 'The service sent this order in a form this app cannot read.'

type ByUidsEntry =
  | { order: Order; error?: undefined }
  | { order?: undefined; error: { uid: string; description: string } }

/** One by_uids element: `{order}` (read tolerantly) or `{error}`; anything else is skipped. */
function readByUidsEntries(elements: readonly unknown[]) {
  const orderEntries: unknown[] = []
  const errorEntries: unknown[] = []
  for (const element of elements) {
    const hasOrder =
      typeof element === 'object' && element !== null && 'order' in element && !('error' in element)
    ;(hasOrder ? orderEntries : errorEntries).push(hasOrder ? element.order : element)
  }
  const orders = readEach('ordersByUids', orderEntries, orderReadSchema, toOrder)
  const errors = readEach('ordersByUids', errorEntries, byUidsErrorEntrySchema, (entry) => ({
    uid: entry.error.uid,
    description: entry.error.description,
  }))
  const entries: ByUidsEntry[] = [
    ...orders.items.map((order) => ({ order })),
    ...errors.items.map((error) => ({ error })),
  ]
  return { entries, skipped: [...orders.skipped, ...errors.skipped] }
}

export interface OrdersByUidsResult {
  /** Found orders, in the order the UIDs were asked for. */
  orders: Order[]
  /** Found orders by lowercase UID. */
  byUid: Map<string, Order>
  /** Orders the service has but could not convert (spec 4.6 `{error}` entries). */
  errors: { uid: string; description: string }[]
  /** Asked-for UIDs the answer did not mention (unknown to the service). */
  missing: Hex[]
  /** Answer elements that could not be read and were left out (also in `meta.skipped`). */
  skipped?: SkippedItem[]
}

/**
 * POST /api/v1/orders/by_uids, in parallel chunks of at most 128. The answers are merged
 * by UID, since the service does not keep the request order. Duplicated UIDs are asked once.
 */
export async function getOrdersByUids(
  ctx: ApiContext,
  uids: readonly string[],
): Promise<ApiResult<OrdersByUidsResult>> {
  const unique = new Map<string, Hex>()
  for (const uid of uids) {
    const checked = checkUid('ordersByUids', uid)
    const key = checked.toLowerCase()
    if (!unique.has(key)) unique.set(key, checked)
  }
  const asked = [...unique.values()]
  const chunks: Hex[][] = []
  for (let i = 0; i < asked.length; i += BY_UIDS_CHUNK_SIZE) {
    chunks.push(asked.slice(i, i + BY_UIDS_CHUNK_SIZE))
  }
  const answers = await Promise.all(
    chunks.map((chunk) =>
      requestJson(ctx, {
        endpoint: 'ordersByUids',
        method: 'POST',
        url: v1(ctx, '/orders/by_uids'),
        body: chunk,
        schema: orderListReadSchema,
      }),
    ),
  )

  const byUid = new Map<string, Order>()
  const errors: OrdersByUidsResult['errors'] = []
  const mentioned = new Set<string>()
  const skipped: SkippedItem[] = []
  for (const answer of answers) {
    const converted = readByUidsEntries(answer.data)
    skipped.push(...converted.skipped)
    // The service has these orders; the app cannot read them. They are listed as errors
    // (not as unknown to the service), so a submitted order stays visible for what it is.
    for (const item of converted.skipped) {
      if (item.uid === undefined) continue
      errors.push({ uid: item.uid, description: UNREADABLE_ORDER })
      mentioned.add(item.uid.toLowerCase())
    }
    for (const entry of converted.entries) {
      if (entry.order) {
        const key = entry.order.uid.toLowerCase()
        byUid.set(key, entry.order)
        mentioned.add(key)
      } else if (entry.error) {
        errors.push(entry.error)
        mentioned.add(entry.error.uid.toLowerCase())
      }
    }
  }
  const orders: Order[] = []
  const missing: Hex[] = []
  for (const [key, uid] of unique) {
    const order = byUid.get(key)
    if (order) orders.push(order)
    else if (!mentioned.has(key)) missing.push(uid)
  }
  const meta: ResponseMeta = {
    status: 200,
    receivedAt: new Date(),
    attempts: Math.max(1, ...answers.map((a) => a.meta.attempts)),
  }
  const date = answers[0]?.meta.date
  if (date) meta.date = date
  if (skipped.length > 0) meta.skipped = skipped
  return { data: { orders, byUid, errors, missing, skipped }, meta }
}

// ---------------------------------------------------------------- native price

/**
 * GET /api/v1/token/{token}/native_price: native-currency atoms for one atom of the token
 * (openapi.yml). A number, not an amount: it is an exchange rate, often far below 1.
 */
export async function getNativePrice(ctx: ApiContext, token: string): Promise<ApiResult<number>> {
  const checked = checkAddress('nativePrice', 'token', token)
  const result = await requestJson(ctx, {
    endpoint: 'nativePrice',
    method: 'GET',
    url: v1(ctx, `/token/${checked}/native_price`),
    schema: nativePriceResponseSchema,
  })
  return mapResult(result, 'nativePrice', (wire) => wire.price)
}

// ---------------------------------------------------------------- version

/** GET /api/v1/version: `text/plain`, not JSON (real-service notes). */
export async function getVersion(ctx: ApiContext): Promise<ApiResult<VersionInfo>> {
  const result = await requestJson(ctx, {
    endpoint: 'version',
    method: 'GET',
    url: v1(ctx, '/version'),
    schema: versionResponseSchema,
    responseFormat: 'text',
  })
  return mapResult(result, 'version', toVersionInfo)
}
