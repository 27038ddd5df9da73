/**
 * Where a stored order stands at a moment: what the orderbook serves and the settlement's
 * competition records alike.
 */
import type { WireOrderStatus } from '@batchswap/contract/wire/primitives'
import type { StoredOrder } from './db'

/**
 * When the order stops being tradable: its validTo, or for an eth-flow order the trader's
 * own deadline (its signed validTo is uint32 max), as the real service's `FullOrder::valid_to`.
 */
export function effectiveValidTo(order: Pick<StoredOrder, 'validTo' | 'ethflow'>): number {
  return order.ethflow?.userValidTo ?? order.validTo
}

/** The status to show: a stored open (or pending) order past its validTo is expired. */
export function orderStatusAt(order: StoredOrder, nowSeconds: number): WireOrderStatus {
  if (
    (order.status === 'open' || order.status === 'presignaturePending') &&
    effectiveValidTo(order) < nowSeconds
  ) {
    return 'expired'
  }
  return order.status
}
