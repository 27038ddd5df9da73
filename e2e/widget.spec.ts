/**
 * batchswap embedded by the real @cowprotocol/widget-lib (sandbox/harness/widget-host): the host
 * page hands over its wallet (a sandbox dev account) and listens for the order events.
 * The host runs on its own origin, as an integrator's site does.
 */
import { expect } from '@playwright/test'
import { erc20Abi, getAddress, isAddressEqual } from 'viem'
import { getOrder } from '../src/api/orderbook'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { formatTokenAmount } from '../src/lib/format-amount'
import type { TradeType } from '@cowprotocol/widget-lib'
import { apiContext, trader } from './arrange'
import {
  HOST_APP_CODE,
  hostEvents,
  openHost,
  openHostReadyToReview,
  primary,
  sellInput,
  test,
} from './widget-helpers'
import { linkedOrderUid } from './swap-helpers'

test('a sell swap to filled with the host wallet; the host gets the order events', async ({
  page,
  sandbox,
  widgetHost,
}) => {
  const owner = trader(0)
  // No allowance yet: the widget's approval is a transaction the host hears about.
  const weth = sandbox.token('WETH').address
  const revoke = await sandbox.walletClient.writeContract({
    address: weth,
    abi: erc20Abi,
    functionName: 'approve',
    args: [sandboxDeployment.vaultRelayer, 0n],
    account: owner,
    chain: sandbox.walletClient.chain,
  })
  await sandbox.publicClient.waitForTransactionReceipt({ hash: revoke })
  const frame = await openHost(page, widgetHost, 0)

  // The route the lib built: pair and amount from the host's params; no navigation of ours.
  await expect(frame.getByRole('button', { name: 'WETH: change the token to sell' })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'USDC: change the token to buy' })).toBeVisible()
  await expect(sellInput(frame)).toHaveValue('1')
  await expect(frame.getByRole('navigation')).toHaveCount(0)
  // The host's wallet, connected without a connect button of the widget's.
  await expect(frame.getByRole('group', { name: 'You sell' })).toContainText('Balance:', {
    timeout: 30_000,
  })
  await expect(frame.getByRole('button', { name: /connect/i })).toHaveCount(0)

  const wethBefore = await sandbox.balanceOf('WETH', owner)
  await expect(frame.getByText(/^Quote ready:/)).toBeAttached({ timeout: 20_000 })
  await expect(primary(frame)).toHaveText('Approve WETH', { timeout: 20_000 })
  await primary(frame).click()
  await expect(primary(frame)).toHaveText('Review swap', { timeout: 30_000 })
  await expect
    .poll(async () => (await hostEvents(page)).map((e) => e.event), { timeout: 15_000 })
    .toContain('ON_ONCHAIN_TRANSACTION')
  const onchain = (await hostEvents(page)).find((e) => e.event === 'ON_ONCHAIN_TRANSACTION')
  expect(onchain?.payload).toMatchObject({
    summary: 'Approve WETH',
    receipt: { status: 1, transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) },
  })
  const receipt = (onchain?.payload as { receipt: { from: string; to: string } }).receipt
  expect(getAddress(receipt.from)).toBe(owner)
  expect(getAddress(receipt.to)).toBe(weth)
  await expect(primary(frame)).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 })
  await primary(frame).click()
  const review = frame.getByRole('dialog', { name: 'Review swap' })
  await review.getByRole('button', { name: 'Confirm swap' }).click()
  await expect(frame.getByRole('dialog', { name: 'Swap filled' })).toBeVisible({ timeout: 60_000 })

  // The host heard about it: posted, then fulfilled, with the order's own numbers.
  await expect
    .poll(async () => (await hostEvents(page)).map((e) => e.event), { timeout: 30_000 })
    .toContain('ON_FULFILLED_ORDER')
  const events = await hostEvents(page)
  const posted = events.find((e) => e.event === 'ON_POSTED_ORDER')
  const fulfilled = events.find((e) => e.event === 'ON_FULFILLED_ORDER')
  if (!posted || !fulfilled) throw new Error('missing events')
  const p = posted.payload as Record<string, unknown>
  expect(p.orderUid).toMatch(/^0x[0-9a-f]{112}$/)
  const uid = String(p.orderUid)
  expect(getAddress(String(p.owner))).toBe(owner)
  expect(p).toMatchObject({ chainId: 31337, kind: 'sell', orderType: 'SWAP' })
  expect(posted.bigints).toEqual(expect.arrayContaining(['inputAmount', 'outputAmount']))
  expect(p.inputAmount).toBe((10n ** 18n).toString())
  expect(p.inputToken).toMatchObject({ symbol: 'WETH', decimals: 18 })
  expect(p.outputToken).toMatchObject({ symbol: 'USDC', decimals: 6 })

  const apiOrder = (await (
    await fetch(`${sandbox.apiUrl}/sandbox/api/v1/orders/${uid}`)
  ).json()) as Record<string, unknown>
  expect(p.outputAmount).toBe(apiOrder.buyAmount)
  const f = fulfilled.payload as { chainId: number; order: Record<string, unknown> }
  expect(f.chainId).toBe(31337)
  expect(f.order).toMatchObject({
    uid,
    owner: apiOrder.owner,
    status: 'fulfilled',
    sellAmount: apiOrder.sellAmount,
    buyAmount: apiOrder.buyAmount,
    executedSellAmount: apiOrder.executedSellAmount,
    executedBuyAmount: apiOrder.executedBuyAmount,
  })
  expect(events.some((e) => e.event === 'ON_TOAST_MESSAGE')).toBe(true)

  // The host's appCode is in the order's appData, as the orderbook stores it.
  const appData = JSON.parse(String(apiOrder.fullAppData)) as {
    appCode: string
    metadata: Record<string, unknown>
  }
  expect(appData.appCode).toBe(HOST_APP_CODE)
  expect(appData.metadata.widget).toMatchObject({ appCode: 'batchswap' })
  expect(wethBefore - (await sandbox.balanceOf('WETH', owner))).toBe(10n ** 18n)
})

test('UPDATE_PARAMS changes the pair live; a foreign frame cannot', async ({
  page,
  widgetHost,
}) => {
  const frame = await openHost(page, widgetHost, 1)
  await expect(frame.getByRole('button', { name: 'WETH: change the token to sell' })).toBeVisible()
  const iframe = page.locator('#cowswap-widget-iframe')
  const src = await iframe.getAttribute('src')

  // A sibling frame on the host page posts a well-formed UPDATE_PARAMS: ignored.
  await page.evaluate(() =>
    window.__host?.postFromSiblingFrame({
      key: 'cowSwapWidget',
      method: 'UPDATE_PARAMS',
      urlParams: { pathname: '/31337/widget/swap/COW/DAI', search: 'sellAmount=5' },
      appParams: {},
      hasProvider: false,
    }),
  )
  // The widget's own window posting to itself is not its parent either.
  await frame.locator('body').evaluate(() =>
    window.postMessage(
      {
        key: 'cowSwapWidget',
        method: 'UPDATE_PARAMS',
        urlParams: { pathname: '/31337/widget/swap/COW/DAI', search: 'sellAmount=5' },
        appParams: {},
        hasProvider: false,
      },
      '*',
    ),
  )
  // Give the messages time to arrive; then nothing has changed.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)))
  await expect(frame.getByRole('button', { name: 'WETH: change the token to sell' })).toBeVisible()
  await expect(sellInput(frame)).toHaveValue('1')

  // The host's own updateParams: new pair and amount, no reload of the iframe.
  await page.getByRole('button', { name: 'Sell 100 DAI for WBTC' }).click()
  await expect(frame.getByRole('button', { name: 'DAI: change the token to sell' })).toBeVisible()
  await expect(frame.getByRole('button', { name: 'WBTC: change the token to buy' })).toBeVisible()
  await expect(sellInput(frame)).toHaveValue('100')
  expect(await iframe.getAttribute('src')).toBe(src)

  // Theme without a reload.
  await page.getByRole('button', { name: 'Dark theme' }).click()
  await expect(frame.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/)
  expect(await iframe.getAttribute('src')).toBe(src)
})

test('the host wallet’s rejection (4001) reaches the widget: nothing is posted', async ({
  page,
  widgetHost,
}) => {
  const frame = await openHostReadyToReview(page, widgetHost, 2)

  // The person rejects in the host's wallet; widget-lib's bridge carries the error across.
  await page.evaluate(() => window.__host?.wallet.rejectNext('eth_signTypedData_v4'))
  await primary(frame).click()
  const review = frame.getByRole('dialog', { name: 'Review swap' })
  await review.getByRole('button', { name: 'Confirm swap' }).click()
  await expect(review.getByText('Signature rejected')).toBeVisible()
  expect(await page.evaluate(() => window.__host?.wallet.signedDomains.length)).toBe(0)
  expect((await hostEvents(page)).map((e) => e.event)).not.toContain('ON_POSTED_ORDER')
  // The host hears it as CoW Swap tells it: a SWAP_SIGNING_ERROR toast, type REJECTED.
  await expect
    .poll(async () =>
      (await hostEvents(page)).find(
        (e) =>
          e.event === 'ON_TOAST_MESSAGE' &&
          (e.payload as { messageType?: string }).messageType === 'SWAP_SIGNING_ERROR',
      ),
    )
    .toMatchObject({ payload: { data: { type: 'REJECTED', errorCode: 4001 } } })
})

test('a finished order speaks for itself: the host’s UPDATE_PARAMS leaves the fill’s words alone', async ({
  page,
  sandbox,
  widgetHost,
}) => {
  const frame = await openHostReadyToReview(page, widgetHost, 4)
  await primary(frame).click()
  await frame
    .getByRole('dialog', { name: 'Review swap' })
    .getByRole('button', { name: 'Confirm swap' })
    .click()
  const dialog = frame.getByRole('dialog', { name: 'Swap filled' })
  await expect(dialog).toBeVisible({ timeout: 60_000 })
  const uid = await linkedOrderUid(dialog)

  // What the order did, as the orderbook has it: 1 WETH for some USDC.
  const apiOrder = (await (
    await fetch(`${sandbox.apiUrl}/sandbox/api/v1/orders/${uid}`)
  ).json()) as Record<string, string>
  expect(getAddress(String(apiOrder.sellToken))).toBe(sandbox.token('WETH').address)
  expect(getAddress(String(apiOrder.buyToken))).toBe(sandbox.token('USDC').address)
  const sold = `Sold ${formatTokenAmount(BigInt(String(apiOrder.executedSellAmount)), 18, 'WETH')} for ${formatTokenAmount(BigInt(String(apiOrder.executedBuyAmount)), 6, 'USDC')}.`
  expect(sold).toMatch(/^Sold 1 WETH for [\d,.]+ USDC\.$/)
  await expect(dialog).toContainText(sold)

  // The host moves its form on while the dialog is open: another pair and amount.
  await page.getByRole('button', { name: 'Sell 100 DAI for WBTC' }).click()
  await expect(sellInput(frame)).toHaveValue('100')
  await expect(frame.getByRole('button', { name: 'DAI: change the token to sell' })).toBeAttached()
  await expect(frame.getByRole('button', { name: 'WBTC: change the token to buy' })).toBeAttached()

  // The dialog still names the filled order's tokens and amounts (not "Sold 1 DAI for … WBTC").
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(sold)
  await expect(dialog).not.toContainText(/DAI|WBTC/)

  // The toast followed the order to its outcome, in the order's words, and stopped spinning.
  const notifications = frame.getByRole('list', { name: 'Notifications' })
  const filledToast = notifications
    .getByRole('listitem')
    .filter({ has: frame.getByText('Swap filled', { exact: true }) })
  await expect(filledToast).toBeAttached({ timeout: 30_000 })
  await expect(filledToast).toContainText(sold)
  await expect(filledToast.getByRole('link', { name: 'View order' })).toHaveAttribute(
    'href',
    `#/orders?uid=${uid}`,
  )
  await expect(notifications.getByText('Swap submitted', { exact: true })).toHaveCount(0)
  await expect(notifications.locator('.animate-spin')).toHaveCount(0)

  // The host's events name the order's tokens too.
  await expect
    .poll(async () => (await hostEvents(page)).map((e) => e.event), { timeout: 30_000 })
    .toContain('ON_FULFILLED_ORDER')
  const events = await hostEvents(page)
  const posted = events.find(
    (e) =>
      e.event === 'ON_POSTED_ORDER' &&
      (e.payload as { orderUid?: string }).orderUid?.toLowerCase() === uid.toLowerCase(),
  )
  expect(posted?.payload).toMatchObject({
    inputToken: { symbol: 'WETH', decimals: 18 },
    outputToken: { symbol: 'USDC', decimals: 6 },
  })
  const fulfilled = events.find((e) => e.event === 'ON_FULFILLED_ORDER')
  const order = (fulfilled?.payload as { order: Record<string, string> }).order
  expect(order.uid?.toLowerCase()).toBe(uid.toLowerCase())
  expect(order).toMatchObject({
    executedSellAmount: apiOrder.executedSellAmount,
    executedBuyAmount: apiOrder.executedBuyAmount,
  })
  expect(getAddress(String(order.sellToken))).toBe(sandbox.token('WETH').address)
  expect(getAddress(String(order.buyToken))).toBe(sandbox.token('USDC').address)
})

test('tradeType limit opens the limit form with the host’s pair and amount', async ({
  page,
  widgetHost,
}) => {
  const frame = await openHost(page, widgetHost, 2)
  // The lib's TradeType.LIMIT is the string 'limit' (its enum is not importable in the page).
  const limit = 'limit' as unknown as TradeType.LIMIT
  await page.evaluate((tradeType) => window.__host?.updateParams({ tradeType }), limit)
  await expect(frame.getByRole('heading', { level: 1, name: 'Limit order' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(sellInput(frame)).toHaveValue('1')
  await expect(frame.getByTestId('market-price')).toContainText(/Market: 1 WETH = [\d.]+ USDC/, {
    timeout: 20_000,
  })
  await expect(frame.getByRole('textbox', { name: 'You receive at least' })).toHaveValue(
    /^\d+(\.\d+)?$/,
  )

  // The host's UPDATE_PARAMS re-seeds the open limit form: its pair and amount, at its market.
  await page.getByRole('button', { name: 'Sell 100 DAI for WBTC' }).click()
  await expect(sellInput(frame)).toHaveValue('100')
  await expect(frame.getByTestId('market-price')).toContainText(/Market: 1 DAI = [\d.]+ WBTC/, {
    timeout: 20_000,
  })
})

test('the host’s widget sells native ETH through eth-flow: one transaction from the host wallet, no signature', async ({
  page,
  sandbox,
  widgetHost,
}) => {
  const owner = trader(4)
  const frame = await openHost(page, widgetHost, 4)
  await page.evaluate((patch) => window.__host?.updateParams(patch), {
    sell: { asset: 'ETH', amount: '0.1' },
    buy: { asset: 'USDC' },
  })
  await expect(frame.getByRole('button', { name: 'ETH: change the token to sell' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(frame.getByText(/^Quote ready:/)).toBeAttached({ timeout: 20_000 })
  // No approval: the ETH goes with the transaction.
  await expect(primary(frame)).toHaveText('Review swap', { timeout: 20_000 })
  await expect(primary(frame)).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 })
  const ethBefore = await sandbox.publicClient.getBalance({ address: owner })
  await primary(frame).click()
  const review = frame.getByRole('dialog', { name: 'Review swap' })
  await review.getByRole('button', { name: 'Confirm swap' }).click()
  const filled = frame.getByRole('dialog', { name: 'Swap filled' })
  await expect(filled).toBeVisible({ timeout: 60_000 })

  // The host's wallet sent one transaction (createOrder) and signed nothing.
  const wallet = await page.evaluate(() => ({
    requests: window.__host?.wallet.requests ?? [],
    signed: window.__host?.wallet.signedDomains.length ?? -1,
  }))
  expect(wallet.requests.filter((m) => m === 'eth_sendTransaction')).toHaveLength(1)
  expect(wallet.signed).toBe(0)
  // The order is the EthFlow contract's, for the host's trader, and it filled.
  const uid = await linkedOrderUid(filled)
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  expect(isAddressEqual(order.owner, sandboxDeployment.ethFlow)).toBe(true)
  expect(order.onchainUser && isAddressEqual(order.onchainUser, owner)).toBe(true)
  expect(order.status).toBe('fulfilled')
  const spent = ethBefore - (await sandbox.publicClient.getBalance({ address: owner }))
  expect(spent).toBeGreaterThanOrEqual(10n ** 17n)
  expect(spent).toBeLessThan(10n ** 17n + 10n ** 16n)
})
