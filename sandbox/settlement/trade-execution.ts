/**
 * One trade's execution at uniform clearing prices, exactly as GPv2Settlement's
 * computeTradeExecution does it (which side rounds up, which down, how a partial fee is
 * prorated), and the surplus it gives; the solver's matching (clearing.ts) plans with these.
 */
import { isAddressEqual, type Address } from 'viem'
import type { OrderData } from '@batchswap/contract/protocol/order'

/**
 * Uniform clearing prices: token -> price per smallest unit, any common scale (the solver
 * uses the price model's `atomPrice`, USD per smallest unit with 36 decimals).
 */
export type PriceVector = ReadonlyMap<Address, bigint>

export function priceOf(prices: PriceVector, token: Address): bigint | undefined {
  for (const [address, price] of prices) {
    if (isAddressEqual(address, token)) return price
  }
  return undefined
}

/** GPv2Settlement: `sellAmount * sellPrice >= buyAmount * buyPrice`. */
export function limitPriceRespected(order: OrderData, prices: PriceVector): boolean {
  const sellPrice = priceOf(prices, order.sellToken)
  const buyPrice = priceOf(prices, order.buyToken)
  if (sellPrice === undefined || buyPrice === undefined) return false
  return order.sellAmount * sellPrice >= order.buyAmount * buyPrice
}

/** What is left to fill, in the units the contract's `filledAmount` counts. */
export function remainingAmount(order: OrderData, filled: bigint): bigint {
  const total = order.kind === 'sell' ? order.sellAmount : order.buyAmount
  return filled >= total ? 0n : total - filled
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b
}

/**
 * The amounts the contract moves for one trade, exactly as computeTradeExecution does.
 * `executedAmount` is only read for partially fillable orders; fill-or-kill orders always
 * execute in full.
 */
export function computeExecution(
  order: OrderData,
  executedAmount: bigint,
  sellPrice: bigint,
  buyPrice: bigint,
): { executedSell: bigint; executedBuy: bigint; executedFee: bigint } {
  if (sellPrice <= 0n || buyPrice <= 0n) throw new Error('Clearing prices must be positive')
  // The side the order fixes (sell amount of a sell order, buy amount of a buy order): all
  // of it for fill-or-kill orders, `executedAmount` for partially fillable ones, which pay
  // that share of the signed fee.
  const total = order.kind === 'sell' ? order.sellAmount : order.buyAmount
  const executed = order.partiallyFillable ? executedAmount : total
  const fee = !order.partiallyFillable
    ? order.feeAmount
    : total === 0n
      ? 0n
      : (order.feeAmount * executed) / total
  if (order.kind === 'sell') {
    const buy = ceilDiv(executed * sellPrice, buyPrice)
    return { executedSell: executed + fee, executedBuy: buy, executedFee: fee }
  }
  const sell = (executed * buyPrice) / sellPrice
  return { executedSell: sell + fee, executedBuy: executed, executedFee: fee }
}

/**
 * Surplus of an execution against the order's own limit, prorated to the executed part:
 * extra buy token for sell orders, sell token saved for buy orders. `bps` is relative to
 * the limit amount; zero when the trade is at or (impossible on chain) below the limit.
 */
export function surplusOf(
  order: OrderData,
  executed: { executedSell: bigint; executedBuy: bigint; executedFee: bigint },
): { token: Address; amount: bigint; limit: bigint; bps: number } {
  if (order.kind === 'sell') {
    const sold = executed.executedSell - executed.executedFee
    const limit = order.sellAmount === 0n ? 0n : ceilDiv(order.buyAmount * sold, order.sellAmount)
    const amount = executed.executedBuy > limit ? executed.executedBuy - limit : 0n
    return { token: order.buyToken, amount, limit, bps: ratioBps(amount, limit) }
  }
  const limit =
    order.buyAmount === 0n ? 0n : (order.sellAmount * executed.executedBuy) / order.buyAmount
  const paid = executed.executedSell - executed.executedFee
  const amount = limit > paid ? limit - paid : 0n
  return { token: order.sellToken, amount, limit, bps: ratioBps(amount, limit) }
}

function ratioBps(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0
  // Two extra digits so the caller can compare against fractional thresholds.
  return Number((part * 1_000_000n) / whole) / 100
}
