import { t } from '@lingui/core/macro'
import type { Trade } from '@/api/orderbook-trades'

/** One line of an order's settlement list (order-settlement-lines.tsx). */
export interface SettlementLine<T> {
  key: string
  /** "Settlement transaction" for a single fill; "Trade N" (N from the oldest) for several. */
  label: string
  /** A partly filled order's lines say what each trade sold and bought. */
  withAmounts: boolean
  trade: T
}

/**
 * The lines for an order's trades as the service lists them, newest first: one fill is the
 * settlement transaction; several are numbered from the first fill, so "Trade 1" stays the
 * same trade when a later fill is added on top.
 */
function tradeLabel(number: number): string {
  return t`Trade ${number}`
}

export function settlementLines<T extends Pick<Trade, 'blockNumber' | 'logIndex'>>(
  trades: readonly T[],
): SettlementLine<T>[] {
  const several = trades.length > 1
  return trades.map((trade, i) => ({
    key: `${trade.blockNumber}:${trade.logIndex}`,
    label: several ? tradeLabel(trades.length - i) : t`Settlement transaction`,
    withAmounts: several,
    trade,
  }))
}
