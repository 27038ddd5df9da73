/**
 * Wire schemas: the JSON the orderbook service and its neighbours send and accept, exactly
 * as it travels. One file a subject (wire-quote, wire-orders, wire-competition,
 * wire-token-data, wire-notifications, wire-service-info, wire-trades, wire-errors); this
 * one holds the values they are built of.
 *
 * These files are the contract between the app and the sandbox service: the app validates
 * every response with them, the sandbox validates every request with them and builds its
 * responses to them. Amounts stay decimal strings here; `src/api` converts them to bigint
 * domain types. Addresses and hex leave the schemas as viem's `Address` and `Hex`. Object
 * schemas are loose (unknown keys pass) because the real service adds fields over time and
 * the app must keep working when it does.
 *
 * zod/mini keeps the bundle small (the full zod API is ~4x larger in the app).
 */
import { isAddress, isHex, type Address, type Hex } from 'viem'
import * as z from 'zod/mini'

/**
 * A string schema whose output type is what `guard` proves: viem's `isAddress` and `isHex`
 * are type guards, so addresses and hex leave the schema as viem's `Address` and `Hex`
 * and the domain converters need no cast.
 */
function guardedString<T extends string>(guard: (value: string) => value is T, message: string) {
  return z.custom<T>((value) => typeof value === 'string' && guard(value), message)
}

/** `0x` and `bytes` bytes of hex (any number of bytes when undefined). */
function hexBytes(bytes?: number) {
  return (value: string): value is Hex =>
    isHex(value) && (bytes === undefined ? value.length % 2 === 0 : value.length === 2 + 2 * bytes)
}

/** Any case: the services write addresses in lower case, the app checksummed. */
export const addressSchema = guardedString(
  (value): value is Address => isAddress(value, { strict: false }),
  'expected a 20-byte hex address',
)
export const hexSchema = guardedString(hexBytes(), 'expected 0x-prefixed hex bytes')
export const hash32Schema = guardedString(hexBytes(32), 'expected 32 bytes of hex')
export const orderUidSchema = guardedString(hexBytes(56), 'expected a 56-byte order UID')
/** Unsigned decimal integer string: no sign, no decimal point, no hex, no exponent. */
export const uintStringSchema = z
  .string()
  .check(z.regex(/^\d+$/, 'expected a decimal integer string'))
/** A Unix time in seconds as the EIP-712 order signs it (uint32). */
export const uint32Schema = z.number().check(z.int(), z.nonnegative(), z.lte(0xffff_ffff))
export const isoDateSchema = z.string().check(z.minLength(1))

export const orderKindSchema = z.enum(['sell', 'buy'])
export const signingSchemeSchema = z.enum(['eip712', 'ethsign', 'presign', 'eip1271'])
export const ecdsaSigningSchemeSchema = z.enum(['eip712', 'ethsign'])
export const sellTokenBalanceSchema = z.enum(['erc20', 'internal', 'external'])
export const buyTokenBalanceSchema = z.enum(['erc20', 'internal'])
export const orderClassSchema = z.enum(['market', 'limit', 'liquidity'])
export const orderStatusSchema = z.enum([
  'presignaturePending',
  'open',
  'fulfilled',
  'cancelled',
  'expired',
])
export const priceQualitySchema = z.enum(['fast', 'optimal', 'verified'])

export type WireOrderKind = z.infer<typeof orderKindSchema>
export type WireSigningScheme = z.infer<typeof signingSchemeSchema>
export type WireOrderStatus = z.infer<typeof orderStatusSchema>
export type WireOrderClass = z.infer<typeof orderClassSchema>

/**
 * An enum the services grow over time (order status, class, signing scheme, competition
 * state), as the app reads it: any non-empty string; the domain converters map values the
 * app does not know to a typed `'unknown'`.
 */
export const openEnumSchema = z.string().check(z.minLength(1))
