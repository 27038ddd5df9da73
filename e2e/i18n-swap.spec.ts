/**
 * A whole swap in Spanish and in Russian (issue 42, points 3 and 4): quote, approval, review,
 * signature, submission and the sandbox solver's fill, every control found by role and its
 * translated name, the words read from the catalogs (e2e/language.ts). The browser's
 * language picks the catalog, as for a first visit (e2e/i18n-orders.spec.ts seeds it the same
 * way). Amounts are written as the language writes numbers: a decimal comma, its own
 * grouping ("12.345,5" in Spanish, "12 345,5" in Russian), and typed with the comma too.
 *
 * Before the app is up it shows nothing in English: while the language's catalog is on its
 * way (held here until the page has been looked at), no text is painted at all, so the first
 * words a visitor reads are their own (index.html, docs/i18n.md).
 */
import type { Page, Route } from '@playwright/test'
import { APP_READY_ATTRIBUTE } from '../src/app/first-view'
import { balancesOf } from './arrange'
import { expect, test } from './fixtures'
import { language, type Language } from './language'
import {
  approveIfNeeded,
  buyGroup,
  buyInput,
  linkedOrderUid,
  openSwapAs,
  reviewAndConfirm,
  sellGroup,
  sellInput,
  shownBalance,
  swapFilled,
  waitForFill,
  waitForQuote,
} from './swap-helpers'

const JOURNEYS = [
  { lang: language('es'), browser: 'es-ES', account: 1, typed: '12,5' },
  { lang: language('ru'), browser: 'ru-RU', account: 2, typed: '12,5' },
] as const

/** 12.5 WETH, the amount typed. */
const SOLD = 125n * 10n ** 17n

/**
 * Whether `text` is a number as `Intl` writes it in `locale`: its digits read back with the
 * language's separators and written again give the same text.
 */
function writtenIn(locale: string, text: string): boolean {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.5)
  const group = parts.find((part) => part.type === 'group')?.value ?? ''
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.'
  const plain = text.split(group).join('').replace(decimal, '.')
  if (!/^\d+(\.\d+)?$/.test(plain)) return false
  const digits = plain.split('.')[1]?.length ?? 0
  const again = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: 'auto', // as the app groups (e2e/language.ts)
  }).format(plain as `${number}`)
  return again === text
}

/** The amount of `symbol` in a sentence, e.g. "37.512,4 USDC" -> "37.512,4". */
function amountOf(symbol: string, text: string): string {
  const found = new RegExp(`([\\d.,\\s\\u00a0\\u202f]*\\d) ${symbol}`).exec(text)?.[1]
  if (!found) throw new Error(`no ${symbol} amount in "${text}"`)
  return found.trim()
}

/**
 * Opens the swap page with the language's catalog held back, looks at what is painted while
 * it is on its way, then lets it through. Resolves to that text.
 */
async function textBeforeCatalog(page: Page, lang: Language): Promise<string> {
  // The catalog is its own chunk, named after its .po file (scripts/i18n-vite.ts).
  const chunk = new RegExp(`/assets/${lang.locale}-[\\w-]+\\.js$`)
  let asked = false
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const hold = async (route: Route) => {
    asked = true
    await released
    await route.continue()
  }
  await page.route((url) => chunk.test(url.pathname), hold)
  await page.goto('./#/swap', { waitUntil: 'commit' })
  await expect.poll(() => asked, { message: `the ${lang.locale} catalog is asked for` }).toBe(true)
  await page.waitForLoadState('domcontentloaded')
  const painted = await page.evaluate(() => document.body.innerText.trim())
  release()
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' })
  await page.unroute((url) => chunk.test(url.pathname), hold)
  return painted
}

for (const { lang, browser, account, typed } of JOURNEYS) {
  test.describe(`in ${browser}`, () => {
    test.use({ locale: browser })

    test(`a swap reads in ${lang.locale}: quote, approve, review, sign, filled`, async ({
      page,
      sandbox,
    }) => {
      // Nothing English is painted before the catalog is there; then the page is in the language.
      expect(await textBeforeCatalog(page, lang)).toBe('')
      await expect(page.locator('html')).toHaveAttribute('lang', lang.locale)
      await expect(page.getByRole('heading', { level: 1, name: lang.say('Swap') })).toBeVisible()
      await expect(page.getByRole('button', { name: lang.say('Connect wallet') })).toBeVisible()

      const owner = await openSwapAs(page, account, { sell: 'WETH', buy: 'USDC' }, lang)
      const [wethBefore, usdcBefore] = await balancesOf(sandbox, owner, 'WETH', 'USDC')
      await expect(sellGroup(page, lang)).toContainText(shownBalance(wethBefore, 18, lang))
      await expect(buyGroup(page, lang)).toContainText(shownBalance(usdcBefore, 6, lang))
      // A million USDC and more: grouped as the language groups thousands.
      expect(writtenIn(lang.locale, lang.amount(usdcBefore, 6))).toBe(true)

      // Typed with the language's decimal comma: read as 12.5 (the chain's balance below).
      await sellInput(page, lang).fill(typed)
      await waitForQuote(page, undefined, lang)
      const main = page.getByRole('main')
      const quoteReady = await main
        .getByText(lang.pattern('Quote ready: you receive about {0}.'))
        .textContent()
      const quoted = amountOf('USDC', quoteReady ?? '')
      // Tens of thousands of USDC: a group separator and a decimal comma, in the language's way.
      expect(quoted).toMatch(/\d[.\s\u00a0\u202f]\d{3},\d/)
      expect(writtenIn(lang.locale, quoted), `"${quoted}" as ${lang.locale} writes it`).toBe(true)
      const output = await buyInput(page, lang).inputValue()
      expect(writtenIn(lang.locale, output), `"${output}" as ${lang.locale} writes it`).toBe(true)
      await expect(sellInput(page, lang)).toHaveValue(typed)
      await expect(main.getByText(lang.say('Minimum received'), { exact: true })).toBeVisible()
      await expect(
        main.getByText(lang.say('Network cost (included)'), { exact: true }),
      ).toBeVisible()

      await approveIfNeeded(page, lang)
      await reviewAndConfirm(page, lang)
      await expect(page.getByRole('dialog', { name: lang.say('Placing your swap') })).toBeVisible()
      await waitForFill(page, lang)

      // The dialog says what was traded, in the language's words and numbers.
      const dialog = page.getByRole('dialog', { name: swapFilled(lang) })
      const [wethAfter, usdcAfter] = await balancesOf(sandbox, owner, 'WETH', 'USDC')
      expect(wethBefore - wethAfter).toBe(SOLD)
      const sold = lang.say('Sold {traded}.', {
        traded: lang.say('{sold} for {bought}', {
          sold: `${lang.amount(SOLD, 18)} WETH`,
          bought: `${lang.amount(usdcAfter - usdcBefore, 6)} USDC`,
        }),
      })
      expect(sold).toContain(`${typed} WETH`)
      await expect(dialog).toContainText(sold)
      await expect(dialog.getByText(lang.say('Settlement transaction'))).toBeVisible()
      const uid = await linkedOrderUid(dialog, lang)
      expect(uid).toMatch(/^0x[0-9a-f]{112}$/)

      await dialog.getByRole('button', { name: lang.say('New swap') }).click()
      await expect(dialog).toBeHidden()
      await expect(sellGroup(page, lang)).toContainText(shownBalance(wethAfter, 18, lang))
      await expect(buyGroup(page, lang)).toContainText(shownBalance(usdcAfter, 6, lang))
      await expect(sellInput(page, lang)).toHaveValue('')
    })
  })
}
