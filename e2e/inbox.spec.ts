/**
 * The inbox in real Chromium against the sandbox: the notifications of a fill and of a
 * cancellation, the note meant for everyone, the unread badge on the header until they are read (and after a reload),
 * keyboard, axe, and the calm state when the notification backend is off.
 */
import type { Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { getNotifications } from '../src/api/notifications'
import { seriousViolations } from './a11y'
import {
  apiContext,
  approveVaultRelayer,
  cancelViaApi,
  connectSandboxWallet,
  placeOrder,
} from './arrange'
import { expect, test } from './fixtures'

const inboxLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Inbox/ })

const notification = (page: Page, uid: Hex) =>
  page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href$="/orders/${uid}"]`) })

test('shows the fill and the cancellation; the badge clears once they are read', async ({
  page,
  sandbox,
}) => {
  const trader = sandbox.traders[0] as Address
  await approveVaultRelayer(sandbox, trader, 'WETH')
  await approveVaultRelayer(sandbox, trader, 'DAI')
  // A tiny limit: filled by the next auction, for thousands of USDC.
  const filled = await placeOrder(sandbox, {
    trader,
    sell: 'WETH',
    buy: 'USDC',
    sellAmount: '1',
    buyAmount: '1',
  })
  // Far from the market: stays open until cancelled.
  const cancelled = await placeOrder(sandbox, {
    trader,
    sell: 'DAI',
    buy: 'WETH',
    sellAmount: '2',
    buyAmount: '500',
  })
  await cancelViaApi(sandbox, trader, [cancelled])

  // The service writes both notifications once the chain and the cancellation are indexed.
  await expect
    .poll(
      async () => {
        const { data } = await getNotifications(apiContext(sandbox), trader)
        return data
          .filter((n) => n.orderId === filled || n.orderId === cancelled)
          .map((n) => n.type)
      },
      { timeout: 60_000 },
    )
    .toEqual(expect.arrayContaining(['order_filled', 'order_cancelled']))

  await page.goto('./#/inbox')
  await connectSandboxWallet(page, 0)
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()

  // Each named as the app names the order everywhere (issue 39, point 4): the one at the
  // market is a swap, the one far from it (classed limit by the service) a limit order.
  const fill = notification(page, filled).filter({ hasText: 'Swap filled' })
  const cancel = notification(page, cancelled).filter({ hasText: 'Limit order cancelled' })
  await expect(fill).toBeVisible()
  await expect(cancel).toBeVisible()
  await expect(fill).toContainText('Unread')
  // The service's words are shown as text.
  await expect(fill).toContainText(/filled/i)
  // Amounts read with thousands separators ("3,092.281549 USDC").
  await expect(fill).toContainText(/received \d{1,3}(,\d{3})+(\.\d+)? USDC/)

  // The note the service sends to every account (account: null, CMS shape) is shown too.
  const forEveryone = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'Welcome to the batchswap sandbox' })
  await expect(forEveryone).toBeVisible()
  await expect(forEveryone).toContainText('For everyone')
  await expect(forEveryone).toContainText('Unread')
  await expect(fill).not.toContainText('For everyone')

  await expect(inboxLink(page)).toHaveAccessibleName(/^Inbox \d+ unread$/)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Mark all read' }).click()
  await expect(inboxLink(page)).toHaveAccessibleName('Inbox')
  await expect(page.getByRole('main').getByText('All caught up.')).toBeVisible()
  await expect(fill).not.toContainText('Unread')

  // Read marks are kept per account across a reload.
  await page.reload()
  await expect(notification(page, filled).first()).toBeVisible()
  await expect(inboxLink(page)).toHaveAccessibleName('Inbox')

  // Keyboard: the order link of the fill leads to the order.
  await fill.getByRole('link', { name: 'View order' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`#/orders/${filled}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})

test('with the notification backend off, the inbox is calm and the header has no badge', async ({
  page,
}) => {
  // The sandbox started for the suite has notifications on; this answers as it does with
  // SANDBOX_NOTIFICATIONS=off (503, errorType Unavailable).
  await page.route('**/accounts/*/notifications', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        errorType: 'Unavailable',
        description: 'Notifications are unavailable',
      }),
    }),
  )
  await page.goto('./#/inbox')
  await connectSandboxWallet(page, 1)
  const main = page.getByRole('main')
  await expect(main.getByText('Notifications are unavailable')).toBeVisible()
  await expect(main.getByRole('alert')).toHaveCount(0)
  await expect(inboxLink(page)).toHaveAccessibleName('Inbox')
  expect(await seriousViolations(page)).toEqual([])
})
