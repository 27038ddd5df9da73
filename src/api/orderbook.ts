/**
 * The orderbook family: `{host}/{network}/api/v1/...` (and v2 for the solver competition).
 * Each function takes the context first and returns `{ data, meta }`.
 */
import { isAddress, isHex, size, type Address, type Hex } from 'viem'
import type * as z from 'zod/mini'
import { appDataHash } from '@/protocol/app-data'
import type { EcdsaSigningScheme } from '@/protocol/signing'
import { isOrderUid } from '@/protocol/uid-format'
import { ApiError, invalidRequest, isOrderbookError, type ApiEndpoint } from './errors'
import { formatIssues } from './format-issues'
import {
  mapResult,
  requestJson,
  serviceUrls,
  type ApiContext,
  type ApiResult,
  type ResponseMeta,
  type SchemaPick,
  type WireSchemas,
  wireSchemasFor,
} from './http'
import {
  toCompetitionStatus,
  toOrder,
  toQuote,
  toSolverCompetition,
  toWireOrderCreation,
  toWireQuoteRequest,
  toVersionInfo,
  ACCOUNT_ORDERS_MAX_LIMIT,
  type CompetitionStatus,
  type Order,
  type OrderCreation,
  type Quote,
  type QuoteRequest,
  type SolverCompetition,
  type VersionInfo,
} from './types'
import { readEach, type SkippedItem } from './read-list'

/** Spec 4.6 and 8. */
export const BY_UIDS_CHUNK_SIZE = 128
export const ACCOUNT_ORDERS_DEFAULT_LIMIT = 10

function v1(ctx: ApiContext, path: string): string {
  return `${serviceUrls(ctx).orderbookApi}/v1${path}`
}

/** Checks a request body before sending (the schemas load with the first request). */
async function checkBody<T>(endpoint: ApiEndpoint, pick: SchemaPick<T>, body: unknown): Promise<T> {
  const schema: z.ZodMiniType<T> = pick(await wireSchemasFor(endpoint))
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw invalidRequest(endpoint, ...formatIssues(parsed.error.issues))
  return parsed.data
}

function checkUid(endpoint: ApiEndpoint, uid: string): Hex {
  if (!isOrderUid(uid)) throw invalidRequest(endpoint, `"${uid}" is not a 56-byte order UID`)
  return uid
}

function checkAddress(endpoint: ApiEndpoint, field: string, value: string): Address {
  if (!isAddress(value, { strict: false })) {
    throw invalidRequest(endpoint, `${field} "${value}" is not an address`)
  }
  return value
}

function checkHash32(endpoint: ApiEndpoint, field: string, value: string): Hex {
  if (!isHex(value, { strict: true }) || value.length !== 66 || size(value) !== 32) {
    throw invalidRequest(endpoint, `${field} "${value}" is not a 32-byte hex hash`)
  }
  return value
}

// ---------------------------------------------------------------- quote

/** POST /api/v1/quote. Rate limited to spec 8's 10/s on the client. */
export async function getQuote(ctx: ApiContext, request: QuoteRequest): Promise<ApiResult<Quote>> {
  const body = await checkBody(
    'quote',
    (wire) => wire.quoteRequestSchema,
    toWireQuoteRequest(request),
  )
  const result = await requestJson(ctx, {
    endpoint: 'quote',
    method: 'POST',
    url: v1(ctx, '/quote'),
    body,
    schema: (wire) => wire.quoteResponseSchema,
    rateLimit: 'quote',
  })
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
  const body = await checkBody(
    'postOrder',
    (wire) => wire.orderCreationSchema,
    toWireOrderCreation(creation),
  )
  let result: ApiResult<string>
  try {
    result = await requestJson(ctx, {
      endpoint: 'postOrder',
      method: 'POST',
      url: v1(ctx, '/orders'),
      body,
      schema: (wire) => wire.orderPostResponseSchema,
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
  const uid = result.data as Hex
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
    schema: (wire) => wire.orderReadSchema,
  })
  return mapResult(result, 'order', toOrder)
}

/**
 * Whether the service has the order with this UID, in any state: the lookup that settles a
 * placement whose answer was lost. True when found, false on 404; throws when the service
 * cannot tell (still failing after the retry policy).
 */
export async function orderExists(ctx: ApiContext, uid: string): Promise<boolean> {
  try {
    await getOrder(ctx, uid)
    return true
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false
    throw error
  }
}

/** GET /api/v1/orders/{uid}/status: the order's place in the current competition. */
export async function getOrderStatus(
  ctx: ApiContext,
  uid: string,
): Promise<ApiResult<CompetitionStatus>> {
  const checked = checkUid('orderStatus', uid)
  const result = await requestJson(ctx, {
    endpoint: 'orderStatus',
    method: 'GET',
    url: v1(ctx, `/orders/${checked}/status`),
    schema: (wire) => wire.competitionStatusReadSchema,
  })
  return mapResult(result, 'orderStatus', toCompetitionStatus)
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
    schema: (wire) => wire.orderListReadSchema,
  })
  const { orderReadSchema } = await wireSchemasFor('accountOrders')
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
function readByUidsEntries(
  { orderReadSchema, byUidsErrorEntrySchema }: WireSchemas,
  elements: readonly unknown[],
) {
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
        schema: (wire) => wire.orderListReadSchema,
      }),
    ),
  )

  const byUid = new Map<string, Order>()
  const errors: OrdersByUidsResult['errors'] = []
  const mentioned = new Set<string>()
  const skipped: SkippedItem[] = []
  const wire = await wireSchemasFor('ordersByUids')
  for (const answer of answers) {
    const converted = readByUidsEntries(wire, answer.data)
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

// ---------------------------------------------------------------- cancellation

export interface CancelOrdersParams {
  orderUids: readonly string[]
  /** Signature of `OrderCancellations(bytes[] orderUids)` by the owner. */
  signature: Hex
  signingScheme: EcdsaSigningScheme
}

export interface CancelOrderParams {
  uid: string
  /** Signature of `OrderCancellation(bytes orderUid)` by the owner. */
  signature: Hex
  signingScheme: EcdsaSigningScheme
}

/** A cancel retried after a lost answer meets its own first attempt: that is success. */
async function cancelRequest(
  ctx: ApiContext,
  endpoint: ApiEndpoint,
  url: string,
  body: unknown,
): Promise<ApiResult<void>> {
  try {
    const result = await requestJson(ctx, {
      endpoint,
      method: 'DELETE',
      url,
      body,
      schema: (wire) => wire.ignoredBodySchema,
    })
    return { data: undefined, meta: result.meta }
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.attempts > 1 &&
      isOrderbookError(error, 'AlreadyCancelled')
    ) {
      return {
        data: undefined,
        meta: { status: error.status ?? 400, receivedAt: new Date(), attempts: error.attempts },
      }
    }
    throw error
  }
}

/** DELETE /api/v1/orders (batch, the current form). */
export async function cancelOrders(
  ctx: ApiContext,
  params: CancelOrdersParams,
): Promise<ApiResult<void>> {
  params.orderUids.forEach((uid) => checkUid('cancelOrders', uid))
  const body = await checkBody('cancelOrders', (wire) => wire.orderCancellationsSchema, {
    orderUids: [...params.orderUids],
    signature: params.signature,
    signingScheme: params.signingScheme,
  })
  return cancelRequest(ctx, 'cancelOrders', v1(ctx, '/orders'), body)
}

/** DELETE /api/v1/orders/{uid} (single, the older form). */
export async function cancelOrder(
  ctx: ApiContext,
  params: CancelOrderParams,
): Promise<ApiResult<void>> {
  const uid = checkUid('cancelOrder', params.uid)
  const body = await checkBody('cancelOrder', (wire) => wire.orderCancellationSchema, {
    signature: params.signature,
    signingScheme: params.signingScheme,
  })
  return cancelRequest(ctx, 'cancelOrder', v1(ctx, `/orders/${uid}`), body)
}

// ---------------------------------------------------------------- app data

export interface PutAppDataResult {
  hash: Hex
  /** 201: the service did not know the document; 200: it did. */
  created: boolean
}

/**
 * PUT /api/v1/app_data/{hash} with `{fullAppData}`. The hash is checked against the
 * document before sending, so a mismatch is caught here with a clear message.
 */
export async function putAppData(
  ctx: ApiContext,
  hash: string,
  fullAppData: string,
): Promise<ApiResult<PutAppDataResult>> {
  const checked = checkHash32('putAppData', 'hash', hash)
  const actual = appDataHash(fullAppData)
  if (actual.toLowerCase() !== checked.toLowerCase()) {
    throw invalidRequest('putAppData', `the document hashes to ${actual}, not ${checked}`)
  }
  const result = await requestJson(ctx, {
    endpoint: 'putAppData',
    method: 'PUT',
    url: v1(ctx, `/app_data/${checked}`),
    body: { fullAppData },
    schema: (wire) => wire.ignoredBodySchema,
  })
  return { data: { hash: checked, created: result.meta.status === 201 }, meta: result.meta }
}

/** GET /api/v1/app_data/{hash}: the full document. */
export async function getAppData(ctx: ApiContext, hash: string): Promise<ApiResult<string>> {
  const checked = checkHash32('getAppData', 'hash', hash)
  const result = await requestJson(ctx, {
    endpoint: 'getAppData',
    method: 'GET',
    url: v1(ctx, `/app_data/${checked}`),
    schema: (wire) => wire.appDataGetResponseSchema,
  })
  return mapResult(result, 'getAppData', (wire) => wire.fullAppData)
}

// ---------------------------------------------------------------- solver competition

function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404
}

/** The current v2 path first; on 404 the spec's v1 path (older services). */
async function solverCompetition(
  ctx: ApiContext,
  suffix: string,
): Promise<ApiResult<SolverCompetition>> {
  const base = serviceUrls(ctx).orderbookApi
  const get = (version: 'v1' | 'v2') =>
    requestJson(ctx, {
      endpoint: 'solverCompetition',
      method: 'GET',
      url: `${base}/${version}/solver_competition${suffix}`,
      schema: (wire) => wire.solverCompetitionSchema,
    })
  let result
  try {
    result = await get('v2')
  } catch (v2Error) {
    if (!isNotFound(v2Error)) throw v2Error
    try {
      result = await get('v1')
    } catch (v1Error) {
      // Both 404: the v2 answer is the one the current service means.
      throw isNotFound(v1Error) ? v2Error : v1Error
    }
  }
  return mapResult(result, 'solverCompetition', toSolverCompetition)
}

/** GET /api/v2/solver_competition/{auctionId | latest}. */
export async function getSolverCompetition(
  ctx: ApiContext,
  auctionId: number | 'latest',
): Promise<ApiResult<SolverCompetition>> {
  if (auctionId !== 'latest' && !(Number.isSafeInteger(auctionId) && auctionId >= 0)) {
    throw invalidRequest('solverCompetition', `auction id ${auctionId} is not a whole number`)
  }
  return solverCompetition(ctx, `/${auctionId}`)
}

/** GET /api/v2/solver_competition/by_tx_hash/{txHash}. */
export async function getSolverCompetitionByTxHash(
  ctx: ApiContext,
  txHash: string,
): Promise<ApiResult<SolverCompetition>> {
  const checked = checkHash32('solverCompetition', 'transaction hash', txHash)
  return solverCompetition(ctx, `/by_tx_hash/${checked}`)
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
    schema: (wire) => wire.nativePriceResponseSchema,
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
    schema: (wire) => wire.versionResponseSchema,
    responseFormat: 'text',
  })
  return mapResult(result, 'version', toVersionInfo)
}
