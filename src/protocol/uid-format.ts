import { isHex, type Hex } from 'viem'

/**
 * The shape of an order UID, apart from how it is computed: code that only checks UIDs
 * (the API module) imports this without pulling in EIP-712 hashing (uid.ts), which keeps
 * the swap route's first load small.
 */
export const ORDER_UID_LENGTH = 56

export function isOrderUid(uid: unknown): uid is Hex {
  return (
    typeof uid === 'string' &&
    isHex(uid, { strict: true }) &&
    uid.length === 2 + 2 * ORDER_UID_LENGTH
  )
}
