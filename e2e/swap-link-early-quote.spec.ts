/**
 * A shared swap link asks for its quote before the app has arrived (src/app/early-quote.ts):
 * the app takes that answer instead of asking again, and a lost or refused early answer is
 * never the trader's problem: the app then asks itself, as it always did. Each journey holds
 * the app's entry script until it has seen what the page asked for meanwhile, so a quote
 * request seen then can only be the early one.
 */
import type { Page, Request, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { buyInput, countServiceRequests, primaryButton, waitForQuote } from './swap-helpers'

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
    await entry.release()
    await expect(page.getByRole('main').getByText(says).first()).toBeVisible()
  }
  await page.waitForLoadState('networkidle')
  expect(requests.counts.quote).toBe(0)
})
