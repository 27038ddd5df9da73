/**
 * The app's words in a language, for journeys that read a page in it (e2e/i18n-*.spec.ts):
 * read from the catalogs themselves (src/locales/{locale}.po), not guessed. Journeys load in
 * Node and must not import the src modules that hold Lingui's macros; a `.po` file is plain
 * text, read here with a parser just big enough for what `lingui extract` writes.
 *
 *   const es = language('es')
 *   page.getByRole('button', { name: es.say('Review swap') })             // "Revisar intercambio"
 *   es.say('Approve {tokenName}', { tokenName: 'WETH' })                   // "Aprobar WETH"
 *   es.pattern('Quote ready: you receive about {0}.')                      // /^Cotización lista: .../
 *   es.amount(12_500000000000000000n, 18)                                  // "12,5"
 */
import { readFileSync } from 'node:fs'
import { formatUnits } from 'viem'
import { formatAmount } from '../src/lib/format-amount'
import type { Locale, SOURCE_LOCALE } from '../src/i18n/locales'

/** Every language but the source (src/i18n/locales.ts, the one list). */
export type Translated = Exclude<Locale, typeof SOURCE_LOCALE>

export type Values = Readonly<Record<string, string | number>>

export interface Language {
  /** The tag the app formats numbers in, as `<html lang>` has it. */
  locale: 'en' | Translated
  /**
   * The message whose English source is `source` (as the `.po` file's msgid has it), with
   * `values` in its placeholders, a `select`'s branch chosen by its value, and the tags of
   * rich text (`<0>…</0>`) left out, as the page's text reads.
   */
  say: (source: string, values?: Values, context?: string) => string
  /** The message as a RegExp of the whole text, any value in its placeholders. */
  pattern: (source: string, context?: string) => RegExp
  /** An amount in smallest units as the app writes it here (cut to `maxDecimals`, grouped). */
  amount: (value: bigint, decimals: number, maxDecimals?: number) => string
}

/** Every entry of a `.po` file: msgid (with its msgctxt) to msgstr. */
export function readCatalog(text: string): Map<string, string> {
  const entries = new Map<string, string>()
  let entry: Partial<Record<'msgctxt' | 'msgid' | 'msgstr', string>> = {}
  let field: 'msgctxt' | 'msgid' | 'msgstr' | undefined
  const flush = () => {
    if (entry.msgid) entries.set(key(entry.msgid, entry.msgctxt), entry.msgstr ?? '')
    entry = {}
    field = undefined
  }
  for (const line of text.split('\n')) {
    const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line)
    if (start?.[1] === 'msgctxt' || start?.[1] === 'msgid' || start?.[1] === 'msgstr') {
      if (start[1] !== 'msgstr' && entry.msgstr !== undefined) flush()
      field = start[1]
      entry[field] = unquote(start[2] ?? '""')
    } else if (field && line.startsWith('"')) {
      entry[field] = `${entry[field] ?? ''}${unquote(line)}`
    } else if (line.trim() === '') {
      flush()
    }
  }
  flush()
  return entries
}

function key(msgid: string, context?: string): string {
  return context ? `${context}\u0004${msgid}` : msgid
}

function unquote(quoted: string): string {
  const parsed: unknown = JSON.parse(quoted)
  if (typeof parsed !== 'string') throw new Error(`not a PO string: ${quoted}`)
  return parsed
}

/**
 * `{name}` filled from `values`, `{name, select, a {…} other {…}}` by its value's branch,
 * rich-text tags dropped. The ICU the catalogs use in the swap's messages, no more.
 */
export function fill(message: string, values: Values = {}): string {
  let out = ''
  let at = 0
  while (at < message.length) {
    const open = message.indexOf('{', at)
    if (open < 0) {
      out += message.slice(at)
      break
    }
    out += message.slice(at, open)
    const close = matchingBrace(message, open)
    const body = message.slice(open + 1, close)
    const [, name = '', kind, branches = ''] =
      /^\s*(\w+)\s*(?:,\s*(\w+)\s*,([\s\S]*))?$/.exec(body) ?? []
    const value = values[name]
    if (kind === 'select') {
      const chosen = branchOf(branches, String(value)) ?? branchOf(branches, 'other')
      if (chosen === undefined) throw new Error(`no branch "${String(value)}" in ${message}`)
      out += fill(chosen, values)
    } else if (kind) {
      throw new Error(`{${name}, ${kind}} is not read here: ${message}`)
    } else {
      if (value === undefined) throw new Error(`no value for {${name}} in ${message}`)
      out += String(value)
    }
    at = close + 1
  }
  return out.replace(/<\/?\d+>/g, '')
}

function matchingBrace(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++
    if (text[i] === '}' && --depth === 0) return i
  }
  throw new Error(`unbalanced braces in ${text}`)
}

/** The text of branch `name` in a select's `a {…} b {…}` list. */
function branchOf(branches: string, name: string): string | undefined {
  let at = 0
  while (at < branches.length) {
    const open = branches.indexOf('{', at)
    if (open < 0) return undefined
    const close = matchingBrace(branches, open)
    if (branches.slice(at, open).trim() === name) return branches.slice(open + 1, close)
    at = close + 1
  }
  return undefined
}

/** The message as a whole-text RegExp: literal text, each placeholder any text. */
function patternOf(message: string): RegExp {
  const parts = message.replace(/<\/?\d+>/g, '').split(/\{[^{}]*\}/)
  return new RegExp(
    `^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?')}$`,
  )
}

/**
 * An amount as `Intl` writes it in `locale`, from its exact decimal string: the fraction
 * cut (never rounded) to `maxDecimals` and its trailing zeros dropped, as the app shows
 * amounts (src/lib/format-amount.ts). Written from `Intl` here, not the app's formatter,
 * so the journey checks the app's output against the language's own rules.
 */
export function localeAmount(
  value: bigint,
  decimals: number,
  locale: string,
  maxDecimals = 6,
): string {
  const [integer = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const cut = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  const digits = cut.length
  // A plain decimal string is formatted exactly (Intl.NumberFormat v3), never through a float.
  const exact = `${integer}${cut ? `.${cut}` : ''}` as `${number}`
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    // The language's own rule, as the app groups (src/lib/locale-format.ts): Spanish writes
    // 1000 but 10.000.
    useGrouping: 'auto',
  }).format(exact)
}

/** English: the messages' sources themselves, amounts by the app's own formatter. */
export const ENGLISH: Language = {
  locale: 'en',
  say: (source, values) => fill(source, values),
  pattern: (source) => patternOf(source),
  amount: (value, decimals, maxDecimals = 6) => formatAmount(value, decimals, { maxDecimals }),
}

const cache = new Map<Translated, Language>()

/** A translated language, its words read from its catalog. */
export function language(locale: Translated): Language {
  const known = cache.get(locale)
  if (known) return known
  const catalog = readCatalog(
    readFileSync(new URL(`../src/locales/${locale}.po`, import.meta.url), 'utf8'),
  )
  const translate = (source: string, context?: string): string => {
    const translation = catalog.get(key(source, context))
    // A message not in the catalog is not wrapped for translation yet: the app shows its
    // English source, as Lingui does. An entry left empty is a catalog error.
    if (translation === undefined) return source
    if (translation === '') throw new Error(`${locale}.po has no translation of "${source}"`)
    return translation
  }
  const made: Language = {
    locale,
    say: (source, values, context) => fill(translate(source, context), values),
    pattern: (source, context) => patternOf(translate(source, context)),
    amount: (value, decimals, maxDecimals) => localeAmount(value, decimals, locale, maxDecimals),
  }
  cache.set(locale, made)
  return made
}
