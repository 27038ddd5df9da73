/**
 * Wire values into domain values, shared by the domain types' converters: amounts to
 * bigint, dates, estimates, absent-or-null to undefined, the receiver, the appData hash.
 * Each throws a plain Error on a value the domain cannot hold.
 */
import { isAddressEqual, isHex, size, zeroAddress, type Address, type Hex } from 'viem'
import { appDataHash } from '../protocol/app-data-hash'
import { parseUintString } from '../protocol/bounds'
import type { OrderData } from '../protocol/order'
import type { WireSignedOrderFields } from './orders'

// ---------------------------------------------------------------- helpers

export function amount(field: string, value: string): bigint {
  const parsed = parseUintString(value)
  if (parsed === undefined) throw new Error(`${field}: "${value}" is not a uint256 amount`)
  return parsed
}

export function optionalAmount(
  field: string,
  value: string | null | undefined,
): bigint | undefined {
  return value == null ? undefined : amount(field, value)
}

export function date(field: string, value: string): Date {
  const ms = Date.parse(value)
  if (Number.isNaN(ms)) throw new Error(`${field}: "${value}" is not a date`)
  return new Date(ms)
}

/** Decimal strings of estimates (gas, prices): the service sends "12345" or "1.5e-7". */
export function estimate(value: string | null | undefined): number | undefined {
  if (value == null || value.trim() === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) ? n : undefined
}

export function optional<T>(value: T | null | undefined): T | undefined {
  return value ?? undefined
}

/** The zero address means "the owner"; domain data says that with `undefined`. */
export function receiverOf(value: Address | null | undefined): Address | undefined {
  if (value == null) return undefined
  return isAddressEqual(value, zeroAddress) ? undefined : value
}

/** The signed bytes32 of an order's appData field, which may be the document or its hash. */
export function appDataHashOf(appData: string): Hex {
  return isHex(appData) && size(appData) === 32 ? appData : appDataHash(appData)
}

// ---------------------------------------------------------------- signed terms

/**
 * The terms an order signs as the domain holds them once read from the wire (an order's,
 * or a quote's proposal): amounts as bigint, the receiver undefined for the owner, appData
 * as sent (the document or its hash), the balances defaulted to ERC-20.
 */
export type SignedTerms = Omit<OrderData, 'receiver' | 'appData'> & {
  /** Undefined means the owner (the wire's null, absent or zero address). */
  receiver?: Address
  /** As sent: the full JSON document or the 32-byte hash. */
  appData: string
}

/** `SignedTerms` of wire fields; `prefix` names the object in a conversion error. */
export function signedTermsOf(wire: WireSignedOrderFields, prefix = ''): SignedTerms {
  return {
    sellToken: wire.sellToken,
    buyToken: wire.buyToken,
    receiver: receiverOf(wire.receiver),
    sellAmount: amount(`${prefix}sellAmount`, wire.sellAmount),
    buyAmount: amount(`${prefix}buyAmount`, wire.buyAmount),
    validTo: wire.validTo,
    appData: wire.appData,
    feeAmount: amount(`${prefix}feeAmount`, wire.feeAmount),
    kind: wire.kind,
    partiallyFillable: wire.partiallyFillable,
    sellTokenBalance: wire.sellTokenBalance ?? 'erc20',
    buyTokenBalance: wire.buyTokenBalance ?? 'erc20',
  }
}

// ---------------------------------------------------------------- domain to wire

/** The EIP-712 order's fields, with the receiver as the wire has it (null for the owner). */
type SignedOrderFields = Omit<OrderData, 'receiver' | 'appData'> & {
  receiver: Address | null
  /** The appData hash, or the full document where the wire carries it. */
  appData: string
}

/**
 * The signed fields of an order as the wire spells them (amounts as decimal strings): the
 * sandbox's answers and the widget's order events both write them.
 */
export function signedFieldsOnWire<O extends SignedOrderFields>(order: O) {
  return {
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    receiver: order.receiver,
    sellAmount: order.sellAmount.toString(),
    buyAmount: order.buyAmount.toString(),
    validTo: order.validTo,
    appData: order.appData,
    feeAmount: order.feeAmount.toString(),
    kind: order.kind,
    partiallyFillable: order.partiallyFillable,
    sellTokenBalance: order.sellTokenBalance,
    buyTokenBalance: order.buyTokenBalance,
  }
}
