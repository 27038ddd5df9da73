/**
 * Limit orders selling native ETH (one createOrder transaction on the EthFlow contract, no
 * approval) in real Chromium against the worker's sandbox: open as the trader's and
 * cancelled from the list with the ETH back; cancelled on chain elsewhere while the dialog is
 * open, which says so. Eth-flow swaps are in eth-flow.spec.ts and eth-flow-refund.spec.ts.
 */
import type { Locator, Page } from '@playwright/test'
import type { Hex } from 'viem'
import { getOrder } from '../src/api/orderbook'
import { apiContext, connectSandboxWallet, trader } from './arrange'
import { ethFlowEventsOf, invalidateEthFlowOrder, runRefunds } from './eth-flow-arrange'
import { ethOf, gasCostOf } from './eth-flow-helpers'
import { expect, test, type SandboxFixture } from './fixtures'
import { openOrders, orderRow, selectForCancel } from './orders-helpers'
import { linkedOrderUid } from './swap-helpers'

// This file's own dev account: not 3 (eth-flow.spec.ts counts that account's eth-flow
// cancellations in its inbox, and these journeys cancel two), not 4 (its 1000 open orders),
// and none of the other ETH journeys' (0, 2, 4). Its ETH is spent here alone.
const ACCOUNT = 1
const OWNER = trader(ACCOUNT)

/**
 * Places a limit order selling 0.1 ETH for USDC 20 % above the market from the limit form:
 * one createOrder transaction, no approval. Answers its UID once the service created it, the
 * dialog still open, and the trader's ETH before.
 */
async function placeEthLimitOrder(
  page: Page,
  sandbox: SandboxFixture,
): Promise<{ uid: Hex; placing: Locator; ethBefore: bigint }> {
  await page.goto('./#/limit?sell=ETH&buy=USDC')
  await expect(page.getByRole('heading', { level: 1, name: 'Limit order' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await connectSandboxWallet(page, ACCOUNT)
  const ethBefore = await ethOf(sandbox, OWNER)

  await page.getByRole('textbox', { name: 'You sell', exact: true }).fill('0.1')
  await expect(page.getByTestId('market-price')).toContainText(/Market: 1 ETH = [\d.]+ USDC/, {
    timeout: 15_000,
  })
  const price = page.getByRole('textbox', { name: /^Limit price/ })
  await expect(price).toHaveValue(/^\d+(\.\d+)?$/)
  // 20 % above the market: it waits in the book.
  await price.fill((Number(await price.inputValue()) * 1.2).toFixed(2))
  // No approval: the ETH goes with the transaction.
  const review = page.getByRole('main').getByRole('button', { name: 'Review limit order' })
  await expect(review).toBeEnabled({ timeout: 15_000 })
  await review.click()
  await page
    .getByRole('dialog', { name: 'Review limit order' })
    .getByRole('button', { name: 'Place limit order' })
    .click()
  const placing = page.getByRole('dialog', { name: 'Placing your limit order' })
  await expect(placing.getByRole('listitem').filter({ hasText: 'Order created' })).toBeVisible({
    timeout: 30_000,
  })
  return { uid: await linkedOrderUid(placing), placing, ethBefore }
}

test("a limit order selling ETH is one createOrder transaction, open as the trader's; cancelled from the list, its ETH comes back", async ({
  page,
  sandbox,
}) => {
  const { uid, placing, ethBefore } = await placeEthLimitOrder(page, sandbox)
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  // The eth-flow contract's order for the trader, with the limit's own terms.
  expect(order.onchainUser).toBe(OWNER)
  expect(order.partiallyFillable).toBe(true)
  expect(order.sellAmount).toBe(10n ** 17n)
  expect(order.feeAmount).toBe(0n)
  expect(order.ethflowData?.userValidTo).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600)
  expect(order.onchainOrderData?.placementError).toBeUndefined()
  await placing.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click()

  // In the Orders list as the trader's; cancelled from there, on chain.
  await openOrders(page)
  await expect(orderRow(page, uid)).toContainText('Native ETH', { timeout: 20_000 })
  const dialog = await selectForCancel(page, uid)
  await expect(dialog).toContainText('comes back to your wallet in the same transaction')
  await dialog.getByRole('button', { name: 'Cancel 1 order' }).click()
  await expect(page.getByRole('dialog', { name: 'Cancellation sent' })).toBeVisible({
    timeout: 30_000,
  })
  // Mined is not yet indexed: once the service has read the invalidation it serves the order
  // cancelled, with no refund transaction (the ETH came back in the cancellation).
  const statusOf = async () => (await getOrder(apiContext(sandbox), uid)).data.status
  await expect.poll(statusOf, { timeout: 20_000 }).toBe('cancelled')
  const { data: cancelled } = await getOrder(apiContext(sandbox), uid)
  expect(cancelled.ethflowData?.refundTxHash).toBeUndefined()
  const { invalidation, refund } = await ethFlowEventsOf(sandbox, uid)
  if (!invalidation) throw new Error('no OrderInvalidation for the cancelled order')
  expect(refund).toBeUndefined()
  await page
    .getByRole('dialog', { name: 'Cancellation sent' })
    .getByRole('button', { name: 'Done' })
    .click()
  await expect(orderRow(page, uid)).toHaveCount(0, { timeout: 20_000 })
  await page.getByRole('tab', { name: /History/ }).click()
  await expect(orderRow(page, uid)).toContainText('Cancelled')
  // Back but for the gas of createOrder and of the cancel.
  const spent = ethBefore - (await ethOf(sandbox, OWNER))
  expect(spent).toBeGreaterThan(0n)
  expect(spent).toBeLessThan(10n ** 16n)
  expect(spent).toBeGreaterThanOrEqual(await gasCostOf(sandbox, invalidation))
})

test('an ETH limit order its trader cancels on chain elsewhere: the open dialog says cancelled, the ETH came back, no refund to wait for', async ({
  page,
  sandbox,
}) => {
  const { uid, placing, ethBefore } = await placeEthLimitOrder(page, sandbox)
  // Cancelled from another tab or device: the flow contract's invalidateOrder, OrderInvalidation.
  const cancelTx = await invalidateEthFlowOrder(sandbox, OWNER, uid)
  const ended = page.getByRole('dialog', { name: 'Limit order cancelled' })
  await expect(ended).toBeVisible({ timeout: 20_000 })
  await expect(placing).toHaveCount(0)
  await expect(ended.getByRole('list', { name: 'Progress' }).getByRole('listitem')).toHaveText([
    'Send the ETH with the order in your wallet (createOrder)',
    'Transaction mined',
    'Order created',
    'Cancelled',
    'ETH returned in the cancellation transaction',
  ])
  await expect(ended.getByRole('status')).toHaveText(
    'ETH returned in the cancellation transaction: done',
  )
  await expect(ended).toContainText(
    'The ETH it did not use came back to your wallet in the cancellation transaction: no refund follows.',
  )
  // This tab did not send the cancellation: nothing to link, and nothing said of a refund.
  await expect(ended).not.toContainText('Cancellation transaction')
  await expect(ended).not.toContainText('Refund')
  const toast = page.getByRole('listitem').filter({ hasText: 'Limit order cancelled' })
  await expect(toast).toContainText(
    'The order was cancelled. Its ETH came back with the cancellation.',
  )
  // The service: cancelled, no refund transaction; the ETH is back but for the two gases.
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  expect(order).toMatchObject({ status: 'cancelled', invalidated: true })
  expect(order.ethflowData?.refundTxHash).toBeUndefined()
  const spent = ethBefore - (await ethOf(sandbox, OWNER))
  expect(spent).toBeLessThan(10n ** 16n)
  expect(spent).toBeGreaterThanOrEqual(await gasCostOf(sandbox, cancelTx))
  // Still so a while later: the dialog waits for nothing (no refund ever comes for it).
  expect((await runRefunds(sandbox)).uids).not.toContain(uid)
  await expect(ended.getByRole('button', { name: 'New limit order' })).toBeEnabled()
})
