/**
 * When the account's filled orders filled: one request for the account's trades (the
 * service's largest page, newest first) gives each order's last trade block, for the whole
 * list at once; a row on screen reads that block's timestamp (one cached read per block,
 * `useFillTime`). The order's own wire shape has no execution time (spec 2.1).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useBlock } from 'wagmi'
import { getTrades, TRADES_MAX_LIMIT, type Trade } from '@/api/orderbook-trades'
import { orderbookKeys } from '@/api/queries/orderbook-queries'
import { runWhen, selectData, type QueryApiContext } from '@/api/queries/query-utils'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import type { FillTime, OrderRow } from './order-rows'

/** Each order's last trade block, by lower-case UID. */
export function lastTradeBlocks(trades: readonly Trade[]): Map<string, number> {
  const blocks = new Map<string, number>()
  for (const trade of trades) {
    const uid = trade.orderUid.toLowerCase()
    const seen = blocks.get(uid)
    if (seen === undefined || trade.blockNumber > seen) blocks.set(uid, trade.blockNumber)
  }
  return blocks
}

/**
 * Keyed under the account's orders, so whatever refreshes them refreshes this, and on the
 * number of its filled orders: a new fill asks again, nothing else does.
 */
function accountTradesQueryOptions(ctx: QueryApiContext, owner: Address, filled: number) {
  return queryOptions({
    queryKey: [...orderbookKeys.accountOrders(ctx, owner), 'trades', filled] as const,
    queryFn: runWhen(ctx, filled > 0 ? owner : undefined, (c, o) =>
      getTrades(c, { owner: o, limit: TRADES_MAX_LIMIT }),
    ),
    select: selectData,
    staleTime: Infinity,
  })
}

export function useFillBlocks(
  ctx: QueryApiContext,
  owner: Address,
  rows: readonly OrderRow[],
): ReadonlyMap<string, number> | undefined {
  const filled = rows.filter((r) => r.type === 'order' && r.order.status === 'fulfilled').length
  const trades = useQuery(accountTradesQueryOptions(ctx, owner, filled))
  return useMemo(() => (trades.data ? lastTradeBlocks(trades.data) : undefined), [trades.data])
}

/** The fill time of one row on screen: its last trade block, and that block's time once read. */
export function useFillTime(
  chainId: SupportedChainId,
  blockNumber: number | undefined,
): FillTime | undefined {
  const block = useBlock({
    chainId,
    blockNumber: blockNumber === undefined ? undefined : BigInt(blockNumber),
    query: { enabled: blockNumber !== undefined, staleTime: Infinity },
  })
  if (blockNumber === undefined) return undefined
  const at = block.data ? new Date(Number(block.data.timestamp) * 1000) : undefined
  return at ? { blockNumber, at } : { blockNumber }
}
