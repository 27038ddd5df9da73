import { useQueries } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { erc20Abi, type Address } from 'viem'
import { useReadContracts } from 'wagmi'
import { quoteQueryOptions } from '@/api/queries/orderbook-queries'
import type { QueryApiContext } from '@/api/queries/query-utils'
import { isEthFlowOrder } from '@/api/types'
import { getContracts, type SupportedChainId } from '@batchswap/contract/protocol/chains'
import { BALANCE_REFETCH_MS } from '@/wallet/use-token-balances'
import { marketOfQuote } from '@/trade/tracking/why-not-filling'
import { pairQuoteRequests, type PairMarket } from '../why-not-filling/order-market'
import { fundsKey, type OrderRow, type OwnerFunds } from './order-rows'
import { isLive } from '../order-status'

/**
 * What the Orders page knows beside the orders, for the whole list at once: one quote per
 * pair of the live orders (the market price each row of that pair compares its limit with)
 * and one on-chain read of the owner's balances and allowances of every sell token of its
 * live orders (what moves an order to Unfillable). No row asks anything for itself, so a
 * thousand rows cost as much as their pairs and tokens.
 */
export function useOrdersMarket(
  ctx: QueryApiContext,
  chainId: SupportedChainId,
  owner: Address,
  rows: readonly OrderRow[],
  nowSeconds: number,
): { markets: ReadonlyMap<string, PairMarket>; funds: OwnerFunds } {
  // The pairs change when orders come and go, not every second: keyed on the minute.
  const minute = Math.floor(nowSeconds / 60) * 60
  const requests = useMemo(
    () =>
      pairQuoteRequests(
        rows.flatMap((row) => (row.type === 'order' ? [row.order] : [])),
        minute,
        owner,
      ),
    [rows, minute, owner],
  )
  // `combine` with a stable function: the map changes only when a quote's data does.
  const combine = useCallback(
    (results: { data?: { sellAmount: bigint; feeAmount: bigint; buyAmount: bigint } }[]) => {
      const map = new Map<string, PairMarket>()
      requests.forEach(({ pair }, i) => {
        const data = results[i]?.data
        if (data) map.set(pair, marketOfQuote(data))
      })
      return map
    },
    [requests],
  )
  const markets = useQueries({
    queries: requests.map(({ request }) => quoteQueryOptions(ctx, request)),
    combine,
  })

  const tokens = useMemo(() => {
    const set = new Set<Address>()
    for (const row of rows) {
      if (row.type !== 'order') continue
      const { order } = row
      if (order.owner.toLowerCase() !== owner.toLowerCase()) continue
      if (isEthFlowOrder(order) || order.sellTokenBalance !== 'erc20') continue
      if (isLive(order, minute)) set.add(order.sellToken)
    }
    return [...set].sort()
  }, [rows, owner, minute])
  const spender = getContracts(chainId, ctx.env).vaultRelayer
  const read = useReadContracts({
    contracts: tokens.flatMap((token) => [
      {
        chainId,
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf' as const,
        args: [owner] as const,
      },
      {
        chainId,
        address: token,
        abi: erc20Abi,
        functionName: 'allowance' as const,
        args: [owner, spender] as const,
      },
    ]),
    allowFailure: false,
    query: { enabled: tokens.length > 0, refetchInterval: BALANCE_REFETCH_MS },
  })
  const funds = useMemo(() => {
    const map = new Map<string, { balance: bigint; allowance: bigint }>()
    const data = read.data
    if (data) {
      tokens.forEach((token, i) => {
        const balance = data[2 * i]
        const allowance = data[2 * i + 1]
        if (typeof balance === 'bigint' && typeof allowance === 'bigint') {
          map.set(fundsKey(owner, token), { balance, allowance })
        }
      })
    }
    return map
  }, [read.data, tokens, owner])

  return { markets, funds }
}
