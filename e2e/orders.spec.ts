/**
 * The orders page in real Chromium against the sandbox: orders placed on the swap page
 * followed through by_uids to fulfilled, details, cancellation off-chain (signed batch
 * DELETE) and on chain (invalidateOrder), keyboard use and axe.
 */
import type { Page, Request } from '@playwright/test'
import type { Hex } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { seriousViolations } from './a11y'
import {
  approveAndPlaceOrder,
  approveAndPlacePresignOrder,
  trader,
  type SeedOrder,
} from './arrange'
import { expect, test, type SandboxFixture } from './fixtures'
import { openOrdersAs, orderRow, selectForCancel } from './orders-helpers'
import { answerSignTypedData, readyToReview, reviewAndConfirm } from './swap-helpers'

/** The dev account whose orders these journeys arrange and cancel. */
const OWNER = 3

const ordersTable = (page: Page, name: 'Open orders' | 'Order history') =>
  page.getByRole('table', { name })

function isByUids(request: Request): boolean {
  return request.method() === 'POST' && request.url().endsWith('/api/v1/orders/by_uids')
}

/**
 * An approved DAI → WETH order of OWNER, far from the market so that it stays open, then
 * the Orders page with OWNER's wallet connected. Resolves to the order's UID.
 */
async function openDaiOrderOnOrdersPage(
  page: Page,
  sandbox: SandboxFixture,
  amounts: Pick<SeedOrder, 'sellAmount' | 'buyAmount' | 'partiallyFillable'>,
): Promise<Hex> {
  const uid = await approveAndPlaceOrder(sandbox, {
    trader: trader(OWNER),
    sell: 'DAI',
    buy: 'WETH',
    ...amounts,
  })
  await openOrdersAs(page, OWNER)
  return uid
}

/** Closes the "Cancellation sent" dialog; the order then reads Cancelled under History. */
async function doneThenCancelledInHistory(page: Page, uid: Hex) {
  await page.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('tab', { name: /History/ }).click()
  await expect(orderRow(page, uid).getByText('Cancelled', { exact: true })).toBeVisible({
    timeout: 30_000,
  })
}

test('an order placed on the swap page is followed through by_uids until it is filled', async ({
  page,
}) => {
  await readyToReview(page, { sell: 'WETH', buy: 'USDC', amount: '0.25', account: 2 })
  await reviewAndConfirm(page)
  // Once submitted, the swap dialog links to the order; its UID is in the link.
  const swapDialog = page.getByRole('dialog', { name: /Placing your swap|Swap filled/ })
  const viewOrder = swapDialog.getByRole('link', { name: 'View order' })
  await expect(viewOrder).toBeVisible({ timeout: 30_000 })
  const uid = /0x[0-9a-f]{112}/i.exec((await viewOrder.getAttribute('href')) ?? '')?.[0] as Hex
  expect(uid).toBeTruthy()
  await swapDialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(swapDialog).toBeHidden()

  // The swap page recorded the UID in the submitted-orders store; the orders page asks
  // the service about it with POST by_uids, and keeps asking while it is pending.
  const answers: { uid: string; status: string }[][] = []
  page.on('response', async (response) => {
    if (!isByUids(response.request()) || !response.ok()) return
    const entries = (await response.json()) as { order?: { uid: string; status: string } }[]
    answers.push(entries.flatMap((e) => (e.order ? [e.order] : [])))
  })
  const firstByUids = page.waitForRequest(isByUids)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click()
  const body: unknown = (await firstByUids).postDataJSON()
  expect(Array.isArray(body)).toBe(true)
  expect((body as string[]).map((u) => u.toLowerCase())).toContain(uid.toLowerCase())

  // Filled within a few settlement rounds; the row moves to History and says so.
  await page.getByRole('tab', { name: /History/ }).click()
  const row = orderRow(page, uid)
  await expect(row.getByText('Filled', { exact: true })).toBeVisible({ timeout: 60_000 })
  await expect(row).toContainText(/WETH\W+to\W+USDC/)
  await expect(row).toContainText('0.25 WETH')
  // The by_uids answers carried the order up to its final status.
  await expect
    .poll(
      () =>
        answers
          .flat()
          .filter((o) => o.uid.toLowerCase() === uid.toLowerCase())
          .at(-1)?.status,
    )
    .toBe('fulfilled')
  // Once nothing submitted is pending, polling stops: no further by_uids for a while.
  await page.waitForTimeout(2_500)
  let more = 0
  const count = (r: Request) => {
    if (isByUids(r)) more += 1
  }
  page.on('request', count)
  await page.waitForTimeout(5_000)
  page.off('request', count)
  expect(more).toBe(0)
})

test('a limit order far from the market is cancelled with a signed batch DELETE', async ({
  page,
  sandbox,
}) => {
  const uid = await openDaiOrderOnOrdersPage(page, sandbox, { sellAmount: '10', buyAmount: '1000' })

  const table = ordersTable(page, 'Open orders')
  const row = orderRow(page, uid)
  await expect(row).toContainText(/DAI\W+to\W+WETH/)
  await expect(row.getByText('Open', { exact: true })).toBeVisible()
  const dialog = await selectForCancel(page, uid, { name: /^Select order DAI → WETH/ })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('may still fill')
  await expect(dialog).toContainText('one signature')
  // Focus starts on the safe choice.
  await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeFocused()

  const deleted = page.waitForRequest(
    (r) => r.method() === 'DELETE' && r.url().endsWith('/api/v1/orders'),
  )
  await dialog.getByRole('button', { name: 'Cancel 1 order' }).click()
  const body = (await deleted).postDataJSON() as { orderUids: string[]; signingScheme: string }
  expect(body.orderUids).toEqual([uid])
  expect(body.signingScheme).toBe('eip712')

  const sent = page.getByRole('dialog', { name: 'Cancellation sent' })
  await expect(sent).toBeVisible({ timeout: 20_000 })
  await sent.getByRole('button', { name: 'Done' }).click()
  await expect(sent).toBeHidden()

  // Cancelling until the service says cancelled; then it is history.
  await expect(table.locator(`a[href$="/orders/${uid}"]`)).toHaveCount(0, { timeout: 30_000 })
  await page.getByRole('tab', { name: /History/ }).click()
  await expect(orderRow(page, uid).getByText('Cancelled', { exact: true })).toBeVisible()
  // The count line speaks of the tab on screen, and says nothing under an empty one.
  const countLine = page
    .getByRole('status')
    .filter({ hasText: /(that is all of them|loaded so far)\.$/ })
  await expect(countLine).toHaveText(/^\d+ past orders? /)
  await page.getByRole('tab', { name: /Open/ }).click()
  await expect(page.getByRole('tab', { name: /Open/ })).toHaveAttribute('aria-selected', 'true')
  if (await page.getByText('No open orders').isVisible()) await expect(countLine).toHaveCount(0)
  else await expect(countLine).toHaveText(/^\d+ open orders? /)
  await page.getByRole('tab', { name: /History/ }).click()
  // Its details, in the same session: the service said cancelled, so no "waiting" note.
  await orderRow(page, uid).locator(`a[href$="/orders/${uid}"]`).first().click()
  await expect(page.getByRole('main').getByText('Cancelled', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/waiting for the service to confirm/)).toHaveCount(0)
})

test('a wallet without typed data cancels with ethsign; a rejection is said in a sentence', async ({
  page,
  sandbox,
}) => {
  const uid = await openDaiOrderOnOrdersPage(page, sandbox, { sellAmount: '7', buyAmount: '700' })
  const dialog = await selectForCancel(page, uid)

  // The person says no in the wallet: nothing is sent, and the dialog says so.
  let restore = await answerSignTypedData(page, sandbox.rpcUrl, {
    code: 4001,
    message: 'User rejected the request.',
  })
  await dialog.getByRole('button', { name: 'Cancel 1 order' }).click()
  const failed = page.getByRole('dialog', { name: 'Cancellation failed' })
  await expect(failed.getByRole('alert')).toContainText('You rejected the request in your wallet.')
  await restore()

  // A wallet that does not know eth_signTypedData_v4: the digest is signed with eth_sign.
  restore = await answerSignTypedData(page, sandbox.rpcUrl, {
    code: -32601,
    message: 'The method eth_signTypedData_v4 does not exist',
  })
  const deleted = page.waitForRequest(
    (r) => r.method() === 'DELETE' && r.url().endsWith('/api/v1/orders'),
  )
  await failed.getByRole('button', { name: 'Try again' }).click()
  const body = (await deleted).postDataJSON() as { orderUids: string[]; signingScheme: string }
  expect(body).toMatchObject({ orderUids: [uid], signingScheme: 'ethsign' })
  await expect(page.getByRole('dialog', { name: 'Cancellation sent' })).toBeVisible()
  await restore()
  await doneThenCancelledInHistory(page, uid)
})

test('a pre-signed order reads Signing and is cancelled on chain with invalidateOrder', async ({
  page,
  sandbox,
}) => {
  const uid = await approveAndPlacePresignOrder(sandbox, {
    trader: trader(OWNER),
    sell: 'USDC',
    buy: 'WETH',
    sellAmount: '5',
    buyAmount: '100',
  })
  await openOrdersAs(page, OWNER)
  await expect(orderRow(page, uid).getByText('Signing', { exact: true })).toBeVisible()

  const dialog = await selectForCancel(page, uid)
  await expect(dialog).toContainText('one transaction each')
  await dialog.getByRole('button', { name: 'Cancel 1 order' }).click()
  await expect(page.getByRole('dialog', { name: 'Cancellation sent' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText(/Cancel order 0x.*: confirmed/)).toBeVisible()
  await doneThenCancelledInHistory(page, uid)
})

test('details show the spec fields of an order, reached by keyboard from the list', async ({
  page,
  sandbox,
}) => {
  const uid = await openDaiOrderOnOrdersPage(page, sandbox, {
    sellAmount: '3',
    buyAmount: '900',
    partiallyFillable: true,
  })
  const row = orderRow(page, uid)
  await expect(row).toBeVisible()

  // Tabs: arrow keys move between Open and History.
  await page.getByRole('tab', { name: /Open/ }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: /History/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/tab=history/)
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: /Open/ })).toBeFocused()

  const details = row.getByRole('link', { name: /^Details of order DAI → WETH/ })
  await details.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`#/orders/${uid}$`))
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('Sell 3 DAI for WETH')
  await expect(heading).toBeFocused()

  const main = page.getByRole('main')
  // The spec fields are under the closed "Technical details": open it.
  await main.getByText('Technical details', { exact: true }).click()
  for (const section of ['Order', 'Execution', 'App data']) {
    await expect(main.getByRole('region', { name: section })).toBeVisible()
  }
  const order = main.getByRole('region', { name: 'Order' })
  await expect(order).toContainText(uid)
  await expect(order).toContainText('Limit')
  await expect(order).toContainText('Partially fillable')
  await expect(order).toContainText(sandboxDeployment.settlement)
  // The sandbox has no block explorer: addresses are plain text, not links.
  await expect(order.getByRole('link', { name: new RegExp(trader(OWNER), 'i') })).toHaveCount(0)
  await expect(main.getByRole('region', { name: 'App data' })).toContainText(
    '"appCode": "batchswap e2e"',
  )
  await expect(page.getByRole('progressbar', { name: 'Filled' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  )

  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'All orders' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
})

test('a malformed order link gets a sentence, not a crash', async ({ page }) => {
  await page.goto('./#/orders/0x1234')
  await expect(page.getByText('This link does not name an order')).toBeVisible()
  await expect(
    page.getByText(/is not an order ID: an order ID is 0x followed by 112/),
  ).toBeVisible()
})
