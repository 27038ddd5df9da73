/**
 * A shared swap link asks for its quote before the app has arrived (src/app/early-quote.ts):
 * the app takes that answer instead of asking again, and a lost or refused early answer is
 * never the trader's problem: the app then asks itself, as it always did. Meanwhile the
 * page shows the link's form, inert, with the quote's amount once it answers (the preview).
 * Each journey holds the app's entry script until it has seen what the page did meanwhile,
 * so a quote request (or a preview) seen then can only be the early script's.
 */
import type { Locator, Page, Request, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  buyInput,
  countServiceRequests,
  primaryButton,
  sellInput,
  waitForQuote,
} from './swap-helpers'

const LINK = './#/swap?sell=WETH&buy=USDC&amount=1'
const isQuote = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/api/v1/quote')

/** Holds the app's entry script (index-*.js) until `release`. */
async function holdEntry(page: Page) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  const handler = async (route: Route) => {
    await released
    await route.fallback()
  }
  await page.route(/\/assets\/index-[^/]+\.js$/, handler)
  return {
    release: async () => {
      release()
      await page.unroute(/\/assets\/index-[^/]+\.js$/, handler)
    },
  }
}

/**
 * The prerendered form's parts, found by their markup: the preview is inert, outside the
 * accessibility tree's reach, and no role query should find it.
 */
const field = (page: Page, label: 'You sell' | 'You buy') =>
  page.locator('main [role="group"]', { has: page.locator(`label:text-is("${label}")`) })
const preview = (page: Page) => ({
  sellInput: field(page, 'You sell').locator('input'),
  buyInput: field(page, 'You buy').locator('input'),
  sellToken: field(page, 'You sell').locator('button').first(),
  buyToken: field(page, 'You buy').locator('button').first(),
})
/** What a quoted field shows: a grouped figure ("3,264.615467"). */
const FIGURE = /^\d{1,3}(,\d{3})*(\.\d+)?$/

async function expectAppNotStarted(page: Page) {
  expect(await page.locator('html[data-app-ready]').count()).toBe(0)
  expect(await page.locator('#root[data-app-started]').count()).toBe(0)
}

/** Nothing in `scope` can be typed into or focused: it is inert and read-only. */
async function expectInert(scope: Locator) {
  const state = await scope.evaluate((main) => {
    const input = main.querySelector('input')
    input?.focus()
    return {
      inert: (main as HTMLElement).inert,
      readOnly: input?.readOnly,
      focused: document.activeElement === input,
    }
  })
  expect(state).toEqual({ inert: true, readOnly: true, focused: false })
}

/**
 * LINK's preview a moment after its early answer was met: the link's amount, the quoted
 * field still waiting (no figure), and not a word of a failure.
 */
async function expectPreviewWaiting(page: Page) {
  const form = preview(page)
  await expect(form.sellInput).toHaveValue('1')
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)))
  await expect(page.locator('html[data-link-preview=""]')).toHaveCount(1)
  await expect(form.buyInput).toHaveValue('')
  await expect(form.buyInput).toHaveAttribute('aria-busy', 'true')
  await expect(page.locator('main')).not.toContainText(/error|fail|wrong|invalid|retry/i)
}

/** The early script has run: its file was loaded (it sends at once, or not at all). */
async function earlyScriptRan(page: Page) {
  await page.waitForResponse(/\/assets\/early-quote-[^/]+\.js$/)
  // It runs when it arrives; one more task for its fetch to be issued.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

test('a shared link is quoted before the app has arrived, and the app asks no second time', async ({
  page,
}) => {
  const requests = countServiceRequests(page)
  const entry = await holdEntry(page)
  const early = page.waitForRequest(isQuote)
  await page.goto(LINK, { waitUntil: 'commit' })
  // The app's code is held: this request is the early script's.
  await early
  expect(await page.locator('html[data-app-ready]').count()).toBe(0)
  await entry.release()
  await waitForQuote(page)
  await expect(buyInput(page)).not.toHaveValue('')
  await page.waitForLoadState('networkidle')
  expect(requests.counts.quote).toBe(1)
})

for (const link of [
  // The prerendered form's own pair, and another one, the other way round.
  { name: 'a sell', hash: LINK, sell: 'WETH', buy: 'USDC', typed: '1', kind: 'sell' },
  {
    name: 'a buy on another pair',
    hash: './#/swap?sell=USDC&buy=WETH&amount=0.5&kind=buy',
    sell: 'USDC',
    buy: 'WETH',
    typed: '0.5',
    kind: 'buy',
  },
] as const) {
  test(`${link.name}: the link's form and its quote show before the app has arrived, and the app shows the same`, async ({
    page,
  }) => {
    const entry = await holdEntry(page)
    await page.goto(link.hash, { waitUntil: 'commit' })
    const form = preview(page)
    const [typedInput, quotedInput] =
      link.kind === 'sell' ? [form.sellInput, form.buyInput] : [form.buyInput, form.sellInput]
    // The form, at once: the link's tokens and amount, the quoted field waiting, nothing wrong.
    await expect(page.locator('html[data-link-preview]')).toHaveCount(1)
    await expect(typedInput).toBeVisible()
    await expect(typedInput).toHaveValue(link.typed)
    await expect(form.sellToken).toHaveAttribute(
      'aria-label',
      `${link.sell}: change the token to sell`,
    )
    await expect(form.sellToken).toHaveText(`${link.sell.slice(0, 1)}${link.sell}`)
    await expect(form.buyToken).toHaveAttribute(
      'aria-label',
      `${link.buy}: change the token to buy`,
    )
    await expect(form.buyToken).toHaveText(`${link.buy.slice(0, 1)}${link.buy}`)
    await expectInert(page.locator('main'))
    // Then the quote's amount, while the app is still held.
    await expect(page.locator('html[data-link-preview="quoted"]')).toHaveCount(1)
    await expect(quotedInput).toHaveValue(FIGURE)
    await expect(page.getByRole('button', { name: 'Enter an amount' })).toBeHidden()
    await expectAppNotStarted(page)
    const previewed = await quotedInput.inputValue()
    const tokenColours = await Promise.all(
      [form.sellToken, form.buyToken].map((button) =>
        button
          .locator('span[aria-hidden="true"]')
          .evaluate((avatar) => getComputedStyle(avatar).backgroundImage),
      ),
    )

    // From now until the app's form says the quote is ready, every frame shows the figure:
    // the app's first render has the quote in (no loading state between preview and app).
    await page.evaluate(
      (label) => {
        const gaps: number[] = []
        ;(window as { __quoteGaps?: number[] }).__quoteGaps = gaps
        const check = () => {
          const main = document.querySelector('main')
          const group = [...(main?.querySelectorAll('[role="group"]') ?? [])].find(
            (g) => g.querySelector('label')?.textContent === label,
          )
          const input = group?.querySelector('input')
          const shown =
            !!input &&
            input.value !== '' &&
            input.checkVisibility({ opacityProperty: true, visibilityProperty: true })
          if (!shown) gaps.push(performance.now())
          if (!main?.textContent?.includes('Quote ready:')) requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      },
      link.kind === 'sell' ? 'You buy' : 'You sell',
    )
    await entry.release()
    await waitForQuote(page)
    expect(await page.evaluate(() => (window as { __quoteGaps?: number[] }).__quoteGaps)).toEqual(
      [],
    )
    // The app's form shows what the preview showed: the same answer, the same figure and faces.
    const quoted = link.kind === 'sell' ? buyInput(page) : sellInput(page)
    await expect(quoted).toHaveValue(previewed)
    await expect(link.kind === 'sell' ? sellInput(page) : buyInput(page)).toHaveValue(link.typed)
    const appColours = await Promise.all(
      [
        page.getByRole('button', { name: `${link.sell}: change the token to sell` }),
        page.getByRole('button', { name: `${link.buy}: change the token to buy` }),
      ].map((button) =>
        button
          .locator('span[aria-hidden="true"]')
          .evaluate((avatar) => getComputedStyle(avatar).backgroundImage),
      ),
    )
    expect(appColours).toEqual(tokenColours)
    await expect(page.locator('html[data-link-preview]')).toHaveCount(0)
    // The live form answers again.
    await expect(sellInput(page)).toBeEditable()
  })
}

test('an answer that is not this quote shows no amount in the preview, and the app says what it is', async ({
  page,
}) => {
  // A 200 whose quote is of another kind, with a negative amount: nothing of it is shown early.
  await page.route('**/api/v1/quote', async (route) => {
    if (!isQuote(route.request())) return route.fallback()
    const response = await route.fetch()
    const answer = (await response.json()) as { quote: Record<string, unknown> }
    await route.fulfill({
      response,
      json: { ...answer, quote: { ...answer.quote, kind: 'buy', buyAmount: '-5' } },
    })
  })
  const entry = await holdEntry(page)
  const answered = page.waitForResponse((response) => isQuote(response.request()))
  await page.goto(LINK, { waitUntil: 'commit' })
  await answered
  // The answer is in and read: still waiting, no figure, no word of a failure.
  await expectPreviewWaiting(page)
  await entry.release()
  // The app reads the same answer and meets it as any answer it does not understand.
  await expect(page.getByRole('main')).toContainText('Unexpected answer')
})

for (const lost of [
  {
    name: 'refused (500)',
    answer: (route: Route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errorType: 'InternalServerError', description: 'busy' }),
      }),
  },
  { name: 'lost (the connection failed)', answer: (route: Route) => route.abort('failed') },
  // Never answered: the app waits a moment for it (EARLY_ANSWER_GRACE_MS), then asks itself.
  { name: 'never answered', answer: () => new Promise<void>(() => undefined) },
]) {
  test(`an early quote ${lost.name}: the app asks itself, and the trader sees no failure`, async ({
    page,
  }) => {
    const requests = countServiceRequests(page)
    let first = true
    await page.route('**/api/v1/quote', async (route) => {
      if (isQuote(route.request()) && first) {
        first = false
        await lost.answer(route)
        return
      }
      await route.fallback()
    })
    const entry = await holdEntry(page)
    const early = page.waitForRequest(isQuote)
    await page.goto(LINK, { waitUntil: 'commit' })
    await early
    // The preview shows the link, and no quote and no failure while the app is held.
    await expectPreviewWaiting(page)
    await entry.release()
    await waitForQuote(page)
    await expect(page.getByTestId('quote-error')).toHaveCount(0)
    await expect(page.getByTestId('quote-recovering')).toHaveCount(0)
    await expect(primaryButton(page)).not.toHaveText(/Retrying/)
    expect(requests.counts.quote).toBe(2)
  })
}

test('a link the early script cannot read the app’s way sends nothing early', async ({ page }) => {
  const requests = countServiceRequests(page)
  for (const { link, says } of [
    // A locale separator: the form asks the trader what was meant, and quotes nothing.
    { link: './#/swap?sell=WETH&buy=USDC&amount=1,5', says: /did you mean 1\.5\?/ },
    // An address no list names (and no token is at): the form looks it up on chain.
    { link: `./#/swap?sell=WETH&buy=0x${'12'.repeat(20)}&amount=1`, says: /No ERC-20 token/ },
  ]) {
    await page.goto('about:blank')
    const entry = await holdEntry(page)
    await page.goto(link, { waitUntil: 'commit' })
    await earlyScriptRan(page)
    expect(requests.counts.quote).toBe(0)
    // No preview either: the page stays under the shell until the app draws it.
    await expect(page.locator('html[data-link-preview]')).toHaveCount(0)
    await expect(page.locator('html[data-route-pending]')).toHaveCount(1)
    await entry.release()
    await expect(page.getByRole('main').getByText(says).first()).toBeVisible()
  }
  await page.waitForLoadState('networkidle')
  expect(requests.counts.quote).toBe(0)
})

test('a returning trader whose saved deadline is not the default: nothing early, the app quotes', async ({
  page,
}) => {
  const requests = countServiceRequests(page)
  // Saved by the settings dialog in an earlier visit: a one-hour deadline.
  await page.addInitScript(() => {
    localStorage.setItem(
      'batchswap.swap-draft.v1',
      JSON.stringify({ state: { deadlineMinutes: 60 }, version: 1 }),
    )
  })
  const entry = await holdEntry(page)
  await page.goto(LINK, { waitUntil: 'commit' })
  await earlyScriptRan(page)
  expect(requests.counts.quote).toBe(0)
  await expect(page.locator('html[data-link-preview]')).toHaveCount(0)
  await entry.release()
  await waitForQuote(page)
  await expect(buyInput(page)).toHaveValue(FIGURE)
  expect(requests.counts.quote).toBe(1)
})
