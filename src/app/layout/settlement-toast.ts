/**
 * The settlement transaction of a filled order, for its toast: read from the service's trades
 * (`GET /api/v2/trades?orderUid=`) once the fill is seen. Loaded then, not with the page.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { surplusOf } from '@/api/order-surplus'
import type { Order } from '@/api/types'
import type { Trade } from '@/api/orderbook-trades'
import { usdPriceQueryOptions } from '@/api/queries/token-queries'
import { orderTradesQueryOptions } from '@/api/queries/trade-queries'
import type { QueryApiContext } from '@/api/queries/query-utils'
import { shortenAddress } from '@/lib/format-amount'
import { transactionUrl } from '@/lib/transaction-toast'
import { toast, type ToastInput } from '@/lib/toast-store'

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

/**
 * Completes a fill's toast `id`: the settlement transaction from the order's trades, and the
 * surplus in USD when the page did not have the price yet (`reword` words the fill again with
 * a price). What cannot be read is left out; the toast keeps what it said.
 */
export async function completeFillToast(
  queryClient: QueryClient,
  ctx: QueryApiContext,
  order: Order,
  id: string,
  reword: (usdPriceOf: (token: Address) => number | undefined) => string | undefined,
): Promise<void> {
  const surplusToken = surplusOf(order)?.token
  const [trades, price] = await Promise.allSettled([
    queryClient.fetchQuery(
      orderTradesQueryOptions(ctx, order.uid, order.executedBuyAmount.toString()),
    ),
    surplusToken
      ? queryClient.fetchQuery(usdPriceQueryOptions(ctx, surplusToken))
      : Promise.reject(new Error('no surplus')),
  ])
  const usdPrice = price.status === 'fulfilled' ? price.value.data : undefined
  const description = reword((token) => (token === surplusToken ? usdPrice : undefined))
  const patch =
    trades.status === 'fulfilled'
      ? settlementPatch(trades.value.data, ctx.chainId, description)
      : undefined
  toast.update(id, { description, ...patch })
}
