/**
 * The Orders page's tabs and columns with a real sandbox limit order: open with its limit
 * price, the market price and the distance to it, and its expiry; Unfillable once its owner
 * moves the funds away, open again when they come back, Unfillable again once the owner
 * withdraws the allowance; History once cancelled.
 */
import type { Hex } from 'viem'
import {
  APP_DATA,
  approveAndPlaceOrder,
  approveVaultRelayer,
  trader,
  transferToken,
} from './arrange'
import { expect, test } from './fixtures'
import { openOrdersAs, orderRow, selectForCancel } from './orders-helpers'
import type { SandboxFixture } from './fixtures'

const OWNER = 4

/** A limit-class order (appData `metadata.orderClass.orderClass: 'limit'`), fee-less, a day long. */
function placeLimitOrder(sandbox: SandboxFixture): Promise<Hex> {
  const appDataDocument = JSON.stringify({
    ...(JSON.parse(APP_DATA) as Record<string, unknown>),
    metadata: { orderClass: { orderClass: 'limit' } },
  })
  // 200 DAI for at least 0.1 WETH: WETH is about 3,000 DAI, so the limit is ~50 % away.
  return approveAndPlaceOrder(sandbox, {
    trader: trader(OWNER),
    sell: 'DAI',
    buy: 'WETH',
    sellAmount: '200',
    buyAmount: '0.1',
    validFor: 24 * 3600,
    partiallyFillable: true,
    appDataDocument,
  })
}

test('a limit order reads its market, is Unfillable while its funds or allowance are gone, then History', async ({
  page,
  sandbox,
}) => {
  const uid = await placeLimitOrder(sandbox)
  await openOrdersAs(page, OWNER)

  const row = orderRow(page, uid)
  await expect(row).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('tab', { name: /^Open\s*\d+$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  // Its class from the appData, its limit, the market of its pair and the distance, its expiry.
  await expect(row).toContainText('Limit')
  await expect(row).toContainText(/2,000 DAI\s*per WETH/)
  await expect(row).toContainText(/[\d,.]+ % away/, { timeout: 30_000 })
  await expect(row).toContainText('0 %')
  await expect(row).toContainText(/23 h \d+ min|1 d/)
  await page.screenshot({ path: '/tmp/orders-tabs.png', fullPage: true })

  // The owner moves the DAI away: the order cannot be filled and says why; back, it is open.
  const unfillable = page.getByRole('tab', { name: /^Unfillable\s*\d+$/ })
  const held = await sandbox.balanceOf('DAI', trader(OWNER))
  await transferToken(sandbox, trader(OWNER), trader(0), 'DAI', held)
  try {
    await expect(unfillable).toHaveText(/[1-9]\d*$/, { timeout: 60_000 })
    await expect(row).toContainText('Unfillable: balance too low')
  } finally {
    await transferToken(sandbox, trader(0), trader(OWNER), 'DAI', held)
  }
  await expect(row).not.toContainText('Unfillable', { timeout: 30_000 })

  // The owner takes the allowance back: the order is unfillable and listed so.
  await approveVaultRelayer(sandbox, trader(OWNER), 'DAI', 0n)
  await expect(unfillable).toHaveText(/[1-9]\d*$/, { timeout: 60_000 })
  await unfillable.click()
  await expect(page.getByRole('table', { name: 'Unfillable orders' })).toBeVisible()
  await expect(orderRow(page, uid)).toContainText('Unfillable: allowance too low')
  await page.screenshot({ path: '/tmp/orders-tabs-unfillable.png', fullPage: true })

  // Cancelled from there: it ends under History.
  const dialog = await selectForCancel(page, uid)
  await dialog.getByRole('button', { name: 'Cancel 1 order' }).click()
  const sent = page.getByRole('dialog', { name: 'Cancellation sent' })
  await expect(sent).toBeVisible({ timeout: 30_000 })
  await sent.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('tab', { name: /^History\s*\d+$/ }).click()
  await expect(orderRow(page, uid).getByText('Cancelled', { exact: true })).toBeVisible({
    timeout: 30_000,
  })
})
