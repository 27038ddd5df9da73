/**
 * Wire values into domain values, shared by the domain types' converters: amounts to
 * bigint, dates, estimates, absent-or-null to undefined, the receiver, the appData hash.
 * Each throws a plain Error on a value the domain cannot hold.
 */
import { isAddressEqual, zeroAddress, type Address, type Hex } from 'viem'
import { appDataHash } from '@/protocol/app-data'
import { parseUintString } from '@/protocol/bounds'

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
export function receiverOf(value: string | null | undefined): Address | undefined {
  if (value == null) return undefined
  const address = value as Address
  return isAddressEqual(address, zeroAddress) ? undefined : address
}

const HASH32 = /^0x[0-9a-fA-F]{64}$/

/** The signed bytes32 of an order's appData field, which may be the document or its hash. */
export function appDataHashOf(appData: string): Hex {
  return HASH32.test(appData) ? (appData as Hex) : appDataHash(appData)
}
