import { marketOfQuote } from './order-market'
import { useMemo } from 'react'
import { erc20Abi } from 'viem'
import { useReadContracts } from 'wagmi'
import { isOrderbookError } from '@/api/errors'
import { useOrderStatus, useQuote } from '@/api/queries/use-orderbook'
import type { QuoteRequest } from '@/api/quote-request'
import { isEthFlowOrder, type Order } from '@/api/types'
import { useSelectedChainId } from '@/wallet/use-active-chain'
import { useApiContext } from '@/wallet/use-api-context'
import { BALANCE_REFETCH_MS } from '@/wallet/use-token-balances'
import { getContracts } from '@/protocol/chains'
import { isLive } from '../order-status'
import {
  remainingAmount,
  whyNotFilling,
  type FundsInput,
  type MarketInput,
  type WhyNotFilling,
} from './why-not-filling'

/**
 * The inputs of `whyNotFilling` for one order, read through the app's own queries: a fresh
 * quote of the same pair and remaining amount (the market price, network cost included), the
 * owner's sell-token balance and allowance to the vault relayer on chain, and, where asked
 * (`withAuction`, the order page), the order's competition status. Nothing is read for an
 * order that has ended. The orders list leaves the auction out: one status poll per row
 * every 2 s is more than a list should cost.
 */
export function useWhyNotFilling(
  order: Order,
  nowSeconds: number,
  { withAuction = false }: { withAuction?: boolean } = {},
): { why: WhyNotFilling | undefined; market: MarketInput | undefined } {
  const ctx = useApiContext()
  const chainId = useSelectedChainId()
  const live = isLive(order, nowSeconds) && order.status === 'open'
  const left = remainingAmount(order)

  const request = useMemo<QuoteRequest | undefined>(() => {
    if (!live || left === 0n) return undefined
    const base = {
      sellToken: order.sellToken,
      buyToken: order.buyToken,
      from: order.owner,
      priceQuality: 'fast' as const,
    }
    return order.kind === 'sell'
      ? { ...base, kind: 'sell', sellAmountBeforeFee: left }
      : { ...base, kind: 'buy', buyAmountAfterFee: left }
  }, [live, left, order.sellToken, order.buyToken, order.owner, order.kind])
  const quote = useQuote(ctx, request)

  const spender = getContracts(chainId, ctx.env).vaultRelayer
  const readFunds = live && order.sellTokenBalance === 'erc20' && !isEthFlowOrder(order)
  const funds = useReadContracts({
    contracts: [
      {
        chainId,
        address: order.sellToken,
        abi: erc20Abi,
        functionName: 'balanceOf' as const,
        args: [order.owner],
      },
      {
        chainId,
        address: order.sellToken,
        abi: erc20Abi,
        functionName: 'allowance' as const,
        args: [order.owner, spender],
      },
    ],
    allowFailure: false,
    query: { enabled: readFunds, refetchInterval: BALANCE_REFETCH_MS },
  })

  const status = useOrderStatus(ctx, withAuction && live ? order.uid : undefined)

  const market: MarketInput | undefined = quote.data
    ? marketOfQuote(quote.data)
    : quote.error
      ? isOrderbookError(quote.error, 'NoLiquidity')
        ? 'noLiquidity'
        : 'unavailable'
      : undefined
  const fundsInput: FundsInput | undefined = funds.data
    ? { balance: funds.data[0], allowance: funds.data[1] }
    : funds.error
      ? 'unavailable'
      : undefined

  const why = whyNotFilling({
    order,
    nowSeconds,
    market,
    funds: fundsInput,
    auction: status.data?.type,
  })
  return { why, market }
}
