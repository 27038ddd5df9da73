/**
 * A widget host's partner fee (issue 28, part 1), with the real @cowprotocol/widget-lib host
 * (sandbox/harness/widget-host): 50 bps shows in the quote and the review, the order's appData names
 * it, and the sandbox solver withholds it at the fill and owes it to the recipient.
 */
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { getAddress, parseUnits } from 'viem'
import type { TradeType } from '@cowprotocol/widget-lib'
import { getOrder } from '../src/api/orderbook'
import { getTrades } from '../src/api/orderbook-trades'
import { formatAmount } from '../src/lib/format-amount'
import { readPartnerFees } from '@batchswap/contract/protocol/partner-fee'
import { apiContext, cancelViaApi, trader } from './arrange'
import type { RecordedEvent } from '../sandbox/harness/widget-host/host'
import { reviewWidgetLimitOrder, test } from './widget-helpers'

const PARTNER = getAddress('0xfee0000000000000000000000000000000000050')
const primary = (frame: FrameLocator) =>
  frame.getByRole('main').getByRole('button', { name: /^(Review swap|Approve )/ })

interface PartnerFees {
  totals: { recipient: string; token: string; amount: string; trades: number }[]
  fees: {
    orderUid: string
    recipient: string
    policy: { volume?: { factor: number } }
    amount: string
    token: string
  }[]
}

async function owed(apiUrl: string): Promise<PartnerFees> {
  const response = await fetch(`${apiUrl}/sandbox/dev/partner_fees?recipient=${PARTNER}`)
  expect(response.status).toBe(200)
  return (await response.json()) as PartnerFees
}

async function postedUid(page: Page): Promise<string> {
  await expect
    .poll(async () => (await page.evaluate(() => window.__host?.events ?? [])).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0)
  const events: RecordedEvent[] = await page.evaluate(() => window.__host?.events ?? [])
  const posted = events.find((e) => e.event === 'ON_POSTED_ORDER')
  return String((posted?.payload as { orderUid?: string } | undefined)?.orderUid)
}

/**
 * The fee line is 0.50 % of the buy amount before the fee: what the trader is expected to receive
 * plus the fee itself. Read from the shown amounts, since the sandbox market drifts between runs
 * (a fixed band of USDC failed in CI when WETH stood at 3,208).
 */
async function expectFeeOfVolume(scope: Locator): Promise<void> {
  const text = (await scope.textContent()) ?? ''
  const amount = (pattern: RegExp) => {
    const match = pattern.exec(text)
    expect(match, `${pattern} in "${text}"`).not.toBeNull()
    return parseUnits((match?.[1] ?? '').replaceAll(',', ''), 6)
  }
  const fee = amount(/Partner fee \(0\.50 %\)\s*([\d,.]+) USDC/)
  const received = amount(/Expected to receive\s*([\d,.]+) USDC/)
  const expected = ((received + fee) * 50n) / 10_000n
  // Both lines are rounded for display: a hundredth of a USDC either way.
  expect(fee > expected ? fee - expected : expected - fee).toBeLessThanOrEqual(10_000n)
  expect(fee).toBeGreaterThan(parseUnits('1', 6))
}

test('a host partner fee of 50 bps: shown in review, in the appData, withheld at the fill', async ({
  page,
  sandbox,
  widgetHost,
}) => {
  const usdc = getAddress(sandbox.token('USDC').address)
  await page.goto(`${widgetHost.url}?account=3`)
  const frame = page.frameLocator('#cowswap-widget-iframe')
  await expect(frame.getByRole('textbox', { name: 'You sell', exact: true })).toHaveValue('1', {
    timeout: 30_000,
  })
  // The integrator's fee, as widget-lib hands it over (UPDATE_PARAMS).
  await page.evaluate(
    (recipient) => window.__host?.updateParams({ partnerFee: { bps: 50, recipient } }),
    PARTNER,
  )

  // The quote says it: 0.50 % of the buy amount, in USDC.
  const details = frame.getByTestId('quote-details')
  await expect(details.getByText('Partner fee (0.50 %)')).toBeVisible({ timeout: 30_000 })
  await expectFeeOfVolume(details)

  await expect(primary(frame)).toBeVisible({ timeout: 30_000 })
  if ((await primary(frame).textContent())?.startsWith('Approve ')) {
    await primary(frame).click()
    await expect(primary(frame)).toHaveText('Review swap', { timeout: 30_000 })
  }
  await expect(primary(frame)).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 })
  await primary(frame).click()
  const review = frame.getByRole('dialog', { name: 'Review swap' })
  await expect(review.getByText('Partner fee (0.50 %)')).toBeVisible()
  await expectFeeOfVolume(review)
  await review.getByRole('button', { name: 'Confirm swap' }).click()
  await expect(frame.getByRole('dialog', { name: 'Swap filled' })).toBeVisible({ timeout: 60_000 })

  // The order's appData names the fee, as the orderbook stores it.
  const uid = await postedUid(page)
  const order = (await (await fetch(`${sandbox.apiUrl}/sandbox/api/v1/orders/${uid}`)).json()) as {
    fullAppData: string
    executedBuyAmount: string
    buyAmount: string
  }
  expect(readPartnerFees(order.fullAppData)).toEqual([{ volumeBps: 50, recipient: PARTNER }])

  // The solver withheld it from the fill, in USDC: 50 bps of what the fill paid before it.
  const { fees, totals } = await owed(sandbox.apiUrl)
  const fee = fees.find((f) => f.orderUid === uid)
  expect(fee).toMatchObject({
    recipient: PARTNER,
    token: usdc,
    policy: { volume: { factor: 0.005 } },
  })
  const withheld = BigInt(fee?.amount ?? 0)
  const received = BigInt(order.executedBuyAmount)
  expect(withheld).toBe(((received + withheld) * 50n) / 10_000n)
  expect(withheld).toBeGreaterThan(parseUnits('10', 6))
  // The service reports it as the real one does: in the trade's executedProtocolFees, a volume
  // policy of 0.005 that took the same USDC.
  const { data: trades } = await getTrades(apiContext(sandbox), { orderUid: uid })
  expect(trades).toHaveLength(1)
  expect(trades[0]?.executedProtocolFees).toEqual([
    { policy: { volume: { factor: 0.005 } }, amount: withheld, token: getAddress(usdc) },
  ])
  // The order's own page (the app, not the widget) lists it with its policy.
  await page.goto(`./#/orders?uid=${uid}`)
  await expect(page.getByTestId('order-fees')).toContainText(
    /^[\d,.]+ USDC \(0\.50 % of volume\)$/,
    { timeout: 15_000 },
  )
  // And the trader still got at least the signed minimum.
  expect(received).toBeGreaterThanOrEqual(BigInt(order.buyAmount))
  // The recipient's total owed includes it.
  const total = totals.find((t) => t.token === usdc)
  expect(BigInt(total?.amount ?? 0)).toBeGreaterThanOrEqual(withheld)
})

test('a limit order carries the host’s partner fee: disclosed in review, in its appData, its amounts the trader’s', async ({
  page,
  sandbox,
  widgetHost,
}) => {
  await page.goto(`${widgetHost.url}?account=2`)
  const frame = page.frameLocator('#cowswap-widget-iframe')
  await expect(frame.getByRole('textbox', { name: 'You sell', exact: true })).toHaveValue('1', {
    timeout: 30_000,
  })
  const limit = 'limit' as TradeType.LIMIT
  await page.evaluate((patch) => window.__host?.updateParams(patch), {
    tradeType: limit,
    partnerFee: { bps: 50, recipient: PARTNER },
    // The host's own name for its fee.
    content: { feeLabel: 'Integrator fee' },
  })
  await expect(frame.getByRole('heading', { level: 1, name: 'Limit order' })).toBeVisible({
    timeout: 20_000,
  })
  const { review, place } = await reviewWidgetLimitOrder(frame)
  const buyText = await frame.getByRole('textbox', { name: 'You receive at least' }).inputValue()
  // 0.50 % of what the trader receives at least, disclosed before signing.
  const fee = (parseUnits(buyText.replaceAll(',', ''), 6) * 50n) / 10_000n
  await expect(review).toContainText(
    `Integrator fee (0.50 %)≈ ${formatAmount(fee, 6, { maxDecimals: 8 })} USDC`,
  )
  const uid = await place()
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  expect(readPartnerFees(order.fullAppData ?? '')).toEqual([{ volumeBps: 50, recipient: PARTNER }])
  // The signed amounts are the form's: the fee is withheld on top of them at the fill.
  expect(order.sellAmount).toBe(10n ** 18n)
  expect(order.buyAmount).toBe(parseUnits(buyText.replaceAll(',', ''), 6))
  await cancelViaApi(sandbox, trader(2), [uid])
})
