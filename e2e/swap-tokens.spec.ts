/**
 * Tokens on the swap page: links that open the same swap, search, import of an ERC-20 by
 * address (read from the chain, marked as not on the list), Max, and the pair flip.
 */
import { parseUnits } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { connectSandboxWallet, deployUnlistedToken, trader } from './arrange'
import { expect, test } from './fixtures'
import { language } from './language'
import {
  buyGroup,
  buyInput,
  openSwap,
  sellGroup,
  sellInput,
  shownBalance,
  waitForQuote,
} from './swap-helpers'

test('a link opens the same swap: pair, amount and kind', async ({ page }) => {
  await openSwap(page, { sell: 'DAI', buy: 'WBTC', amount: '250', kind: 'sell' })
  await expect(page.getByRole('button', { name: 'DAI: change the token to sell' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'WBTC: change the token to buy' })).toBeVisible()
  await expect(sellInput(page)).toHaveValue('250')
  await waitForQuote(page)
  await expect(buyInput(page)).toHaveValue(/^0\.\d+$/)

  await openSwap(page, { sell: 'USDC', buy: 'WETH', amount: '0.5', kind: 'buy' })
  await expect(buyInput(page)).toHaveValue('0.5')
  await waitForQuote(page)
  // The quoted amount is grouped like every shown amount (about 1,575 USDC).
  await expect(sellInput(page)).toHaveValue(/^\d{1,3}(,\d{3})*(\.\d+)?$/)
  await expect(page.getByRole('main').getByText('Maximum sold')).toBeVisible()

  // An unknown symbol in a link gets a sentence instead of a silent default.
  await openSwap(page, { sell: 'DOGE', buy: 'WETH', amount: '1' })
  await expect(sellGroup(page)).toContainText("No token called DOGE is on this network's list.")
})

test('a link shared from Russian holds the plain decimal: 12,5 typed opens as 12.5 in English', async ({
  page,
  browser,
  baseURL,
}) => {
  const ru = language('ru')
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' })
  const russian = await context.newPage()
  await openSwap(russian, { sell: 'WETH', buy: 'USDC' }, ru)
  await sellInput(russian, ru).fill('12,5')
  await expect(russian).toHaveURL(/[?&]amount=12\.5(&|$)/)
  // The trader's own text stays in the field.
  await expect(sellInput(russian, ru)).toHaveValue('12,5')
  await waitForQuote(russian, undefined, ru)
  const shared = russian.url()
  await context.close()

  await page.goto(shared)
  await expect(sellInput(page)).toHaveValue('12.5')
  await expect(sellGroup(page)).not.toContainText('Use a dot')
  await waitForQuote(page)
  await expect(buyInput(page)).toHaveValue(/^\d{1,3}(,\d{3})*(\.\d+)?$/)
})

test('editing the form writes the link; flip keeps the amount with its token', async ({ page }) => {
  await openSwap(page, { sell: 'WETH', buy: 'USDC' })
  await sellInput(page).fill('3')
  await expect(page).toHaveURL(/sell=WETH/)
  await expect(page).toHaveURL(/buy=USDC/)
  await expect(page).toHaveURL(/amount=3/)
  await expect(page).toHaveURL(/kind=sell/)
  await waitForQuote(page)

  await page.getByRole('button', { name: 'Swap the sell and buy tokens' }).click()
  await expect(page).toHaveURL(/sell=USDC/)
  await expect(page).toHaveURL(/kind=buy/)
  await expect(buyInput(page)).toHaveValue('3')
  await expect(page.getByRole('button', { name: 'WETH: change the token to buy' })).toBeVisible()
  await waitForQuote(page)

  // The selector searches by name, symbol and address.
  await page.getByRole('button', { name: 'USDC: change the token to sell' }).click()
  const selector = page.getByRole('dialog', { name: 'Select the token to sell' })
  const search = selector.getByRole('textbox', { name: 'Search by name, symbol or address' })
  await search.fill('stable')
  await expect(
    selector.getByRole('list', { name: 'Tokens' }).locator('[data-token-option]'),
  ).toHaveText([/DAI/])
  await search.fill(sandboxDeployment.tokens[4]?.address.toLowerCase() ?? '')
  await expect(
    selector.getByRole('list', { name: 'Tokens' }).locator('[data-token-option]'),
  ).toHaveText([/WBTC/])
  await selector.getByRole('button', { name: /^WBTC Wrapped/ }).click()
  await expect(page).toHaveURL(/sell=WBTC/)

  // Picking the token of the other side swaps the pair.
  await page.getByRole('button', { name: 'WETH: change the token to buy' }).click()
  await page
    .getByRole('dialog', { name: 'Select the token to buy' })
    .getByRole('button', { name: /^WBTC Wrapped/ })
    .click()
  await expect(page.getByRole('button', { name: 'WETH: change the token to sell' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'WBTC: change the token to buy' })).toBeVisible()
})

test('import a token by address: read from the chain, marked, persisted, in the link', async ({
  page,
  sandbox,
}) => {
  const owner = trader(2)
  // From dev account 6 (not a trader), funded to the trader.
  const address = await deployUnlistedToken(sandbox, {
    name: 'Imported Test Token',
    symbol: 'ITT',
    decimals: 12,
    deployer: 6,
    mint: { to: owner, amount: '1234.5' },
  })

  await openSwap(page, { sell: 'WETH', buy: 'USDC' })
  await connectSandboxWallet(page, 2)
  await page.getByRole('button', { name: 'USDC: change the token to buy' }).click()
  const selector = page.getByRole('dialog', { name: 'Select the token to buy' })
  const search = selector.getByRole('textbox', { name: 'Search by name, symbol or address' })

  await search.fill('0x1234')
  await expect(selector).toContainText('An address has 40 characters after 0x; this one has 4.')
  await search.fill(sandboxDeployment.settlement)
  await expect(selector.getByRole('alert')).toContainText(
    'No ERC-20 token with a symbol and decimals exists at this address',
  )

  await search.fill(address)
  await expect(selector).toContainText('ITT · 12 decimals')
  await expect(selector).toContainText('This token is not on the list.')
  await selector.getByRole('button', { name: 'Import ITT' }).click()
  await expect(selector).toBeHidden()

  await expect(page.getByRole('button', { name: 'ITT: change the token to buy' })).toBeVisible()
  await expect(buyGroup(page)).toContainText('Not on the list')
  await expect(buyGroup(page)).toContainText(shownBalance(parseUnits('1234.5', 12), 12))
  await expect(page).toHaveURL(new RegExp(`buy=${address}`))

  // Persisted: after a reload the link and the import still stand, and the selector lists it.
  await page.reload()
  await expect(page.getByRole('button', { name: 'ITT: change the token to buy' })).toBeVisible()
  await page.getByRole('button', { name: 'WETH: change the token to sell' }).click()
  const sellSelector = page.getByRole('dialog', { name: 'Select the token to sell' })
  await sellSelector.getByRole('textbox', { name: 'Search by name, symbol or address' }).fill('itt')
  await expect(sellSelector.getByRole('button', { name: /^ITT/ })).toContainText('Not on the list')
  await page.keyboard.press('Escape')
})

test('Max sells the exact balance', async ({ page, sandbox }) => {
  const owner = trader(3)
  await openSwap(page, { sell: 'WBTC', buy: 'USDC' })
  await connectSandboxWallet(page, 3)
  const balance = await sandbox.balanceOf('WBTC', owner)
  await page.getByRole('button', { name: 'Use the whole balance of WBTC' }).click()
  const expected = Number(balance) / 1e8
  await expect(sellInput(page)).toHaveValue(String(expected))
  await expect(page).toHaveURL(/kind=sell/)
})
