/**
 * The account page (#/account): revoke an allowance and see the next swap ask for approval
 * again; change a USDT-style token's allowance from a non-zero amount (reset to 0, then the
 * new amount: two transactions, said before they are sent); star a favourite there and find it
 * first in the token picker. Found by role and label, as a person would.
 */
import type { Page } from '@playwright/test'
import { maxUint256, parseUnits } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { allowance, approveVaultRelayer, connectSandboxWallet, trader } from './arrange'
import { readE2eEnv } from './env'
import { expect, test, type SandboxFixture } from './fixtures'
import { primaryButton, sellInput, waitForQuote } from './swap-helpers'

const { vaultRelayer } = sandboxDeployment

async function openAccount(page: Page, account: number): Promise<void> {
  await page.goto('./#/account')
  await connectSandboxWallet(page, account)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
}

const tokenRow = (page: Page, symbol: string) =>
  page.getByRole('list', { name: 'Tokens' }).getByRole('listitem', { name: symbol, exact: true })

/** Adds the sandbox's approvals list (the USDT-style token) through the token picker. */
async function addApprovalsList(page: Page, sandbox: SandboxFixture): Promise<void> {
  const service = readE2eEnv().proxyUrl ?? sandbox.apiUrl
  await page.goto('./#/swap?sell=WETH&buy=USDC')
  await page.getByRole('button', { name: 'WETH: change the token to sell' }).click()
  const selector = page.getByRole('dialog', { name: 'Select the token to sell' })
  await selector.getByRole('button', { name: 'Manage token lists' }).click()
  await selector
    .getByRole('textbox', { name: 'Add a list by URL' })
    .fill(`${service}/sandbox/token-lists/approvals.json`)
  await selector.getByRole('button', { name: 'Add list' }).click()
  await expect(selector.getByRole('status')).toHaveText(
    'Added batchswap Sandbox Approvals: 1 token on this network.',
  )
  await page.keyboard.press('Escape')
  await expect(selector).toBeHidden()
}

test('revoking USDC on the account page makes the next swap ask for approval again', async ({
  page,
  sandbox,
}) => {
  const owner = trader(1)
  await approveVaultRelayer(sandbox, owner, 'USDC')
  await openAccount(page, 1)

  const usdc = tokenRow(page, 'USDC')
  await expect(usdc.getByRole('definition').nth(2)).toHaveText('Unlimited')
  await usdc.getByRole('button', { name: 'Revoke USDC' }).click()
  await expect(usdc.getByRole('definition').nth(2)).toHaveText('None', { timeout: 30_000 })
  expect(await allowance(sandbox, 'USDC', owner, vaultRelayer)).toBe(0n)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Swap' }).click()
  await page.goto('./#/swap?sell=USDC&buy=WETH&kind=sell')
  await sellInput(page).fill('25')
  await waitForQuote(page)
  // USDC has permit: the form offers the approval as a signature (or else a transaction).
  await expect(primaryButton(page)).toHaveText(/^Approve (USDC|with a signature)/, {
    timeout: 15_000,
  })
})

test('a USDT-style token approved from a non-zero allowance: reset to 0, then the new amount', async ({
  page,
  sandbox,
}) => {
  const owner = trader(2)
  await approveVaultRelayer(sandbox, owner, 'USDT', parseUnits('5', 6))
  await page.goto('./#/swap')
  await connectSandboxWallet(page, 2)
  await addApprovalsList(page, sandbox)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account' })
    .click()

  const usdt = tokenRow(page, 'USDT')
  await expect(usdt.getByRole('definition').nth(2)).toHaveText('5')
  await usdt.getByRole('button', { name: 'Approve USDT' }).click()
  const dialog = page.getByRole('dialog', { name: 'Allowance of USDT' })
  await dialog.getByRole('textbox', { name: 'New allowance (USDT)' }).fill('12.5')
  // The chain refuses 5 -> 12.5 (the simulation reverts): two transactions, said up front.
  await expect(dialog.getByText('This token needs two transactions')).toBeVisible()
  await dialog.getByRole('button', { name: 'Reset and approve' }).click()
  await expect(dialog.getByRole('status')).toHaveText(
    'Done: both transactions are mined; the new allowance is in place.',
    { timeout: 60_000 },
  )
  expect(await allowance(sandbox, 'USDT', owner, vaultRelayer)).toBe(parseUnits('12.5', 6))
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(usdt.getByRole('definition').nth(2)).toHaveText('12.5')

  // Unlimited from there: again two transactions; an ordinary token takes one.
  await usdt.getByRole('button', { name: 'Approve USDT' }).click()
  await dialog.getByRole('checkbox', { name: /Unlimited/ }).check()
  await dialog.getByRole('button', { name: 'Reset and approve' }).click()
  await expect(dialog.getByRole('status')).toHaveText(/^Done/, { timeout: 60_000 })
  expect(await allowance(sandbox, 'USDT', owner, vaultRelayer)).toBe(maxUint256)
})

test('a favourite starred on the account page comes first in the token picker', async ({
  page,
}) => {
  await openAccount(page, 3)
  const star = tokenRow(page, 'WBTC').getByRole('button', { name: 'Favourite: WBTC' })
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Swap' }).click()
  await page.getByRole('button', { name: /: change the token to buy$/ }).click()
  const selector = page.getByRole('dialog', { name: 'Select the token to buy' })
  const options = selector.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
  await expect(options.first().getByRole('button').first()).toHaveAccessibleName(
    /^WBTC Wrapped BTC/,
  )
  await expect(selector.getByRole('button', { name: 'Favourite: WBTC' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})
