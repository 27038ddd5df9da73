import { t } from '@lingui/core/macro'
import { numberFormat } from '@/lib/locale-format'

const DOLLARS = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
} as const satisfies Intl.NumberFormatOptions

const CENTS = {
  style: 'currency',
  currency: 'USD',
  maximumSignificantDigits: 4,
} as const satisfies Intl.NumberFormatOptions

/**
 * "$2,000.00" in English ("2.000,00 US$" in Spanish: the active language's way); below a
 * dollar four significant digits ("$0.0001234"); never exponent notation.
 */
export function formatUsd(price: number): string {
  if (!Number.isFinite(price) || price < 0) return t`Unknown`
  return numberFormat(price >= 1 || price === 0 ? DOLLARS : CENTS).format(price)
}
