/**
 * Limit orders in real Chromium against the sandbox: the form on the trade core (price either
 * way round, expiry, partial fills, recipient), its guards, and a placed order in the book.
 */
import type { Page } from '@playwright/test'
import { apiContext, cancelViaApi, trader } from './arrange'
import { runAuction, setUsdPrice, usdPrice } from './sandbox-dev'
import { expect, test, type LimitForm } from './limit-helpers'
import { orderRow } from './orders-helpers'
import { getOrder } from '../src/api/orderbook'
import { getNotifications } from '../src/api/notifications'

const limitSell = (page: Page) => page.getByRole('textbox', { name: 'You sell', exact: true })
const limitBuy = (page: Page) =>
  page.getByRole('textbox', { name: 'You receive at least', exact: true })

/** Sells 1 WETH at `factor` times the market price; answers the price typed. */
async function sellOneWethAt(form: LimitForm, factor: number): Promise<string> {
  await limitSell(form.page).fill('1')
  // The market price fills the price field until the trader types one; the buy side follows.
  return form.priceAtMarketTimes(factor, limitBuy(form.page), /^\d+(\.\d+)?$/)
}

test('a limit order to a custom recipient: shown in review, signed as the order’s receiver', async ({
  page,
  sandbox,
  limitForm,
}) => {
  await limitForm.open(4)
  await sellOneWethAt(limitForm, 1.1)
  const recipient = trader(3)
  await page.getByRole('textbox', { name: 'Recipient (optional)' }).fill(recipient)
  await limitForm.approveThenReview()
  const review = page.getByRole('dialog', { name: 'Review limit order' })
  await expect(review.getByText('Recipient', { exact: true })).toBeVisible()
  await expect(review).toContainText(recipient.slice(0, 6))
  const uid = await limitForm.placeReviewed()
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  expect(order.receiver?.toLowerCase()).toBe(recipient.toLowerCase())
  expect(order.owner.toLowerCase()).toBe(trader(4).toLowerCase())
  await cancelViaApi(sandbox, trader(4), [uid])
})

test('a limit order 10 % above the market: reviewed, signed, open in the book, fee-less, classed limit', async ({
  page,
  sandbox,
  limitForm,
}) => {
  await limitForm.open(4)
  // A price 10 % above the market: the buy amount follows it.
  const limit = await sellOneWethAt(limitForm, 1.1)
  await expect(limitForm.marketPrice).toContainText(/\(10\.\d\d % above the market\)/)
  await expect(limitBuy(page)).toHaveValue(String(Number(limit)))

  await limitForm.approveThenReview()
  const review = page.getByRole('dialog', { name: 'Review limit order' })
  await expect(review).toContainText(`1 WETH = ${Number(limit)} USDC`)
  await expect(review).toContainText('Partial fills')
  await expect(review).toContainText('7 days')
  const uid = await limitForm.placeReviewed()
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  expect(order.owner.toLowerCase()).toBe(trader(4).toLowerCase())
  expect(order.feeAmount).toBe(0n)
  expect(order.partiallyFillable).toBe(true)
  expect(order.sellAmount).toBe(10n ** 18n)
  expect(order.buyAmount).toBe(BigInt(Math.round(Number(limit) * 1e6)))
  expect(order.status).toBe('open')
  expect(order.class).toBe('limit')
  // Valid for the 7 days chosen, on the service's clock (a market order may not pass 3 h).
  expect(order.validTo - Math.floor(Date.now() / 1000)).toBeGreaterThan(7 * 86_400 - 120)
  expect(JSON.parse(order.fullAppData ?? '{}')).toMatchObject({
    metadata: { orderClass: { orderClass: 'limit' } },
  })
  // Out of the book again: the worker's later journeys use this account too.
  await cancelViaApi(sandbox, trader(4), [uid])
})

test('the form refuses what it cannot sign, and a price below the market needs accepting', async ({
  page,
  limitForm,
}) => {
  await limitForm.open(3)
  await limitSell(page).fill('1')
  await expect(limitForm.marketPrice).toContainText(/Market:/, { timeout: 15_000 })

  await limitForm.price.fill('12abc')
  await expect(
    limitForm.main.getByText('Enter the price as a number, like 3300.5.').first(),
  ).toBeVisible()
  await expect(limitForm.button).toHaveAttribute('aria-disabled', 'true')
  // Several dots or a comma before three digits could mean prices of other sizes: no guess.
  for (const ambiguous of ['3.300.5', '3,300']) {
    await limitForm.price.fill(ambiguous)
    await expect(
      limitForm.main
        .getByText(/use a dot as the decimal separator and no thousands separators\.$/i)
        .first(),
    ).toBeVisible()
    await expect(limitForm.main.getByText(/did you mean/)).toHaveCount(0)
    // The form's button says the same sentence, and places nothing.
    await expect(limitForm.main.getByRole('button', { name: /decimal separator/ })).toBeDisabled()
  }
  await limitForm.price.fill('3.300,5')
  await expect(limitForm.main.getByText(/did you mean 3300\.5\?/).first()).toBeVisible()

  // The price the other way round: 1 USDC in WETH.
  await limitForm.main.getByRole('button', { name: 'Use the market price' }).click()
  await limitForm.main.getByRole('button', { name: /^Show the price of 1 USDC in WETH$/ }).click()
  await expect(limitForm.price).toHaveAccessibleName(/Limit price: 1 USDC in WETH/)
  await expect(limitForm.price).toHaveValue(/^0\.000\d+$/)

  // 10 % below the market (a higher WETH price per USDC is a lower USDC price per WETH).
  const inverse = Number(await limitForm.price.inputValue())
  await limitForm.price.fill((inverse * 1.1).toPrecision(6))
  const accept = limitForm.main.getByRole('checkbox', { name: /below the market/ })
  await expect(accept).toBeVisible()
  await expect(limitForm.button).toHaveText(/Accept the price below the market|Approve /)

  await page.getByRole('textbox', { name: 'Recipient (optional)' }).fill('0x1234')
  await expect(limitForm.main.getByText('Enter the recipient as a 0x address')).toBeVisible()
  await page.getByRole('textbox', { name: 'Recipient (optional)' }).fill('')
  await accept.check()
  await expect(limitForm.button).toHaveText(/^(Review limit order|Approve )/)

  await page.getByRole('combobox', { name: 'Expires in' }).selectOption('custom')
  await page.getByRole('textbox', { name: 'Expiry date and time' }).fill('2020-01-01T00:00')
  await expect(
    limitForm.main.getByText('The expiry must be at least 5 minutes from now.').first(),
  ).toBeVisible()
  await expect(limitForm.button).toHaveAttribute('aria-disabled', 'true')
})

test('a reload keeps the form as the trader left it, but asks again to accept a price below the market', async ({
  page,
  limitForm,
}) => {
  await limitForm.open(3)
  await limitSell(page).fill('2')
  await expect(limitForm.marketPrice).toContainText(/Market:/, { timeout: 15_000 })
  const market = Number(await limitForm.price.inputValue())
  const below = (market * 0.9).toFixed(2)
  await limitForm.price.fill(below)
  await page.getByRole('combobox', { name: 'Expires in' }).selectOption('1mo')
  await limitForm.main.getByRole('checkbox', { name: /below the market/ }).check()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Limit order' })).toBeVisible()
  await expect(limitSell(page)).toHaveValue('2')
  await expect(limitForm.price).toHaveValue(below)
  await expect(page.getByRole('combobox', { name: 'Expires in' })).toHaveValue('1mo')
  await expect(limitForm.main.getByRole('checkbox', { name: /below the market/ })).not.toBeChecked({
    timeout: 15_000,
  })
})

test('a limit order above the market waits, then fills once the market moves to its price', async ({
  page,
  sandbox,
  limitForm,
}) => {
  await limitForm.open(2)
  await sellOneWethAt(limitForm, 1.05)
  await limitForm.approveThenReview()
  const uid = await limitForm.placeReviewed()

  // Two auctions run with it in the book and leave it open: the market is below it.
  const ctx = apiContext(sandbox)
  for (let auction = 0; auction < 2; auction++) {
    expect(await runAuction(sandbox.apiUrl)).not.toContain(uid.toLowerCase())
  }
  expect((await getOrder(ctx, uid)).data.status).toBe('open')
  // The dialog says what it waits for, as the order page does (issue 39, point 5): the market
  // to reach its price, and how far that is; not a batch that would settle it next.
  const placing = page.getByRole('dialog', { name: 'Placing your limit order' })
  await expect(
    placing.getByRole('list', { name: 'Progress' }).getByRole('listitem').last(),
  ).toHaveText(/^Waiting until the market reaches your price \([\d.]+ % away\)$/, {
    timeout: 20_000,
  })
  await expect(placing).toContainText(/Your limit price is [\d.]+ % away from the market/)
  await expect(placing).not.toContainText('next batch')

  // WETH 10 % dearer: the order's price is reached, the next auction fills it.
  const wethUsd = await usdPrice(sandbox.apiUrl, 'WETH')
  await setUsdPrice(sandbox.apiUrl, 'WETH', wethUsd * 1.1)
  try {
    await expect(page.getByRole('dialog', { name: 'Limit order filled' })).toBeVisible({
      timeout: 60_000,
    })
    const { data: order } = await getOrder(ctx, uid)
    expect(order.status).toBe('fulfilled')
    expect(order.executedBuyAmount).toBeGreaterThanOrEqual(order.buyAmount)
  } finally {
    await setUsdPrice(sandbox.apiUrl, 'WETH', wethUsd)
  }
})

test('an open limit order edited from its page: the new price replaces it, the old one is cancelled', async ({
  page,
  sandbox,
  limitForm,
}) => {
  await limitForm.open(1)
  const first = await sellOneWethAt(limitForm, 1.2)
  await limitForm.approveThenReview()
  const oldUid = await limitForm.placeReviewed()

  // Its page offers Edit, which opens the Limit page on the order's terms.
  await page.goto(`./#/orders/${oldUid}`)
  await limitForm.editFromOrderPage()
  await expect(limitSell(page)).toHaveValue('1')
  await expect(limitBuy(page)).toHaveValue(String(Number(first)))
  await expect(limitForm.price).toHaveValue(String(Number(first)))

  const second = (Number(first) * 1.1).toFixed(2)
  await limitForm.price.fill(second)
  await limitForm.approveThenReview()
  const { uid: newUid, replacement } = await limitForm.placeReplacementOf(sandbox, oldUid)
  expect(replacement.status).toBe('open')
  expect(replacement.sellAmount).toBe(10n ** 18n)
  expect(replacement.buyAmount).toBe(BigInt(Math.round(Number(second) * 1e6)))

  // History keeps both: the replaced order cancelled, the new one open in the Open tab.
  await page.goto('./#/orders')
  await expect(orderRow(page, newUid)).toBeVisible({ timeout: 30_000 })
  await page.getByRole('tab', { name: /^History\s*\d+$/ }).click()
  await expect(orderRow(page, oldUid).getByText('Cancelled', { exact: true })).toBeVisible({
    timeout: 30_000,
  })
  await cancelViaApi(sandbox, trader(1), [newUid])
})

test('a large partially fillable order fills in parts, its progress shown as each part lands', async ({
  page,
  sandbox,
  limitForm,
}) => {
  // 600 WETH: one auction's liquidity on WETH/USDC pays about 150 WETH's worth (the per-pair
  // cap), so the order fills in four parts, an auction (3 s) apart.
  await limitForm.open(3)
  await limitSell(page).fill('600')
  await limitForm.priceAtMarketTimes(1.02, limitBuy(page), /^\d+(\.\d+)?$/)
  await limitForm.approveThenReview()
  await expect(page.getByRole('dialog', { name: 'Review limit order' })).toContainText(
    'Partial fills',
  )
  const uid = await limitForm.placeReviewed()

  await limitForm.watchFillInParts(sandbox.apiUrl, uid, async () => {
    await expect(limitForm.main.getByText('Filled so far').first()).toBeVisible()
    await page.screenshot({ path: '/tmp/limit-partial.png', fullPage: true })
  })

  const { data: order } = await getOrder(apiContext(sandbox), uid)
  expect(order.status).toBe('fulfilled')
  expect(order.executedSellAmount).toBe(600n * 10n ** 18n)
  // Every part was its own trade with its notification: partly filled, then filled.
  await expect
    .poll(async () => {
      const { data } = await getNotifications(apiContext(sandbox), trader(3))
      return data.filter((n) => n.orderId === uid).map((n) => n.type)
    })
    .toEqual(expect.arrayContaining(['order_partially_filled', 'order_filled']))
})
