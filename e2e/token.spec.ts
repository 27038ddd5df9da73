/**
 * The token page in real Chromium against the sandbox: USD price, top holders from the
 * chain's Transfer events (the connected trader among them), 404s worded, bad links
 * explained, the search box, keyboard and axe.
 */
import type { Page } from '@playwright/test'
import { formatAmount } from '../src/lib/format-amount'
import { seriousViolations } from './a11y'
import { connectSandboxWallet } from './arrange'
import { expect, test } from './fixtures'

const main = (page: Page) => page.getByRole('main')

test('shows the USD price and the connected trader among the top holders', async ({
  page,
  sandbox,
}) => {
  const weth = sandbox.token('WETH')
  const trader = sandbox.traders[1]
  if (!trader) throw new Error('no dev account 1')
  await page.goto(`./#/token/31337/${weth.address.toLowerCase()}`)
  await connectSandboxWallet(page, 1)

  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('WETH')
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Wrapped Ether')
  const price = main(page).getByRole('heading', { name: 'USD price' }).locator('..')
  await expect(price).toContainText(/\$[\d,]+\.\d{2}/)

  const holders = main(page).getByRole('table', { name: /Top holders of WETH/ })
  const you = holders.getByRole('row').filter({ hasText: 'You' })
  await expect(you).toHaveCount(1)
  await expect(you.getByRole('rowheader')).toContainText(trader)
  const balance = await sandbox.balanceOf('WETH', trader)
  await expect(you).toContainText(`${formatAmount(balance, 18, { maxDecimals: 4 })} WETH`)
  // Shares of a supply read from totalSupply().
  await expect(holders).toContainText(/\d+\.\d{2} %/)

  expect(await seriousViolations(page)).toEqual([])
})

test('a token without a price says "No price available"; the native token has a price', async ({
  page,
  sandbox,
}) => {
  await page.goto(`./#/token/sandbox/${sandbox.token('NOPRICE').address}`)
  await expect(main(page).getByText('No price available')).toBeVisible()

  await page.goto('./#/token/sandbox/-')
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('ETH')
  const price = main(page).getByRole('heading', { name: 'USD price' }).locator('..')
  await expect(price).toContainText(/\$[\d,]+\.\d{2}/)
  await expect(main(page).getByText('No holder list for the native currency')).toBeVisible()
})

test('an unknown address gets "No holders found"; a malformed link gets a sentence', async ({
  page,
}) => {
  await page.goto('./#/token/sandbox/0x000000000000000000000000000000000000dEaD')
  await expect(main(page).getByText('No price available')).toBeVisible()
  await expect(main(page).getByText('No holders found')).toBeVisible()

  await page.goto('./#/token/sandbox/0x12345')
  await expect(main(page).getByText('Malformed token address')).toBeVisible()
  await expect(
    main(page).getByText(
      '"0x12345" is not a token address: an address is 0x followed by 40 hexadecimal characters.',
    ),
  ).toBeVisible()

  // A name no network has (polygon was the example until Polygon was added).
  await page.goto('./#/token/atlantis/0x000000000000000000000000000000000000dEaD')
  await expect(main(page).getByText(/"atlantis" is not a network this app knows/)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('the search box opens a token by symbol with the keyboard, or by address', async ({
  page,
  sandbox,
}) => {
  await page.goto('./#/token')
  await expect(main(page).getByRole('heading', { level: 1, name: 'Token' })).toBeFocused()
  const search = main(page).getByRole('combobox', { name: 'Find a token' })
  await search.focus()
  await page.keyboard.type('us')
  const options = main(page).getByRole('listbox', { name: 'Matching tokens' }).getByRole('option')
  await expect(options.first()).toContainText('USDC')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`#/token/sandbox/${sandbox.token('USDC').address}$`))
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('USDC')

  await search.fill(sandbox.token('COW').address.toLowerCase())
  await page.keyboard.press('Enter')
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('COW')

  await search.fill('zzz')
  await page.getByRole('button', { name: 'Open' }).click()
  await expect(main(page).getByText('No listed token matches "zzz"')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
