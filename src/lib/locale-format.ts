/**
 * Numbers, dates and lists in the active language, through `Intl` (docs/i18n.md). The language
 * is Lingui's (src/i18n/activate.ts sets it, with the tag to format in: the pseudo-locale
 * formats as English); before any is active, English.
 *
 * Formatters are made once per language and options: building one loads locale data.
 */
import { i18n } from '@lingui/core'

const FALLBACK = 'en'

/** The BCP 47 tag numbers and dates are formatted in now. */
export function formatLocale(): string {
  const locales = i18n.locales
  const first = Array.isArray(locales) ? locales[0] : locales
  return first ?? FALLBACK
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>()

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const locale = formatLocale()
  const key = `${kind}|${locale}|${JSON.stringify(options)}`
  const hit = cache.get(key)
  if (hit) return hit as T // keyed by kind: the value stored under it was made by `make`
  const made = make(locale)
  cache.set(key, made)
  return made
}

export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options))
}

export function dateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options))
}

export function listFormat(options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return cached('list', options, (locale) => new Intl.ListFormat(locale, options))
}

/**
 * A plain decimal string ("-1234.5", as viem's formatUnits writes it) in the active language
 * ("-1,234.5", "-1.234,5", "-1 234,5"), every digit kept: Intl formats a string exactly, not
 * through a float. `fractionDigits` is the number of digits after the point, shown as given.
 */
export function formatDecimalString(
  plain: string,
  { fractionDigits, group = true }: { fractionDigits: number; group?: boolean },
): string {
  if (!isPlainDecimal(plain)) throw new RangeError(`not a plain decimal: ${plain}`)
  return numberFormat({
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    // 'auto' keeps each language's own rule: Spanish writes 1000 but 10.000.
    useGrouping: group ? 'auto' : false,
  }).format(plain)
}

function isPlainDecimal(text: string): text is `${number}` {
  return /^-?\d+(\.\d+)?$/.test(text)
}

/** The decimal separator of the active language: "." in English, "," in Spanish or Russian. */
export function decimalSeparator(): string {
  return (
    numberFormat({ minimumFractionDigits: 1 })
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  )
}

/** A share (0.005 for 0.5 %) as the language writes a percentage. */
export function formatPercent(share: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 2, ...options }).format(share)
}
