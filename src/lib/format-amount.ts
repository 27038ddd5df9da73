import { formatUnits, type Address } from 'viem'
import { formatDecimalString } from './locale-format'

export interface FormatAmountOptions {
  /** Decimals kept after the point; the rest is cut off (never rounded up). Default 6. */
  maxDecimals?: number
  /** Pads the fraction with zeros up to this many decimals. Default 0. */
  minDecimals?: number
  /** Thousands separators in the integer part. Default true. */
  group?: boolean
}

function assertDecimals(name: string, value: number, max: number) {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${name} must be an integer from 0 to ${max}, got ${value}`)
  }
}

/**
 * Formats an amount in smallest units (bigint) for display: `formatUnits`, then the
 * fraction cut to `maxDecimals` with trailing zeros removed. Cutting instead of rounding
 * means a balance is never shown larger than it is (so "Max" never overspends).
 * A non-zero amount that would show as 0 becomes "< 0.000001".
 * Written in the active language ("1,234.5", "1.234,5", "1 234,5"), from the exact decimal
 * string: no float on the way.
 */
export function formatAmount(
  value: bigint,
  decimals: number,
  options: FormatAmountOptions = {},
): string {
  const { maxDecimals = 6, minDecimals = 0, group = true } = options
  assertDecimals('decimals', decimals, 255)
  assertDecimals('maxDecimals', maxDecimals, 255)
  assertDecimals('minDecimals', minDecimals, maxDecimals)

  const negative = value < 0n
  const abs = negative ? -value : value
  const [integer = '0', fraction = ''] = formatUnits(abs, decimals).split('.')
  const cut = fraction.slice(0, maxDecimals).replace(/0+$/, '').padEnd(minDecimals, '0')

  if (abs !== 0n && integer === '0' && /^0*$/.test(cut)) {
    const smallest = maxDecimals === 0 ? '1' : `0.${'0'.repeat(maxDecimals - 1)}1`
    const text = formatDecimalString(smallest, { fractionDigits: maxDecimals, group })
    return `${negative ? '> -' : '< '}${text}`
  }

  const sign = negative && (integer !== '0' || cut !== '') ? '-' : ''
  return formatDecimalString(`${sign}${integer}${cut ? `.${cut}` : ''}`, {
    fractionDigits: cut.length,
    group,
  })
}

/** `formatAmount` followed by the token symbol, e.g. "1,000.5 WETH". */
export function formatTokenAmount(
  value: bigint,
  decimals: number,
  symbol: string,
  options?: FormatAmountOptions,
): string {
  return `${formatAmount(value, decimals, options)} ${symbol}`
}

/** 0xf39F…2266: enough to recognise an address, short enough for a button. */
export function shortenAddress(address: Address, chars = 4): string {
  return `${address.slice(0, 2 + chars)}…${address.slice(-chars)}`
}
