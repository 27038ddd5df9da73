/**
 * The settlement transaction of a filled order, for its toast: read from the service's trades
 * (`GET /api/v2/trades?orderUid=`) once the fill is seen. Loaded then, not with the page.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Order } from '@/api/types'
import type { Trade } from '@/api/orderbook-trades'
import { orderTradesQueryOptions } from '@/api/queries/trade-queries'
import type { QueryApiContext } from '@/api/queries/query-utils'
import { shortenAddress } from '@/lib/format-amount'
import type { ToastInput } from '@/lib/toast-store'
import { transactionUrl } from '@/lib/transaction-toast'

/**
 * What the toast adds for the latest settlement: a link to it on the network's explorer, or
 * (a chain without one, such as the sandbox) the transaction named in its words.
 */
export function settlementPatch(
  trades: readonly Pick<Trade, 'txHash' | 'blockNumber' | 'logIndex'>[],
  chainId: number,
  description: string | undefined,
): Partial<ToastInput> | undefined {
  const latest = [...trades]
    .filter((trade) => trade.txHash !== null)
    .sort((a, b) => b.blockNumber - a.blockNumber || b.logIndex - a.logIndex)[0]
  if (!latest?.txHash) return undefined
  const href = transactionUrl(chainId, latest.txHash)
  if (href) return { secondLink: { href, label: 'View settlement' } }
  const words = `Settled in transaction ${shortenAddress(latest.txHash, 6)}.`
  return { description: description ? `${description} ${words}` : words }
}

/** Reads the order's trades and adds its settlement to toast `id`; says nothing on failure. */
export async function addSettlement(
  queryClient: QueryClient,
  ctx: QueryApiContext,
  order: Pick<Order, 'uid' | 'executedBuyAmount'>,
  id: string,
  description: string | undefined,
): Promise<void> {
  const options = orderTradesQueryOptions(ctx, order.uid, order.executedBuyAmount.toString())
  const result = await queryClient.fetchQuery(options)
  const patch = settlementPatch(result.data, ctx.chainId, description)
  if (!patch) return
  const { toast } = await import('@/lib/toast-store')
  toast.update(id, patch)
}
