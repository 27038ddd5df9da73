/**
 * Small things a trader notices (issue 11, point 6): the typed amount and the pair survive
 * a reload and a visit elsewhere; a network switch the trader makes is not described as
 * "this link is for Sandbox"; switching back to the sandbox reconnects the Sandbox wallet.
 */
import type { Page } from '@playwright/test'
import { connectSandboxWallet, expect, test } from './fixtures'
import { buyGroup, openSwap, sellGroup, sellInput } from './swap-helpers'

async function chooseNetwork(page: Page, name: string) {
  await page.getByRole('button', { name: /^Network: / }).click()
  await page.getByRole('button', { name, exact: true }).click()
  await expect(page.getByRole('button', { name: `Network: ${name}` })).toBeVisible()
}

test('the typed amount and the pair survive a reload and a visit to another page', async ({
  page,
}) => {
  await openSwap(page, { sell: 'DAI', buy: 'WBTC' })
  await sellInput(page).fill('12.5')
  await expect(page).toHaveURL(/amount=12\.5/)

  await page.reload()
  await expect(sellInput(page)).toHaveValue('12.5')
  await expect(sellGroup(page)).toContainText('DAI')
  await expect(buyGroup(page)).toContainText('WBTC')

  // A bare link (the nav's) brings the same draft back.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Swap' }).click()
  await expect(sellInput(page)).toHaveValue('12.5')
  await expect(sellGroup(page)).toContainText('DAI')
  await expect(buyGroup(page)).toContainText('WBTC')
  await page.goto('./#/swap')
  await expect(sellInput(page)).toHaveValue('12.5')

  // A shared link is taken as it is.
  await openSwap(page, { sell: 'WETH', buy: 'USDC', amount: '2' })
  await expect(sellInput(page)).toHaveValue('2')
})

test('a network switch made by the trader is no "link for another network"; the Sandbox wallet comes back', async ({
  page,
}) => {
  await openSwap(page, { sell: 'WETH', buy: 'USDC' })
  await connectSandboxWallet(page, 1)
  await sellInput(page).fill('1')
  await expect(page).toHaveURL(/chain=31337/)

  await chooseNetwork(page, 'Ethereum')
  await expect(page.getByRole('combobox', { name: 'Dev account' })).toBeHidden()
  await expect(page.getByText(/This link is for/)).toHaveCount(0)
  await expect(page).toHaveURL(/chain=1(&|$)/)

  await chooseNetwork(page, 'Sandbox')
  // Reconnected by itself, on the account it had.
  await expect(page.getByRole('combobox', { name: 'Dev account' })).toHaveValue('1')
  await expect(page.getByRole('list', { name: 'Balances on Sandbox' })).toBeVisible()
  await expect(page.getByText(/This link is for/)).toHaveCount(0)

  // A link for another network still says so.
  await page.goto('./#/swap?chain=100&sell=WETH&buy=USDC')
  await expect(page.getByText(/This link is for/)).toContainText('Gnosis')
})
