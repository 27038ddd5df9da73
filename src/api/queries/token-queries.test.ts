import { skipToken } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { json, OWNER, USDC, WETH } from '@/api/test-fixtures'
import { evaluate, setupQueries } from './query-test-fixtures'
import {
  marketKeys,
  NOTIFICATIONS_DEFAULT_STALE_MS,
  notificationKeys,
  notificationsQueryOptions,
  SLIPPAGE_DEFAULT_STALE_MS,
  slippageToleranceQueryOptions,
  tokenKeys,
  topHoldersQueryOptions,
  USD_PRICE_DEFAULT_STALE_MS,
  usdPriceQueryOptions,
  volatilityDetailsQueryOptions,
} from './token-queries'

describe('keys', () => {
  it('follow the hierarchy tokens > chain > address, markets > chain > pair, notifications > account', () => {
    const { ctx } = setupQueries(() => json(200, {}))
    expect(tokenKeys.usdPrice(ctx, WETH.toLowerCase())).toEqual([
      'tokens',
      1,
      WETH,
      'usdPrice',
      { env: 'production' },
    ])
    expect(tokenKeys.usdPrice(ctx, '-')).toEqual([
      'tokens',
      1,
      '-',
      'usdPrice',
      { env: 'production' },
    ])
    expect(marketKeys.slippage(ctx, { base: WETH, quote: USDC, sellAmount: 5n })).toEqual([
      'markets',
      1,
      WETH,
      USDC,
      'slippage',
      { sellAmount: 5n },
      { env: 'production' },
    ])
    expect(notificationKeys.list(ctx, OWNER.toLowerCase()).slice(0, 2)).toEqual([
      'notifications',
      OWNER,
    ])
  })
})

describe('freshness from Cache-Control', () => {
  it('usdPrice: as sent, else the default', async () => {
    let headers: Record<string, string> = { 'cache-control': 'public, max-age=45' }
    const { ctx, client } = setupQueries(() => json(200, { price: 2 }, headers))
    const options = usdPriceQueryOptions(ctx, WETH)
    expect((await client.fetchQuery(options)).data).toBe(2)
    const query = client.getQueryCache().find({ queryKey: options.queryKey })
    expect(evaluate(options.staleTime, query)).toBe(45_000)
    headers = {}
    await client.refetchQueries({ queryKey: options.queryKey })
    expect(evaluate(options.staleTime, query)).toBe(USD_PRICE_DEFAULT_STALE_MS)
  })

  it('slippageTolerance: max-age, 120 s by default', async () => {
    const { ctx, client, fetch } = setupQueries(() => json(200, { slippageBps: 35 }))
    const options = slippageToleranceQueryOptions(ctx, {
      base: WETH,
      quote: USDC,
      orderKind: 'buy',
    })
    expect((await client.fetchQuery(options)).data).toEqual({ slippageBps: 35 })
    expect(
      evaluate(options.staleTime, client.getQueryCache().find({ queryKey: options.queryKey })),
    ).toBe(SLIPPAGE_DEFAULT_STALE_MS)
    expect(new URL(fetch.calls[0]?.url ?? '').searchParams.get('orderKind')).toBe('buy')
  })

  it('notifications: max-age, 300 s by default, and not polled faster', async () => {
    const { ctx, client } = setupQueries(() =>
      json(200, [], { 'cache-control': 'public, max-age=600' }),
    )
    const options = notificationsQueryOptions(ctx, OWNER)
    await client.fetchQuery(options)
    const query = client.getQueryCache().find({ queryKey: options.queryKey })
    expect(evaluate(options.staleTime, query)).toBe(600_000)
    expect(evaluate(options.refetchInterval, query)).toBe(600_000)
    expect(NOTIFICATIONS_DEFAULT_STALE_MS).toBe(300_000)
  })
})

describe('skipToken when inputs are not ready', () => {
  it('for every factory', () => {
    const { ctx } = setupQueries(() => json(200, {}))
    expect(usdPriceQueryOptions(ctx, undefined).queryFn).toBe(skipToken)
    expect(topHoldersQueryOptions(ctx, undefined).queryFn).toBe(skipToken)
    expect(slippageToleranceQueryOptions(ctx, undefined).queryFn).toBe(skipToken)
    expect(volatilityDetailsQueryOptions(ctx, undefined).queryFn).toBe(skipToken)
    expect(notificationsQueryOptions(ctx, undefined).queryFn).toBe(skipToken)
  })
})

describe('topHolders, volatility', () => {
  it('fetch through their factories', async () => {
    const { ctx, client } = setupQueries((r) =>
      r.url.endsWith('topHolders')
        ? json(200, [{ address: OWNER, balance: '5' }])
        : json(200, { base: 1 }),
    )
    expect((await client.fetchQuery(topHoldersQueryOptions(ctx, WETH))).data).toEqual([
      { address: OWNER, balance: 5n },
    ])
    expect(
      (await client.fetchQuery(volatilityDetailsQueryOptions(ctx, { base: WETH, quote: USDC })))
        .data,
    ).toEqual({
      base: 1,
    })
  })
})
