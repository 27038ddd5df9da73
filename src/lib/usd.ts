/**
 * USD values of token amounts (issue 39, point 7): computed in fixed point from the bigint
 * amount and the service's price (a JSON number), so that no float noise reaches the page,
 * and worded compactly once they are too large to read digit by digit ("$3.1B", "$308.9T",
 * "> $1,000T"): an absurd amount's value is absurd, never "$308,909,106,288,583,400,000,000.00".
 */
import { t } from '@lingui/core/macro'
import { formatUnits } from 'viem'
import { numberFormat } from './locale-format'

/** Decimals of a fixed-point USD value. */
export const USD_DECIMALS = 18
const ONE = 10n ** BigInt(USD_DECIMALS)
const CENT = ONE / 100n
/** From here on a value is worded compactly. */
const COMPACT_FROM = 1_000_000_000n * ONE
/** From here on it is only said to be enormous. */
const ENORMOUS_FROM = 1_000_000_000_000_000n * ONE

/**
 * A price (a finite, non-negative number) as a fixed-point bigint, read from its shortest
 * decimal form (the digits JSON gave), not from its binary expansion.
 */
export function usdPriceFixed(price: number): bigint | undefined {
  if (!Number.isFinite(price) || price < 0) return undefined
  const [mantissa = '0', exponent = '0'] = price.toExponential().split('e')
  const [whole = '0', fraction = ''] = mantissa.split('.')
  const digits = BigInt(whole + fraction)
  const shift = Number(exponent) - fraction.length + USD_DECIMALS
  return shift >= 0 ? digits * 10n ** BigInt(shift) : digits / 10n ** BigInt(-shift)
}

/** `amount` (in the token's smallest unit) at `price` USD per whole token, in fixed point. */
export function usdAmount(
  amount: bigint,
  decimals: number,
  price: number | undefined,
): bigint | undefined {
  if (price === undefined) return undefined
  const fixed = usdPriceFixed(price)
  return fixed === undefined ? undefined : (amount * fixed) / 10n ** BigInt(decimals)
}

/** A fixed-point USD value as a number, for ratios and ordering (never for display). */
export function usdToNumber(value: bigint): number {
  // Eight decimals: exact enough for any ratio, and within a double's precision.
  return Number(value / 10n ** BigInt(USD_DECIMALS - 8)) / 1e8
}

/** USD as the active language writes it ("$1,234.56", "1234,56 US$", "1 234,56 $"). */
function usdFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return numberFormat({ style: 'currency', currency: 'USD', ...options })
}

/**
 * "$1,234.56" (to the nearest cent), "< $0.01" for dust, "$3.1B" and "$308.9T" from a billion,
 * "> $1,000T" beyond; in the active language (src/lib/locale-format.ts).
 */
export function formatUsdAmount(value: bigint): string {
  if (value < 0n) return `-${formatUsdAmount(-value)}`
  const cents = usdFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 })
  if (value === 0n) return cents.format(0)
  if (value < CENT / 2n) return `< ${cents.format('0.01')}`
  const compact = usdFormat({
    notation: 'compact',
    maximumFractionDigits: 1,
    roundingMode: 'trunc',
  })
  if (value >= ENORMOUS_FROM) {
    return `> ${usdFormat({ notation: 'compact', maximumFractionDigits: 0, useGrouping: true }).format(1e15)}`
  }
  if (value >= COMPACT_FROM) return compact.format(usdToNumber(value))
  // To the nearest cent, as a price is read; from the exact decimal string, not a float.
  return cents.format(formatUnits((value + CENT / 2n) / CENT, 2) as `${number}`)
}

/** A USD value the app already holds as a number (e.g. a quote's fee), worded the same way. */
export function formatUsdNumber(value: number): string {
  if (!Number.isFinite(value)) return t`Unknown`
  const fixed = usdPriceFixed(Math.abs(value))
  if (fixed === undefined) return t`Unknown`
  return formatUsdAmount(value < 0 ? -fixed : fixed)
}
