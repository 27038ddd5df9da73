/**
 * The widget host fixture and helpers shared by the widget journeys: the real
 * @cowprotocol/widget-lib host page (sandbox/harness/widget-host) on its own origin.
 */
import { expect, type FrameLocator, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import { startWidgetHost, type WidgetHost } from '../sandbox/harness/widget-host/server'
import type { RecordedEvent } from '../sandbox/harness/widget-host/host'
import { readE2eEnv } from './env'
import { test as appTest } from './fixtures'
import { linkedOrderUid } from './swap-helpers'

export const test = appTest.extend<object, { widgetHost: WidgetHost }>({
  widgetHost: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
    async ({}, use) => {
      const { baseURL, rpcUrl } = readE2eEnv()
      const host = await startWidgetHost({ appUrl: baseURL, rpcUrl })
      await use(host)
      await host.stop()
    },
    { scope: 'worker' },
  ],
})

export const HOST_APP_CODE = 'Host Test App'

export const widget = (page: Page) => page.frameLocator('#cowswap-widget-iframe')
export const sellInput = (frame: FrameLocator) =>
  frame.getByRole('textbox', { name: 'You sell', exact: true })
export const primary = (frame: FrameLocator) =>
  frame.getByRole('main').getByRole('button', {
    name: /^(Review swap|Approve |Connect a wallet|Enter an amount|Getting a quote|Select a token|Switch to|Checking approval|Updating quote|No quote|Quote expired|Retrying)/,
  })

export async function hostEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => window.__host?.events ?? [])
}

export async function openHost(page: Page, host: WidgetHost, account: number) {
  await page.goto(`${host.url}?account=${account}&appCode=${encodeURIComponent(HOST_APP_CODE)}`)
  const frame = widget(page)
  await expect(sellInput(frame)).toBeVisible({ timeout: 30_000 })
  return frame
}

/**
 * The host page on dev account `account`, its widget with the host's balances and a quote,
 * approved when it asked: "Review swap" is next.
 */
export async function openHostReadyToReview(page: Page, host: WidgetHost, account: number) {
  const frame = await openHost(page, host, account)
  await expect(frame.getByRole('group', { name: 'You sell' })).toContainText('Balance:', {
    timeout: 30_000,
  })
  await expect(frame.getByText(/^Quote ready:/)).toBeAttached({ timeout: 20_000 })
  await expect(primary(frame)).toHaveText(/^(Review swap|Approve )/, { timeout: 20_000 })
  if ((await primary(frame).textContent())?.startsWith('Approve ')) {
    await primary(frame).click()
    await expect(primary(frame)).toHaveText('Review swap', { timeout: 30_000 })
  }
  await expect(primary(frame)).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 })
  return frame
}

/**
 * The widget's limit form with a price 20 % above the market (so that no auction fills the
 * order while the journey reads it): approved when it asks, then "Review limit order".
 * Resolves to the review dialog and a `place` that signs and waits for the order to be in the
 * orderbook, resolving to its UID.
 */
export async function reviewWidgetLimitOrder(frame: FrameLocator) {
  await expect(frame.getByTestId('market-price')).toContainText(/Market: 1 \w+ = /, {
    timeout: 20_000,
  })
  const buy = frame.getByRole('textbox', { name: 'You receive at least', exact: true })
  await expect(buy).toHaveValue(/^\d[\d,]*(\.\d+)?$/)
  // 20 % above the market through the price (typing the buy amount would make a buy order).
  const price = frame.getByRole('textbox', { name: /^Limit price/ })
  await expect(price).toHaveValue(/^\d+(\.\d+)?$/)
  await price.fill((Number(await price.inputValue()) * 1.2).toFixed(6))
  const button = frame.getByRole('main').getByRole('button', {
    name: /^(Review limit order|Approve )/,
  })
  await expect(button).toBeVisible({ timeout: 15_000 })
  if ((await button.textContent())?.startsWith('Approve ')) {
    await button.click()
    await expect(button).toHaveText('Review limit order', { timeout: 30_000 })
  }
  await button.click()
  const review = frame.getByRole('dialog', { name: 'Review limit order' })
  await expect(review).toBeVisible()
  const place = async (): Promise<Hex> => {
    await review.getByRole('button', { name: 'Place limit order' }).click()
    const placing = frame.getByRole('dialog', { name: 'Placing your limit order' })
    await expect(placing).toContainText('Your order is in the orderbook', { timeout: 20_000 })
    return linkedOrderUid(placing)
  }
  return { review, place }
}
