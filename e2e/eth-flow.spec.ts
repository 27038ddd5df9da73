/**
 * Eth-flow orders (native ETH sold through the EthFlow contract) after their transaction, in
 * real Chromium against the worker's sandbox: one is cancelled on chain from its page; a
 * reload between sending the swap's transaction and the service indexing it loses nothing.
 * The orders the journeys only look at are created on chain by the arrange steps
 * (e2e/eth-flow-arrange.ts); the refunder runs on demand. Expiry and refunds are in
 * eth-flow-refund.spec.ts, limit orders selling ETH in eth-flow-limit.spec.ts.
 */
import { getOrder } from '../src/api/orderbook'
import { apiContext, trader } from './arrange'
import { ethFlowEventsOf, runRefunds, withMiningPaused } from './eth-flow-arrange'
import { ethOf, gasCostOf, openOrderPage, placeUnfillable } from './eth-flow-helpers'
import { expect, test } from './fixtures'
import { openOrders, openOrdersAs, orderRow } from './orders-helpers'
import { readyToReview, reviewAndConfirm } from './swap-helpers'

// This file's own dev account (eth-flow-limit.spec.ts trades as 1, the other ETH journeys as
// 0, 2 and 4): the cancellation journey counts the account's eth-flow cancellations in the
// inbox (exactly one), so no other file cancels an eth-flow order of this account.
const ACCOUNT = 3
const OWNER = trader(ACCOUNT)

test('cancel an eth-flow order on chain from its page: invalidateOrder returns the ETH at once, it reads Cancelled, no refund', async ({
  page,
  sandbox,
}) => {
  const ethBefore = await ethOf(sandbox, OWNER)
  const placed = await placeUnfillable(sandbox, OWNER, '0.05', 1800)

  await openOrdersAs(page, ACCOUNT)
  // The list offers it for cancelling too (the trader is its owner, not the contract).
  await expect(orderRow(page, placed.uid).getByRole('checkbox')).toBeEnabled({ timeout: 20_000 })
  await openOrderPage(page, placed.uid)
  await page.getByRole('button', { name: 'Cancel order' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel 1 order?' })
  // On chain, never the off-chain signature; and it says the ETH comes back.
  await expect(dialog).toContainText('Cancelled on chain, one transaction each')
  await expect(dialog).not.toContainText('off-chain')
  await expect(dialog).toContainText(
    'The ETH of the order placed with native ETH comes back to your wallet in the same transaction.',
  )
  await dialog.getByRole('button', { name: 'Cancel 1 order' }).click()
  const sent = page.getByRole('dialog', { name: 'Cancellation sent' })
  await expect(sent).toBeVisible({ timeout: 30_000 })
  await sent.getByRole('button', { name: 'Done' }).click()

  // As the real contract and service: the trader's cancellation is an OrderInvalidation that
  // sent the ETH back itself; the order reads Cancelled, with no refund to wait for.
  const section = page.getByRole('region', { name: 'Native currency flow' })
  await expect(section).toContainText('In the cancellation transaction, no refund follows', {
    timeout: 20_000,
  })
  const { invalidation, refund } = await ethFlowEventsOf(sandbox, placed.uid)
  if (!invalidation) throw new Error('no OrderInvalidation for the cancelled order')
  expect(refund).toBeUndefined()
  // This tab sent the cancellation: the page links its transaction.
  await expect(section.getByText(invalidation, { exact: true })).toBeVisible()
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible()
  await expect(
    page.getByText('The native currency came back in the cancellation transaction.'),
  ).toBeVisible()
  await expect(page.getByText(/Refunding|Refunded/)).toHaveCount(0)
  const { data: order } = await getOrder(apiContext(sandbox), placed.uid)
  expect(order).toMatchObject({ status: 'cancelled', invalidated: true })
  expect(order.ethflowData?.refundTxHash).toBeUndefined()
  // The trader paid the gas of the two transactions and nothing else.
  const gas = placed.gasCost + (await gasCostOf(sandbox, invalidation))
  expect(ethBefore - (await ethOf(sandbox, OWNER))).toBe(gas)

  // The refunder has nothing to do with it; after a reload (the tab forgot its transaction)
  // it still reads Cancelled in the list and on its page, never Refunding.
  expect((await runRefunds(sandbox)).uids).not.toContain(placed.uid)
  await page.reload()
  await expect(section).toContainText('In the cancellation transaction, no refund follows', {
    timeout: 20_000,
  })
  await expect(section.getByText(invalidation, { exact: true })).toHaveCount(0)
  await openOrders(page)
  await page.getByRole('tab', { name: /History/ }).click()
  await expect(orderRow(page, placed.uid)).toContainText('Cancelled', { timeout: 20_000 })
  await expect(orderRow(page, placed.uid)).not.toContainText('Refund')
  // The inbox: cancelled on chain, the ETH back in that transaction, linked.
  await page.goto('./#/inbox')
  const notice = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'came back to you in the cancellation transaction' })
  await expect(notice).toHaveCount(1, { timeout: 20_000 })
  await expect(notice).toContainText('Cancellation transaction')
  await expect(notice).toContainText(invalidation.slice(0, 8))
})

test('a reload between sending the ETH and the service indexing the order loses nothing', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(120_000)
  const trade = { sell: 'ETH', buy: 'USDC', amount: '0.1', account: ACCOUNT }
  await readyToReview(page, trade)
  const indexing = await withMiningPaused(sandbox, async () => {
    await reviewAndConfirm(page)
    // Sent, not mined: anvil holds it in its pool.
    const placing = page.getByRole('dialog', { name: 'Placing your swap' })
    await expect(
      placing.getByRole('listitem').filter({ hasText: 'Waiting for the transaction to be mined' }),
    ).toHaveAttribute('aria-current', 'step', { timeout: 20_000 })
    await page.reload()
    // After the reload the order is still there, waiting to be indexed.
    await openOrders(page)
    const row = page
      .getByRole('table', { name: 'Open orders' })
      .getByRole('row')
      .filter({ hasText: 'Indexing' })
    await expect(row).toContainText('waiting for the service to index it', { timeout: 20_000 })
    const href = await row.locator('a[href*="/orders/0x"]').first().getAttribute('href')
    const uid = href?.match(/0x[0-9a-fA-F]{112}/)?.[0]
    if (!uid) throw new Error(`no order link in the Indexing row (${String(href)})`)
    return uid
  })
  // Mined and indexed: tracking goes on, to the fill, its toast, and the order in History.
  const filled = page
    .getByRole('listitem')
    .filter({ has: page.getByText('Swap filled', { exact: true }) })
  await expect(filled).toContainText(/Sold 0\.1 ETH for [\d,.]+ USDC\./, { timeout: 60_000 })
  await page.getByRole('tab', { name: /History/ }).click()
  await expect(orderRow(page, indexing)).toContainText('Filled')
})
