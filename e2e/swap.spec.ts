/**
 * The swap journeys from connect to settlement, in real Chromium against the sandbox: the
 * sandbox solver settles the orders, and the balances on screen follow the chain.
 */
import { maxUint256 } from 'viem'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { getTrades } from '../src/api/orderbook-trades'
import { allowance, apiContext, balancesOf, trader } from './arrange'
import { expect, test } from './fixtures'
import {
  approveIfNeeded,
  buyGroup,
  buyInput,
  linkedOrderUid,
  openSwapAs,
  primaryButton,
  quoteSell,
  reviewAndConfirm,
  sellGroup,
  sellInput,
  shownBalance,
  waitForFill,
  waitForQuote,
} from './swap-helpers'

test('sell 1 WETH for USDC: quote, approve, sign, submit, filled, balances updated', async ({
  page,
  sandbox,
}) => {
  const owner = await openSwapAs(page, 1, { sell: 'WETH', buy: 'USDC' })
  const [wethBefore, usdcBefore] = await balancesOf(sandbox, owner, 'WETH', 'USDC')
  await expect(sellGroup(page)).toContainText(shownBalance(wethBefore, 18))
  await expect(buyGroup(page)).toContainText(shownBalance(usdcBefore, 6))

  await sellInput(page).fill('1')
  await expect(page).toHaveURL(/[?&]amount=1(&|$)/)
  await waitForQuote(page)
  const main = page.getByRole('main')
  await expect(
    main.getByRole('button', { name: /^1 WETH = [\d,.]+ USDC\. Show the inverse rate$/ }),
  ).toBeVisible()
  await expect(main.getByText('Minimum received')).toBeVisible()
  await expect(main.getByText('Network cost (included)')).toBeVisible()
  await expect(main.getByText(/^Auto: \d/).first()).toBeVisible()
  // The quote's output is grouped like every amount ("3,092.281549"); the typed one is not.
  await expect(buyInput(page)).toHaveValue(/^\d{1,3}(,\d{3})+(\.\d+)?$/)
  await expect(sellInput(page)).toHaveValue('1')

  // The rate inverts on request.
  await main.getByRole('button', { name: /Show the inverse rate/ }).click()
  await expect(main.getByRole('button', { name: /^1 USDC = 0\.[\d]+ WETH\./ })).toBeVisible()

  await approveIfNeeded(page)
  await reviewAndConfirm(page)
  await expect(page.getByRole('dialog', { name: 'Placing your swap' })).toBeVisible()
  await waitForFill(page)
  const dialog = page.getByRole('dialog', { name: 'Swap filled' })
  await expect(dialog).toContainText(/Sold 1 WETH for [\d,.]+ USDC\./)
  await expect(dialog.getByRole('link', { name: 'View order' })).toHaveAttribute(
    'href',
    /#\/orders\?uid=0x[0-9a-f]{112}$/,
  )
  // What the trader gained over the signed minimum (in USDC and USD), and the settlement
  // transaction: the one the service's trades name for this order.
  await expect(dialog.getByTestId('order-surplus')).toContainText(
    /^\+[\d,.]+ USDC \(≈ \$[\d,.]+\)$/,
  )
  const uid = await linkedOrderUid(dialog)
  const { data: trades } = await getTrades(apiContext(sandbox), { orderUid: uid })
  expect(trades).toHaveLength(1)
  await expect(dialog.getByText('Settlement transaction')).toBeVisible()
  await expect(dialog.getByTitle(trades[0]?.txHash ?? 'no trade')).toBeVisible()

  // The chain moved exactly the signed sell amount (fee folded in), and the page shows it.
  const [wethAfter, usdcAfter] = await balancesOf(sandbox, owner, 'WETH', 'USDC')
  expect(wethBefore - wethAfter).toBe(10n ** 18n)
  expect(usdcAfter).toBeGreaterThan(usdcBefore)
  await dialog.getByRole('button', { name: 'New swap' }).click()
  await expect(dialog).toBeHidden()
  await expect(sellGroup(page)).toContainText(shownBalance(wethAfter, 18))
  await expect(buyGroup(page)).toContainText(shownBalance(usdcAfter, 6))
  await expect(sellInput(page)).toHaveValue('')
})

test('buy exactly 100 DAI with USDC: maximum sold, filled, balances updated', async ({
  page,
  sandbox,
}) => {
  const owner = await openSwapAs(page, 3, { sell: 'USDC', buy: 'DAI' })
  const [daiBefore, usdcBefore] = await balancesOf(sandbox, owner, 'DAI', 'USDC')

  await buyInput(page).fill('100')
  await expect(page).toHaveURL(/kind=buy/)
  await waitForQuote(page)
  const main = page.getByRole('main')
  await expect(main.getByText('Maximum sold')).toBeVisible()
  const maxSoldText = await main
    .getByText('Maximum sold')
    .locator('xpath=..')
    .locator('dd')
    .textContent()
  const maxSold = BigInt(Math.round(Number((maxSoldText ?? '').replace(/[^\d.]/g, '')) * 1e6))
  await expect(sellInput(page)).toHaveValue(/^\d+(\.\d+)?$/)

  await approveIfNeeded(page)
  await reviewAndConfirm(page)
  await waitForFill(page)

  const [daiAfter, usdcAfter] = await balancesOf(sandbox, owner, 'DAI', 'USDC')
  expect(daiAfter - daiBefore).toBe(100n * 10n ** 18n)
  const spent = usdcBefore - usdcAfter
  expect(spent).toBeGreaterThan(0n)
  // Never more than the maximum the trader saw (display is cut to 6 decimals, so allow 1 unit).
  expect(spent).toBeLessThanOrEqual(maxSold + 1n)
  await page
    .getByRole('dialog', { name: 'Swap filled' })
    .getByRole('button', { name: 'New swap' })
    .click()
  await expect(sellGroup(page)).toContainText(shownBalance(usdcAfter, 6))
  await expect(buyGroup(page)).toContainText(shownBalance(daiAfter, 18))
})

test('approval from an account that never approved: unlimited, to the vault relayer only', async ({
  page,
  sandbox,
}) => {
  // The first (account, token) pair without any allowance: independent of the other tests.
  // Tokens without permit only: USDC, DAI and COW are approved by a signature
  // (swap-permit.spec.ts).
  const candidates = [2, 0, 4, 1, 3].flatMap((index) =>
    ['WBTC', 'WETH'].map((symbol) => ({ index, symbol })),
  )
  let pair: { index: number; symbol: string } | undefined
  for (const candidate of candidates) {
    if (
      (await allowance(
        sandbox,
        candidate.symbol,
        trader(candidate.index),
        sandboxDeployment.vaultRelayer,
      )) === 0n
    ) {
      pair = candidate
      break
    }
  }
  if (!pair) throw new Error('every candidate pair is already approved')
  const owner = trader(pair.index)
  const buy = pair.symbol === 'WETH' ? 'USDC' : 'WETH'

  const amount = pair.symbol === 'WBTC' ? '0.01' : '10'
  await quoteSell(page, { account: pair.index, sell: pair.symbol, buy, amount })

  const approve = primaryButton(page)
  await expect(approve).toHaveText(`Approve ${pair.symbol}`)
  const main = page.getByRole('main')
  // The panel tells the button's story: a transaction that pays gas.
  await expect(
    main.getByText(
      `Allow the protocol to use your ${pair.symbol} with one approval transaction, which pays network gas.`,
      { exact: false },
    ),
  ).toBeVisible()
  await expect(main.getByText(/no gas/)).toHaveCount(0)
  await main.getByText('Unlimited', { exact: true }).click()
  // The choice is remembered for this token: a reload keeps it.
  await page.reload()
  await waitForQuote(page)
  await expect(approve).toHaveText(`Approve ${pair.symbol}`, { timeout: 30_000 })
  await expect(main.getByRole('radio', { name: 'Unlimited' })).toBeChecked()
  await approve.click()

  // The lifecycle toast: pending, then confirmed.
  const toasts = page.getByRole('list', { name: 'Notifications' })
  await expect(toasts.getByText(`Approve ${pair.symbol}: confirmed`)).toBeVisible({
    timeout: 30_000,
  })
  await expect(
    main.getByText(`${pair.symbol} approved. You can review the swap now.`),
  ).toBeVisible()
  await expect(primaryButton(page)).toHaveText('Review swap')

  expect(await allowance(sandbox, pair.symbol, owner, sandboxDeployment.vaultRelayer)).toBe(
    maxUint256,
  )
  expect(await allowance(sandbox, pair.symbol, owner, sandboxDeployment.settlement)).toBe(0n)
})
