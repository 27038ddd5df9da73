import { plural, t } from '@lingui/core/macro'
import { parseUnits } from 'viem'
import { decimalSeparator } from '@/lib/locale-format'
import { UINT256_MAX } from '@batchswap/contract/protocol/bounds'

/**
 * Reads what a trader typed into an amount field as smallest units of the token. Every
 * input that is not a plain decimal number gets a sentence saying why and how to fix it,
 * so nothing half-understood is ever sent (a "1,5" silently read as 15 would be a loss).
 *
 * In a language that writes decimals with a comma (Spanish, French, Portuguese, Russian), a
 * comma is the decimal separator ("1,5" is 1.5), a dot before a group of three digits is
 * asked about ("1.000" is 1000 there), and a lone dot otherwise is still read as the decimal
 * point (an amount pasted from elsewhere).
 */

/** The decimal separators a trader may type: the dot, or the comma of their language. */
export type DecimalSeparator = '.' | ','

export type AmountProblem =
  | 'negative'
  | 'exponent'
  | 'localeSeparator'
  | 'tooManyDecimals'
  | 'tooLarge'
  | 'notANumber'
  | 'zero'

export type ParsedAmount =
  | { status: 'empty' }
  | { status: 'valid'; value: bigint; text: string }
  | { status: 'invalid'; problem: AmountProblem; sentence: string }

const PLAIN_DECIMAL = /^(\d+\.?\d*|\.\d+)$/

function invalid(problem: AmountProblem, sentence: string): ParsedAmount {
  return { status: 'invalid', problem, sentence }
}

const GROUPING = /[\s'_\u00a0\u202f]/
const GROUPING_ALL = /[\s'_\u00a0\u202f]/g

/** "1", "12", "123" then groups of exactly three digits: how thousands are written. */
function isThousandsGrouping(groups: readonly string[]): boolean {
  const [first, ...rest] = groups
  return (
    first !== undefined &&
    /^[1-9]\d{0,2}$/.test(first) &&
    rest.length > 0 &&
    rest.every((group) => /^\d{3}$/.test(group))
  )
}

/** The whole part and the fraction as a plain decimal ("1000" and "5" -> "1000.5"). */
function plain(whole: string, fraction: string): string | undefined {
  const text = fraction === '' ? whole : `${whole === '' ? '0' : whole}.${fraction}`
  return PLAIN_DECIMAL.test(text) ? text : undefined
}

/**
 * The one plain number a locale-written amount most likely means, or undefined when it could
 * mean more than one (so the hint never changes the amount's size):
 * - a comma as the decimal separator: "1,5" -> "1.5", "0,500" -> "0.5" (a thousands group
 *   never follows a lone 0), "1.000,5" -> "1000.5", "1 000,25" -> "1000.25";
 * - thousands separators around a dot or none: "1,000.5" -> "1000.5", "1,000,000" ->
 *   "1000000", "1 000" -> "1000";
 * - never for several dots ("1.2.3", "0.50.5", "1.000.000": a typo as likely as a grouping),
 *   a lone comma before three digits ("1,000" is 1000 or 1), or groups that are not thousands.
 */
export function suggestPlainNumber(text: string): string | undefined {
  const trimmed = text.trim()
  if (!/^[\d.,'_\s\u00a0\u202f]+$/.test(trimmed)) return undefined
  const commas = trimmed.split(',').length - 1
  const dots = trimmed.split('.').length - 1
  const spaced = GROUPING.test(trimmed)
  if (commas > 0 && dots > 0) {
    // Both: the last one is the decimal separator, once; the other groups thousands.
    const decimal = trimmed.lastIndexOf(',') > trimmed.lastIndexOf('.') ? ',' : '.'
    const grouping = decimal === ',' ? '.' : ','
    if ((decimal === ',' ? commas : dots) !== 1 || spaced) return undefined
    const [whole = '', fraction = ''] = trimmed.split(decimal)
    if (!isThousandsGrouping(whole.split(grouping)) || /\D/.test(fraction)) return undefined
    return plain(whole.split(grouping).join(''), fraction)
  }
  if (dots > 1) return undefined
  const decimal = commas === 1 ? ',' : dots === 1 ? '.' : undefined
  if (commas > 1) {
    // Several commas: only thousands, never a decimal separator.
    if (spaced || !isThousandsGrouping(trimmed.split(','))) return undefined
    return trimmed.split(',').join('')
  }
  const [whole = '', fraction = ''] = decimal === undefined ? [trimmed] : trimmed.split(decimal)
  if (/\D/.test(fraction)) return undefined
  if (spaced) {
    // Spaces (or ' and _) group thousands; a comma or a dot after them is the decimal one.
    const groups = whole.split(GROUPING_ALL)
    return isThousandsGrouping(groups) ? plain(groups.join(''), fraction) : undefined
  }
  if (decimal !== ',') return undefined
  // A lone comma: "1,000" reads as 1000 in English and 1 in German; anything else is decimal.
  if (isThousandsGrouping([whole, fraction])) return undefined
  return plain(whole, fraction)
}

/**
 * A number written with a locale's separators ("1,5", "1.000,5", "1 000", "1.2.3"): the
 * sentence that asks for a plain decimal, with the meaning when only one is likely. Undefined
 * for text that has no such separators.
 */
export function separatorProblem(
  text: string,
  separator: DecimalSeparator = '.',
): string | undefined {
  const hasSeparators = /[,'_\s\u00a0\u202f]/.test(text) || (text.match(/\./g)?.length ?? 0) > 1
  if (!hasSeparators || !/^[\d.,'_\s\u00a0\u202f]+$/.test(text)) return undefined
  const plainNumber = suggestPlainNumber(text)
  if (plainNumber !== undefined) {
    const suggestion = separator === ',' ? plainNumber.replace('.', ',') : plainNumber
    return separator === ','
      ? t`Use a comma as the decimal separator and no thousands separators: did you mean ${suggestion}?`
      : t`Use a dot as the decimal separator and no thousands separators: did you mean ${suggestion}?`
  }
  if (!/[,'_\s\u00a0\u202f]/.test(text)) {
    return t`A number has one decimal point at most: use a dot as the decimal separator and no thousands separators.`
  }
  return separator === ','
    ? t`Use a comma as the decimal separator and no thousands separators.`
    : t`Use a dot as the decimal separator and no thousands separators.`
}

/**
 * Text typed in a language whose decimal separator is the comma, as the plain decimal the
 * rest reads ("1,5" -> "1.5"), or the sentence asking about a dot that groups thousands there
 * ("1.000" -> "did you mean 1000?").
 */
function readCommaDecimal(text: string): { text: string } | { problem: string } {
  if (/^\d*,\d*$/.test(text) && /\d/.test(text)) return { text: text.replace(',', '.') }
  if (/^[1-9]\d{0,2}(\.\d{3})+(,\d*)?$/.test(text)) {
    const suggestion = text.replaceAll('.', '').replace(/,$/, '')
    return {
      problem: t`Use a comma as the decimal separator and no thousands separators: did you mean ${suggestion}?`,
    }
  }
  return { text }
}

/**
 * Parses `raw` with the token's `decimals` (viem `parseUnits` once the text is known to be a
 * plain decimal). `symbol` only words the sentences. `separator` is the decimal separator of
 * the active language unless given. A valid amount's `text` is the plain decimal read.
 */
export function parseAmountInput(
  raw: string,
  decimals: number,
  symbol?: string,
  separator?: DecimalSeparator,
): ParsedAmount {
  const typed = raw.trim()
  // An empty field, as every form first renders, needs neither: the separator comes from the
  // page's first Intl.NumberFormat, which costs a phone up to half a second to build.
  if (typed === '') return { status: 'empty' }
  // Nor does a whole number ("1", as a shared link's amount often is): it reads the same with
  // either separator, so a link's quote is asked for without waiting for that build.
  const language = separator ?? (/^\d+$/.test(typed) ? '.' : languageSeparator())
  return parseTyped(typed, decimals, symbol ?? t`this token`, language)
}

function languageSeparator(): DecimalSeparator {
  return decimalSeparator() === ',' ? ',' : '.'
}

function parseTyped(
  typed: string,
  decimals: number,
  symbol: string,
  separator: DecimalSeparator,
): ParsedAmount {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    return invalid(
      'notANumber',
      t`The decimals of ${symbol} are unknown, so no amount can be read.`,
    )
  }
  if (/^[-\u2212]/.test(typed)) {
    return invalid('negative', t`An amount cannot be negative. Enter a positive number.`)
  }
  if (/^[+]?(\d+[.,]?\d*|[.,]\d+)[eE][-+]?\d+$/.test(typed)) {
    return invalid(
      'exponent',
      t`Write the amount in full, without an exponent (for example 1000000 instead of 1e6).`,
    )
  }
  const read = separator === ',' ? readCommaDecimal(typed) : { text: typed }
  if ('problem' in read) return invalid('localeSeparator', read.problem)
  const { text } = read
  const separators = separatorProblem(text, separator)
  if (separators !== undefined) {
    return invalid('localeSeparator', separators)
  }
  if (!PLAIN_DECIMAL.test(text)) {
    const example = separator === ',' ? '1,5' : '1.5'
    return invalid('notANumber', t`Enter a number, for example ${example}.`)
  }
  const fraction = text.split('.')[1] ?? ''
  if (fraction.length > decimals) {
    const typedDecimals = fraction.length
    return invalid(
      'tooManyDecimals',
      decimals === 0
        ? t`${symbol} has no decimals: enter a whole number.`
        : t`${symbol} has ${plural(decimals, { one: '# decimal', other: '# decimals' })}; this amount has ${typedDecimals}.`,
    )
  }
  const value = parseUnits(text, decimals)
  if (value > UINT256_MAX) {
    return invalid('tooLarge', t`This amount is larger than any token can hold (uint256).`)
  }
  if (value === 0n) return invalid('zero', t`Enter an amount greater than 0.`)
  return { status: 'valid', value, text }
}
