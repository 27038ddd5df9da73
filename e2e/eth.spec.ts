/**
 * Native ETH in the swap form, in real Chromium against the sandbox: wrapping and unwrapping
 * (one WETH transaction, no order), and buying ETH with an ERC-20 (an order paid out in
 * native ETH). Balances are read from the chain.
 */
import { isAddressEqual } from 'viem'
import { getOrder } from '../src/api/orderbook'
import { NATIVE_CURRENCY_ADDRESS } from '../src/protocol/eth-flow'
import { sandboxDeployment } from '../src/config/sandbox-deployment'
import { apiContext, trader } from './arrange'
import { expect, test } from './fixtures'
import {
  buyGroup,
  buyInput,
  linkedOrderUid,
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
  const ethBefore = await sandbox.publicClient.getBalance({ address: owner })
  const usdcBefore = await sandbox.balanceOf('USDC', owner)
  await readyToReview(page, trade)
  await expect(buyGroup(page)).toContainText(shownBalance(ethBefore, 18))
  await reviewAndConfirm(page)
  await waitForFill(page)

  // The order asked for native ETH (the settlement's 0xEeee... buy token).
  const filled = page.getByRole('dialog', { name: 'Swap filled' })
  const uid = await linkedOrderUid(filled)
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  expect(isAddressEqual(order.buyToken, NATIVE_CURRENCY_ADDRESS)).toBe(true)

  expect(usdcBefore - (await sandbox.balanceOf('USDC', owner))).toBe(100_000_000n)
  // Paid out in ETH (less the approval's gas, if there was one: far below what 100 USD buys).
  const ethAfter = await sandbox.publicClient.getBalance({ address: owner })
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
  const ethBefore = await sandbox.publicClient.getBalance({ address: owner })
  const usdcBefore = await sandbox.balanceOf('USDC', owner)
  // No approval: the ETH goes with the transaction.
  await readyToReview(page, trade)
  await expect(primaryButton(page)).toHaveText('Review swap')
  await reviewAndConfirm(page)
  await waitForFill(page)

  // The order is the eth-flow contract's, for the trader, under the UID the app computed.
  const filled = page.getByRole('dialog', { name: 'Swap filled' })
  const uid = await linkedOrderUid(filled)
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  expect(isAddressEqual(order.owner, sandboxDeployment.ethFlow)).toBe(true)
  expect(order.onchainUser && isAddressEqual(order.onchainUser, owner)).toBe(true)
  expect(isAddressEqual(order.sellToken, sandbox.token('WETH').address)).toBe(true)

  const ethAfter = await sandbox.publicClient.getBalance({ address: owner })
  expect(ethBefore - ethAfter).toBeGreaterThanOrEqual(2n * 10n ** 17n)
  expect(ethBefore - ethAfter).toBeLessThan(2n * 10n ** 17n + 10n ** 16n)
  expect(await sandbox.balanceOf('USDC', owner)).toBeGreaterThan(usdcBefore)
})
