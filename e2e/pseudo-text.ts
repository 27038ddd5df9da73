/**
 * What the pseudo-locale journey (i18n-pseudo.spec.ts) reads on a page and how it tells a
 * word left in English from data: the pseudo form of a message, the allowed names, and the
 * page reader.
 */
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Frame, Page } from '@playwright/test'
import pseudolocale from 'pseudolocale'
import { CHAINS } from '@batchswap/contract/protocol/chains'
import { sandboxAllTokens } from '@batchswap/contract/sandbox/extra-tokens'

/**
 * An English message as the pseudo-locale shows it, by the generator Lingui's compiler runs
 * on `pseudo` (pseudolocale, with Lingui's options: no brackets). For names without
 * placeholders: the journey finds controls by them.
 */
export function pseudo(english: string): string {
  return pseudolocale(english, { prepend: '', append: '' })
}

/**
 * Data, not words: what may read in plain English letters in the pseudo-locale. Kept small;
 * each entry says why it is not translated.
 */
const ALLOWED = new Set<string>([
  // Product, protocol and wallet names.
  'batchswap',
  'CoW',
  'Safe',
  'ENS',
  'MetaMask',
  'Rainbow',
  'RainbowKit',
  'WalletConnect',
  'TWAP', // the order type's name in every CoW Swap language
  // Currency and units.
  'USD',
  'ETH',
  // Token symbols and names of the sandbox's lists (data from the token list).
  ...sandboxAllTokens.flatMap((token) => words(`${token.symbol} ${token.name}`)),
  // Network names.
  ...Object.values(CHAINS).flatMap((chain) => words(chain.name)),
  // Words Intl writes for dates, times and lists: the pseudo-locale formats as English.
  ...intlEnglishWords(),
])

/** Whole texts that are names: the Sandbox wallet's name in RainbowKit's list. */
const ALLOWED_TEXTS = new Set<string>(['Sandbox wallet'])

/**
 * RainbowKit's own words (its dialogs' titles, buttons, group names): they come from its
 * catalogs, which the app's language picks (src/app/wallet/wallet-dialogs.tsx); it has none
 * for the pseudo-locale and shows its English one, read here from the installed package.
 * Its placeholders (%{wallet}) match any name.
 */
let rainbowKitTexts: Promise<RegExp[]> | undefined
const rainbowKitEnglish = () => (rainbowKitTexts ??= readRainbowKitEnglish())

async function readRainbowKitEnglish(): Promise<RegExp[]> {
  const require = createRequire(import.meta.url)
  const dist = dirname(require.resolve('@rainbow-me/rainbowkit'))
  const file = readdirSync(dist).find((name) => /^en_US-\w+\.js$/.test(name))
  if (!file) throw new Error(`no English catalog of RainbowKit in ${dist}`)
  const catalog: unknown = JSON.parse(
    ((await import(pathToFileURL(join(dist, file)).href)) as { default: string }).default,
  )
  const texts: string[] = []
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.push(value)
    else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  collect(catalog)
  // Labels its components write without the catalog (its dialogs' close and info buttons).
  texts.push('Close', 'Info', 'Chain Selector')
  return texts.map(
    (text) =>
      new RegExp(
        `^${text
          .split(/%\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
      ),
  )
}

function words(text: string): string[] {
  return text.match(/\p{L}[\p{L}\p{M}]*/gu) ?? []
}

/** Month and weekday names, day periods, relative times and list words of English Intl. */
function intlEnglishWords(): string[] {
  const texts: string[] = []
  for (let month = 0; month < 12; month++) {
    for (const style of ['long', 'short'] as const) {
      texts.push(new Intl.DateTimeFormat('en', { month: style }).format(new Date(2024, month, 1)))
    }
  }
  for (let day = 0; day < 7; day++) {
    for (const style of ['long', 'short'] as const) {
      texts.push(
        new Intl.DateTimeFormat('en', { weekday: style }).format(new Date(2024, 0, day + 1)),
      )
    }
  }
  texts.push(
    new Intl.DateTimeFormat('en', { hour: 'numeric', hour12: true }).format(
      new Date(2024, 0, 1, 9),
    ),
  )
  texts.push(
    new Intl.DateTimeFormat('en', { hour: 'numeric', hour12: true }).format(
      new Date(2024, 0, 1, 21),
    ),
  )
  const units = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const
  for (const numeric of ['auto', 'always'] as const) {
    const relative = new Intl.RelativeTimeFormat('en', { numeric })
    for (const unit of units)
      for (const n of [-2, -1, 0, 1, 2]) texts.push(relative.format(n, unit))
  }
  for (const type of ['conjunction', 'disjunction'] as const) {
    texts.push(new Intl.ListFormat('en', { type }).format(['1', '2', '3']))
  }
  for (const unitDisplay of ['long', 'short', 'narrow'] as const) {
    for (const unit of [...units, 'millisecond'] as const) {
      for (const n of [1, 2]) {
        texts.push(new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay }).format(n))
      }
    }
  }
  return texts.flatMap(words)
}

/**
 * Not words at all: URLs, hex (addresses, hashes, shortened ones), ENS names, a route's path
 * as the trader typed it ("There is no page at /nowhere").
 */
const NOT_WORDS =
  /\bhttps?:\/\/\S+|\b0x[0-9a-fA-F]*(…[0-9a-fA-F]*)?|\b[\w-]+\.eth\b|(?<![\w.])\/[\w/-]*/g

/** The words of `text` that read as plain English, not pseudo-localised. */
function englishWords(
  { text, rainbowKit }: Found,
  rainbowKitEnglish: readonly RegExp[],
  serviceTexts: readonly string[],
): string[] {
  if (ALLOWED_TEXTS.has(text)) return []
  if (rainbowKit && rainbowKitEnglish.some((re) => re.test(text))) return []
  const ours = serviceTexts.reduce((rest, data) => rest.replaceAll(data.trim(), ' '), text)
  return words(ours.replace(NOT_WORDS, ' ')).filter(
    (word) => /^[A-Za-z]{2,}$/.test(word) && !ALLOWED.has(word),
  )
}

interface Found {
  kind: string
  text: string
  /** Inside RainbowKit's dialogs, whose own words come from RainbowKit. */
  rainbowKit: boolean
}

/** Every visible text node and accessible name on the page, and the document's title. */
async function readPage(page: Page | Frame): Promise<Found[]> {
  return page.evaluate(() => {
    const found: Found[] = [{ kind: 'document title', text: document.title, rainbowKit: false }]
    const inRainbowKit = (element: Element) => element.closest('[data-rk]') !== null
    const visible = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) &&
      !element.closest('script, style, noscript, template')
    // A closed disclosure's content is text a trader opens: read it open.
    for (const details of document.querySelectorAll('details')) details.open = true
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (parent && visible(parent)) {
        found.push({ kind: 'text', text: node.textContent ?? '', rainbowKit: inRainbowKit(parent) })
      }
    }
    const named = document.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt], [aria-describedby], [aria-valuetext], [aria-roledescription]',
    )
    for (const element of named) {
      if (!visible(element)) continue
      for (const name of [
        'aria-label',
        'title',
        'placeholder',
        'alt',
        'aria-valuetext',
        'aria-roledescription',
      ]) {
        const value = element.getAttribute(name)
        if (value) found.push({ kind: name, text: value, rainbowKit: inRainbowKit(element) })
      }
      for (const id of element.getAttribute('aria-describedby')?.split(/\s+/) ?? []) {
        const target = id ? document.getElementById(id) : null
        if (target) {
          const text = target.textContent ?? ''
          found.push({ kind: 'aria-describedby', text, rainbowKit: inRainbowKit(target) })
        }
      }
    }
    return found
      .map((item) => ({ ...item, text: item.text.replace(/\s+/g, ' ').trim() }))
      .filter(({ text }) => text !== '')
  })
}

/** What on `page` (or a frame) reads as plain English, each said with where it was. */
export async function englishOn(
  page: Page | Frame,
  where: string,
  serviceTexts: () => Promise<string[]> = async () => [],
): Promise<string[]> {
  const found = await readPage(page)
  // Read after the page: every notification it shows is in the answer.
  const service = await serviceTexts()
  const rainbowKit = await rainbowKitEnglish()
  const seen = new Set<string>()
  const problems: string[] = []
  for (const item of found) {
    const { kind, text } = item
    const english = englishWords(item, rainbowKit, service)
    const key = `${kind}|${text}`
    if (english.length === 0 || seen.has(key)) continue
    seen.add(key)
    problems.push(`${where} ${kind}: "${text}" [${english.join(' ')}]`)
  }
  return problems
}
