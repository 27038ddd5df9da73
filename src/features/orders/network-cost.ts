import type { Address } from 'viem'
import type { Order } from '@/api/types'

/**
 * What an order's page says it cost in network fees: what it paid once it executed (the
 * service's `executedFee`, in `executedFeeToken`), the quote's estimate before, and "unknown"
 * where the service reports nothing. An executed order reported at 0 paid something the
 * service did not count (every settled trade pays the network), so it reads unknown too,
 * with the quote's figure beside it, never "0".
 */
export type NetworkCost =
  | { kind: 'paid'; value: bigint; token: Address }
  | { kind: 'estimated'; value: bigint; token: Address }
  | { kind: 'unknown'; quoted?: bigint }

export function networkCostOf(
  order: Pick<Order, 'executedFee' | 'executedFeeToken' | 'sellToken' | 'quote'>,
  executed: boolean,
): NetworkCost {
  const quoted = order.quote?.feeAmount
  if (executed) {
    if (order.executedFee !== undefined && order.executedFee > 0n) {
      return {
        kind: 'paid',
        value: order.executedFee,
        token: order.executedFeeToken ?? order.sellToken,
      }
    }
    return quoted === undefined ? { kind: 'unknown' } : { kind: 'unknown', quoted }
  }
  if (quoted !== undefined) return { kind: 'estimated', value: quoted, token: order.sellToken }
  return { kind: 'unknown' }
}
