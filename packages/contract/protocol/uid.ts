import {
  encodePacked,
  getAddress,
  hexToNumber,
  isHex,
  isAddress,
  size,
  slice,
  type Address,
  type Hex,
} from 'viem'
import { isUint32 } from './bounds'

/** 56 bytes: see `packOrderUid`. */
export const ORDER_UID_LENGTH = 56

export function isOrderUid(uid: unknown): uid is Hex {
  return (
    typeof uid === 'string' &&
    isHex(uid, { strict: true }) &&
    uid.length === 2 + 2 * ORDER_UID_LENGTH
  )
}

/** 32-byte digest + 20-byte owner + 4-byte validTo (an order's UID: `computeOrderUid`). */
export interface OrderUidParams {
  orderDigest: Hex
  owner: Address
  validTo: number
}

export function packOrderUid({ orderDigest, owner, validTo }: OrderUidParams): Hex {
  if (!isHex(orderDigest, { strict: true }) || size(orderDigest) !== 32) {
    throw new Error(`Cannot pack order UID: digest "${String(orderDigest)}" is not 32 bytes of hex`)
  }
  if (!isAddress(owner)) {
    throw new Error(`Cannot pack order UID: owner "${String(owner)}" is not an address`)
  }
  if (!isUint32(validTo)) {
    throw new Error(`Cannot pack order UID: validTo ${String(validTo)} is not a uint32`)
  }
  return encodePacked(['bytes32', 'address', 'uint32'], [orderDigest, owner, validTo])
}

/** Splits a UID into its parts; the owner comes back checksummed. */
export function unpackOrderUid(uid: string): OrderUidParams {
  if (typeof uid !== 'string' || !isHex(uid, { strict: true })) {
    throw new Error(`Invalid order UID: expected 0x-prefixed hex, got "${String(uid)}"`)
  }
  if (uid.length % 2 !== 0 || size(uid) !== ORDER_UID_LENGTH) {
    throw new Error(
      `Invalid order UID: expected ${ORDER_UID_LENGTH} bytes (${2 + 2 * ORDER_UID_LENGTH} characters), got ${uid.length} characters`,
    )
  }
  return {
    orderDigest: slice(uid, 0, 32),
    owner: getAddress(slice(uid, 32, 52)),
    validTo: hexToNumber(slice(uid, 52, 56)),
  }
}
