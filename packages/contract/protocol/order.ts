import { hashTypedData, type Address, type Hex } from 'viem'
import type { ProtocolDomain } from './domain'
import { assertValidOrder, type OrderData } from './order-data'
import { packOrderUid } from './uid'

export * from './order-data'

/** EIP-712 types of the settlement contract's `Order`, fields in the contract's order (spec 4.9). */
export const ORDER_TYPES = {
  Order: [
    { name: 'sellToken', type: 'address' },
    { name: 'buyToken', type: 'address' },
    { name: 'receiver', type: 'address' },
    { name: 'sellAmount', type: 'uint256' },
    { name: 'buyAmount', type: 'uint256' },
    { name: 'validTo', type: 'uint32' },
    { name: 'appData', type: 'bytes32' },
    { name: 'feeAmount', type: 'uint256' },
    { name: 'kind', type: 'string' },
    { name: 'partiallyFillable', type: 'bool' },
    { name: 'sellTokenBalance', type: 'string' },
    { name: 'buyTokenBalance', type: 'string' },
  ],
} as const

/** The full typed-data object, ready for viem's `signTypedData`. */
export function orderTypedData(domain: ProtocolDomain, order: OrderData) {
  assertValidOrder(order)
  return {
    domain,
    types: ORDER_TYPES,
    primaryType: 'Order',
    message: order,
  } as const
}

/** The EIP-712 digest of an order: the first 32 bytes of its UID. */
export function hashOrder(domain: ProtocolDomain, order: OrderData): Hex {
  return hashTypedData(orderTypedData(domain, order))
}

/**
 * An order's UID: its digest, its owner and its validTo (as @cowprotocol/contracts'
 * `computeOrderUid`). Beside the hashing, so that reading UIDs (uid.ts) needs no EIP-712.
 */
export function computeOrderUid(domain: ProtocolDomain, order: OrderData, owner: Address): Hex {
  return packOrderUid({ orderDigest: hashOrder(domain, order), owner, validTo: order.validTo })
}
