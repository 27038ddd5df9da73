/**
 * Phones (issue 22): at 320, 375 and 430 px every popover, menu and dialog of the header and
 * the pages opens inside the viewport (the settings panel and the network menu once started
 * 33 px left of a 375 px screen), and the account button is named after the account, not
 * "Dropdown". Each open panel is also saved as a screenshot in this test's output folder,
 * light and dark, for a look by eye.
 */
import type { Locator, Page, TestInfo } from '@playwright/test'
import { connectSandboxWallet, trader } from './arrange'
import { expect, test } from './fixtures'
import { openSwap, sellGroup } from './swap-helpers'
import { expectInViewport } from './viewport-helpers'

/** Narrowest phone still sold, the phone, the widest common one; with their heights. */
const PHONES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 430, height: 932 },
] as const

/** How the account button shows an address: 0x12…abcd (RainbowKit's display name). */
const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) })
}

/** Opens a header popover by its button, checks it, closes it with Escape. */
async function checkHeaderPopover(
  page: Page,
  testInfo: TestInfo,
  button: Locator,
  region: string,
  shot: string,
) {
  await button.click()
  const panel = page.getByRole('region', { name: region })
  await expectInViewport(page, panel, `the ${region} panel`)
  await snapshot(page, testInfo, shot)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
}

/** RainbowKit's dialog element is its full-screen overlay; the sheet is its `document`. */
const dialogSheet = (dialog: Locator) => dialog.getByRole('document').first()

async function journey(page: Page, testInfo: TestInfo, prefix: string) {
  const settings = page.getByRole('button', { name: 'Settings', exact: true })
  const network = page.getByRole('button', { name: /^Network: / })

  await openSwap(page, { sell: 'WETH', buy: 'USDC' })
  await checkHeaderPopover(page, testInfo, settings, 'Settings', `${prefix}-settings`)
  await checkHeaderPopover(page, testInfo, network, 'Networks', `${prefix}-networks`)

  // The token selector of the swap form.
  await sellGroup(page)
    .getByRole('button', { name: /change the token to sell$/ })
    .click()
  const selector = page.getByRole('dialog', { name: 'Select the token to sell' })
  await expectInViewport(page, selector, 'the token selector')
  await snapshot(page, testInfo, `${prefix}-token-selector`)
  await page.keyboard.press('Escape')
  await expect(selector).toBeHidden()

  // The connect dialog, then the account button and its menu.
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const connect = page.getByRole('dialog')
  await expect(connect.getByRole('button', { name: /Sandbox wallet/ })).toBeVisible()
  await expectInViewport(page, dialogSheet(connect), 'the connect dialog')
  await snapshot(page, testInfo, `${prefix}-connect`)
  await page.keyboard.press('Escape')
  await expect(connect).toBeHidden()
  await connectSandboxWallet(page)

  const account = page
    .getByRole('banner')
    .getByRole('button', { name: `Account ${shortAddress(trader(0))}`, exact: true })
  await expect(account).toBeVisible()
  await expectInViewport(page, account, 'the account button')
  // Connected, the network button shows no name on a phone but the menu must still fit.
  await checkHeaderPopover(page, testInfo, network, 'Networks', `${prefix}-networks-connected`)
  await checkHeaderPopover(page, testInfo, settings, 'Settings', `${prefix}-settings-connected`)

  await account.click()
  const accountMenu = page.getByRole('dialog')
  const disconnect = accountMenu.getByRole('button', { name: 'Disconnect' })
  await expect(disconnect).toBeVisible()
  await expectInViewport(page, dialogSheet(accountMenu), 'the account menu')
  await expectInViewport(page, disconnect, 'the account menu’s Disconnect')
  await snapshot(page, testInfo, `${prefix}-account`)
  await page.keyboard.press('Escape')
  await expect(accountMenu).toBeHidden()

  // The token page's search suggestions.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Token' }).click()
  const search = page.getByRole('main').getByRole('combobox', { name: 'Find a token' })
  await search.fill('us')
  const suggestions = page.getByRole('main').getByRole('listbox', { name: 'Matching tokens' })
  await expect(suggestions.getByRole('option').first()).toContainText('USDC')
  await expectInViewport(page, suggestions, 'the token search suggestions')
  await snapshot(page, testInfo, `${prefix}-token-search`)

  // Nothing made the page wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
}

for (const phone of PHONES) {
  test(`popovers and menus fit a ${phone.width} px phone; the account button names the account`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(phone)
    await journey(page, testInfo, `${phone.width}-light`)
  })
}

test('the same at 375 px in the dark theme', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 375, height: 667 })
  await journey(page, testInfo, '375-dark')
  await expect(page.locator('html')).toHaveClass(/dark/)
})
