import type { Page } from '@playwright/test'
import { formatAmount } from '../src/lib/format-amount'
import { seriousViolations } from './a11y'
import { connectSandboxWallet, trader } from './arrange'
import { expect, headerBalance, installFakeInjectedWallet, test } from './fixtures'

const NAV = ['Swap', 'Orders', 'Token', 'Inbox'] as const

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const settingsButton = (page: Page) => page.getByRole('button', { name: 'Settings', exact: true })

/** Every page renders an h1 once loaded; which one depends on the feature. */
/** The wallet dialogs' chunks and CSS as the build lists them in index.html, as URL paths. */
async function walletCodeUrls(page: Page): Promise<string[]> {
  const index = await page.request.get('./')
  const list = /<script type="application\/json" id="wallet-dialogs-code">([^<]*)<\/script>/.exec(
    await index.text(),
  )?.[1]
  const urls: unknown = JSON.parse(list ?? '[]')
  if (!Array.isArray(urls)) return []
  return urls.flatMap((url) =>
    typeof url === 'string' ? [new URL(url, index.url()).pathname] : [],
  )
}

async function pageLoaded(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
}

/** Picks a network in the header's menu; resolves once the menu's button names it. */
async function chooseNetwork(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Network: ${from}` }).click()
  await page
    .getByRole('region', { name: 'Networks' })
    .getByRole('button', { name: new RegExp(to) })
    .click()
  await expect(page.getByRole('button', { name: `Network: ${to}` })).toBeVisible()
}

test('opens on the Sandbox network and redirects / to the swap page', async ({ page }) => {
  await page.goto('./')
  await expect(page).toHaveURL(/#\/swap$/)
  await expect(mainNav(page).getByRole('link', { name: 'Swap' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('button', { name: 'Network: Sandbox' })).toBeVisible()
  await expect(page).toHaveTitle(/batchswap/)
})

test('connects the Sandbox wallet and shows balances read from the chain', async ({
  page,
  sandbox,
  externalRequests,
}) => {
  await page.goto('./#/swap')
  await connectSandboxWallet(page)

  const account = trader(0)
  const weth = await sandbox.balanceOf('WETH', account)
  expect(weth).toBeGreaterThan(0n)
  await expect(headerBalance(page, 'WETH')).toContainText(
    formatAmount(weth, sandbox.token('WETH').decimals, { maxDecimals: 4 }),
  )
  const usdc = await sandbox.balanceOf('USDC', account)
  await expect(headerBalance(page, 'USDC')).toContainText(
    formatAmount(usdc, sandbox.token('USDC').decimals, { maxDecimals: 4 }),
  )
  await expect(headerBalance(page, 'ETH')).toBeVisible()

  // Another dev account: the header follows, and the balances are that account's.
  await page.getByRole('combobox', { name: 'Dev account' }).selectOption('3')
  const trader3 = trader(3)
  const slice = `${trader3.slice(0, 4)}`
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(slice) }),
  ).toBeVisible()

  // The connection survives a reload.
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Dev account' })).toHaveValue('3')
  await expect(headerBalance(page, 'WETH')).toBeVisible()

  // Nothing in the wallet stack called WalletConnect or other wallet services.
  expect(
    externalRequests.filter((url) => /walletconnect|reown|rainbow|metamask|coinbase/i.test(url)),
  ).toEqual([])
})

test('Connect wallet keeps its place while the wallet code loads: nothing in the header jumps', async ({
  page,
}) => {
  // A slow network: the wallet dialogs' code (src/app/wallet/wallet-dialogs.tsx and RainbowKit),
  // as index.html lists it for the build (chunks are named by their hash), is held until released.
  const walletCode = await walletCodeUrls(page)
  expect(walletCode.length).toBeGreaterThan(0)
  let releaseWalletCode: () => void = () => undefined
  const held = new Promise<void>((resolve) => (releaseWalletCode = resolve))
  await page.route(
    (url) => walletCode.includes(url.pathname),
    async (route) => {
      await held
      await route.continue()
    },
  )
  await page.goto('./#/swap')
  const banner = page.getByRole('banner')
  const connect = banner.getByRole('button', { name: 'Connect wallet' })
  const controls = [
    banner.getByRole('button', { name: 'Network: Sandbox' }),
    settingsButton(page),
    connect,
  ]
  const boxes = () => Promise.all(controls.map((control) => control.boundingBox()))
  const before = await boxes()

  await connect.click()
  await expect(connect).toHaveAttribute('aria-busy', 'true')
  await expect(connect).toBeDisabled()
  expect(await boxes()).toEqual(before)

  releaseWalletCode()
  const modal = page.getByRole('dialog')
  await expect(modal.getByRole('button', { name: /Sandbox wallet/ })).toBeVisible()
})

test('a tap on Connect wallet only opens the dialog: no wallet is asked anything', async ({
  page,
}) => {
  await page.goto('./#/swap')
  await page.locator('html[data-app-ready]').waitFor()
  const banner = page.getByRole('banner')
  const connect = banner.getByRole('button', { name: 'Connect wallet' })
  await expect(connect).toHaveCount(1)
  await expect(banner.getByRole('button', { name: /^Account/ })).toHaveCount(0)
  await connect.click()
  await expect(
    page.getByRole('dialog').getByRole('button', { name: /Sandbox wallet/ }),
  ).toBeVisible()
  await expect(banner.getByRole('button', { name: /^Account/ })).toHaveCount(0)
})

test('the navigation is reachable and usable by keyboard alone', async ({ page }) => {
  await page.goto('./#/swap')
  await pageLoaded(page)

  // From a fresh page, Tab reaches the skip link first, then every page link in order,
  // then the network, settings and wallet controls.
  const reached: string[] = []
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    reached.push(
      await page.evaluate(() => {
        const el = document.activeElement
        return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : ''
      }),
    )
  }
  const order = `Tab order: ${reached.join(' | ')}`
  expect(reached[0], order).toBe('Skip to content')
  const navPositions = NAV.map((name) => reached.indexOf(name))
  expect(
    navPositions.every((p) => p > 0),
    order,
  ).toBe(true)
  expect(
    [...navPositions].sort((a, b) => a - b),
    order,
  ).toEqual(navPositions)
  for (const control of ['Network: Sandbox', 'Settings', 'Connect wallet']) {
    expect(reached, order).toContain(control)
  }

  // The skip link is visible when focused and moves focus to the page content.
  await page.reload()
  await pageLoaded(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  await expect(page).toHaveURL(/#\/swap$/)

  // Enter on a focused link navigates.
  const orders = mainNav(page).getByRole('link', { name: 'Orders' })
  await orders.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/orders$/)
  await expect(orders).toHaveAttribute('aria-current', 'page')

  // The network menu opens with Enter and closes with Escape, focus back on its button.
  const network = page.getByRole('button', { name: 'Network: Sandbox' })
  await network.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: 'Networks' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('region', { name: 'Networks' })).toBeHidden()
  await expect(network).toBeFocused()
})

test('environment and theme are persisted; the environment is disabled on the sandbox', async ({
  page,
}) => {
  await page.goto('./#/swap')
  await settingsButton(page).click()
  const settings = page.getByRole('region', { name: 'Settings' })
  await expect(settings.getByRole('radio', { name: 'Staging' })).toBeDisabled()
  await expect(settings).toContainText('Not used on the Sandbox')
  await settings.getByText('Dark', { exact: true }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)

  // On a live network the environment applies and decides the contracts.
  await chooseNetwork(page, 'Sandbox', 'Ethereum')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('0x9008…ab41')
  await settingsButton(page).click()
  await expect(settings.getByRole('radio', { name: 'Staging' })).toBeEnabled()
  await settings.getByText('Staging', { exact: true }).click()
  await expect(settings.getByRole('radio', { name: 'Staging' })).toBeChecked()
  await expect(footer).toContainText('0xf553…CB13')

  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.getByRole('button', { name: 'Network: Ethereum' })).toBeVisible()
  await expect(page.getByText('Staging', { exact: true }).first()).toBeVisible()
  await expect(footer).toContainText('0xf553…CB13')
})

test('choosing another network disconnects the Sandbox wallet and says why', async ({ page }) => {
  await page.goto('./#/swap')
  await connectSandboxWallet(page)
  await chooseNetwork(page, 'Sandbox', 'Gnosis Chain')
  await expect(
    page.getByText(/works only on the Sandbox network, so it was disconnected/),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  await expect(page.getByRole('list', { name: /^Balances on / })).toBeHidden()
})

test('a wallet on an unsupported network gets a banner that switches it', async ({
  page,
  sandbox,
}) => {
  const account = trader(4)
  // The fake extension has already approved the site, so the app reconnects on load.
  // No network batchswap serves has this id (56 was the example until BNB Chain was added).
  await installFakeInjectedWallet(page, { chainId: 424242, account })
  await page.goto('./#/swap')

  const banner = page.getByRole('alert').filter({ hasText: 'Unsupported network' })
  await expect(banner).toContainText('chain 424242')
  // It names every network the app serves, from the chain table.
  await expect(banner).toContainText(
    'batchswap runs on Ethereum, BNB Chain, Gnosis Chain, Polygon, Base, Plasma, Arbitrum One, Avalanche, Ink, Linea, Sepolia, and the Sandbox.',
  )
  await expect(page.getByRole('list', { name: /^Balances on / })).toBeHidden()
  // RainbowKit's own wrong-network button stays reachable (switch or disconnect).
  await expect(
    page.getByRole('banner').getByRole('button').filter({ hasText: 'Wrong network' }),
  ).toBeVisible()

  await page.evaluate(() => {
    if (window.__fakeWallet) window.__fakeWallet.allowSwitch = true
  })
  await banner.getByRole('button', { name: 'Switch to Sandbox' }).click()
  await expect(banner).toBeHidden()
  await expect(page.getByRole('button', { name: 'Network: Sandbox' })).toBeVisible()
  // Reads go through the app's own transport, so the balances are the chain's.
  const weth = await sandbox.balanceOf('WETH', account)
  await expect(headerBalance(page, 'WETH')).toContainText(
    formatAmount(weth, sandbox.token('WETH').decimals, { maxDecimals: 4 }),
  )
})

test('unknown routes show a 404 page inside the shell', async ({ page }) => {
  await page.goto('./#/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(mainNav(page)).toBeVisible()
  await page.getByRole('link', { name: 'Go to Swap' }).click()
  await expect(page).toHaveURL(/#\/swap$/)
})

test('no serious or critical accessibility violations, light and dark, connected', async ({
  page,
}) => {
  await page.goto('./#/swap')
  await pageLoaded(page)
  expect(await seriousViolations(page)).toEqual([])

  await connectSandboxWallet(page)
  expect(await seriousViolations(page)).toEqual([])

  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Network: Sandbox' }).click()
  expect(await seriousViolations(page)).toEqual([])
})

test('works at 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('./#/swap')
  const nav = mainNav(page)
  for (const name of NAV) await expect(nav.getByRole('link', { name })).toBeVisible()
  await connectSandboxWallet(page)
  await expect(headerBalance(page, 'WETH')).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
  await nav.getByRole('link', { name: 'Inbox' }).click()
  await expect(page).toHaveURL(/#\/inbox$/)
  await pageLoaded(page)
  expect(await seriousViolations(page)).toEqual([])
})
