/**
 * Native ETH in the swap form, in real Chromium against the sandbox: wrapping and unwrapping
 * (one WETH transaction, no order), and buying ETH with an ERC-20 (an order paid out in
 * native ETH). Balances are read from the chain.
 */
import type { Page } from '@playwright/test'
import { isAddressEqual, type Address } from 'viem'
import { getOrder } from '../src/api/orderbook'
import { NATIVE_CURRENCY_ADDRESS } from '@batchswap/contract/protocol/eth-flow'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { apiContext, trader } from './arrange'
import { expect, test, type SandboxFixture } from './fixtures'
import {
  buyGroup,
  buyInput,
  linkedOrderUid,
  openReviewDialog,
  openSwapAs,
  primaryButton,
  readyToReview,
  reviewAndConfirm,
  sellGroup,
  sellInput,
  shownBalance,
  waitForFill,
} from './swap-helpers'

const ONE = 10n ** 18n

/** A dev account's native ETH and USDC, read on the chain. */
async function ethAndUsdc(sandbox: SandboxFixture, owner: Address): Promise<[bigint, bigint]> {
  return [
    await sandbox.publicClient.getBalance({ address: owner }),
    await sandbox.balanceOf('USDC', owner),
  ]
}

/** Review, confirm and wait for the fill; answers the filled dialog and the order placed. */
async function confirmToFilled(page: Page, sandbox: SandboxFixture) {
  await reviewAndConfirm(page)
  await waitForFill(page)
  const filled = page.getByRole('dialog', { name: 'Swap filled' })
  const { data: order } = await getOrder(apiContext(sandbox), await linkedOrderUid(filled))
  return { filled, order }
}

test('wrap 1 ETH, then unwrap 0.5 WETH: one transaction each, balances follow the chain', async ({
  page,
  sandbox,
}) => {
  const owner = await openSwapAs(page, 2, { sell: 'ETH', buy: 'WETH' })
  const ethOf = () => sandbox.publicClient.getBalance({ address: owner })
  const ethBefore = await ethOf()
  const wethBefore = await sandbox.balanceOf('WETH', owner)
  await expect(sellGroup(page)).toContainText(shownBalance(ethBefore, 18))

  const main = page.getByRole('main')
  await sellInput(page).fill('1')
  // 1:1, no quote: the other side shows the same amount at once.
  await expect(buyInput(page)).toHaveValue('1')
  await main.getByRole('button', { name: 'Wrap', exact: true }).click()
  await expect(main.getByRole('status').filter({ hasText: 'Wrapped' })).toBeVisible({
    timeout: 20_000,
  })
  const wethWrapped = await sandbox.balanceOf('WETH', owner)
  expect(wethWrapped - wethBefore).toBe(ONE)
  const ethWrapped = await ethOf()
  // One ETH and the gas of one transaction.
  expect(ethBefore - ethWrapped).toBeGreaterThan(ONE)
  expect(ethBefore - ethWrapped).toBeLessThan(ONE + 10n ** 16n)
  await expect(buyGroup(page)).toContainText(shownBalance(wethWrapped, 18))
  await expect(sellGroup(page)).toContainText(shownBalance(ethWrapped, 18))

  // The other way round: the flip makes it an unwrap.
  await main.getByRole('button', { name: 'Swap the sell and buy tokens' }).click()
  await sellInput(page).fill('0.5')
  await main.getByRole('button', { name: 'Unwrap', exact: true }).click()
  await expect(main.getByRole('status').filter({ hasText: 'Unwrapped' })).toBeVisible({
    timeout: 20_000,
  })
  expect(wethWrapped - (await sandbox.balanceOf('WETH', owner))).toBe(ONE / 2n)
  const ethUnwrapped = await ethOf()
  expect(ethUnwrapped - ethWrapped).toBeGreaterThan(0n)
  expect(ethUnwrapped - ethWrapped).toBeLessThan(ONE / 2n)
  await expect(sellGroup(page)).toContainText(shownBalance(wethWrapped - ONE / 2n, 18))
  // No order was placed for either.
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('buy ETH with 100 USDC: an order paid out in native ETH, filled, the ETH balance grows', async ({
  page,
  sandbox,
}) => {
  const trade = { sell: 'USDC', buy: 'ETH', amount: '100', account: 4 }
  const owner = trader(trade.account)
  const [ethBefore, usdcBefore] = await ethAndUsdc(sandbox, owner)
  await readyToReview(page, trade)
  await expect(buyGroup(page)).toContainText(shownBalance(ethBefore, 18))
  const { filled, order } = await confirmToFilled(page, sandbox)
  // The order asked for native ETH (the settlement's 0xEeee... buy token).
  expect(isAddressEqual(order.buyToken, NATIVE_CURRENCY_ADDRESS)).toBe(true)

  const [ethAfter, usdcAfter] = await ethAndUsdc(sandbox, owner)
  expect(usdcBefore - usdcAfter).toBe(100_000_000n)
  // Paid out in ETH (less the approval's gas, if there was one: far below what 100 USD buys).
  expect(ethAfter).toBeGreaterThan(ethBefore + 10n ** 16n)
  await filled.getByRole('button', { name: 'New swap' }).click()
  await expect(buyGroup(page)).toContainText(shownBalance(ethAfter, 18))
})

test('sell 0.2 ETH for USDC through eth-flow: one createOrder transaction, filled', async ({
  page,
  sandbox,
}) => {
  const trade = { sell: 'ETH', buy: 'USDC', amount: '0.2', account: 0 }
  const owner = trader(trade.account)
  const [ethBefore, usdcBefore] = await ethAndUsdc(sandbox, owner)
  // No approval: the ETH goes with the transaction.
  await readyToReview(page, trade)
  await expect(primaryButton(page)).toHaveText('Review swap')
  // The review says what confirming does and costs: a transaction that pays gas, no signature.
  const review = await openReviewDialog(page)
  await expect(review).toContainText(
    'Your wallet will ask you to send one transaction: createOrder on the eth-flow contract, with the ETH you sell. It pays network gas',
  )
  await expect(review).not.toContainText('Signing costs no gas')
  // Every step the dialog shows from the click on is the transaction's: never "Sign the order".
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { seenProgress: seen })
    new MutationObserver(() => {
      for (const list of document.querySelectorAll('ol[aria-label="Progress"]')) {
        seen.push(list.querySelector('li')?.textContent ?? '')
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  // The order is the eth-flow contract's, for the trader, under the UID the app computed.
  const { order } = await confirmToFilled(page, sandbox)
  const firstSteps = await page.evaluate(() =>
    'seenProgress' in window && Array.isArray(window.seenProgress)
      ? window.seenProgress.map(String)
      : [],
  )
  expect(firstSteps.length).toBeGreaterThan(0)
  expect(new Set(firstSteps)).toEqual(
    new Set(['Send the ETH with the order in your wallet (createOrder)']),
  )
  expect(isAddressEqual(order.owner, sandboxDeployment.ethFlow)).toBe(true)
  expect(order.onchainUser && isAddressEqual(order.onchainUser, owner)).toBe(true)
  expect(isAddressEqual(order.sellToken, sandbox.token('WETH').address)).toBe(true)
  // One name for the order (issue 39, point 4): the service classes the fee-less eth-flow
  // order "limit", as the real one does; its appData says market, and the dialog, the toast,
  // the list and its page all call it a swap.
  expect(order.class).toBe('limit')
  await expect(
    page.getByRole('listitem').filter({ has: page.getByText('Swap filled', { exact: true }) }),
  ).toBeVisible()
  await page.goto(`./#/orders/${order.uid}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sell 0.2 ETH for USDC')
  await expect(page.getByRole('main').getByText('Swap', { exact: true })).toBeVisible()
  await expect(page.getByText('Limit order', { exact: true })).toHaveCount(0)

  const [ethAfter, usdcAfter] = await ethAndUsdc(sandbox, owner)
  expect(ethBefore - ethAfter).toBeGreaterThanOrEqual(2n * 10n ** 17n)
  expect(ethBefore - ethAfter).toBeLessThan(2n * 10n ** 17n + 10n ** 16n)
  expect(usdcAfter).toBeGreaterThan(usdcBefore)
})
