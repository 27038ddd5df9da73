/**
 * CSV as RFC 4180 writes it: fields separated by commas, records ended by CRLF, a field that
 * holds a comma, a quote, CR or LF enclosed in quotes with its quotes doubled.
 *
 * Spreadsheets run a cell that starts with `=`, `+`, `-` or `@` (and, in some, a tab or a
 * carriage return) as a formula: a token's symbol is whatever its contract says, so a symbol
 * like `=HYPERLINK(...)` would become a live link in the trader's spreadsheet. Such a cell is
 * neutralised by a leading single quote (OWASP's "CSV injection" advice), which spreadsheets
 * show as text. Amounts never start with a sign, so no number is altered by it.
 */

/** The characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/

export const CSV_LINE_END = '\r\n'

/** The cell with a leading `'` when a spreadsheet would run it as a formula. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** One field: neutralised, then quoted when RFC 4180 needs it. */
export function csvField(value: string): string {
  const safe = neutraliseFormula(value)
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One record, CRLF included. */
export function csvRecord(values: readonly string[]): string {
  return values.map(csvField).join(',') + CSV_LINE_END
}
