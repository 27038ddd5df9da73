import {
  InfiniteQueryObserver,
  MutationObserver,
  QueryObserver,
  skipToken,
} from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import {
  APP_DATA_DOC,
  APP_DATA_HASH,
  FAKE_SIGNATURE,
  json,
  orderCreation,
  orderData,
  OWNER,
  sequence,
  uidOf,
  wireOrder,
  wireQuote,
  quoteRequest,
} from '@/api/test-fixtures'
import type { QuoteRequest } from '@/api/quote-request'
import {
  orderStatusQueryOptions,
  solverCompetitionByTxQueryOptions,
  solverCompetitionQueryOptions,
} from './competition-queries'
import {
  cancelOrderMutationOptions,
  cancelOrdersMutationOptions,
  postOrderMutationOptions,
} from './order-mutations'
import { appDataQueryOptions, putAppDataMutationOptions } from './app-data-queries'
import {
  accountOrdersInfiniteOptions,
  accountOrdersQueryOptions,
  orderbookKeys,
  orderQueryOptions,
  ordersByUidsQueryOptions,
  PENDING_ORDERS_POLL_MS,
  QUOTE_REFRESH_MS,
  quoteQueryOptions,
  versionQueryOptions,
} from './orderbook-queries'
import { evaluate, setupQueries } from './query-test-fixtures'
import { getRetryState } from './query-utils'

const request: QuoteRequest = quoteRequest({ kind: 'sell', sellAmountBeforeFee: 10n ** 18n })

afterEach(() => {
  vi.useRealTimers()
})

describe('quote', () => {
  it('skips until the request is ready', () => {
    const { ctx } = setupQueries(() => json(200, wireQuote()))
    expect(quoteQueryOptions(ctx, undefined).queryFn).toBe(skipToken)
  })

  it('fetches, selects the domain quote and refreshes every 30 s', async () => {
    const { ctx, client, fetch } = setupQueries(() => json(200, wireQuote()))
    const options = quoteQueryOptions(ctx, request)
    expect(options.queryKey).toEqual(['orderbook', 'production', 1, 'quote', request])
    const observer = new QueryObserver(client, options)
    const result = await observer.refetch()
    const query = client.getQueryCache().find({ queryKey: options.queryKey })
    expect(evaluate(options.refetchInterval, query)).toBe(QUOTE_REFRESH_MS)
    expect(result.data?.sellAmount).toBe(998_500_000_000_000_000n)
    expect(fetch.calls).toHaveLength(1)
  })

  it('errors are ApiErrors', async () => {
    const { ctx, client } = setupQueries(() =>
      json(400, { errorType: 'NoLiquidity', description: '' }),
    )
    const error = await client.fetchQuery(quoteQueryOptions(ctx, request)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).errorType).toBe('NoLiquidity')
  })

  it('publishes retry state while the API module backs off', async () => {
    vi.useFakeTimers()
    const { ctx, client } = setupQueries(
      sequence(
        () => json(429, {}),
        () => json(200, wireQuote()),
      ),
    )
    const options = quoteQueryOptions(ctx, request)
    const promise = client.fetchQuery(options)
    await vi.advanceTimersByTimeAsync(0)
    expect(getRetryState(options.queryKey)).toMatchObject({ attempt: 1, delayMs: 1000 })
    await vi.advanceTimersByTimeAsync(1000)
    await promise
    expect(getRetryState(options.queryKey)).toBeUndefined()
  })
})

describe('orders', () => {
  const pending = orderData()
  const filled = orderData({ validTo: 1_900_000_001 })
  const uids = [uidOf(pending), uidOf(filled)]

  it('keys nest under [orderbook, env, chainId, orders] so one prefix refreshes them all', () => {
    const { ctx } = setupQueries(() => json(200, []))
    const prefix = orderbookKeys.orders(ctx)
    expect(prefix).toEqual(['orderbook', 'production', 1, 'orders'])
    for (const key of [
      orderbookKeys.accountOrders(ctx, OWNER.toLowerCase()),
      orderbookKeys.ordersByUids(ctx, uids),
      orderbookKeys.order(ctx, uids[0]),
      orderbookKeys.orderStatus(ctx, uids[0]),
    ]) {
      expect(key.slice(0, 4)).toEqual(prefix)
    }
    // Either spelling of the owner shares one entry.
    expect(orderbookKeys.accountOrders(ctx, OWNER.toLowerCase())).toEqual([
      'orderbook',
      'production',
      1,
      'orders',
      OWNER,
    ])
    // The same set of UIDs in another order is the same query.
    expect(orderbookKeys.ordersByUids(ctx, [...uids].reverse())).toEqual(
      orderbookKeys.ordersByUids(ctx, uids),
    )
  })

  it('by_uids polls every 2 s while any order is pending, then stops', async () => {
    let status: 'open' | 'fulfilled' = 'open'
    const { ctx, client } = setupQueries(() =>
      json(200, [
        { order: wireOrder({ status }, pending) },
        { order: wireOrder({ status: 'fulfilled' }, filled) },
      ]),
    )
    const options = ordersByUidsQueryOptions(ctx, uids)
    await client.fetchQuery(options)
    const query = client.getQueryCache().find({ queryKey: options.queryKey })
    expect(evaluate(options.refetchInterval, query)).toBe(PENDING_ORDERS_POLL_MS)
    status = 'fulfilled'
    await client.refetchQueries({ queryKey: options.queryKey })
    expect(evaluate(options.refetchInterval, query)).toBe(false)
    expect(ordersByUidsQueryOptions(ctx, []).queryFn).toBe(skipToken)
    expect(ordersByUidsQueryOptions(ctx, undefined).queryFn).toBe(skipToken)
  })

  it('a single order polls while pending; its status until traded', async () => {
    const { ctx, client } = setupQueries((r) =>
      r.url.endsWith('/status') ? json(200, { type: 'traded' }) : json(200, wireOrder({}, pending)),
    )
    const order = orderQueryOptions(ctx, uids[0])
    await client.fetchQuery(order)
    expect(
      evaluate(order.refetchInterval, client.getQueryCache().find({ queryKey: order.queryKey })),
    ).toBe(2000)
    const status = orderStatusQueryOptions(ctx, uids[0])
    await client.fetchQuery(status)
    expect(
      evaluate(status.refetchInterval, client.getQueryCache().find({ queryKey: status.queryKey })),
    ).toBe(false)
    expect(orderQueryOptions(ctx, undefined).queryFn).toBe(skipToken)
    expect(orderStatusQueryOptions(ctx, undefined).queryFn).toBe(skipToken)
  })

  it('history loads more pages while the last was full, flattened without duplicates', async () => {
    const orders = Array.from({ length: 5 }, (_, i) => orderData({ validTo: 1_900_000_000 + i }))
    const { ctx, client, fetch } = setupQueries((r) => {
      const url = new URL(r.url)
      const offset = Number(url.searchParams.get('offset'))
      const limit = Number(url.searchParams.get('limit'))
      // The page at offset 2 repeats an order of the first page, as when a new one arrives.
      const start = offset === 2 ? 1 : offset
      return json(
        200,
        orders.slice(start, offset + limit).map((o) => wireOrder({}, o)),
      )
    })
    const options = accountOrdersInfiniteOptions(ctx, OWNER, 2)
    const observer = new InfiniteQueryObserver(client, options)
    const unsubscribe = observer.subscribe(() => undefined)
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toHaveLength(2))
    expect(observer.getCurrentResult().hasNextPage).toBe(true)
    await observer.fetchNextPage()
    await observer.fetchNextPage()
    const result = observer.getCurrentResult()
    unsubscribe()
    expect(fetch.calls.map((c) => new URL(c.url).search)).toEqual([
      '?offset=0&limit=2',
      '?offset=2&limit=2',
      '?offset=4&limit=2',
    ])
    expect(result.data?.map((o) => o.validTo)).toEqual(orders.map((o) => o.validTo))
    expect(result.hasNextPage).toBe(false)
    expect(accountOrdersInfiniteOptions(ctx, undefined).queryFn).toBe(skipToken)
  })

  it('one page of account orders', async () => {
    const { ctx, client, fetch } = setupQueries(() => json(200, [wireOrder()]))
    const data = await client.fetchQuery(
      accountOrdersQueryOptions(ctx, OWNER, { offset: 10, limit: 5 }),
    )
    expect(data.data).toHaveLength(1)
    expect(new URL(fetch.calls[0]?.url ?? '').search).toBe('?offset=10&limit=5')
    expect(accountOrdersQueryOptions(ctx, undefined).queryFn).toBe(skipToken)
  })
})

describe('mutations', () => {
  const order = orderData()
  const uid = uidOf(order)

  it('postOrder resolves to the UID and invalidates every order query, not the quote', async () => {
    const { ctx, client } = setupQueries((r) => {
      if (r.url.endsWith('/v1/orders') && r.method === 'POST') return json(201, uid)
      if (r.url.endsWith('/quote')) return json(200, wireQuote())
      return json(200, [])
    })
    await client.fetchQuery(accountOrdersQueryOptions(ctx, OWNER))
    await client.fetchQuery(quoteQueryOptions(ctx, request))
    const observer = new MutationObserver(client, postOrderMutationOptions(ctx))
    const result = await observer.mutate({
      creation: orderCreation({ order }),
      expectedUid: uid,
    })
    expect(result).toBe(uid)
    const states = client
      .getQueryCache()
      .getAll()
      .map((q) => [q.queryKey[3], q.state.isInvalidated])
    expect(states).toEqual([
      ['orders', true],
      ['quote', false],
    ])
  })

  it('postOrder failures are ApiErrors', async () => {
    const { ctx, client } = setupQueries(() =>
      json(400, { errorType: 'InsufficientAllowance', description: '' }),
    )
    const observer = new MutationObserver(client, postOrderMutationOptions(ctx))
    const error = await observer
      .mutate({ creation: orderCreation({ order, appDataDocument: undefined }) })
      .catch((e: unknown) => e)
    expect((error as ApiError).errorType).toBe('InsufficientAllowance')
  })

  it('cancellations send and invalidate', async () => {
    const { ctx, client, fetch } = setupQueries(() => json(200, 'Cancelled'))
    await client.fetchQuery(orderQueryOptions(ctx, uid)).catch(() => undefined)
    await new MutationObserver(client, cancelOrdersMutationOptions(ctx)).mutate({
      orderUids: [uid],
      signature: FAKE_SIGNATURE,
      signingScheme: 'eip712',
    })
    await new MutationObserver(client, cancelOrderMutationOptions(ctx)).mutate({
      uid,
      signature: FAKE_SIGNATURE,
      signingScheme: 'eip712',
    })
    expect(fetch.calls.filter((c) => c.method === 'DELETE')).toHaveLength(2)
    expect(
      client.getQueryCache().find({ queryKey: orderbookKeys.order(ctx, uid) })?.state.isInvalidated,
    ).toBe(true)
  })

  it('putAppData seeds the appData cache so the document is not fetched again', async () => {
    const { ctx, client, fetch } = setupQueries(() => json(201, APP_DATA_HASH))
    const result = await new MutationObserver(client, putAppDataMutationOptions(ctx)).mutate({
      hash: APP_DATA_HASH,
      fullAppData: APP_DATA_DOC,
    })
    expect(result).toEqual({ hash: APP_DATA_HASH, created: true })
    const observer = new QueryObserver(client, appDataQueryOptions(ctx, APP_DATA_HASH))
    expect(observer.getCurrentResult().data).toBe(APP_DATA_DOC)
    expect(fetch.calls).toHaveLength(1)
    expect(appDataQueryOptions(ctx, undefined).queryFn).toBe(skipToken)
  })
})

describe('app data, solver competition, version', () => {
  it('fetch through their factories', async () => {
    const competition = { auctionId: 3, solutions: [] }
    const { ctx, client } = setupQueries((r) => {
      if (r.url.includes('/app_data/')) return json(200, { fullAppData: APP_DATA_DOC })
      if (r.url.includes('solver_competition')) return json(200, competition)
      // The real service answers text/plain (real-service-notes, issue 22).
      return new Response('v1', { status: 200, headers: { 'content-type': 'text/plain' } })
    })
    expect(await client.fetchQuery(appDataQueryOptions(ctx, APP_DATA_HASH))).toMatchObject({
      data: APP_DATA_DOC,
    })
    expect(await client.fetchQuery(solverCompetitionQueryOptions(ctx, 3))).toMatchObject({
      data: { auctionId: 3 },
    })
    expect(
      await client.fetchQuery(solverCompetitionByTxQueryOptions(ctx, `0x${'aa'.repeat(32)}`)),
    ).toMatchObject({ data: { auctionId: 3 } })
    expect(await client.fetchQuery(versionQueryOptions(ctx))).toMatchObject({
      data: { version: 'v1' },
    })
    expect(solverCompetitionQueryOptions(ctx, 3).staleTime).toBe(Infinity)
    expect(solverCompetitionQueryOptions(ctx, 'latest').staleTime).toBe(0)
    expect(solverCompetitionQueryOptions(ctx, undefined).queryFn).toBe(skipToken)
    expect(solverCompetitionByTxQueryOptions(ctx, undefined).queryFn).toBe(skipToken)
  })
})
