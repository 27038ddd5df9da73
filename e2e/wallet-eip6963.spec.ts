/**
 * A trader with a browser extension: the wallet is injected into the page and announced by
 * EIP-6963 (e2e/dev-wallet.ts), found by wagmi's discovery and listed by RainbowKit under
 * its announced name and icon. No mock connector: every request goes through the EIP-1193
 * provider, and the signatures come from the sandbox's dev accounts.
 */
import type { Page } from '@playwright/test'
import type { Address } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { trader } from './arrange'
import {
  connectDevWallet,
  DEV_WALLET_ICON_URI,
  DEV_WALLET_NAME,
  devWallet,
  installDevWallet,
} from './dev-wallet'
import { expect, test } from './fixtures'
import {
  approveIfNeeded,
  expectSignatureRejected,
  openSwap,
  openReviewDialog,
  primaryButton,
  reviewAndConfirm,
  sellInput,
  waitForFill,
  waitForQuote,
} from './swap-helpers'

const SANDBOX = sandboxDeployment.chainId
/** A network batchswap does not run on (OP Mainnet): the "wrong chain" of these journeys. */
const OTHER_CHAIN = 10

/**
 * The swap page (WETH for USDC) with the extension injected on dev account `accountIndex`
 * and connected through RainbowKit's modal.
 */
async function openSwapWithExtension(page: Page, rpcUrl: string, accountIndex: number) {
  await installDevWallet(page, { rpcUrl, accountIndex })
  await openSwap(page, { sell: 'WETH', buy: 'USDC' })
  await connectDevWallet(page)
}

/** How RainbowKit's account button shows an address: 0x12…abcd. */
const shortAddress = (address: Address) => `${address.slice(0, 4)}…${address.slice(-4)}`

test('listed by its announced name and icon; connect and a sell swap to filled', async ({
  page,
  sandbox,
}) => {
  const owner = trader(4)
  await installDevWallet(page, { rpcUrl: sandbox.rpcUrl, accountIndex: 4 })
  await openSwap(page, { sell: 'WETH', buy: 'USDC' })

  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const modal = page.getByRole('dialog')
  const option = modal.getByRole('button', { name: new RegExp(DEV_WALLET_NAME) })
  await expect(option).toBeVisible()
  // The icon is the announced data: URI (RainbowKit draws it as a background image).
  await expect(
    option.locator(`[style*="${DEV_WALLET_ICON_URI.slice(0, 60)}"], img[src^="data:image"]`),
  ).not.toHaveCount(0)
  await option.click()
  await expect(modal).toBeHidden()
  await expect(page.getByRole('button', { name: new RegExp(shortAddress(owner)) })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Balances on Sandbox' })).toBeVisible()
  expect(await devWallet(page).requests()).toContain('eth_requestAccounts')

  const wethBefore = await sandbox.balanceOf('WETH', owner)
  const usdcBefore = await sandbox.balanceOf('USDC', owner)
  await sellInput(page).fill('1')
  await waitForQuote(page)
  await approveIfNeeded(page)
  await reviewAndConfirm(page)
  await waitForFill(page)

  // The extension signed the order, for the sandbox's domain, from the selected account.
  expect(await devWallet(page).signedDomains()).toEqual([SANDBOX])
  expect(wethBefore - (await sandbox.balanceOf('WETH', owner))).toBe(10n ** 18n)
  expect(await sandbox.balanceOf('USDC', owner)).toBeGreaterThan(usdcBefore)
})

test('accountsChanged and chainChanged from the extension move the app along', async ({
  page,
  sandbox,
}) => {
  await openSwapWithExtension(page, sandbox.rpcUrl, 0)
  await expect(
    page.getByRole('button', { name: new RegExp(shortAddress(trader(0))) }),
  ).toBeVisible()

  // The person picks another account in the extension.
  await devWallet(page).selectAccount(2)
  await expect(
    page.getByRole('button', { name: new RegExp(shortAddress(trader(2))) }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(shortAddress(trader(0))) })).toHaveCount(
    0,
  )

  // ... then switches the extension to a network batchswap does not run on.
  await devWallet(page).switchChain(OTHER_CHAIN)
  const banner = page.getByRole('alert').filter({ hasText: 'Unsupported network.' })
  await expect(banner).toBeVisible()
  await sellInput(page).fill('1')
  await expect(primaryButton(page)).toHaveText('Switch to Sandbox')

  // The app asks the wallet to switch back; the extension does, and says so.
  await banner.getByRole('button', { name: 'Switch to Sandbox' }).click()
  await expect(banner).toBeHidden()
  expect(await devWallet(page).requests()).toContain('wallet_switchEthereumChain')
  await waitForQuote(page)
  await expect(primaryButton(page)).toHaveText(/^(Review swap|Approve )/)
})

test('a rejected signature (4001) in the extension sends nothing', async ({ page, sandbox }) => {
  await openSwapWithExtension(page, sandbox.rpcUrl, 1)
  await sellInput(page).fill('0.1')
  await waitForQuote(page)
  await approveIfNeeded(page)

  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/orders'))
      posts.push(request.url())
  })
  await devWallet(page).rejectNext('eth_signTypedData_v4')
  await reviewAndConfirm(page)
  await expectSignatureRejected(page)
  expect(posts).toEqual([])
  expect(await devWallet(page).signedDomains()).toEqual([])
})

test('a wallet on another network: the app asks to switch and never signs there', async ({
  page,
  sandbox,
}) => {
  await openSwapWithExtension(page, sandbox.rpcUrl, 3)
  await sellInput(page).fill('0.1')
  await waitForQuote(page)
  await approveIfNeeded(page)
  const review = await openReviewDialog(page)

  // While the review is open, the extension moves to another network and refuses to come back.
  await devWallet(page).setAllowSwitch(false)
  await devWallet(page).switchChain(OTHER_CHAIN)
  await expect(
    review.getByText(
      'Your wallet is on another network than Sandbox. Switch before signing: a signature for another network cannot be settled.',
    ),
  ).toBeVisible()
  // The only way forward is the switch: there is nothing to sign with.
  await expect(review.getByRole('button', { name: 'Confirm swap' })).toHaveCount(0)
  const switchButton = review.getByRole('button', { name: 'Switch to Sandbox' })
  await switchButton.click()
  await expect.poll(() => devWallet(page).requests()).toContain('wallet_switchEthereumChain')
  await expect(switchButton).toBeVisible()
  await expect(review.getByRole('button', { name: 'Confirm swap' })).toHaveCount(0)
  expect(await devWallet(page).requests()).not.toContain('eth_signTypedData_v4')

  // The person accepts the switch: now, and only now, the order is signed, for the sandbox.
  await devWallet(page).setAllowSwitch(true)
  await switchButton.click()
  const confirm = review.getByRole('button', { name: 'Confirm swap' })
  await expect(confirm).toBeEnabled({ timeout: 15_000 })
  await confirm.click()
  await waitForFill(page)
  expect(await devWallet(page).signedDomains()).toEqual([SANDBOX])
})
