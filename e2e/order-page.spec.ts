/**
 * The order page for its trader (issue 22): a filled order leads with what was sold and
 * bought and keeps the technical fields closed until opened; an open order says why it is
 * not filling, on its page and in the open list: how far its limit is from the market, or
 * that its owner's allowance is too low.
 */
import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { seriousViolations } from './a11y'
import { approveAndPlaceOrder, trader, takeBackAllowance, type SeedOrder } from './arrange'
import type { SandboxFixture } from './fixtures'
import { expect, test } from './fixtures'
import { openOrdersAs, orderRow } from './orders-helpers'

/** Set SCREENSHOTS_DIR to keep pictures of the page at 1280 and 375 px. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR
  if (!dir) return
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Opens an order's page; resolves to its "Why it has not filled yet" group. */
async function openOrderPage(page: Page, uid: Hex) {
  await page.goto(`./#/orders/${uid}`)
  return page.getByRole('group', { name: 'Why it has not filled yet' })
}

/** Places `seed` (its sell token approved first) and opens the new order's page. */
async function placeAndOpen(page: Page, sandbox: SandboxFixture, seed: SeedOrder) {
  const uid = await approveAndPlaceOrder(sandbox, seed)
  return { uid, why: await openOrderPage(page, uid) }
}

/** In the open list, on its owner's wallet (dev account `account`), the order's row says `reason`. */
async function expectListedWith(page: Page, account: number, uid: Hex, reason: string | RegExp) {
  await openOrdersAs(page, account)
  await expect(orderRow(page, uid)).toContainText(reason, { timeout: 30_000 })
}

test('a filled order leads with sold and bought; technical details stay closed until opened', async ({
  page,
  sandbox,
}) => {
  await placeAndOpen(page, sandbox, {
    trader: trader(2),
    sell: 'WETH',
    buy: 'USDC',
    sellAmount: '0.5',
    buyAmount: '100',
  })
  const main = page.getByRole('main')
  const trade = main.getByRole('region', { name: 'Trade' })
  await expect(trade.getByText('You sold')).toBeVisible({ timeout: 60_000 })
  await expect(trade.getByText('You bought')).toBeVisible()
  await expect(trade).toContainText('0.5 WETH')
  await expect(trade).toContainText(/USDC/)
  await expect(trade).toContainText('Rate you got')
  await expect(trade).toContainText('Network cost')
  // What the fill paid (the solver's network cost, the order's executedFee), not 0 and not
  // the quote's estimate (issue 39, point 7).
  await expect(trade.locator('dt:text-is("Network cost") + dd')).toHaveText(
    /^(0\.0*[1-9][\d,]*|[1-9][\d,.]*) WETH$/,
  )
  // The trade comes first, before the status and the technical details.
  await expect(main.getByRole('region').first()).toHaveAccessibleName('Trade')
  await expect(main.getByRole('list', { name: 'Status timeline' })).toContainText('Filled')

  // Closed: the signature, the appData and the deprecated fields are not shown.
  const technical = main.locator('details')
  await expect(technical).not.toHaveAttribute('open', '')
  await expect(main.getByText('Signature', { exact: true })).toBeHidden()
  await expect(main.getByText('Executed signed fee (deprecated)')).toBeHidden()
  expect(await seriousViolations(page)).toEqual([])
  await shoot(page, 'filled-closed')

  // Opened by keyboard, like any disclosure.
  // The <summary> is the disclosure's button: Tab reaches it, Enter opens it.
  await technical.locator('summary').focus()
  await expect(technical.locator('summary')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(technical).toHaveAttribute('open', '')
  await expect(main.getByText('Signature', { exact: true })).toBeVisible()
  await expect(main.getByText('Executed signed fee (deprecated)')).toBeVisible()
  await expect(main.getByRole('region', { name: 'App data' })).toContainText(
    '"appCode": "batchswap e2e"',
  )
  expect(await seriousViolations(page)).toEqual([])
  await shoot(page, 'filled-open')
})

test('an order far from the market says how far, on its page and in the open list', async ({
  page,
  sandbox,
}) => {
  // 100 DAI for at least 0.05 WETH: WETH is about 3,000 DAI, so the limit is ~50 % away.
  const { uid, why } = await placeAndOpen(page, sandbox, {
    trader: trader(3),
    sell: 'DAI',
    buy: 'WETH',
    sellAmount: '100',
    buyAmount: '0.05',
  })
  await expect(why).toContainText(/Your limit price is [\d,.]+ % away from the market/, {
    timeout: 30_000,
  })
  await expect(why).toContainText(/market 1 DAI = [\d.]+ WETH; your limit 1 DAI = 0.0005 WETH/)
  await expect(page.getByRole('region', { name: 'Trade' })).toContainText('You sell')
  await shoot(page, 'far-from-market')

  await expectListedWith(page, 3, uid, /[\d,.]+ % from market/)
})

test('an order whose owner withdrew the allowance says it is unfillable and why', async ({
  page,
  sandbox,
}) => {
  // Far from the market, so it stays open while the allowance is taken back.
  const uid = await approveAndPlaceOrder(sandbox, {
    trader: trader(2),
    sell: 'COW',
    buy: 'WETH',
    sellAmount: '50',
    buyAmount: '500',
  })
  await takeBackAllowance(sandbox, 2, 'COW')

  const why = await openOrderPage(page, uid)
  await expect(why).toContainText('Unfillable: the owner’s COW allowance is too low', {
    timeout: 30_000,
  })
  await expect(why).toContainText('allows the vault relayer 0 COW')
  await expect(why).toContainText('The order needs 50 COW')
  expect(await seriousViolations(page)).toEqual([])
  await shoot(page, 'unfillable')

  await expectListedWith(page, 2, uid, 'Unfillable: allowance too low')
})
