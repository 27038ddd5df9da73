import { useMemo } from 'react'
import { erc20Abi, zeroAddress } from 'viem'
import { useReadContracts } from 'wagmi'
import { isOrderbookError } from '@/api/errors'
import { useOrderStatus } from '@/api/queries/competition-queries'
import { useQuote } from '@/api/queries/orderbook-queries'
import type { QuoteRequest } from '@/api/quote-request'
import { isEthFlowOrder, orderDeadline, type Order } from '@/api/types'
import { useSelectedChainId } from '@/wallet/use-active-chain'
import { useApiContext } from '@/wallet/use-api-context'
import { BALANCE_REFETCH_MS } from '@/wallet/use-token-balances'
import { getContracts } from '@batchswap/contract/protocol/chains'
import {
  marketOfQuote,
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
 * order that has ended, nor without one (`undefined`: the trade dialog before the service
 * has the order). The orders list leaves the auction out: one status poll per row every 2 s
 * is more than a list should cost.
 */
export function useWhyNotFilling(
  order: Order | undefined,
  nowSeconds: number,
  { withAuction = false }: { withAuction?: boolean } = {},
): { why: WhyNotFilling | undefined; market: MarketInput | undefined } {
  const ctx = useApiContext()
  const chainId = useSelectedChainId()
  const live = order !== undefined && order.status === 'open' && orderDeadline(order) > nowSeconds
  const left = order ? remainingAmount(order) : 0n

  const sellToken = order?.sellToken
  const buyToken = order?.buyToken
  const owner = order?.owner
  const kind = order?.kind
  const request = useMemo<QuoteRequest | undefined>(() => {
    if (!live || left === 0n || !sellToken || !buyToken || !owner) return undefined
    const base = { sellToken, buyToken, from: owner, priceQuality: 'fast' as const }
    return kind === 'sell'
      ? { ...base, kind: 'sell', sellAmountBeforeFee: left }
      : { ...base, kind: 'buy', buyAmountAfterFee: left }
  }, [live, left, sellToken, buyToken, owner, kind])
  const quote = useQuote(ctx, request)

  const spender = getContracts(chainId, ctx.env).vaultRelayer
  // Whose funds to read: none for an eth-flow order or a vault balance (the query is then
  // disabled, and zeroAddress only fills the contract's shape).
  const fundsOf =
    live && order.sellTokenBalance === 'erc20' && !isEthFlowOrder(order) ? order : undefined
  const fundsToken = fundsOf?.sellToken ?? zeroAddress
  const fundsOwner = fundsOf?.owner ?? zeroAddress
  const funds = useReadContracts({
    contracts: [
      {
        chainId,
        address: fundsToken,
        abi: erc20Abi,
        functionName: 'balanceOf' as const,
        args: [fundsOwner],
      },
      {
        chainId,
        address: fundsToken,
        abi: erc20Abi,
        functionName: 'allowance' as const,
        args: [fundsOwner, spender],
      },
    ],
    allowFailure: false,
    query: { enabled: fundsOf !== undefined, refetchInterval: BALANCE_REFETCH_MS },
  })

  const status = useOrderStatus(ctx, withAuction && live ? order.uid : undefined)
  if (!order) return { why: undefined, market: undefined }

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
