/**
 * The sandbox orderbook service is killed mid-swap and restarted on the same data dir while
 * the chain keeps running (issue 11, point 7): nothing is lost, no order is doubled, and the
 * app carries on without a click.
 */
import type { Address } from 'viem'
import { getAccountOrders, getOrder } from '../src/api/orderbook'
import { connectSandboxWallet, expect, test, type SandboxFixture } from './fixtures'
import { apiContext } from './arrange'
import {
  approveIfNeeded,
  openSwap,
  reviewAndConfirm,
  sellInput,
  waitForQuote,
} from './swap-helpers'

const ACCOUNT = 2

test.describe.configure({ timeout: 180_000 })

async function newestUids(sandbox: SandboxFixture, owner: Address): Promise<Set<string>> {
  const { data } = await getAccountOrders(apiContext(sandbox), { owner, limit: 200 })
  return new Set(data.map((order) => order.uid.toLowerCase()))
}

test('the service dies while the order is being sent and comes back: one order, filled, kept', async ({
  page,
  sandbox,
  faults,
}) => {
  const owner = sandbox.traders[ACCOUNT]
  if (!owner) throw new Error('no trader')
  await openSwap(page, { sell: 'WETH', buy: 'USDC' })
  await connectSandboxWallet(page, ACCOUNT)
  await sellInput(page).fill('0.05')
  await waitForQuote(page)
  await approveIfNeeded(page)
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
  const href = await page
    .getByRole('dialog')
    .getByRole('link', { name: 'View order' })
    .getAttribute('href')
  const uid = /uid=(0x[0-9a-f]{112})/.exec(href ?? '')?.[1]
  if (!uid) throw new Error(`no order link: ${href}`)

  // Killed again after the fill: the restarted service still has the order, filled, once.
  await faults.stopService()
  await faults.startService()
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  expect(order.status).toBe('fulfilled')
  const placed = [...(await newestUids(sandbox, owner))].filter((u) => !before.has(u))
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
