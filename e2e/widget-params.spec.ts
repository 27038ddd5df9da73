/**
 * The host's widget-lib parameters and hooks, through the real @cowprotocol/widget-lib host
 * page: enabledTradeTypes, disableTokenImport, ON_CHANGE_TRADE_PARAMS on the trader's
 * edits, and onBeforeTrade (PROCESS_HOOK / HOOK_RESULT) stopping or letting a trade go on,
 * with an appCode changed by updateParams.
 */
import { expect, type Page } from '@playwright/test'
import type { CowSwapWidgetParams, TradeType } from '@cowprotocol/widget-lib'
import type { Hex } from 'viem'
import { getOrder } from '../src/api/orderbook'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import {
  allowance,
  apiContext,
  takeBackAllowance,
  cancelViaApi,
  deployUnlistedToken,
  trader,
} from './arrange'
import { readE2eEnv } from './env'
import {
  hostEvents,
  openHost,
  reviewWidgetLimitOrder,
  openHostReadyToReview,
  primary,
  sellInput,
  test,
} from './widget-helpers'

// The lib's enums are not importable in the page: their string values.
const LIMIT = 'limit' as TradeType.LIMIT
const SWAP = 'swap' as TradeType.SWAP

async function updateParams(page: Page, patch: Partial<CowSwapWidgetParams>) {
  await page.evaluate((p) => window.__host?.updateParams(p), patch)
}

test('enabledTradeTypes without swap opens the limit form; with both, the trader switches', async ({
  page,
  widgetHost,
}) => {
  const frame = await openHost(page, widgetHost, 1)
  await expect(frame.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible()
  await updateParams(page, { enabledTradeTypes: [LIMIT] })
  await expect(frame.getByRole('heading', { level: 1, name: 'Limit order' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(sellInput(frame)).toHaveValue('1')
  // One type: no switch to offer.
  await expect(frame.getByRole('navigation', { name: 'Trade type' })).toHaveCount(0)

  await updateParams(page, { enabledTradeTypes: [SWAP, LIMIT], tradeType: SWAP })
  const switcher = frame.getByRole('navigation', { name: 'Trade type' })
  await expect(frame.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible()
  await switcher.getByRole('button', { name: 'Limit' }).click()
  await expect(frame.getByRole('heading', { level: 1, name: 'Limit order' })).toBeVisible()
  await expect(switcher.getByRole('button', { name: 'Limit' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('disableTokenImport refuses a token on no list, pasted or named by the host', async ({
  page,
  sandbox,
  widgetHost,
}) => {
  const address = await deployUnlistedToken(sandbox, {
    name: 'Widget Unlisted Token',
    symbol: 'WUT',
    decimals: 18,
    deployer: 8,
  })
  const frame = await openHost(page, widgetHost, 1)
  await updateParams(page, { disableTokenImport: true })

  await frame.getByRole('button', { name: 'USDC: change the token to buy' }).click()
  const selector = frame.getByRole('dialog', { name: 'Select the token to buy' })
  await selector.getByRole('textbox', { name: 'Search by name, symbol or address' }).fill(address)
  await expect(selector).toContainText('WUT · 18 decimals')
  await expect(selector.getByRole('alert')).toContainText('this site does not allow importing')
  await expect(selector.getByRole('button', { name: /^Import/ })).toHaveCount(0)
  await selector.getByRole('button', { name: 'Close' }).click()

  // The host itself names it: still no import, nothing quoted.
  await updateParams(page, { buy: { asset: address } })
  await expect(frame.getByText('this site does not allow importing')).toBeVisible()
  await expect(frame.getByRole('button', { name: /^Import/ })).toHaveCount(0)
  await expect(frame.getByRole('button', { name: 'WUT: change the token to buy' })).toHaveCount(0)

  // Without the rule, the usual warning and import are back.
  await updateParams(page, { disableTokenImport: false })
  await expect(frame.getByRole('button', { name: 'Import WUT' })).toBeVisible()
})

test('ON_CHANGE_TRADE_PARAMS follows the trader’s edits', async ({ page, widgetHost }) => {
  const frame = await openHost(page, widgetHost, 3)
  const tradeParams = async () =>
    (await hostEvents(page)).filter((e) => e.event === 'ON_CHANGE_TRADE_PARAMS')

  await sellInput(frame).fill('2.5')
  await expect
    .poll(async () => (await tradeParams()).at(-1)?.payload, { timeout: 20_000 })
    .toMatchObject({
      orderType: 'SWAP',
      chainId: 31337,
      orderKind: 'sell',
      sellToken: { symbol: 'WETH', decimals: 18 },
      buyToken: { symbol: 'USDC', decimals: 6 },
      sellTokenAmount: { atoms: (25n * 10n ** 17n).toString(), units: '2.5' },
    })
  // Once quoted: the bought amount and its minimum, as bigints (atoms) and units.
  await expect
    .poll(
      async () =>
        (await tradeParams()).find(
          (e) =>
            (e.payload as { sellTokenAmount?: { units?: string } }).sellTokenAmount?.units ===
              '2.5' && 'minimumReceiveBuyAmount' in (e.payload as object),
        ),
      { timeout: 20_000 },
    )
    .toBeTruthy()
  const quoted = (await tradeParams()).find(
    (e) => 'minimumReceiveBuyAmount' in (e.payload as object),
  )
  expect(quoted?.bigints).toEqual(
    expect.arrayContaining(['sellTokenAmount.atoms', 'minimumReceiveBuyAmount.atoms']),
  )
  const p = quoted?.payload as {
    buyTokenAmount: { atoms: string }
    minimumReceiveBuyAmount: { atoms: string }
    slippageBps: number
  }
  expect(BigInt(p.minimumReceiveBuyAmount.atoms)).toBeLessThan(BigInt(p.buyTokenAmount.atoms))
  expect(p.slippageBps).toBeGreaterThan(0)

  // The trader picks another token to buy: the host hears the new pair.
  await frame.getByRole('button', { name: 'USDC: change the token to buy' }).click()
  const selector = frame.getByRole('dialog', { name: 'Select the token to buy' })
  await selector.getByRole('textbox', { name: 'Search by name, symbol or address' }).fill('DAI')
  await selector.getByRole('button', { name: /^DAI/ }).first().click()
  await expect
    .poll(async () => (await tradeParams()).at(-1)?.payload, { timeout: 20_000 })
    .toMatchObject({ buyToken: { symbol: 'DAI' }, sellTokenAmount: { units: '2.5' } })
})

test('a host’s onBeforeTrade that says no stops the trade; a yes lets it go on', async ({
  page,
  sandbox,
  widgetHost,
}) => {
  const frame = await openHostReadyToReview(page, widgetHost, 3)
  await page.evaluate(() => window.__host?.setHooks({ onBeforeTrade: false }))
  await expect(primary(frame)).toHaveText('Review swap')
  await primary(frame).click()
  const review = frame.getByRole('dialog', { name: 'Review swap' })
  await review.getByRole('button', { name: 'Confirm swap' }).click()
  await expect(review.getByText('Not allowed by this site')).toBeVisible({ timeout: 20_000 })
  // The host was asked with the trade, and nothing was signed or posted.
  const calls = await page.evaluate(() => window.__host?.hookCalls ?? [])
  expect(calls.at(-1)).toMatchObject({
    hook: 'onBeforeTrade',
    payload: { orderType: 'SWAP', sellToken: { symbol: 'WETH' }, buyToken: { symbol: 'USDC' } },
  })
  expect(await page.evaluate(() => window.__host?.wallet.signedDomains.length)).toBe(0)
  expect((await hostEvents(page)).map((e) => e.event)).not.toContain('ON_POSTED_ORDER')

  // The host changes its mind and its appCode: the order goes on, under the new appCode,
  // and (disablePostedOrderConfirmationModal) the dialog closes once it is posted.
  await page.evaluate(() => window.__host?.setHooks({ onBeforeTrade: true }))
  await updateParams(page, { appCode: 'Host Renamed', disablePostedOrderConfirmationModal: true })
  await review.getByRole('button', { name: 'Confirm swap' }).click()
  await expect
    .poll(async () => (await hostEvents(page)).find((e) => e.event === 'ON_POSTED_ORDER'), {
      timeout: 30_000,
    })
    .toBeTruthy()
  await expect(frame.getByRole('dialog')).toHaveCount(0)
  const posted = (await hostEvents(page)).find((e) => e.event === 'ON_POSTED_ORDER')
  const uid = String((posted?.payload as { orderUid: string }).orderUid)
  const order = (await (await fetch(`${sandbox.apiUrl}/sandbox/api/v1/orders/${uid}`)).json()) as {
    fullAppData: string
    owner: string
  }
  expect(order.owner.toLowerCase()).toBe(trader(3).toLowerCase())
  expect(JSON.parse(order.fullAppData)).toMatchObject({ appCode: 'Host Renamed' })
})

test('a host’s onBeforeWrapOrUnwrap that says no stops the wrap; a yes wraps', async ({
  page,
  sandbox,
  widgetHost,
}) => {
  const frame = await openHost(page, widgetHost, 4)
  await page.evaluate(() => window.__host?.setHooks({ onBeforeWrapOrUnwrap: false }))
  await updateParams(page, { sell: { asset: 'ETH', amount: '0.1' }, buy: { asset: 'WETH' } })
  const wrap = frame.getByRole('button', { name: 'Wrap', exact: true })
  await expect(wrap).toBeVisible({ timeout: 20_000 })
  const wethBefore = await sandbox.balanceOf('WETH', trader(4))

  await wrap.click()
  const said = frame.getByRole('status').filter({ hasText: /did not allow this wrap/ })
  await expect(said).toHaveText(
    'The site you are trading on did not allow this wrap: nothing was sent.',
  )
  // The host was asked with the trade on screen, and the wallet was never asked to send.
  const calls = await page.evaluate(() => window.__host?.hookCalls ?? [])
  expect(calls.at(-1)).toMatchObject({
    hook: 'onBeforeWrapOrUnwrap',
    payload: { sellToken: { symbol: 'ETH' }, buyToken: { symbol: 'WETH' } },
  })
  const requests = await page.evaluate(() => window.__host?.wallet.requests ?? [])
  expect(requests).not.toContain('eth_sendTransaction')
  expect(await sandbox.balanceOf('WETH', trader(4))).toBe(wethBefore)

  // The host says yes: one transaction, 0.1 ETH wrapped.
  await page.evaluate(() => window.__host?.setHooks({ onBeforeWrapOrUnwrap: true }))
  await wrap.click()
  await expect(frame.getByRole('status').filter({ hasText: 'Wrapped' })).toBeVisible({
    timeout: 20_000,
  })
  expect(await sandbox.balanceOf('WETH', trader(4))).toBe(wethBefore + 10n ** 17n)
})

test('limit orders in a host: forcedOrderDeadline, disableCustomRecipient, disablePostedOrderConfirmationModal', async ({
  page,
  sandbox,
  widgetHost,
}) => {
  const frame = await openHost(page, widgetHost, 2)
  await updateParams(page, { tradeType: LIMIT })
  await expect(frame.getByRole('heading', { level: 1, name: 'Limit order' })).toBeVisible({
    timeout: 20_000,
  })
  // The trader names a recipient (kept in the form's draft) before the host disables them.
  const recipientField = frame.getByRole('textbox', { name: 'Recipient (optional)' })
  await recipientField.fill(trader(3))

  // A day: longer than a market order may last (3 h), well within a limit order's year.
  await updateParams(page, {
    tradeType: LIMIT,
    forcedOrderDeadline: { [LIMIT]: 1440 },
    disableCustomRecipient: true,
    disablePostedOrderConfirmationModal: true,
  })
  await expect(
    frame.getByText(/^Expires in 1 d, set by the site you are trading on\.$/),
  ).toBeVisible()
  await expect(frame.getByRole('combobox', { name: 'Expires in' })).toHaveCount(0)
  await expect(recipientField).toHaveCount(0)
  const { review } = await reviewWidgetLimitOrder(frame)
  await expect(review).toContainText('1 d')
  await expect(review).not.toContainText('Recipient')
  await review.getByRole('button', { name: 'Place limit order' }).click()

  // No confirmation once posted: the dialog closes, the host hears the order.
  const posted = async () =>
    (await hostEvents(page)).find((e) => e.event === 'ON_POSTED_ORDER')?.payload as
      { orderUid: Hex } | undefined
  await expect.poll(posted, { timeout: 30_000 }).toBeTruthy()
  await expect(frame.getByRole('dialog')).toHaveCount(0)
  const uid = (await posted())?.orderUid as Hex

  // Signed for a day from now, on the service's clock, for the trader (not the stored recipient).
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  const left = order.validTo - Math.floor(Date.now() / 1000)
  expect(left).toBeGreaterThan(86_400 - 120)
  expect(left).toBeLessThanOrEqual(86_400 + 5)
  expect(order.receiver).toBeUndefined()
  await cancelViaApi(sandbox, trader(2), [uid])
})

test('disableEIP2612Permits: a permit token is approved by a transaction; disableSwitchingTokens, disableScrollbars', async ({
  page,
  sandbox,
  widgetHost,
}) => {
  const owner = await takeBackAllowance(sandbox, 1, 'COW')
  const frame = await openHost(page, widgetHost, 1)
  await updateParams(page, {
    sell: { asset: 'COW', amount: '100' },
    buy: { asset: 'USDC' },
    disableEIP2612Permits: true,
    disableSwitchingTokens: true,
    disableScrollbars: true,
  })
  await expect(frame.getByText(/^Quote ready:/)).toBeAttached({ timeout: 20_000 })
  // COW takes a permit, but the host wants none: the approval transaction, as for any token.
  await expect(primary(frame)).toHaveText('Approve COW', { timeout: 20_000 })
  await expect(frame.getByRole('button', { name: 'Swap the sell and buy tokens' })).toBeDisabled()
  expect(await frame.locator('html').evaluate((html) => getComputedStyle(html).overflow)).toBe(
    'hidden',
  )

  await primary(frame).click()
  await expect(primary(frame)).toHaveText('Review swap', { timeout: 30_000 })
  const requests = await page.evaluate(() => window.__host?.wallet.requests ?? [])
  expect(requests).toContain('eth_sendTransaction')
  expect(await page.evaluate(() => window.__host?.wallet.signedDomains.length)).toBe(0)
  expect(await allowance(sandbox, 'COW', owner, sandboxDeployment.vaultRelayer)).toBeGreaterThan(0n)
})

test('sellTokenLists: the sell picker offers its own lists’ tokens only; the buy picker every list', async ({
  page,
  sandbox,
  widgetHost,
}) => {
  // The service as the app reaches it (the fault proxy in e2e): its CSP allows that origin.
  const service = readE2eEnv().proxyUrl ?? sandbox.apiUrl
  const frame = await openHost(page, widgetHost, 1)
  await updateParams(page, { sellTokenLists: [`${service}/sandbox/token-lists/extra.json`] })

  await frame.getByRole('button', { name: 'WETH: change the token to sell' }).click()
  const sellPicker = frame.getByRole('dialog', { name: 'Select the token to sell' })
  const sellTokens = sellPicker.getByRole('list', { name: 'Tokens' })
  await expect(sellTokens.getByRole('button', { name: /^GNO Gnosis Token/ })).toBeVisible({
    timeout: 15_000,
  })
  await expect(sellTokens.getByRole('button', { name: /^USDC / })).toHaveCount(0)
  await expect(sellTokens.getByRole('button', { name: /^DAI / })).toHaveCount(0)
  await sellPicker.getByRole('button', { name: 'Close' }).first().click()
  await expect(sellPicker).toBeHidden()

  // The side's lists also join the widget's lists in force: the buy picker has them all.
  await frame.getByRole('button', { name: 'USDC: change the token to buy' }).click()
  const buyTokens = frame
    .getByRole('dialog', { name: 'Select the token to buy' })
    .getByRole('list', { name: 'Tokens' })
  await expect(buyTokens.getByRole('button', { name: /^GNO Gnosis Token/ })).toBeVisible()
  await expect(buyTokens.getByRole('button', { name: /^DAI / })).toBeVisible()
})
