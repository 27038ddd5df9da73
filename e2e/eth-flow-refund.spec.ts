/**
 * Eth-flow orders that cannot fill, in real Chromium: one placed by the arrange steps
 * (e2e/eth-flow-arrange.ts) expires and its ETH is refunded; a swap's own dialog follows one
 * to expired, refunding and refunded. The trader's minutes pass in a moment on a sandbox of
 * each journey's own (e2e/own-sandbox.ts): the chain's, the service's and the browser's
 * clocks move on together, and the worker's sandbox and its accounts are left alone. The
 * refunder runs on demand.
 */
import type { Hex } from 'viem'
import { getOrder } from '../src/api/orderbook'
import { apiContext, trader } from './arrange'
import { runAuction, setUsdPrice, usdPrice } from './sandbox-dev'
import { ethFlowEventsOf, runRefunds, withMiningPaused } from './eth-flow-arrange'
import {
  ethOf,
  expectOwnerIsTrader,
  gasCostOf,
  openOrderPage,
  placeUnfillable,
} from './eth-flow-helpers'
import { expect } from './fixtures'
import { openOrdersAs, orderRow } from './orders-helpers'
import { passDeadline, testOnOwnSandbox as test } from './own-sandbox'
import { linkedOrderUid, readyToReview, reviewAndConfirm } from './swap-helpers'

// Each journey runs on a fresh sandbox of its own (the `own` fixture), so any dev account is
// this file's alone.
const ACCOUNT = 3
const OWNER = trader(ACCOUNT)

test('an eth-flow order that cannot fill expires, then its ETH is refunded (less the gas of its transaction)', async ({
  page,
  own,
}) => {
  // Its deadline passes on a sandbox of the journey's own (e2e/own-sandbox.ts), in a moment:
  // the chain's, the service's and the browser's clocks move on together.
  test.setTimeout(120_000)
  const ethBefore = await ethOf(own, OWNER)
  // The trader's deadline: the service's minimum (60 s) and a little.
  const placed = await placeUnfillable(own, OWNER, '0.1', 70)
  expect(ethBefore - (await ethOf(own, OWNER))).toBe(placed.value + placed.gasCost)

  // Open, as ETH sold (the order itself sells WETH), until the trader's deadline.
  await openOrdersAs(page, ACCOUNT)
  await expect(page.getByRole('table', { name: 'Open orders' })).toBeVisible({ timeout: 20_000 })
  await expect(orderRow(page, placed.uid)).toContainText('Open', { timeout: 20_000 })
  await expect(orderRow(page, placed.uid)).toContainText('Native ETH')
  await expect(orderRow(page, placed.uid)).toContainText('0.1 ETH')
  // The deadline passes: it leaves Open, and History says its ETH is on its way back.
  const { data: open } = await getOrder(apiContext(own), placed.uid)
  const userValidTo = open.ethflowData?.userValidTo
  if (userValidTo === undefined) throw new Error('no trader deadline on the eth-flow order')
  await passDeadline(own, page, userValidTo)
  await expect(orderRow(page, placed.uid)).toHaveCount(0, { timeout: 30_000 })
  await page.getByRole('tab', { name: /History/ }).click()
  await expect(page.getByRole('table', { name: 'Order history' })).toBeVisible()
  await expect(orderRow(page, placed.uid)).toContainText('Refunding')

  const refund = await runRefunds(own)
  expect(refund.uids).toContain(placed.uid)
  const refundTx = refund.txHash
  if (!refundTx) throw new Error('the refund round sent no transaction')
  // All of it came back: the trader paid only the createOrder transaction's gas.
  expect(ethBefore - (await ethOf(own, OWNER))).toBe(placed.gasCost)
  // As the real contract and service: an expired order's clean-up is an OrderRefund alone,
  // and the order stays expired (not invalidated), with the refund transaction.
  expect(await ethFlowEventsOf(own, placed.uid)).toEqual({
    invalidation: undefined,
    refund: refundTx,
  })
  const { data: refunded } = await getOrder(apiContext(own), placed.uid)
  expect(refunded).toMatchObject({ status: 'expired', invalidated: false })
  expect(refunded.ethflowData?.refundTxHash).toBe(refundTx)

  await page.reload()
  await expect(orderRow(page, placed.uid)).toContainText('Refunded', { timeout: 20_000 })
  await openOrderPage(page, placed.uid)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sell 0.1 ETH for USDC')
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Native currency flow' })).toBeVisible()
  await expect(page.getByText(refundTx, { exact: true })).toBeVisible()
  await expectOwnerIsTrader(page, OWNER)

  // The inbox says the ETH came back, with the refund transaction.
  await page.goto('./#/inbox')
  const item = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href$="/orders/${placed.uid}"]`) })
  // Its expiry has a notification of its own; the refund is the one with a transaction.
  await expect(item.filter({ hasText: 'Limit order expired' })).toHaveCount(1, {
    timeout: 20_000,
  })
  const refundNotice = item.filter({ hasText: 'Refund transaction' })
  await expect(refundNotice).toContainText('Refunded')
  await expect(refundNotice).toContainText('expired; the ETH it did not use was refunded to you')
  await expect(refundNotice).toContainText(refundTx.slice(0, 8))
})

test("a swap selling ETH that cannot fill: its dialog goes on, as the trader's minutes pass, to expired, refunding and refunded", async ({
  page,
  own,
}) => {
  // Time passes here on a sandbox of the journey's own (e2e/own-sandbox.ts): the order's
  // deadline is eth-flow's minimum or more (10 minutes), and the worker's sandbox must not jump.
  test.setTimeout(120_000)
  const ethBefore = await ethOf(own, OWNER)
  await readyToReview(page, { sell: 'ETH', buy: 'USDC', amount: '0.1', account: ACCOUNT })
  const placing = page.getByRole('dialog', { name: 'Placing your swap' })
  const createTx = await withMiningPaused(own, async () => {
    await reviewAndConfirm(page)
    await expect(
      placing.getByRole('listitem').filter({ hasText: 'Waiting for the transaction to be mined' }),
    ).toHaveAttribute('aria-current', 'step', { timeout: 20_000 })
    // While the transaction waits to be mined, the market moves away: ETH at half its price,
    // the order's limit (the quote less 0.5 %) is out of reach.
    await setUsdPrice(own.apiUrl, 'WETH', (await usdPrice(own.apiUrl, 'WETH')) / 2)
    const sent = await placing
      .getByText(/^0x[0-9a-fA-F]{64}$/)
      .first()
      .textContent()
    if (!sent) throw new Error('the dialog shows no createOrder transaction')
    return sent as Hex
  })
  const steps = placing.getByRole('list', { name: 'Progress' })
  await expect(steps.getByRole('listitem').filter({ hasText: 'Order created' })).toBeVisible({
    timeout: 20_000,
  })
  // The last step is the wait; its words may already say why (the market moved away).
  await expect(steps.getByRole('listitem').last()).toHaveAttribute('aria-current', 'step')
  const uid = await linkedOrderUid(placing)
  // A solver looks at it and leaves it: its limit is above the market.
  expect(await runAuction(own.apiUrl)).not.toContain(uid.toLowerCase())
  // The dialog says what the order waits for, as its page does (issue 39, point 5).
  await expect(steps.getByRole('listitem').last()).toHaveText(
    /^Waiting until the market reaches your price \(\d[\d.,]* % away\)$/,
    { timeout: 20_000 },
  )
  const { data: order } = await getOrder(apiContext(own), uid)
  expect(order.status).toBe('open')
  const userValidTo = order.ethflowData?.userValidTo
  if (userValidTo === undefined) throw new Error('no trader deadline on the eth-flow order')
  // The deadline is eth-flow's minimum or more: ten minutes at least.
  expect(userValidTo - own.nowSeconds()).toBeGreaterThanOrEqual(9 * 60)

  // The trader's deadline passes: the chain's, the service's and the browser's clocks move on.
  await passDeadline(own, page, userValidTo)
  const ended = page.getByRole('dialog', { name: 'Swap expired' })
  await expect(ended).toBeVisible({ timeout: 20_000 })
  // The toast says it too, from the app shell; looked at first, as it goes by itself after
  // 12 s, which the dialog's steps below took on a loaded machine.
  const toast = page.getByRole('listitem').filter({ hasText: 'Swap expired' })
  await expect(toast).toContainText('Its ETH goes back to your wallet.')
  const endedSteps = ended.getByRole('list', { name: 'Progress' })
  await expect(endedSteps.getByRole('listitem')).toHaveText([
    'Send the ETH with the order in your wallet (createOrder)',
    'Transaction mined',
    'Order created',
    'Expired without a fill',
    'Refunding your ETH',
  ])
  await expect(
    endedSteps.getByRole('listitem').filter({ hasText: 'Refunding your ETH' }),
  ).toHaveAttribute('aria-current', 'step')
  // What a screen reader hears: the refund under way, not only the expiry before it.
  await expect(ended.getByRole('status')).toHaveText('Refunding your ETH…')
  await expect(ended.getByText('The flow contract holds your ETH until the refund')).toBeVisible()

  const refund = await runRefunds(own)
  expect(refund.uids).toContain(uid)
  const refundTx = refund.txHash
  if (!refundTx) throw new Error('the refund round sent no transaction')
  // The dialog follows on to the refund, with its transaction; still an expiry, not a cancel.
  await expect(endedSteps.getByRole('listitem')).toHaveText(
    [
      'Send the ETH with the order in your wallet (createOrder)',
      'Transaction mined',
      'Order created',
      'Expired without a fill',
      'ETH refunded',
    ],
    { timeout: 20_000 },
  )
  await expect(page.getByRole('dialog', { name: 'Swap expired' })).toBeVisible()
  await expect(ended.getByRole('status')).toHaveText('ETH refunded: done')
  await expect(ended.getByText('Refund transaction')).toContainText(refundTx)
  // All of it came back: the trader paid only the gas of createOrder.
  expect(ethBefore - (await ethOf(own, OWNER))).toBe(await gasCostOf(own, createTx))
})
