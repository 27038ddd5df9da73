/**
 * The hooks are one line over the factories; these render them (server-side, no DOM
 * needed) against a cache seeded under the factories' keys, which proves each hook reads
 * the factory's key and `select`s the domain data.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ApiResult } from '@/api/request-types'
import { fakeFetch, json, OWNER, testContext, USDC, WETH } from '@/api/test-fixtures'
import { createQueryClient } from './query-client'
import {
  useOrderStatus,
  useSolverCompetition,
  useSolverCompetitionByTx,
} from './competition-queries'
import { useCancelOrder, useCancelOrders, usePostOrder } from './order-mutations'
import { useAppData, usePutAppData } from './app-data-queries'
import {
  orderbookKeys,
  useAccountOrderHistory,
  useAccountOrders,
  useOrder,
  useOrdersByUids,
  useQuote,
  useVersion,
} from './orderbook-queries'
import { useRetryState } from './use-retry-state'
import {
  marketKeys,
  notificationKeys,
  tokenKeys,
  useNotifications,
  useSlippageTolerance,
  useTopHolders,
  useUsdPrice,
  useVolatilityDetails,
} from './token-queries'

const ctx = testContext(fakeFetch(() => json(500, {})))
const meta = { status: 200, receivedAt: new Date(0), attempts: 1 }
const seeded = <T,>(data: T): ApiResult<T> => ({ data, meta })

function render(client: QueryClient, node: ReactNode): string {
  return renderToString(<QueryClientProvider client={client}>{node}</QueryClientProvider>)
}

function Probe({ use }: { use: () => unknown }) {
  const value = use()
  return (
    <output>
      {JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))}
    </output>
  )
}

describe('hooks', () => {
  it('read the factories’ cache entries and select the data', () => {
    const client = createQueryClient()
    client.setQueryData(tokenKeys.usdPrice(ctx, WETH), seeded(3512.5))
    client.setQueryData(
      marketKeys.slippage(ctx, { base: WETH, quote: USDC }),
      seeded({ slippageBps: 42 }),
    )
    client.setQueryData(notificationKeys.list(ctx, OWNER), seeded([{ id: 'n1' }]))
    client.setQueryData(orderbookKeys.version(ctx), seeded({ version: 'v9' }))
    client.setQueryData(orderbookKeys.appData(ctx, '0xAB'), seeded('{}'))
    const html = render(
      client,
      <>
        <Probe use={() => useUsdPrice(ctx, WETH).data} />
        <Probe use={() => useSlippageTolerance(ctx, { base: WETH, quote: USDC }).data} />
        <Probe use={() => useNotifications(ctx, OWNER).data} />
        <Probe use={() => useVersion(ctx).data} />
        <Probe use={() => useAppData(ctx, '0xab').data} />
        <Probe use={() => useQuote(ctx, undefined).status} />
        <Probe use={() => useOrder(ctx, undefined).fetchStatus} />
        <Probe use={() => usePostOrder(ctx).status} />
        <Probe use={() => useRetryState(['nothing']) ?? 'idle'} />
      </>,
    )
    expect(html).toContain('<output>3512.5</output>')
    expect(html).toContain('{&quot;slippageBps&quot;:42}')
    expect(html).toContain('[{&quot;id&quot;:&quot;n1&quot;}]')
    expect(html).toContain('{&quot;version&quot;:&quot;v9&quot;}')
    expect(html).toContain('&quot;{}&quot;')
    // Not ready: pending and idle, never fetching.
    expect(html).toContain('<output>&quot;pending&quot;</output>')
    expect(html).toContain('<output>&quot;idle&quot;</output>')
  })

  it('every other hook is idle while its inputs are missing', () => {
    const client = createQueryClient()
    const statuses = [
      () => useAccountOrders(ctx, undefined).fetchStatus,
      () => useAccountOrderHistory(ctx, undefined).fetchStatus,
      () => useOrdersByUids(ctx, undefined).fetchStatus,
      () => useOrderStatus(ctx, undefined).fetchStatus,
      () => useSolverCompetition(ctx, undefined).fetchStatus,
      () => useSolverCompetitionByTx(ctx, undefined).fetchStatus,
      () => useTopHolders(ctx, undefined).fetchStatus,
      () => useVolatilityDetails(ctx, undefined).fetchStatus,
      () => useCancelOrders(ctx).status,
      () => useCancelOrder(ctx).status,
      () => usePutAppData(ctx).status,
    ]
    const html = render(
      client,
      <>
        {statuses.map((use, i) => (
          <Probe key={i} use={use} />
        ))}
      </>,
    )
    expect(html.match(/<output>&quot;idle&quot;<\/output>/g)).toHaveLength(statuses.length)
    expect(
      client
        .getQueryCache()
        .getAll()
        .every((q) => q.state.fetchStatus === 'idle'),
    ).toBe(true)
  })
})
