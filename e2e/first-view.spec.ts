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

test('another page asked for: the prerendered swap card never shows', async ({ page }) => {
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

/** Holds the app's scripts until `release()`: the prerendered page is there, inert. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((done) => (release = done))
  await page.route(APP_SCRIPTS, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('a tap before the app could answer is not lost: the button is pressed once hydrated', async ({
  page,
}) => {
  const release = await holdAppScripts(page)
  await page.goto('./#/swap', { waitUntil: 'commit' })
  const connect = page.getByRole('button', { name: 'Connect wallet' })
  await connect.click()
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  release()
  // RainbowKit's modal, opened by the tap made before the handlers existed; once.
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
})

test('an amount typed before the app could answer is quoted once hydrated', async ({ page }) => {
  const release = await holdAppScripts(page)
  await page.goto('./#/swap', { waitUntil: 'commit' })
  const sell = page.getByRole('textbox', { name: 'You sell', exact: true })
  await sell.fill('2')
  release()
  await expect(page).toHaveURL(/[?&]amount=2(&|$)/)
  await expect(sell).toHaveValue('2')
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

test("a page's own chunk is asked for by index.html beside the entry, not after the entry ran", async ({
  page,
  sandbox,
}) => {
  // The entry is held back until the page's chunk has been asked for (or 10 s): a chunk the
  // entry imports itself could only be asked for once the entry has arrived and run.
  const html = await (await page.request.get('./')).text()
  const entry = /<script type="module"[^>]*src="\.\/assets\/([^"]+\.js)"/.exec(html)?.[1]
  if (!entry) throw new Error('index.html names no module entry')
  const fileOf = (url: string) => new URL(url).pathname.split('/').pop() ?? ''
  let chunk = /$^/
  let sawChunk = () => {}
  await page.route(
    (url) => chunk.test(fileOf(url.href)),
    async (route) => {
      sawChunk()
      await route.continue()
    },
  )
  await page.route(`**/assets/${entry}`, async (route) => {
    const seen = new Promise<void>((resolve) => (sawChunk = resolve))
    await Promise.race([seen, new Promise((resolve) => setTimeout(resolve, 10_000))])
    await route.continue()
  })
  // Whether the page's chunk was asked for before the entry had even arrived.
  const askedBeforeEntry = () =>
    page.evaluate(
      ({ source, entry }) => {
        const resources = performance.getEntriesByType('resource')
        const name = (e: PerformanceEntry) => e.name.split('/').pop() ?? ''
        const arrived = resources.find((e) => name(e) === entry) as PerformanceResourceTiming
        return resources
          .filter((e) => new RegExp(source).test(name(e)))
          .map((e) => ({ file: name(e), early: e.startTime < arrived.responseEnd }))
      },
      { source: chunk.source, entry },
    )
  const weth = sandbox.token('WETH').address
  for (const [hash, pattern, shown] of [
    ['#/orders', /^orders-[\w-]{8}\.js$/, page.getByRole('heading', { level: 1, name: 'Orders' })],
    [
      `#/token/31337/${weth}`,
      /^token-[\w-]{8}\.js$/,
      page.getByRole('heading', { level: 1, name: /WETH/ }),
    ],
    ['#/inbox', /^inbox-[\w-]{8}\.js$/, page.getByRole('heading', { level: 1, name: 'Inbox' })],
  ] as const) {
    chunk = pattern
    await page.goto('about:blank')
    await page.goto(`./${hash}`)
    await expect(shown).toBeVisible({ timeout: 30_000 })
    // (A listed token's page is drawn from HTML: wait for the app itself.)
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 30_000 })
    expect(await askedBeforeEntry(), hash).toEqual([
      { file: expect.stringMatching(pattern) as unknown, early: true },
    ])
  }
})

test("a listed token's page is drawn from HTML, names that token, and hydrates as it is", async ({
  page,
  sandbox,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const usdc = sandbox.token('USDC')
  const release = await holdAppScripts(page)
  // Not the template's own token (the first listed), and in lower case with the network's name.
  await page.goto(`./#/token/sandbox/${usdc.address.toLowerCase()}`, { waitUntil: 'commit' })
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('USDCUSD Coin')
  await expect(page.getByText('USDC · 6 decimals', { exact: true })).toBeVisible()
  await expect(page.getByText(usdc.address, { exact: true })).toBeVisible()
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0)

  release()
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('USDCUSD Coin')
  // Hydrated, not drawn again: the heading is the very element from HTML, now focused.
  await expect(heading).toBeFocused()
  // And it goes on as the app: the price from the service.
  await expect(page.getByText(/^\$[\d,.]+$/).first()).toBeVisible()
  expect(errors.filter((e) => /hydrat|did not match|recoverable/i.test(e))).toEqual([])
})

test('a token page the list does not name, or on another network, is not drawn from the template', async ({
  page,
  sandbox,
}) => {
  const release = await holdAppScripts(page)
  const usdc = sandbox.token('USDC').address
  for (const hash of [
    `#/token/31337/0x${'12'.repeat(20)}`, // not listed
    `#/token/1/${usdc}`, // listed on the sandbox, asked on Ethereum
  ]) {
    await page.goto('about:blank')
    await page.goto(`./${hash}`, { waitUntil: 'commit' })
    // Parsed past index.html's template script (the <noscript> follows it); the app is held.
    await page.locator('noscript').waitFor({ state: 'attached' })
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-view')
    // The swap page stays hidden under the shell until the app draws this one.
    await expect(page.locator('html')).toHaveAttribute('data-route-pending', '')
    await expect(page.getByText('USDC · 6 decimals')).toHaveCount(0)
  }
  release()
})
