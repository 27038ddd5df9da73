import { hashTypedData, type Hex } from 'viem'
import type { ProtocolDomain } from './domain'
import { isOrderUid } from './uid'

/** Single cancellation, signed for `DELETE /api/v1/orders/{uid}`. */
export const CANCELLATION_TYPES = {
  OrderCancellation: [{ name: 'orderUid', type: 'bytes' }],
} as const

/** Batch cancellation, signed for `DELETE /api/v1/orders`. */
export const CANCELLATIONS_TYPES = {
  OrderCancellations: [{ name: 'orderUids', type: 'bytes[]' }],
} as const

function assertUid(uid: Hex): void {
  if (!isOrderUid(uid)) {
    throw new Error(`Cannot cancel: "${String(uid)}" is not a 56-byte order UID`)
  }
}

export function orderCancellationTypedData(domain: ProtocolDomain, uid: Hex) {
  assertUid(uid)
  return {
    domain,
    types: CANCELLATION_TYPES,
    primaryType: 'OrderCancellation',
    message: { orderUid: uid },
  } as const
}

export function orderCancellationsTypedData(domain: ProtocolDomain, uids: readonly Hex[]) {
  if (uids.length === 0) throw new Error('Cannot cancel: no order UIDs given')
  uids.forEach(assertUid)
  return {
    domain,
    types: CANCELLATIONS_TYPES,
    primaryType: 'OrderCancellations',
    message: { orderUids: uids },
  } as const
}

export function hashOrderCancellation(domain: ProtocolDomain, uid: Hex): Hex {
  return hashTypedData(orderCancellationTypedData(domain, uid))
}

export function hashOrderCancellations(domain: ProtocolDomain, uids: readonly Hex[]): Hex {
  return hashTypedData(orderCancellationsTypedData(domain, uids))
}
