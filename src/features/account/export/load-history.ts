/**
 * Everything the export needs, fetched page by page: every order of the account (the same
 * per-page query the Orders page reads, so pages already loaded there come from the cache),
 * the settlement transactions from the account's trades, and the symbol and decimals of tokens
 * no list knows (read from the chain once, with wagmi).
 */
import type { QueryClient } from '@tanstack/react-query'
import { erc20Abi, getAddress, isAddressEqual, type Address, type Hex } from 'viem'
import { readContracts } from 'wagmi/actions'
import type { Config } from 'wagmi'
import { accountOrdersQueryOptions, orderbookKeys } from '@/api/queries/orderbook-queries'
import { run, type QueryApiContext } from '@/api/queries/query-utils'
import { getTrades, TRADES_MAX_LIMIT } from '@/api/orderbook-trades'
import { isEthFlowOrder, orderSellToken, type Order } from '@/api/types'
import type { TokenInfo } from '@/config/token-lists'
import type { TokenLookup, TokenMeta } from '@/lib/token-lookup'
import { NATIVE_CURRENCY_ADDRESS } from '@batchswap/contract/protocol/eth-flow'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'

/** Orders a page: four requests for the 1,000-order account, each a step of the progress. */
export const EXPORT_PAGE_SIZE = 250

export interface ExportProgress {
  phase: 'orders' | 'trades' | 'tokens' | 'writing'
  /** Orders loaded (or written) so far. */
  done: number
}

/** Lets the page paint between steps: a long export never holds the main thread for long. */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Every order of the account, newest first, each once (new orders shift the offsets). */
export async function loadAllOrders(
  queryClient: QueryClient,
  ctx: QueryApiContext,
  owner: Address,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<Order[]> {
  const seen = new Set<string>()
  const orders: Order[] = []
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    signal.throwIfAborted()
    const page = await queryClient.fetchQuery(
      accountOrdersQueryOptions(ctx, owner, { offset, limit: EXPORT_PAGE_SIZE }),
    )
    for (const order of page.data) {
      const key = order.uid.toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      orders.push(order)
    }
    onProgress({ phase: 'orders', done: orders.length })
    // Paging counts what the service sent: a skipped (unreadable) order must not end it early.
    if ((page.meta.listLength ?? page.data.length) < EXPORT_PAGE_SIZE) return orders
    await yieldToPage()
  }
}

/**
 * The settlement transactions by lower-case order UID: the owner's trades, and those of the
 * eth-flow orders that traded (their trades are the flow contract's, not the trader's).
 */
export async function loadSettlements(
  ctx: QueryApiContext,
  owner: Address,
  orders: readonly Order[],
  signal: AbortSignal,
): Promise<Map<string, Hex[]>> {
  const byUid = new Map<string, Hex[]>()
  const add = (uid: string, hash: Hex | null) => {
    if (!hash) return
    const list = byUid.get(uid.toLowerCase()) ?? []
    if (!list.includes(hash)) list.push(hash)
    byUid.set(uid.toLowerCase(), list)
  }
  const key = [...orderbookKeys.all(ctx), 'export', 'trades'] as const
  for (let offset = 0; ; offset += TRADES_MAX_LIMIT) {
    const page = await run(key, ctx, signal, (c) =>
      getTrades(c, { owner, offset, limit: TRADES_MAX_LIMIT }),
    )
    for (const trade of page.data) add(trade.orderUid, trade.txHash)
    if (page.data.length < TRADES_MAX_LIMIT) break
    await yieldToPage()
  }
  for (const order of orders) {
    if (!isEthFlowOrder(order) || order.executedBuyAmount === 0n) continue
    const page = await run(key, ctx, signal, (c) =>
      getTrades(c, { orderUid: order.uid, limit: TRADES_MAX_LIMIT }),
    )
    for (const trade of page.data) add(trade.orderUid, trade.txHash)
  }
  // Oldest first within an order, as the trades happened.
  for (const list of byUid.values()) list.reverse()
  return byUid
}

/**
 * Symbol and decimals of every token the orders name: the lists first, then the chain for the
 * rest (one batched read). A token that answers neither stays unknown (amounts in atoms).
 */
export async function resolveTokens(
  config: Config,
  chainId: SupportedChainId,
  nativeSymbol: string,
  listed: readonly TokenInfo[],
  orders: readonly Order[],
): Promise<TokenLookup> {
  const known = new Map<string, TokenMeta>()
  const remember = (meta: TokenMeta) => known.set(meta.address.toLowerCase(), meta)
  remember({ address: NATIVE_CURRENCY_ADDRESS, symbol: nativeSymbol, decimals: 18 })
  const unknown = new Map<string, Address>()
  for (const order of orders) {
    const fee = order.executedFeeToken ? [order.executedFeeToken] : []
    for (const address of [orderSellToken(order), order.sellToken, order.buyToken, ...fee]) {
      const key = address.toLowerCase()
      if (known.has(key) || unknown.has(key)) continue
      const token = listed.find((t) => isAddressEqual(t.address, address))
      if (token) remember(token)
      else unknown.set(key, getAddress(address))
    }
  }
  const addresses = [...unknown.values()]
  if (addresses.length > 0) {
    const read = await readContracts(config, {
      contracts: addresses.flatMap((address) => [
        { chainId, address, abi: erc20Abi, functionName: 'symbol' as const },
        { chainId, address, abi: erc20Abi, functionName: 'decimals' as const },
      ]),
      allowFailure: true,
    })
    addresses.forEach((address, i) => {
      const symbol = read[2 * i]
      const decimals = read[2 * i + 1]
      if (symbol?.status === 'success' && decimals?.status === 'success') {
        remember({ address, symbol: String(symbol.result), decimals: Number(decimals.result) })
      }
    })
  }
  return (address) => known.get(address.toLowerCase())
}
