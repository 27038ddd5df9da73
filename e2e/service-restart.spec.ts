/**
 * The sandbox orderbook service is killed mid-swap and restarted on the same data dir while
 * the chain keeps running (issue 11, point 7): nothing is lost, no order is doubled, and the
 * app carries on without a click.
 */
import { getOrder } from '../src/api/orderbook'
import { expect, test } from './fixtures'
import { apiContext, newestUids, ordersPlacedSince, trader } from './arrange'
import { linkedOrderUid, readyToReview, reviewAndConfirm } from './swap-helpers'

const ACCOUNT = 2

test.describe.configure({ timeout: 180_000 })

test('the service dies while the order is being sent and comes back: one order, filled, kept', async ({
  page,
  sandbox,
  faults,
}) => {
  const owner = trader(ACCOUNT)
  await readyToReview(page, { sell: 'WETH', buy: 'USDC', amount: '0.05', account: ACCOUNT })
  const before = await newestUids(sandbox, owner)

  // Killed between the review and the submission.
  await faults.stopService()
  await reviewAndConfirm(page)
  await expect(page.getByRole('dialog', { name: 'Placing your swap' })).toBeVisible()
  // The app is trying to send the order details to a service that is not there.
  await expect
    .poll(async () => (await faults.requests()).some((r) => r.method === 'PUT'), {
      timeout: 30_000,
    })
    .toBe(true)

  // Back on the same data dir: the app's own retries finish the swap.
  await faults.startService()
  await expect(page.getByRole('dialog', { name: 'Swap filled' })).toBeVisible({ timeout: 90_000 })
  const uid = await linkedOrderUid(page.getByRole('dialog'))

  // Killed again after the fill: the restarted service still has the order, filled, once.
  await faults.stopService()
  await faults.startService()
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  expect(order.status).toBe('fulfilled')
  const placed = await ordersPlacedSince(sandbox, owner, before)
  expect(placed).toEqual([uid.toLowerCase()])

  // The app recovers without a click: the orders page reads the order from the new service.
  await page.getByRole('dialog').getByRole('button', { name: 'New swap' }).click()
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Orders/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: /Orders/ })).toBeVisible()
  await page.getByRole('tab', { name: /History/ }).click()
  await expect(page.getByRole('main').getByText('Filled').first()).toBeVisible({
    timeout: 30_000,
  })
})
