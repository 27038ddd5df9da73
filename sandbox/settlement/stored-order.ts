/**
 * What the solver and the indexer read off a stored order: what its owner still has to hand
 * over, and the facts the notification texts need. (Its signed order data is the protocol
 * module's `normalizeOrder(order)`.)
 */
import { NATIVE_CURRENCY_ADDRESS } from '@batchswap/contract/protocol/eth-flow'
import type { StoredOrder } from '../kernel/db'
import type { ExecutedTotals, OrderSummary } from './notification-messages'

/** What the owner still has to hand over at the order's limit: the rest of its sell amount and fee. */
export function requiredSell(order: StoredOrder): bigint {
  const total = order.kind === 'sell' ? order.sellAmount : order.buyAmount
  const filled =
    order.kind === 'sell' ? order.executedSellAmountBeforeFees : order.executedBuyAmount
  const rest = filled >= total ? 0n : total - filled
  if (rest === 0n || total === 0n) return 0n
  const fee = (order.feeAmount * rest) / total
  if (order.kind === 'sell') return rest + fee
  return (order.sellAmount * rest + order.buyAmount - 1n) / order.buyAmount + fee
}

/**
 * The order fields the notification texts name. An eth-flow order's notifications go to its
 * trader, not to its owner (the eth-flow contract).
 */
export function summarize(order: StoredOrder): OrderSummary {
  return {
    uid: order.uid,
    owner: order.ethflow && order.onchainUser ? order.onchainUser : order.owner,
    kind: order.kind,
    // The trader sold ETH; the contract sold it as WETH.
    sellToken: order.ethflow ? NATIVE_CURRENCY_ADDRESS : order.sellToken,
    buyToken: order.buyToken,
    sellAmount: order.sellAmount,
    buyAmount: order.buyAmount,
  }
}

/** What the order has traded so far, fee excluded. */
export function executedTotals(order: StoredOrder): ExecutedTotals {
  return { sold: order.executedSellAmountBeforeFees, bought: order.executedBuyAmount }
}
