/**
 * The pseudo-locale journey (issue 42, point 3; docs/i18n.md): the app in `pseudo`, where
 * every message of the catalogs reads accented ("Settings" -> "Śēţţĩńĝś"), page by page and
 * dialog by dialog, without a wallet and with the Sandbox wallet connected. Every visible
 * text node and every accessible name (aria-label, title, placeholder, alt, the text an
 * aria-describedby points to, the document's title) is read; a word in plain English letters
 * there was never wrapped for translation, and the journey fails listing each such text with
 * the route and state it was on. Only data may stay as it is: token symbols and names,
 * addresses, hashes, numbers, dates Intl writes, network and brand names (ALLOWED below), the
 * notification service's own words, and inside RainbowKit's dialogs RainbowKit's English
 * catalog (it has none for the pseudo-locale). The TWAP form, which only a Safe shows, is read
 * inside the sandbox's Safe host.
 *
 * Adding a page or a state is one entry in ROUTES.
 */
import type { BrowserContext, Page } from '@playwright/test'
import type { Hex } from 'viem'
import { getNotifications } from '../src/api/notifications'
import { apiContext, approveAndPlaceOrder, trader } from './arrange'
import { readE2eEnv } from './env'
import { expect, test, type SandboxFixture } from './fixtures'
import { englishOn, pseudo } from './pseudo-text'
import { placeStandingOrder } from './orders-helpers'
import { openInSafe, safeOf, useSafeHost } from './safe-app-helpers'

/** The trader whose pages are read connected (i18n-orders.spec.ts trades as it too). */
const ACCOUNT = 3

type State = 'disconnected' | 'connected'

interface Arranged {
  /** An order of ACCOUNT's, for its page. */
  uid: Hex
  /** An open order of ACCOUNT's, far above the market: its page offers to cancel it. */
  standing: Hex
  weth: string
  /**
   * The notification service's own words (its notifications' titles and messages, as the API
   * gives them now): the service writes them, the inbox shows them as they are.
   */
  serviceTexts: () => Promise<string[]>
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
  {
    name: 'swap, the quote refused',
    path: () => '#/swap?sell=UNSUPPORTED&buy=USDC&amount=10&kind=sell',
    states: ['disconnected'],
    open: async (page) => {
      await expect(page.getByTestId('quote-error')).toBeVisible({ timeout: 30_000 })
    },
  },
  {
    name: 'swap, an amount not understood',
    path: () => '#/swap?sell=USDC&buy=WETH&amount=1e6&kind=sell',
    states: ['disconnected'],
    open: async (page) => {
      await expect(main(page).locator('input[aria-invalid="true"]')).toBeVisible()
    },
  },
  {
    name: 'swap, more than the balance',
    path: () => '#/swap?sell=WETH&buy=USDC&amount=100000000&kind=sell',
    states: ['connected'],
  },
  {
    name: 'swap, selling ETH',
    path: () => '#/swap?sell=ETH&buy=USDC&amount=0.1&kind=sell',
    states: ['connected'],
  },
  { name: 'limit', path: () => '#/limit', states: BOTH },
  { name: 'twap', path: () => '#/twap', states: BOTH },
  { name: 'orders', path: () => '#/orders', states: BOTH },
  { name: "an order's page", path: ({ uid }) => `#/orders/${uid}`, states: BOTH },
  {
    // The arranged order above fills at once; only an open order of the trader's can be
    // cancelled (the button is not there otherwise).
    name: "an order's cancel dialog",
    path: ({ standing }) => `#/orders/${standing}`,
    states: ['connected'],
    open: async (page) => {
      await main(page)
        .getByRole('button', { name: pseudo('Cancel order') })
        .click({ timeout: 30_000 })
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
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

/** Opens `route`, lets it settle, and answers what on it reads as English. */
async function checkRoute(page: Page, route: RouteCase, arranged: Arranged, state: State) {
  // A page of its own, as a trader arriving by a link: nothing open from the route before.
  await page.goto('about:blank')
  await page.goto(`./${route.path(arranged)}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html[data-route-pending]')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  const where = `${route.name} (${state})`
  const problems: string[] = []
  try {
    await route.open?.(page)
    await page.waitForLoadState('networkidle')
  } catch (error) {
    // Said with the rest rather than alone (a control still named in English is not found);
    // the page is read as it is.
    problems.push(`${where}: not opened: ${String(error).split('\n')[0]}`)
  }
  return [...problems, ...(await englishOn(page, where, arranged.serviceTexts))]
}

async function arrange(sandbox: SandboxFixture): Promise<Arranged> {
  const uid = await approveAndPlaceOrder(sandbox, {
    trader: trader(ACCOUNT),
    sell: 'WETH',
    buy: 'USDC',
    sellAmount: '0.5',
    buyAmount: '1',
  })
  const serviceTexts = async () => {
    const { data } = await getNotifications(apiContext(sandbox), trader(ACCOUNT))
    return data.flatMap((n) => [n.title ?? '', n.message]).filter((text) => text.trim() !== '')
  }
  const standing = await placeStandingOrder(sandbox, ACCOUNT)
  return { uid, standing, weth: sandbox.token('WETH').address, serviceTexts }
}

/** The language the trader would have picked, in every frame, before any script runs. */
async function seedPseudo(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // about:blank between pages has no storage.
    if (!location.protocol.startsWith('http')) return
    localStorage.setItem(
      'batchswap.language.v1',
      JSON.stringify({ state: { chosen: 'pseudo' }, version: 1 }),
    )
  })
}

test.describe('the pseudo-locale', () => {
  test.describe.configure({ timeout: 300_000 })
  // A control not found fails at once, not at the end of the long journey.
  test.use({ actionTimeout: 20_000 })

  for (const state of ['disconnected', 'connected'] as const) {
    test(`every page ${state}: no text left out of the catalogs`, async ({
      context,
      page,
      sandbox,
    }) => {
      await seedPseudo(context)
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

test.describe('the pseudo-locale in a Safe', () => {
  const host = useSafeHost()
  test.use({ actionTimeout: 20_000 })

  test('the TWAP form and its review: no text left out of the catalogs', async ({
    context,
    page,
  }) => {
    await seedPseudo(context)
    const safe = safeOf('1-of-1')
    const app = await openInSafe(host(), page, safe.label, '#/twap')
    // Connected as the Safe: its account in the header, named by its address.
    await expect(app.getByLabel(new RegExp(`^${pseudo('Safe')} ${safe.address} `))).toBeVisible({
      timeout: 30_000,
    })
    const frame = page.frame({ url: (url) => url.href.startsWith(readE2eEnv().baseURL) })
    if (!frame) throw new Error('the app has no frame in the Safe host')
    const problems: string[] = []
    // Too few parts: the problems' list.
    await app.getByLabel(pseudo('Total to sell'), { exact: true }).fill('20')
    await app.getByLabel(pseudo('Number of parts'), { exact: true }).fill('1')
    await expect(app.getByRole('list', { name: pseudo('Problems') })).toBeVisible()
    problems.push(...(await englishOn(frame, 'twap form, too few parts (Safe)')))
    // Two parts over an hour: each part's figures, then the review.
    await app.getByLabel(pseudo('Number of parts'), { exact: true }).fill('2')
    await expect(app.getByRole('definition').filter({ hasText: 'USDC' })).toBeVisible({
      timeout: 30_000,
    })
    problems.push(...(await englishOn(frame, 'twap form (Safe)')))
    await app.getByRole('button', { name: pseudo('Review TWAP') }).click()
    await expect(app.getByRole('list', { name: pseudo('Calls') })).toBeVisible()
    problems.push(...(await englishOn(frame, 'twap review (Safe)')))
    expect(problems, 'texts in plain English, by state').toEqual([])
  })
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

// RainbowKit's own words follow the app's language, not the browser's: the locale prop
// (src/app/wallet/wallet-dialogs.tsx) picks its catalog; in the pseudo-locale it is English.
test.describe('RainbowKit in the language chosen', () => {
  test.use({ locale: 'en-US' })

  test("the wallet dialog reads in Spanish with RainbowKit's own words", async ({
    context,
    page,
  }) => {
    await context.addInitScript(() => {
      if (!location.protocol.startsWith('http')) return
      localStorage.setItem(
        'batchswap.language.v1',
        JSON.stringify({ state: { chosen: 'es' }, version: 1 }),
      )
    })
    await page.goto('./#/swap')
    await page.getByRole('button', { name: 'Conectar billetera' }).click()
    const dialog = page.getByRole('dialog', { name: 'Conectar una billetera' })
    await expect(dialog).toBeVisible()
    // The Sandbox wallet's group, by RainbowKit's Spanish name for it.
    await expect(dialog.getByText('Otro', { exact: true })).toBeVisible()
  })
})
