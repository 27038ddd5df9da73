import { t } from '@lingui/core/macro'
import type { Order } from '@/api/types'

/** The fields progress is computed from, so rows built from any source can use it. */
export type ProgressFields = Pick<
  Order,
  'kind' | 'sellAmount' | 'buyAmount' | 'executedSellAmountBeforeFees' | 'executedBuyAmount'
>

/**
 * How much of the order has executed, in basis points (0..10000). A sell order is
 * measured on the sell side, a buy order on the buy side: that is the amount the trader
 * fixed. `executedSellAmountBeforeFees` leaves out the (legacy) signed fee, which is not
 * part of `sellAmount`.
 */
export function fillBps(order: ProgressFields): number {
  const [executed, total] =
    order.kind === 'sell'
      ? [order.executedSellAmountBeforeFees, order.sellAmount]
      : [order.executedBuyAmount, order.buyAmount]
  if (total <= 0n || executed <= 0n) return 0
  if (executed >= total) return 10_000
  return Number((executed * 10_000n) / total)
}

/**
 * Whole percent for labels, rounded down so a 99.6 % fill never reads "100 %" while
 * the order is still open; a fill above zero never reads "0 %".
 */
export function fillPercentLabel(bps: number): string {
  if (bps <= 0) return t`0 %`
  if (bps < 100) return t`< 1 %`
  const percent = Math.floor(bps / 100)
  return t`${percent} %`
}

export function hasExecuted(order: ProgressFields): boolean {
  return order.executedSellAmountBeforeFees > 0n || order.executedBuyAmount > 0n
}
