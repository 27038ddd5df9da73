/**
 * The first view is drawn from HTML and CSS alone (prerendered at build time), and
 * hydration leaves it as it was: same markup, no layout shift, no flash of the other theme.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** The app's own scripts (the module entry and its chunks); index.html's inline one stays. */
const APP_SCRIPTS = /\/assets\/[^/]+\.js$/

async function rootMarkup(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.getElementById('root')
    if (!root) throw new Error('no #root')
    // React's Suspense markers are comments; they are not what anyone sees.
    return root.innerHTML.replace(/<!--[\s\S]*?-->/g, '')
  })
}

test('with JavaScript disabled, the swap card is there and usable as a page', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('./#/swap')
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'You sell' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'You buy' })).toBeVisible()
  await expect(page.getByRole('button', { name: /change the token to sell/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page).toHaveTitle('Swap · batchswap')
  // (The <noscript> note is not checked: with scripts disabled through DevTools, as here,
  // Chromium still parses <noscript> as if scripts ran.)
  await context.close()
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`hydration keeps the prerendered markup and layout (${colorScheme})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, colorScheme })
    // Before JS: the app's scripts never arrive, only index.html (and its inline script).
    const before = await context.newPage()
    await before.route(APP_SCRIPTS, (route) => route.abort())
    await before.goto('./#/swap')
    await expect(before.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible()
    const htmlClassBefore = await before.evaluate(() => document.documentElement.className)
    const markupBefore = await rootMarkup(before)
    const shotBefore = await before.screenshot()

    // After: the same page, hydrated.
    const after = await context.newPage()
    await after.addInitScript(() => {
      const shifts: number[] = []
      ;(window as { __shifts?: number[] }).__shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          shifts.push((entry as PerformanceEntry & { value: number }).value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await after.goto('./#/swap')
    await expect(after.getByRole('textbox', { name: 'You sell', exact: true })).toBeEditable()
    await after.waitForLoadState('networkidle')
    // Hydrated: typing reaches React (the URL follows the amount).
    expect(await after.evaluate(() => document.documentElement.className)).toBe(htmlClassBefore)
    expect(htmlClassBefore.includes('dark')).toBe(colorScheme === 'dark')
    expect(await rootMarkup(after)).toBe(markupBefore)
    expect(Buffer.compare(await after.screenshot(), shotBefore)).toBe(0)
    const shifts = await after.evaluate(() => (window as { __shifts?: number[] }).__shifts ?? [])
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05)

    await after.getByRole('textbox', { name: 'You sell', exact: true }).fill('2')
    await expect(after).toHaveURL(/[?&]amount=2(&|$)/)
    await context.close()
  })
}

test('another page asked for: the prerendered swap card never shows', async ({
  page,
  expectedConsoleErrors,
}) => {
  // The scripts this journey blocks: the browser logs each refused load.
  expectedConsoleErrors.push(
    /^error: Failed to load resource: net::ERR_FAILED \(http:\/\/127\.0\.0\.1:\d+\/assets\/[^/]+\.js\)$/,
  )
  await page.route(APP_SCRIPTS, (route) => route.abort())
  // As it arrives: with its scripts blocked, the app never runs.
  await page.goto('./#/orders', { waitUntil: 'commit' })
  await page.waitForLoadState('load')
  // The shell is there, the swap card is hidden until the app draws the Orders page.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeHidden()
  await page.unroute(APP_SCRIPTS)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toHaveCount(0)
})

test('a swap link with a pair renders that pair, not the prerendered default', async ({ page }) => {
  await page.goto('./#/swap?sell=DAI&buy=WETH')
  await expect(page.getByRole('button', { name: /^DAI: change the token to sell/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /^WETH: change the token to buy/ })).toBeVisible()
})

test('the first view asks the services nothing; USD values come with the first amount', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL')
  const appOrigin = new URL(baseURL).origin
  const asked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === appOrigin) return
    if (/\/(api\/v1|tokens|markets|notifications)(\/|$)/.test(url.pathname))
      asked.push(url.pathname)
  })
  await page.goto('./#/swap')
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expect(asked).toEqual([])

  const sell = page.getByRole('textbox', { name: 'You sell', exact: true })
  await sell.fill('2')
  // The sell amount's USD value, from the price asked for now.
  await expect(page.getByRole('group', { name: 'You sell' }).getByText(/≈ \$[\d,.]+/)).toBeVisible()
  expect(asked.filter((path) => path.endsWith('/usdPrice'))).toHaveLength(2)
  // And the quote, once the amount has settled (debounced).
  await expect.poll(() => asked.some((path) => path.endsWith('/api/v1/quote'))).toBe(true)
})
