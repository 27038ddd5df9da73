/**
 * queryOptions factories of the orderbook's quotes and orders, each with its hook beside it
 * (one line over the factory, as wagmi's); placing and cancelling orders are in
 * order-mutations.ts, appData documents in app-data-queries.ts, the competition in
 * competition-queries.ts. Keys are hierarchical,
 * `['orderbook', env, chainId, ...]`, so invalidating `orderbookKeys.orders(ctx)` refreshes
 * every order list, single order and by_uids query of that network at once. Polling
 * intervals live here, not in components.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  skipToken,
  type InfiniteData,
} from '@tanstack/react-query'
import type { Hex } from 'viem'
import type { ApiResult } from '@/api/request-types'
import {
  getAccountOrders,
  getOrder,
  getOrdersByUids,
  getQuote,
  getVersion,
  type OrdersByUidsResult,
} from '@/api/orderbook'
import type { QuoteRequest } from '@/api/quote-request'
import { ACCOUNT_ORDERS_MAX_LIMIT, isOrderPending, type Order } from '@/api/types'
import {
  addressKey,
  recoveryIntervalMs,
  run,
  selectData,
  serviceReadOptions,
  type QueryApiContext,
} from './query-utils'
import { infiniteQueryHook, queryHook } from './hooks-of'

/** Pending orders are refreshed this often (the public app: 2 s). */
export const PENDING_ORDERS_POLL_MS = 2_000
/** Order history is refreshed this often (the public app: 30 s). */
export const ORDER_HISTORY_POLL_MS = 30_000
/** A quote is refreshed this often; it is trusted for at most 60 s. */
export const QUOTE_REFRESH_MS = 30_000
/** Page size of the order history. */
export const ORDER_HISTORY_PAGE_SIZE = 100

export const orderbookKeys = {
  all: (ctx: QueryApiContext) => ['orderbook', ctx.env, ctx.chainId] as const,
  quote: (ctx: QueryApiContext, request: QuoteRequest | undefined) =>
    [...orderbookKeys.all(ctx), 'quote', request ?? null] as const,
  orders: (ctx: QueryApiContext) => [...orderbookKeys.all(ctx), 'orders'] as const,
  accountOrders: (ctx: QueryApiContext, owner: string | undefined) =>
    [...orderbookKeys.orders(ctx), owner === undefined ? null : addressKey(owner)] as const,
  accountOrdersPage: (
    ctx: QueryApiContext,
    owner: string | undefined,
    page: { offset: number; limit: number },
  ) => [...orderbookKeys.accountOrders(ctx, owner), 'page', page] as const,
  accountOrdersHistory: (ctx: QueryApiContext, owner: string | undefined, pageSize: number) =>
    [...orderbookKeys.accountOrders(ctx, owner), 'history', { pageSize }] as const,
  ordersByUids: (ctx: QueryApiContext, uids: readonly string[] | undefined) =>
    [
      ...orderbookKeys.orders(ctx),
      'byUids',
      // Sorted and lowercased: the same set of UIDs is the same query.
      uids === undefined ? null : [...new Set(uids.map((u) => u.toLowerCase()))].sort(),
    ] as const,
  order: (ctx: QueryApiContext, uid: string | undefined) =>
    [...orderbookKeys.orders(ctx), 'uid', uid?.toLowerCase() ?? null] as const,
  orderStatus: (ctx: QueryApiContext, uid: string | undefined) =>
    [...orderbookKeys.order(ctx, uid), 'status'] as const,
  appData: (ctx: QueryApiContext, hash: string | undefined) =>
    [...orderbookKeys.all(ctx), 'appData', hash?.toLowerCase() ?? null] as const,
  solverCompetition: (ctx: QueryApiContext, id: number | 'latest' | undefined) =>
    [...orderbookKeys.all(ctx), 'solverCompetition', id ?? null] as const,
  solverCompetitionByTx: (ctx: QueryApiContext, txHash: string | undefined) =>
    [...orderbookKeys.all(ctx), 'solverCompetition', 'tx', txHash?.toLowerCase() ?? null] as const,
  version: (ctx: QueryApiContext) => [...orderbookKeys.all(ctx), 'version'] as const,
  mutation: (ctx: QueryApiContext, name: string) =>
    [...orderbookKeys.all(ctx), 'mutation', name] as const,
}

// ---------------------------------------------------------------- quote

/** The quote for a request; `undefined` while the form is incomplete. Refreshed every 30 s. */
export function quoteQueryOptions(ctx: QueryApiContext, request: QuoteRequest | undefined) {
  return serviceReadOptions(ctx, orderbookKeys.quote(ctx, request), request, getQuote, {
    staleTime: QUOTE_REFRESH_MS,
    poll: QUOTE_REFRESH_MS,
    // An old quote is worthless; don't keep it around.
    gcTime: 60_000,
  })
}
export const useQuote = queryHook(quoteQueryOptions)

// ---------------------------------------------------------------- orders

/** One page of an account's orders (newest first). */
export function accountOrdersQueryOptions(
  ctx: QueryApiContext,
  owner: string | undefined,
  page: { offset: number; limit: number } = { offset: 0, limit: 10 },
) {
  return serviceReadOptions(
    ctx,
    orderbookKeys.accountOrdersPage(ctx, owner, page),
    owner,
    (c, owner) => getAccountOrders(c, { owner, offset: page.offset, limit: page.limit }),
    { poll: ORDER_HISTORY_POLL_MS },
  )
}
export const useAccountOrders = queryHook(accountOrdersQueryOptions)

/**
 * The history with what could not be read: orders the service sent that were left out,
 * each counted once (by UID, else by page and position) however many pages repeat it.
 */
export function historyWithSkipped(data: InfiniteData<ApiResult<Order[]>, number>): {
  orders: Order[]
  skipped: number
} {
  const keys = new Set<string>()
  data.pages.forEach((page, p) => {
    for (const item of page.meta.skipped ?? []) {
      keys.add(item.uid?.toLowerCase() ?? `${p}:${item.index}`)
    }
  })
  return { orders: flattenPages(data), skipped: keys.size }
}

/** Flattens pages, dropping an order seen twice when new orders shift the offsets. */
function flattenPages(data: InfiniteData<ApiResult<Order[]>, number>): Order[] {
  const seen = new Set<string>()
  const out: Order[] = []
  for (const page of data.pages) {
    for (const order of page.data) {
      const key = order.uid.toLowerCase()
      if (!seen.has(key)) {
        seen.add(key)
        out.push(order)
      }
    }
  }
  return out
}

/**
 * The account's order history with "load more": pages of `pageSize` (at most 1000), the
 * next page existing while the last one was full. Refreshed every 30 s.
 */
export function accountOrdersInfiniteOptions(
  ctx: QueryApiContext,
  owner: string | undefined,
  pageSize: number = ORDER_HISTORY_PAGE_SIZE,
) {
  const limit = Math.min(pageSize, ACCOUNT_ORDERS_MAX_LIMIT)
  const queryKey = orderbookKeys.accountOrdersHistory(ctx, owner, limit)
  return infiniteQueryOptions({
    queryKey,
    queryFn: owner
      ? ({ signal, pageParam, queryKey: key }) =>
          run(key, ctx, signal, (c) => getAccountOrders(c, { owner, offset: pageParam, limit }))
      : skipToken,
    initialPageParam: 0,
    // Paging counts what the service sent, not what was readable: a skipped order must not
    // end the history early.
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      (lastPage.meta.listLength ?? lastPage.data.length) < limit ? undefined : lastOffset + limit,
    select: flattenPages,
    refetchInterval: (query) => recoveryIntervalMs(query) ?? ORDER_HISTORY_POLL_MS,
  })
}
export const useAccountOrderHistory = infiniteQueryHook(accountOrdersInfiniteOptions)

function anyPending(result: ApiResult<OrdersByUidsResult> | undefined): boolean {
  return result !== undefined && result.data.orders.some(isOrderPending)
}

function isPending(result: ApiResult<Order> | undefined): boolean {
  return result !== undefined && isOrderPending(result.data)
}

/**
 * Orders the app is tracking, by UID (chunked by_uids). Polled every 2 s while any of them
 * is still pending; missing UIDs and `{error}` entries are in the result, not dropped.
 */
export function ordersByUidsQueryOptions(ctx: QueryApiContext, uids: readonly Hex[] | undefined) {
  const nonEmpty = uids && uids.length > 0 ? uids : undefined
  return serviceReadOptions(ctx, orderbookKeys.ordersByUids(ctx, uids), nonEmpty, getOrdersByUids, {
    poll: (result) => (anyPending(result) ? PENDING_ORDERS_POLL_MS : false),
  })
}
export const useOrdersByUids = queryHook(ordersByUidsQueryOptions)

/** One order; polled every 2 s while pending. */
export function orderQueryOptions(ctx: QueryApiContext, uid: string | undefined) {
  return serviceReadOptions(ctx, orderbookKeys.order(ctx, uid), uid, getOrder, {
    poll: (result) => (isPending(result) ? PENDING_ORDERS_POLL_MS : false),
  })
}
export const useOrder = queryHook(orderQueryOptions)

// ---------------------------------------------------------------- version

export function versionQueryOptions(ctx: QueryApiContext) {
  const queryKey = orderbookKeys.version(ctx)
  return queryOptions({
    queryKey,
    queryFn: ({ signal, queryKey: key }) => run(key, ctx, signal, (c) => getVersion(c)),
    select: selectData,
    staleTime: 5 * 60_000,
    refetchInterval: (query) => recoveryIntervalMs(query) ?? false,
  })
}
export const useVersion = queryHook(versionQueryOptions)
