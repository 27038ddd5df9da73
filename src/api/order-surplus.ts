/**
 * What a trader gained over the signed limit, as CoW Swap shows it: a sell order's surplus is
 * the bought tokens above what its limit asks for the part sold (pro rata for a partial
 * fill), in the bought token; a buy order's is the sell tokens it did not have to spend
 * below its limit for the part bought, in the sold token.
 */
import type { Address } from 'viem'
import { usdAmount, usdToNumber } from '@/lib/usd'
import type { Order } from './types'

export interface Surplus {
  amount: bigint
  token: Address
}

export function surplusOf(
  order: Pick<
    Order,
    | 'kind'
    | 'sellAmount'
    | 'buyAmount'
    | 'sellToken'
    | 'buyToken'
    | 'executedSellAmountBeforeFees'
    | 'executedBuyAmount'
  >,
): Surplus | undefined {
  const sold = order.executedSellAmountBeforeFees
  const bought = order.executedBuyAmount
  if (sold === 0n || bought === 0n || order.sellAmount === 0n || order.buyAmount === 0n) {
    return undefined
  }
  if (order.kind === 'sell') {
    // The least the limit accepts for what was sold: rounded up, in the trader's disfavour.
    const atLimit = (order.buyAmount * sold + order.sellAmount - 1n) / order.sellAmount
    const gained = bought - atLimit
    return { amount: gained > 0n ? gained : 0n, token: order.buyToken }
  }
  // The most the limit would have spent for what was bought: rounded down.
  const atLimit = (order.sellAmount * bought) / order.buyAmount
  const saved = atLimit - sold
  return { amount: saved > 0n ? saved : 0n, token: order.sellToken }
}

/** The surplus in USD, for display only; undefined without a price or decimals. */
export function surplusUsd(
  surplus: Surplus,
  decimals: number | undefined,
  usdPrice: number | undefined,
): number | undefined {
  if (decimals === undefined) return undefined
  // In fixed point from the bigint amount; a number for display only (src/lib/usd.ts).
  const value = usdAmount(surplus.amount, decimals, usdPrice)
  return value === undefined ? undefined : usdToNumber(value)
}
