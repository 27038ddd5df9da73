/**
 * The market beside an open order, one quote per pair: the list asks the service once for
 * each sell/buy pair among the live orders (not once per row), and every row of that pair
 * reads its market price and its distance from that one answer. Pure: `use-pair-markets.ts`
 * asks, the row shows.
 */
import { t } from '@lingui/core/macro'
import type { Address } from 'viem'
import type { QuoteRequest } from '@/api/quote-request'
import { isEthFlowOrder, type Order } from '@/api/types'
import { isLive } from '../order-status'
import { formatBpsPercent, marketDistanceBps } from '@/trade/tracking/why-not-filling'

/**
 * One pair's market: the buy amount a sell amount fetches now, network cost included (what a
 * fee-less limit order needs the market to give before a solver can fill it). The Orders
 * list, the order's page and the limit form read the market this one way.
 */
export interface PairMarket {
  sellAmount: bigint
  buyAmount: bigint
}

/** Lower-case "sell:buy": a pair is directed (selling WETH for USDC is not the reverse). */
export function pairKey(order: Pick<Order, 'sellToken' | 'buyToken'>): string {
  return `${order.sellToken.toLowerCase()}:${order.buyToken.toLowerCase()}`
}

/**
 * One sell-kind quote request per pair of the live orders: for the largest sell amount
 * among them (a large order's market is the one that matters, and a tiny amount may not
 * cover the network cost a quote subtracts), from `from`. Sorted by pair, so the same orders
 * ask the same questions and React Query keeps one query per pair.
 */
export function pairQuoteRequests(
  orders: readonly Order[],
  nowSeconds: number,
  from: Address,
): { pair: string; request: QuoteRequest }[] {
  const largest = new Map<string, Order>()
  for (const order of orders) {
    // Eth-flow orders sell native currency through a contract: their pair is the wrapped one.
    if (!isLive(order, nowSeconds) || isEthFlowOrder(order)) continue
    const key = pairKey(order)
    const current = largest.get(key)
    if (!current || order.sellAmount > current.sellAmount) largest.set(key, order)
  }
  return [...largest.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([pair, order]) => ({
      pair,
      request: {
        sellToken: order.sellToken,
        buyToken: order.buyToken,
        from,
        kind: 'sell',
        sellAmountBeforeFee: order.sellAmount,
        priceQuality: 'fast',
      },
    }))
}

/**
 * How far the market is from the order's limit, in basis points of the market rate:
 * positive when the limit asks more than the market gives (the market must move that much
 * for the order to fill), zero or negative when the market already reaches it.
 */
export function limitDistanceBps(
  order: Pick<Order, 'sellAmount' | 'buyAmount'>,
  market: PairMarket | undefined,
): bigint | undefined {
  return market ? marketDistanceBps(order, market) : undefined
}

/**
 * The average price the order executed at so far, as executed sell and buy amounts (the
 * signed fee left out), or undefined before anything executed.
 */
export function averageExecution(
  order: Pick<Order, 'executedSellAmountBeforeFees' | 'executedBuyAmount'>,
): PairMarket | undefined {
  if (order.executedSellAmountBeforeFees <= 0n || order.executedBuyAmount <= 0n) return undefined
  return { sellAmount: order.executedSellAmountBeforeFees, buyAmount: order.executedBuyAmount }
}

/** "12.5 % away" from the market, "At market" once it is reached. */
export function distanceLabel(bps: bigint): string {
  if (bps <= 0n) return t`At market`
  const distance = formatBpsPercent(bps)
  return t`${distance} away`
}
