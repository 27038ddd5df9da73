/**
 * The trader always learns the outcome (issue 11, point 4): the fill of an order whose
 * dialog was closed shows as a toast on another page, the balances follow, and the inbox
 * shows the fill's notification on opening, not five minutes (max-age) later.
 */
import type { Page } from '@playwright/test'
import { getNotifications } from '../src/api/notifications'
import { getTrades } from '../src/api/orderbook-trades'
import { formatAmount } from '../src/lib/format-amount'
import { connectSandboxWallet, expect, headerBalance, test } from './fixtures'
import { apiContext, trader } from './arrange'
import {
  approveIfNeeded,
  linkedOrderUid,
  readyToReview,
  reviewAndConfirm,
  sellInput,
  waitForQuote,
} from './swap-helpers'

const ACCOUNT = 2
const BY_UIDS = /\/api\/v1\/orders\/by_uids$/

test.describe.configure({ timeout: 120_000 })

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: new RegExp(`^${name}`) })

const toastItem = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) })

const placedUid = (page: Page) => linkedOrderUid(page.getByRole('dialog'))

test('a fill after the dialog was closed shows as a toast on another page; balances follow', async ({
  page,
  sandbox,
  faults,
}) => {
  await readyToReview(page, { sell: 'WETH', buy: 'USDC', amount: '0.05', account: ACCOUNT })
  // The order's status cannot be read for now: the dialog stays at "waiting for a solver".
  await faults.set({ mode: 'status500Html', method: 'POST', path: BY_UIDS })
  await reviewAndConfirm(page)
  const dialog = page.getByRole('dialog', { name: 'Placing your swap' })
  await expect(dialog.getByText(/Your order is in the orderbook/)).toBeVisible({ timeout: 30_000 })
  const uid = await placedUid(page)
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click()
  await expect(dialog).toBeHidden()

  // Away from the swap page: its tracking is gone, the app shell's is not.
  await nav(page, 'Token').click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Swap')
  await faults.clear()

  const filled = toastItem(page, 'Swap filled')
  await expect(filled).toBeVisible({ timeout: 60_000 })
  await expect(filled).toContainText(/Sold 0\.05 WETH for [\d,.]+ USDC\./)
  // What it gained over the signed minimum, in USDC and (the form had its price) in USD.
  await expect(filled).toContainText(/That is [\d,.]+ USDC \(≈ \$[\d,.]+\) more than your limit\./)
  // And the settlement transaction, named from the service's trades (the sandbox has no
  // explorer to link): the one the trades name for this order.
  const { data: trades } = await getTrades(apiContext(sandbox), { orderUid: uid })
  const txHash = trades[0]?.txHash ?? '0x'
  await expect(filled).toContainText(
    `Settled in transaction ${txHash.slice(0, 8)}…${txHash.slice(-6)}.`,
  )
  await expect(filled.getByRole('link', { name: 'View order' })).toHaveAttribute(
    'href',
    `#/orders?uid=${uid}`,
  )
  // The header's balances show the chain's after the fill.
  const weth = await sandbox.balanceOf('WETH', trader(ACCOUNT))
  await expect(headerBalance(page, 'WETH')).toContainText(
    formatAmount(weth, 18, { maxDecimals: 4 }),
  )
})

test('the inbox shows a new fill when opened, not after its five-minute max-age', async ({
  page,
  sandbox,
}) => {
  await page.goto('./#/inbox')
  await connectSandboxWallet(page, ACCOUNT)
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  // The inbox answered (and the browser could keep that answer for max-age=300).
  await expect(page.getByRole('main').getByRole('status').first()).not.toHaveText('')

  await nav(page, 'Swap').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible()
  await sellInput(page).fill('0.05')
  await waitForQuote(page)
  await approveIfNeeded(page)
  await reviewAndConfirm(page)
  await expect(page.getByRole('dialog', { name: 'Swap filled' })).toBeVisible({ timeout: 60_000 })
  const uid = await placedUid(page)
  await page.getByRole('dialog').getByRole('button', { name: 'New swap' }).click()

  // The service writes the notification once the settlement is indexed.
  await expect
    .poll(
      async () => {
        const { data } = await getNotifications(apiContext(sandbox), trader(ACCOUNT))
        return data.some((n) => n.orderId?.toLowerCase() === uid.toLowerCase())
      },
      { timeout: 60_000 },
    )
    .toBe(true)

  await nav(page, 'Inbox').click()
  // The fill's item: a fill better than its quote also writes a price improvement for the
  // same order (the sandbox's market decides), a second item with the same link.
  const item = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href$="/orders/${uid}"]`) })
    .filter({ hasNotText: 'Price improvement' })
  await expect(item).toBeVisible()
  await expect(item).toContainText('Unread')
  await expect(nav(page, 'Inbox')).toHaveAccessibleName(/^Inbox \d+ unread$/)
})
