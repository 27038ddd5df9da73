import type { ApiError } from '@/api/errors'
import { writeVerdict } from '@/api/write-verdict'
import type { Order } from '@/api/types'

/**
 * What a failed cancellation DELETE says about the cancellation, over all its attempts
 * (`writeVerdict`, the same rule as for placing an order):
 * - `cancelled`: AlreadyCancelled: the orders are cancelled (our earlier attempt got through);
 * - `notCancelled`: every attempt was refused (a 4xx; 429 is refused before processing);
 * - `unknown`: an attempt may have taken effect and its answer was lost (5xx, timeout,
 *   dropped connection, an unreadable answer), whatever a later attempt was told: look the
 *   orders up before saying anything.
 */
export type CancelVerdict = 'cancelled' | 'notCancelled' | 'unknown'

export function classifyCancelFailure(error: ApiError): CancelVerdict {
  const verdict = writeVerdict(error, 'AlreadyCancelled')
  return verdict === 'done' ? 'cancelled' : verdict === 'refused' ? 'notCancelled' : 'unknown'
}

/**
 * Whether a batch cancellation went through, from the orders as the service has them now.
 * The service cancels a batch as a whole or not at all, so one cancelled order of the batch
 * means the batch was applied.
 */
export function cancellationApplied(
  found: ReadonlyMap<string, Pick<Order, 'status' | 'invalidated'>>,
  uids: readonly string[],
): boolean {
  return uids.some((uid) => {
    const order = found.get(uid.toLowerCase())
    return order !== undefined && (order.status === 'cancelled' || order.invalidated)
  })
}

/** The same set of orders (in any order), so that an earlier signature still fits. */
export function cancellationKey(uids: readonly string[]): string {
  return [...new Set(uids.map((uid) => uid.toLowerCase()))].sort().join(',')
}
