/**
 * The pseudo-locale journey (issue 42, point 3; docs/i18n.md): the app in `pseudo`, where
 * every message of the catalogs reads accented ("Settings" -> "Śēţţĩńĝś"), page by page and
 * dialog by dialog, without a wallet and with the Sandbox wallet connected. Every visible
 * text node and every accessible name (aria-label, title, placeholder, alt, the text an
 * aria-describedby points to, the document's title) is read; a word in plain English letters
 * there was never wrapped for translation, and the journey fails listing each such text with
 * the route and state it was on. Only data may stay as it is: token symbols and names,
 * addresses, hashes, numbers, dates Intl writes, network and brand names (ALLOWED below).
 *
 * Adding a page or a state is one entry in ROUTES.
 */
import type { Page } from '@playwright/test'
import pseudolocale from 'pseudolocale'
import type { Hex } from 'viem'
import { CHAINS } from '@batchswap/contract/protocol/chains'
import { sandboxAllTokens } from '@batchswap/contract/sandbox/extra-tokens'
import { approveAndPlaceOrder, trader } from './arrange'
import { expect, test, type SandboxFixture } from './fixtures'

/**
 * An English message as the pseudo-locale shows it, by the generator Lingui's compiler runs
 * on `pseudo` (pseudolocale, with Lingui's options: no brackets). For names without
 * placeholders: the journey finds controls by them.
 */
function pseudo(english: string): string {
  return pseudolocale(english, { prepend: '', append: '' })
}

/** The trader whose pages are read connected (i18n-orders.spec.ts trades as it too). */
const ACCOUNT = 3

type State = 'disconnected' | 'connected'

interface Arranged {
  /** An order of ACCOUNT's, for its page. */
  uid: Hex
  weth: string
}

interface RouteCase {
  name: string
  path: (arranged: Arranged) => string
  states: readonly State[]
  /** After the page has settled: brings the state to read (opens a dialog), waits for it. */
  open?: (page: Page) => Promise<void>
}

const BOTH: readonly State[] = ['disconnected', 'connected']
const main = (page: Page) => page.getByRole('main')

const ROUTES: readonly RouteCase[] = [
  { name: 'swap', path: () => '#/swap?sell=WETH&buy=USDC&amount=1&kind=sell', states: BOTH },
  {
    name: 'token picker dialog',
    path: () => '#/swap?sell=WETH&buy=USDC',
    states: BOTH,
    open: async (page) => {
      await main(page)
        .getByRole('button', { name: /^WETH: / })
        .click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: 'settings dialog',
    path: () => '#/swap',
    states: ['disconnected'],
    open: async (page) => {
      await page.getByRole('button', { name: pseudo('Settings'), exact: true }).click()
      await expect(page.getByRole('region', { name: pseudo('Settings') })).toBeVisible()
    },
  },
  {
    name: 'wallet connect dialog',
    path: () => '#/swap',
    states: ['disconnected'],
    open: async (page) => {
      await page.getByRole('button', { name: pseudo('Connect wallet') }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expect(
        page.getByRole('dialog').getByRole('button', { name: /Sandbox wallet/ }),
      ).toBeVisible()
    },
  },
  {
    name: 'account dialog',
    path: () => '#/swap',
    states: ['connected'],
    open: async (page) => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${pseudo('Account')} `) })
        .click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: 'review dialog',
    path: () => '#/swap?sell=WETH&buy=USDC&amount=0.1&kind=sell',
    states: ['connected'],
    open: async (page) => {
      const review = main(page).getByRole('button', { name: pseudo('Review swap') })
      await expect(review).toBeEnabled({ timeout: 30_000 })
      await expect(async () => {
        if (!(await page.getByRole('dialog').isVisible())) await review.click({ timeout: 5_000 })
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 5_000 })
      }).toPass({ timeout: 20_000 })
    },
  },
  { name: 'limit', path: () => '#/limit', states: BOTH },
  { name: 'twap', path: () => '#/twap', states: BOTH },
  { name: 'orders', path: () => '#/orders', states: BOTH },
  { name: "an order's page", path: ({ uid }) => `#/orders/${uid}`, states: BOTH },
  { name: 'token list', path: () => '#/token', states: BOTH },
  { name: "a token's page", path: ({ weth }) => `#/token/sandbox/${weth}`, states: BOTH },
  { name: 'inbox', path: () => '#/inbox', states: BOTH },
  {
    name: 'notification settings',
    path: () => '#/inbox',
    states: ['connected'],
    open: async (page) => {
      await page.getByRole('button', { name: pseudo('Sign in to manage channels') }).click()
      await expect(page.getByRole('heading', { name: pseudo('Add a channel') })).toBeVisible()
    },
  },
  { name: 'account', path: () => '#/account', states: BOTH },
  { name: 'not found', path: () => '#/nowhere', states: ['disconnected'] },
  { name: 'widget', path: () => '#/widget?sellAmount=1', states: ['disconnected'] },
]

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
  return texts.flatMap(words)
}

/** Not words at all: URLs, hex (addresses, hashes, shortened ones), ENS names. */
const NOT_WORDS = /\bhttps?:\/\/\S+|\b0x[0-9a-fA-F]*(…[0-9a-fA-F]*)?|\b[\w-]+\.eth\b/g

/** The words of `text` that read as plain English, not pseudo-localised. */
function englishWords(text: string): string[] {
  if (ALLOWED_TEXTS.has(text)) return []
  return words(text.replace(NOT_WORDS, ' ')).filter(
    (word) => /^[A-Za-z]{2,}$/.test(word) && !ALLOWED.has(word),
  )
}

interface Found {
  kind: string
  text: string
}

/** Every visible text node and accessible name on the page, and the document's title. */
async function readPage(page: Page): Promise<Found[]> {
  return page.evaluate(() => {
    const found: Found[] = [{ kind: 'document title', text: document.title }]
    const visible = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) &&
      !element.closest('script, style, noscript, template')
    // A closed disclosure's content is text a trader opens: read it open.
    for (const details of document.querySelectorAll('details')) details.open = true
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (parent && visible(parent)) found.push({ kind: 'text', text: node.textContent ?? '' })
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
        if (value) found.push({ kind: name, text: value })
      }
      for (const id of element.getAttribute('aria-describedby')?.split(/\s+/) ?? []) {
        const target = id ? document.getElementById(id) : null
        if (target) found.push({ kind: 'aria-describedby', text: target.textContent ?? '' })
      }
    }
    return found
      .map(({ kind, text }) => ({ kind, text: text.replace(/\s+/g, ' ').trim() }))
      .filter(({ text }) => text !== '')
  })
}

/** Opens `route`, lets it settle, and answers what on it reads as English. */
async function checkRoute(page: Page, route: RouteCase, arranged: Arranged, state: State) {
  // A page of its own, as a trader arriving by a link: nothing open from the route before.
  await page.goto('about:blank')
  await page.goto(`./${route.path(arranged)}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html[data-route-pending]')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  const problems: string[] = []
  try {
    await route.open?.(page)
    await page.waitForLoadState('networkidle')
  } catch (error) {
    // Said with the rest rather than alone (a control still named in English is not found);
    // the page is read as it is.
    problems.push(`${route.name} (${state}): not opened: ${String(error).split('\n')[0]}`)
  }
  const seen = new Set<string>()
  for (const { kind, text } of await readPage(page)) {
    const english = englishWords(text)
    const key = `${kind}|${text}`
    if (english.length === 0 || seen.has(key)) continue
    seen.add(key)
    problems.push(`${route.name} (${state}) ${kind}: "${text}" [${english.join(' ')}]`)
  }
  return problems
}

async function arrange(sandbox: SandboxFixture): Promise<Arranged> {
  const uid = await approveAndPlaceOrder(sandbox, {
    trader: trader(ACCOUNT),
    sell: 'WETH',
    buy: 'USDC',
    sellAmount: '0.5',
    buyAmount: '1',
  })
  return { uid, weth: sandbox.token('WETH').address }
}

test.describe('the pseudo-locale', () => {
  test.describe.configure({ timeout: 300_000 })
  // A control not found fails at once, not at the end of the long journey.
  test.use({ actionTimeout: 20_000 })

  test.beforeEach(async ({ context }) => {
    // The language the trader would have picked, before any of the app's scripts runs.
    await context.addInitScript(() => {
      // about:blank between pages has no storage.
      if (!location.protocol.startsWith('http')) return
      localStorage.setItem(
        'batchswap.language.v1',
        JSON.stringify({ state: { chosen: 'pseudo' }, version: 1 }),
      )
    })
  })

  for (const state of ['disconnected', 'connected'] as const) {
    test(`every page ${state}: no text left out of the catalogs`, async ({ page, sandbox }) => {
      const arranged = await arrange(sandbox)
      if (state === 'connected') await connectInPseudo(page)
      const problems: string[] = []
      for (const route of ROUTES.filter((r) => r.states.includes(state))) {
        problems.push(...(await checkRoute(page, route, arranged, state)))
      }
      expect(problems, 'texts in plain English, by route').toEqual([])
    })
  }
})

/** Connects the Sandbox wallet on ACCOUNT, found by the pseudo-locale's names. */
async function connectInPseudo(page: Page): Promise<void> {
  await page.goto('./#/swap')
  await page.getByRole('button', { name: pseudo('Connect wallet') }).click()
  const modal = page.getByRole('dialog')
  await modal.getByRole('button', { name: /Sandbox wallet/ }).click()
  await expect(modal).toBeHidden()
  const picker = page.getByRole('combobox', { name: pseudo('Dev account') })
  await picker.selectOption(String(ACCOUNT))
  await expect(picker).toHaveValue(String(ACCOUNT))
}
