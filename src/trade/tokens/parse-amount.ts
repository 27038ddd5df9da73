import { parseUnits } from 'viem'
import { UINT256_MAX } from '@/protocol/bounds'

/**
 * Reads what a trader typed into an amount field as smallest units of the token. Every
 * input that is not a plain decimal number gets a sentence saying why and how to fix it,
 * so nothing half-understood is ever sent (a "1,5" silently read as 15 would be a loss).
 */

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

/** "1.000,5" -> "1000.5", "1,5" -> "1.5", "1,000.5" -> "1000.5": the likely meaning, for the hint. */
export function suggestPlainNumber(text: string): string | undefined {
  const compact = text.replace(/[\s'_\u00a0\u202f]/g, '')
  const lastComma = compact.lastIndexOf(',')
  const lastDot = compact.lastIndexOf('.')
  let suggestion: string
  if (lastComma > lastDot) {
    // The comma is the decimal separator; dots (if any) group thousands.
    suggestion = `${compact.slice(0, lastComma).replace(/[.,]/g, '')}.${compact.slice(lastComma + 1)}`
  } else if (lastDot > lastComma && compact.indexOf('.') === lastDot) {
    // One dot after the commas: commas group thousands.
    suggestion = compact.replace(/,/g, '')
  } else {
    // Only dots, several of them: "1.000.000" groups thousands.
    suggestion = compact.replace(/[.,]/g, '')
  }
  return PLAIN_DECIMAL.test(suggestion) ? suggestion : undefined
}

/**
 * A number written with a locale's separators ("1,5", "1.000,5", "1 000", "1.000.000"), which
 * could mean more than one amount: the sentence that asks for a plain decimal, with the likely
 * meaning. Undefined for text that has no such separators.
 */
export function separatorProblem(text: string): string | undefined {
  const hasSeparators = /[,'_\s\u00a0\u202f]/.test(text) || (text.match(/\./g)?.length ?? 0) > 1
  if (!hasSeparators || !/^[\d.,'_\s\u00a0\u202f]+$/.test(text)) return undefined
  const suggestion = suggestPlainNumber(text)
  return suggestion === undefined
    ? 'Use a dot as the decimal separator and no thousands separators.'
    : `Use a dot as the decimal separator and no thousands separators: did you mean ${suggestion}?`
}

/**
 * Parses `raw` with the token's `decimals` (viem `parseUnits` once the text is known to be a
 * plain decimal). `symbol` only words the sentences.
 */
export function parseAmountInput(
  raw: string,
  decimals: number,
  symbol = 'this token',
): ParsedAmount {
  const text = raw.trim()
  if (text === '') return { status: 'empty' }
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    return invalid('notANumber', `The decimals of ${symbol} are unknown, so no amount can be read.`)
  }
  if (/^[-\u2212]/.test(text)) {
    return invalid('negative', 'An amount cannot be negative. Enter a positive number.')
  }
  if (/^[+]?(\d+\.?\d*|\.\d+)[eE][-+]?\d+$/.test(text)) {
    return invalid(
      'exponent',
      'Write the amount in full, without an exponent (for example 1000000 instead of 1e6).',
    )
  }
  const separators = separatorProblem(text)
  if (separators !== undefined) {
    return invalid('localeSeparator', separators)
  }
  if (!PLAIN_DECIMAL.test(text)) {
    return invalid('notANumber', 'Enter a number, for example 1.5.')
  }
  const fraction = text.split('.')[1] ?? ''
  if (fraction.length > decimals) {
    return invalid(
      'tooManyDecimals',
      decimals === 0
        ? `${symbol} has no decimals: enter a whole number.`
        : `${symbol} has ${decimals} decimals; this amount has ${fraction.length}.`,
    )
  }
  const value = parseUnits(text, decimals)
  if (value > UINT256_MAX) {
    return invalid('tooLarge', 'This amount is larger than any token can hold (uint256).')
  }
  if (value === 0n) return invalid('zero', 'Enter an amount greater than 0.')
  return { status: 'valid', value, text }
}
