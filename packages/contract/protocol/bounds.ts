import { maxUint256, maxUint32 } from 'viem'

export const UINT256_MAX: bigint = maxUint256
/** As a number: validTo and other uint32 fields travel as JSON numbers. */
export const UINT32_MAX: number = Number(maxUint32)

export function isUint256(x: bigint): boolean {
  return typeof x === 'bigint' && x >= 0n && x <= UINT256_MAX
}

export function isUint32(n: number): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= UINT32_MAX
}

export function assertUint256Amount(name: string, amount: bigint): void {
  if (!isUint256(amount)) throw new Error(`${name} ${String(amount)} is not a uint256 amount`)
}

/**
 * Parses a decimal integer string as the wire sends amounts ("0", "123"). Returns
 * undefined for anything else (signs, hex, exponents, spaces, fractions, > uint256)
 * instead of throwing, so callers can word their own error.
 */
export function parseUintString(s: string): bigint | undefined {
  if (typeof s !== 'string' || !/^\d+$/.test(s) || s.length > 78) return undefined
  const value = BigInt(s)
  return isUint256(value) ? value : undefined
}
