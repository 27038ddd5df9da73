/**
 * Eth-flow orders (native ETH sold through the EthFlow contract) after their transaction, in
 * real Chromium against the sandbox: one that cannot fill expires and its ETH is refunded; one
 * is cancelled on chain from its page; a reload between sending the swap's transaction and
 * the service indexing it loses nothing; a swap's own dialog follows an order that cannot fill
 * to expired, refunding and refunded, its minutes passed in a moment on a sandbox of its own
 * (e2e/own-sandbox.ts). The orders the journeys only look at are created on chain by the
 * arrange steps (e2e/eth-flow-arrange.ts); the refunder runs on demand.
 */
import type { Locator, Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { getOrder } from '../src/api/orderbook'
import { apiContext, runAuction, setUsdPrice, trader, usdPrice } from './arrange'
import {
  ethFlowEventsOf,
  invalidateEthFlowOrder,
  placeEthFlowOrder,
  runRefunds,
  withMiningPaused,
} from './eth-flow-arrange'
import { expect, test, type SandboxFixture } from './fixtures'
import { openOrders, openOrdersAs, orderRow, selectForCancel } from './orders-helpers'
import { onOwnSandbox, passDeadline } from './own-sandbox'
import { linkedOrderUid, readyToReview, reviewAndConfirm } from './swap-helpers'
import { connectSandboxWallet } from './arrange'

// Not 0, 2 or 4 (the other ETH journeys and the list-heavy specs): this account's orders and
// ETH are these journeys' alone.
const ACCOUNT = 3
const OWNER = trader(ACCOUNT)

const ethOf = (sandbox: SandboxFixture, owner: Address) =>
  sandbox.publicClient.getBalance({ address: owner })

/** An eth-flow order of this account's for USDC, far above the market: it never fills. */
const placeUnfillable = (sandbox: SandboxFixture, sellEth: string, validFor: number) =>
  placeEthFlowOrder(sandbox, { trader: OWNER, buy: 'USDC', sellEth, validFor, unfillable: true })

/** What a transaction cost its sender in gas. */
async function gasCostOf(sandbox: SandboxFixture, hash: Hex): Promise<bigint> {
  const receipt = await sandbox.publicClient.getTransactionReceipt({ hash })
  return receipt.gasUsed * receipt.effectiveGasPrice
}

/** The order's page, opened from its row. */
async function openOrderPage(page: Page, uid: Hex): Promise<void> {
  await orderRow(page, uid).locator(`a[href$="/orders/${uid}"]`).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ETH for USDC', {
    timeout: 15_000,
  })
}

/** The technical details' Owner field: the trader, not the flow contract. */
async function expectOwnerIsTrader(page: Page): Promise<void> {
  await page.getByText('Technical details', { exact: true }).click()
  const owner = page
    .getByRole('definition')
    .filter({ has: page.getByText(OWNER, { exact: true }) })
    .first()
  await expect(owner).toBeAttached()
  await expect(page.getByRole('term').getByText('Owner', { exact: true })).toBeVisible()
}

test('an eth-flow order that cannot fill expires, then its ETH is refunded (less the gas of its transaction)', async ({
  page,
}) => {
  // Its deadline passes on a sandbox of the journey's own (e2e/own-sandbox.ts), in a moment:
  // the chain's, the service's and the browser's clocks move on together.
  test.setTimeout(120_000)
  await onOwnSandbox(page, async (own) => {
    const ethBefore = await ethOf(own, OWNER)
    // The trader's deadline: the service's minimum (60 s) and a little.
    const placed = await placeUnfillable(own, '0.1', 70)
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
    await expectOwnerIsTrader(page)

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
})

test('cancel an eth-flow order on chain from its page: invalidateOrder returns the ETH at once, it reads Cancelled, no refund', async ({
  page,
  sandbox,
}) => {
  const ethBefore = await ethOf(sandbox, OWNER)
  const placed = await placeUnfillable(sandbox, '0.05', 1800)

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

test("a swap selling ETH that cannot fill: its dialog goes on, as the trader's minutes pass, to expired, refunding and refunded", async ({
  page,
}) => {
  // Time passes here on a sandbox of the journey's own (e2e/own-sandbox.ts): the order's
  // deadline is eth-flow's minimum or more (10 minutes), and the worker's sandbox must not jump.
  test.setTimeout(120_000)
  await onOwnSandbox(page, async (own) => {
    const ethBefore = await ethOf(own, OWNER)
    await readyToReview(page, { sell: 'ETH', buy: 'USDC', amount: '0.1', account: ACCOUNT })
    const placing = page.getByRole('dialog', { name: 'Placing your swap' })
    const createTx = await withMiningPaused(own, async () => {
      await reviewAndConfirm(page)
      await expect(
        placing
          .getByRole('listitem')
          .filter({ hasText: 'Waiting for the transaction to be mined' }),
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
    // The toast says it too, from the app shell.
    const toast = page.getByRole('listitem').filter({ hasText: 'Swap expired' })
    await expect(toast).toContainText('Its ETH goes back to your wallet.')

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
})
