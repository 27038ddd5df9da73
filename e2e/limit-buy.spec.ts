/**
 * Buy-side limit orders in real Chromium against the sandbox (issue 41, point 4): typing the
 * amount to buy makes a buy order ("buy exactly, pay at most"), which waits for the market,
 * fills once it moves, can be edited, fills in parts, and reads as a buy in the review, the
 * Orders list and its page.
 */
import type { Page } from '@playwright/test'
import { formatUnits } from 'viem'
import { apiContext, cancelViaApi, trader } from './arrange'
import { runAuction, setUsdPrice, usdPrice } from './sandbox-dev'
import { expect, test, type LimitForm } from './limit-helpers'
import { openOrders, orderRow } from './orders-helpers'
import { getOrder } from '../src/api/orderbook'
import { formatAmount } from '../src/lib/format-amount'

/** The buy field: "You receive at least" for a sell order, "You buy exactly" once typed in. */
const buyField = (page: Page) =>
  page.getByRole('textbox', { name: /^(You receive at least|You buy exactly)$/ })
const payField = (page: Page) => page.getByRole('textbox', { name: 'You pay at most', exact: true })

/**
 * Buys exactly `usdc` USDC with WETH at `factor` times the market price (USDC per WETH):
 * answers the price typed, "1 WETH = <price> USDC".
 */
async function buyUsdcAt(form: LimitForm, usdc: string, factor: number): Promise<string> {
  await buyField(form.page).fill(usdc)
  // Typing the amount to buy made it a buy order: the labels say which amount is exact.
  await expect(
    form.page.getByRole('textbox', { name: 'You buy exactly', exact: true }),
  ).toHaveValue(usdc)
  // The market price fills the price field; what to pay follows it.
  return form.priceAtMarketTimes(factor, payField(form.page), /^[\d,]+(\.\d+)?$/)
}

/** The most a buy order of `usdc` USDC pays at "1 WETH = `limit` USDC", in wei, rounded up. */
function maxWethFor(usdc: string, limit: string): bigint {
  const cents = BigInt(Math.round(Number(limit) * 100))
  const numerator = BigInt(usdc) * 10n ** 20n
  return (numerator + cents - 1n) / cents
}

test('a buy limit order: reviewed as a buy, waits, fills once the market moves, reads right everywhere', async ({
  page,
  sandbox,
  limitForm,
}) => {
  await limitForm.open(2)
  const limit = await buyUsdcAt(limitForm, '5000', 1.05)
  const maxWeth = maxWethFor('5000', limit)
  // The sell side is the most it pays at the typed price, rounded up to the next wei, shown as
  // the swap shows a quote (grouped, 8 decimals: trade-text's quotedAmountText, whose module
  // holds Lingui macros that only the app's build compiles).
  await expect(payField(page)).toHaveValue(formatAmount(maxWeth, 18, { maxDecimals: 8 }))
  await expect(limitForm.marketPrice).toContainText(/\(5\.\d\d % above the market\)/)
  await page.screenshot({ path: '/tmp/limit-buy-form.png', fullPage: true })

  await limitForm.approveThenReview()
  const review = page.getByRole('dialog', { name: 'Review limit order' })
  await expect(review).toContainText('Buy order')
  await expect(review).toContainText(/You buy exactly\s*5,000 USDC/)
  await expect(review).toContainText(/You pay at most\s*[\d.]+ WETH/)
  await expect(review).toContainText(`1 WETH = ${Number(limit)} USDC`)
  await page.screenshot({ path: '/tmp/limit-buy-review.png', fullPage: true })
  const uid = await limitForm.placeReviewed()

  const ctx = apiContext(sandbox)
  const { data: placed } = await getOrder(ctx, uid)
  expect(placed).toMatchObject({
    kind: 'buy',
    buyAmount: 5_000_000_000n,
    sellAmount: maxWeth,
    feeAmount: 0n,
    partiallyFillable: true,
    class: 'limit',
    status: 'open',
  })

  // Two auctions with it in the book leave it open: the market does not pay its price yet.
  for (let auction = 0; auction < 2; auction++) {
    expect(await runAuction(sandbox.apiUrl)).not.toContain(uid.toLowerCase())
  }
  expect((await getOrder(ctx, uid)).data.status).toBe('open')

  // WETH 10 % dearer: 5,000 USDC cost less WETH than the order's maximum; it fills.
  const wethUsd = await usdPrice(sandbox.apiUrl, 'WETH')
  await setUsdPrice(sandbox.apiUrl, 'WETH', wethUsd * 1.1)
  try {
    await expect(page.getByRole('dialog', { name: 'Limit order filled' })).toBeVisible({
      timeout: 60_000,
    })
  } finally {
    await setUsdPrice(sandbox.apiUrl, 'WETH', wethUsd)
  }
  const { data: filled } = await getOrder(ctx, uid)
  expect(filled.status).toBe('fulfilled')
  // Exactly the amount bought; no more paid than the maximum.
  expect(filled.executedBuyAmount).toBe(5_000_000_000n)
  expect(filled.executedSellAmount).toBeLessThanOrEqual(maxWeth)

  // Its page: a buy, exactly 5,000 USDC, at most the maximum; filled to 100 % on the buy side.
  await page.goto(`./#/orders/${uid}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Buy exactly 5,000 USDC · pay at most [\d.]+ WETH$/,
  )
  await expect(limitForm.main.getByRole('progressbar', { name: 'Filled' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  )
  await expect(page.getByRole('region', { name: 'Trade' })).toContainText(/You bought\s*5,000/)

  // The list: a buy limit order.
  await openOrders(page, 'History')
  const row = orderRow(page, uid)
  await expect(row).toBeVisible({ timeout: 30_000 })
  await expect(row.getByText('Buy', { exact: true })).toBeVisible()
  await expect(row).toContainText('Limit')
})

test('a buy order edited from its page: the same amount to buy at the new price, the old one cancelled', async ({
  page,
  sandbox,
  limitForm,
}) => {
  await limitForm.open(1)
  const first = await buyUsdcAt(limitForm, '2000', 1.2)
  await limitForm.approveThenReview()
  const oldUid = await limitForm.placeReviewed()

  // Its page reads it as a buy before anything fills, and offers Edit.
  await page.goto(`./#/orders/${oldUid}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Buy exactly 2,000 USDC · pay at most [\d.]+ WETH$/,
  )
  const trade = page.getByRole('region', { name: 'Trade' })
  await expect(trade).toContainText(/You pay\s*at most/)
  await expect(trade).toContainText(/You buy\s*exactly\s*2,000/)
  await limitForm.editFromOrderPage()
  // The form starts from the order's exact terms: a buy of 2,000 USDC at its price.
  await expect(page.getByRole('textbox', { name: 'You buy exactly', exact: true })).toHaveValue(
    '2000',
  )
  // (The order's own amount, to the wei: the edit starts from its exact terms.)
  await expect(payField(page)).toHaveValue(formatUnits(maxWethFor('2000', first), 18))
  await expect(limitForm.price).toHaveValue(String(Number(first)))

  const second = (Number(first) * 1.1).toFixed(2)
  await limitForm.price.fill(second)
  await limitForm.approveThenReview()
  await expect(page.getByRole('dialog', { name: 'Review limit order' })).toContainText(
    /You buy exactly\s*2,000 USDC/,
  )
  const { uid: newUid, replacement } = await limitForm.placeReplacementOf(sandbox, oldUid)
  expect(replacement).toMatchObject({
    kind: 'buy',
    status: 'open',
    buyAmount: 2_000_000_000n,
    sellAmount: maxWethFor('2000', second),
  })
  await cancelViaApi(sandbox, trader(1), [newUid])
})

test('bad input on a buy order says why and loses nothing', async ({ page, limitForm }) => {
  await limitForm.open(3)
  await buyField(page).fill('0')
  await expect(limitForm.button).toHaveText('Enter an amount')
  await expect(limitForm.button).toBeDisabled()

  // A price at which 10,000 USDC cost 10,000 WETH: more than the balance to pay, said at the
  // amount and on the button.
  await buyField(page).fill('10000')
  await expect(limitForm.marketPrice).toContainText(/Market:/, { timeout: 15_000 })
  await limitForm.price.fill('1')
  await expect(payField(page)).toHaveValue('10,000')
  await expect(limitForm.main.getByText(/^More than your balance of [\d,.]+ WETH/)).toBeVisible({
    timeout: 15_000,
  })
  await expect(limitForm.button).toHaveText('Insufficient WETH balance')

  // A price at which 10,000 USDC cost less than a wei: refused, not signed as 1 wei.
  const huge = '20000000000000000000000'
  await limitForm.price.fill(huge)
  await expect(limitForm.button).toHaveText(
    'At this price you would pay less than the smallest unit of WETH: check the price',
  )
  await expect(limitForm.button).toBeDisabled()
  // Nothing typed is lost: the amount and the price stay as typed.
  await expect(page.getByRole('textbox', { name: 'You buy exactly', exact: true })).toHaveValue(
    '10000',
  )
  await expect(limitForm.price).toHaveValue(huge)

  // Typing the amount to sell makes it a sell order again, at the same price.
  await page.getByRole('textbox', { name: 'You pay at most', exact: true }).fill('1')
  await expect(page.getByRole('textbox', { name: 'You sell', exact: true })).toHaveValue('1')
  await expect(
    page.getByRole('textbox', { name: 'You receive at least', exact: true }),
  ).toHaveValue(huge)

  // A link may name the amount to buy (`kind=buy`); a buy order cannot sell ETH (eth-flow
  // orders sell an exact amount), which the button says rather than failing later.
  await page.goto('./#/limit?sell=ETH&buy=USDC&amount=100&kind=buy')
  await expect(page.getByRole('textbox', { name: 'You buy exactly', exact: true })).toHaveValue(
    '100',
  )
  await expect(limitForm.button).toHaveText('Type the ETH to sell: a buy order cannot sell ETH', {
    timeout: 15_000,
  })
  await expect(limitForm.button).toBeDisabled()
})

test('a large partially fillable buy order fills in parts, its progress on the amount bought', async ({
  page,
  sandbox,
  limitForm,
}) => {
  // 1,000,000 USDC: an auction on WETH/USDC pays out about 150 WETH's worth of USDC (the
  // per-pair cap), so the order fills in parts, an auction apart.
  await limitForm.open(4)
  await buyUsdcAt(limitForm, '1000000', 1.02)
  await limitForm.approveThenReview()
  await expect(page.getByRole('dialog', { name: 'Review limit order' })).toContainText(
    /Partial fills\s*Allowed/,
  )
  const uid = await limitForm.placeReviewed()

  await limitForm.watchFillInParts(sandbox.apiUrl, uid, async () => {
    // Part of it bought: the page counts it on the side the order fixes.
    await expect(page.getByRole('region', { name: 'Trade' })).toContainText(
      /Filled so far\s*[\d,.]+ USDC of 1,000,000 USDC for [\d,.]+ WETH/,
    )
    await page.screenshot({ path: '/tmp/limit-buy-partial.png', fullPage: true })
  })
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  expect(order.status).toBe('fulfilled')
  expect(order.kind).toBe('buy')
  expect(order.executedBuyAmount).toBe(1_000_000n * 10n ** 6n)
  expect(order.executedSellAmount).toBeLessThanOrEqual(order.sellAmount)
})
