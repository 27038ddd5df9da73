/**
 * Guard rails before money moves (issue 11, point 3), in real Chromium against the sandbox:
 * no approval or signature beyond the balance, acknowledgements for a high price impact,
 * the network-cost warning, the auto-slippage cap, and "price updated" in the review.
 */
import type { Locator, Page, Route } from '@playwright/test'
import { trader } from './arrange'
import { expect, test } from './fixtures'
import {
  approveIfNeeded,
  countServiceRequests,
  openReviewDialog,
  openSwapAs,
  primaryButton,
  quoteSell,
  readyToReview,
  sellGroup,
  sellInput,
  waitForQuote,
} from './swap-helpers'

const QUOTE = '**/api/v1/quote'

/** Passes quotes through, with `change` applied to each answer's quote (by answer index). */
async function rewriteQuotes(
  page: Page,
  change: (quote: Record<string, unknown>, index: number) => void,
): Promise<void> {
  let index = 0
  await page.route(QUOTE, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    const response = await route.fetch()
    const body = (await response.json()) as { quote?: Record<string, unknown> }
    if (response.ok() && body.quote) change(body.quote, index++)
    await route.fulfill({ response, json: body })
  })
}

/** The service recommends `slippageBps` for every pair (fresh for its 120 s max-age). */
async function recommendSlippage(page: Page, slippageBps: number): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('/slippageTolerance'),
    (route) =>
      route.fulfill({
        json: { slippageBps },
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'max-age=120' },
      }),
  )
}

const scale = (amount: unknown, percent: bigint) =>
  ((BigInt(String(amount)) * percent) / 100n).toString()

async function openReview(page: Page) {
  await expect(primaryButton(page)).toHaveText('Review swap', { timeout: 15_000 })
  await expect(primaryButton(page)).not.toHaveAttribute('aria-disabled', 'true')
  const dialog = await openReviewDialog(page)
  return { dialog, confirm: dialog.getByRole('button', { name: 'Confirm swap' }) }
}

test('more than the balance: said at the amount, and nothing to approve or sign', async ({
  page,
  sandbox,
}) => {
  const balance = await sandbox.balanceOf('USDC', trader(4))
  const requests = countServiceRequests(page)
  await openSwapAs(page, 4, { sell: 'USDC', buy: 'WETH' })
  // One whole USDC over the balance: far enough over and the amount passes the sandbox's
  // pool limit (half its $5M), when other journeys have added to this account's USDC.
  await sellInput(page).fill((balance / 10n ** 6n + 1n).toString())
  await expect(sellGroup(page)).toContainText(
    /More than your balance of [\d,.]+ USDC\. Nothing will be approved or signed/,
  )
  await waitForQuote(page)
  const button = primaryButton(page)
  await expect(button).toHaveText('Insufficient USDC balance')
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  await button.click({ force: true })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(requests.counts.putAppData + requests.counts.postOrder).toBe(0)

  // Within the balance, the next step is offered again.
  await sellInput(page).fill('1')
  await expect(button).toHaveText(/^(Approve with a signature \(no gas\)|Review swap)$/, {
    timeout: 15_000,
  })
})

test('a price impact above 5 % needs a tick, above 15 % typing "confirm"', async ({ page }) => {
  // The service's quote gives 20 % less than the market, then 8 % less.
  await rewriteQuotes(page, (quote, index) => {
    quote.buyAmount = scale(quote.buyAmount, index === 0 ? 80n : 92n)
  })
  await readyToReview(page, { sell: 'WETH', buy: 'USDC', amount: '0.2', account: 1 })
  const { dialog, confirm } = await openReview(page)

  const tick = dialog.getByRole('checkbox', { name: /I accept a price impact of 2\d\.\d\d %/ })
  const typed = dialog.getByRole('textbox', { name: 'Type “confirm” to swap anyway' })
  await expect(confirm).toHaveAttribute('aria-disabled', 'true')
  await expect(dialog.getByText(/^Accept the price impact of/)).toBeVisible()
  await tick.check()
  await expect(dialog.getByText('Type “confirm” to accept the price impact.')).toBeVisible()
  await expect(confirm).toHaveAttribute('aria-disabled', 'true')
  await typed.fill('confirm')
  await expect(confirm).not.toHaveAttribute('aria-disabled', 'true')
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toBeHidden()

  // 8 %: the tick alone, no typing.
  await sellInput(page).fill('0.19')
  await waitForQuote(page)
  await approveIfNeeded(page)
  const review = await openReview(page)
  await expect(
    review.dialog.getByRole('checkbox', { name: /price impact of [89]\.\d\d %/ }),
  ).toBeVisible()
  await expect(review.dialog.getByRole('textbox')).toHaveCount(0)
  await expect(review.confirm).toHaveAttribute('aria-disabled', 'true')
  await review.dialog.getByRole('checkbox').check()
  await expect(review.confirm).not.toHaveAttribute('aria-disabled', 'true')
})

test('a network cost above 10 % of the sell amount is called out with its percentage, on the form and at review', async ({
  page,
}) => {
  // The network cost is made a quarter of the sell amount.
  await rewriteQuotes(page, (quote) => {
    const total = BigInt(String(quote.sellAmount)) + BigInt(String(quote.feeAmount))
    quote.feeAmount = (total / 4n).toString()
    quote.sellAmount = (total - total / 4n).toString()
  })
  await quoteSell(page, { account: 1, sell: 'WETH', buy: 'USDC', amount: '0.01' })
  // Said on the form as soon as the quote shows, not first at review.
  await expect(
    page.getByRole('main').getByText(/^High network cost: 25\.00 % of what you sell\./),
  ).toBeVisible()
  await approveIfNeeded(page)
  const { dialog } = await openReview(page)
  await expect(dialog.getByText('High network cost')).toBeVisible()
  await expect(dialog.getByText(/The network cost is 25\.00 % of what you sell/)).toBeVisible()
})

test('the automatic slippage stops at 5 % and says what the market suggested', async ({ page }) => {
  await recommendSlippage(page, 800)
  await quoteSell(page, { account: 1, sell: 'WETH', buy: 'USDC', amount: '0.1' })
  await expect(page.getByRole('main').getByText('Auto: 5 % (capped)').first()).toBeVisible()
  await approveIfNeeded(page)
  const { dialog } = await openReview(page)
  await expect(dialog.getByText('Slippage capped')).toBeVisible()
  await expect(dialog.getByText(/The market suggests 8 %/)).toBeVisible()
})

/**
 * Reviews 0.1 WETH for USDC with Confirm on, then lets the quote refresh once (30 s on the
 * page's clock); each quote's buy amount is scaled to `percentOf(index)` % of the real one.
 */
async function reviewThroughARefresh(page: Page, percentOf: (index: number) => bigint) {
  await page.clock.install()
  await rewriteQuotes(page, (quote, index) => {
    quote.buyAmount = scale(quote.buyAmount, percentOf(index))
  })
  await readyToReview(page, { sell: 'WETH', buy: 'USDC', amount: '0.1', account: 1 })
  const review = await openReview(page)
  await expect(review.confirm).not.toHaveAttribute('aria-disabled', 'true')
  await page.clock.fastForward('00:31')
  return review
}

test('a refreshed quote that raises the minimum received is said quietly: Confirm stays on', async ({
  page,
}) => {
  // Each refresh answers a little more.
  const { dialog, confirm } = await reviewThroughARefresh(page, (index) => 100n + BigInt(index))
  const better = dialog.getByRole('status').filter({ hasText: 'Better price' })
  await expect(better).toBeVisible({ timeout: 15_000 })
  await expect(better).toContainText(
    /Better price: minimum received rose from [\d,.]+ USDC to [\d,.]+ USDC\./,
  )
  await expect(dialog.getByText('Price updated')).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Accept the new price' })).toHaveCount(0)
  await expect(confirm).not.toHaveAttribute('aria-disabled', 'true')
})

test('a refreshed quote that moves the minimum received needs accepting before Confirm', async ({
  page,
}) => {
  // Each refresh answers a little less.
  const { dialog, confirm } = await reviewThroughARefresh(page, (index) => 100n - BigInt(index))
  const updated = dialog.getByRole('alert').filter({ hasText: 'Price updated' })
  await expect(updated).toBeVisible({ timeout: 15_000 })
  await expect(updated).toContainText(
    /Minimum received changed from [\d,.]+ USDC to [\d,.]+ USDC\./,
  )
  await expect(confirm).toHaveAttribute('aria-disabled', 'true')
  await expect(dialog.getByText('Accept the updated price first.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Accept the new price' }).click()
  await expect(updated).toBeHidden()
  await expect(confirm).not.toHaveAttribute('aria-disabled', 'true')
})

test('settings refuse what cannot be meant and stay open; the automatic slippage explains itself', async ({
  page,
}) => {
  // A recommendation above the "high" mark: it is the market's, not a mistake to warn about.
  await recommendSlippage(page, 250)
  await quoteSell(page, { account: 1, sell: 'WETH', buy: 'USDC', amount: '0.1' })
  const main = page.getByRole('main')
  await expect(main.getByText(/High slippage/)).toHaveCount(0)

  await main.getByRole('button', { name: /^Swap settings/ }).click()
  const settings = page.getByRole('dialog', { name: 'Swap settings' })
  await expect(
    settings.getByText('Auto: 2.5 %, recommended for this pair’s recent volatility.'),
  ).toBeVisible()
  await expect(settings.getByText(/High slippage/)).toHaveCount(0)

  const slippage = settings.getByRole('textbox', { name: 'Slippage tolerance (%)' })
  const deadline = settings.getByRole('textbox', { name: 'Order deadline (minutes)' })
  const done = settings.getByRole('button', { name: 'Done' })
  /** Done keeps the dialog open on the refused field and says why. */
  const expectDoneRefused = async (field: Locator, why: string) => {
    await done.click()
    await expect(settings).toBeVisible()
    await expect(settings.getByRole('alert')).toHaveText(why)
    await expect(field).toBeFocused()
  }

  // 60 %: refused with the bound, and Done keeps the dialog open on it.
  await slippage.fill('60')
  await expect(slippage).toHaveAttribute('aria-invalid', 'true')
  await expectDoneRefused(
    slippage,
    'Slippage not saved. Slippage can be at most 50 %: more would give away most of the trade.',
  )
  // The trader's own high value is warned about.
  await slippage.fill('2')
  await expect(settings.getByText(/^High slippage/)).toBeVisible()
  await slippage.fill('')

  // "abc" minutes: refused with the bounds, not closed silently on the old 30 minutes.
  await deadline.fill('abc')
  await expectDoneRefused(
    deadline,
    'Deadline not saved. Enter the deadline in whole minutes, from 2 to 180 (for example 30).',
  )
  await deadline.fill('45')
  await done.click()
  await expect(settings).toBeHidden()
  // Kept: the dialog opens again on 45 minutes.
  await main.getByRole('button', { name: /^Swap settings/ }).click()
  await expect(deadline).toHaveValue('45')
})
