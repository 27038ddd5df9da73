/**
 * Exactly-once placement (issues 11 and 22): the answer to POST /orders is lost in the fault
 * proxy (the POST reached the service, or it did not; the order may even fill before the
 * retry), and the trader ends with exactly one order on the service, tracked by the dialog,
 * and never a second signature.
 */
import type { Page } from '@playwright/test'
import { parseEther } from 'viem'
import { approveVaultRelayer, newestUids, ordersPlacedSince, trader } from './arrange'
import { expect, test, type SandboxFixture } from './fixtures'
import { expectSignedOnce, watchSignedRequests } from './signing-watch'
import { readyToReview, reviewAndConfirm } from './swap-helpers'

const ACCOUNT = 2
const POST_ORDERS = /\/api\/v1\/orders$/
// The lookup of a UID whose placement's answer was lost: by_uids, where unknown is an answer.
const LOOKUP = /\/api\/v1\/orders\/by_uids$/

test.describe.configure({ timeout: 150_000 })

/**
 * Up to the review, then what the test compares against: the owner's orders, the app's order
 * posts and signing requests.
 */
async function startSwap(page: Page, sandbox: SandboxFixture) {
  const owner = trader(ACCOUNT)
  await readyToReview(page, { sell: 'WETH', buy: 'USDC', amount: '0.05', account: ACCOUNT })
  const before = await newestUids(sandbox, owner)
  return { owner, before, watched: watchSignedRequests(page, 'POST', POST_ORDERS) }
}

test('a 500 after the POST reached the service: the app looks the order up, one order, tracked', async ({
  page,
  sandbox,
  faults,
}) => {
  const { owner, before, watched } = await startSwap(page, sandbox)
  // Every POST reaches the service and every answer is lost; the first lookups fail too.
  await faults.set(
    { mode: 'passThenStatus500', method: 'POST', path: POST_ORDERS },
    { mode: 'status500Html', method: 'POST', path: LOOKUP, times: 2 },
  )
  await reviewAndConfirm(page)

  const checking = page.getByRole('dialog', { name: 'Checking whether the order was placed' })
  await expect(checking).toBeVisible({ timeout: 60_000 })
  await expect(checking.getByText(/will not send or sign anything else/)).toBeVisible()
  await expect(checking.getByRole('button', { name: /Confirm|Try again/ })).toHaveCount(0)

  // Found: tracked to the fill, as if the answer had arrived.
  await expect(page.getByRole('dialog', { name: 'Swap filled' })).toBeVisible({ timeout: 60_000 })
  const placed = await ordersPlacedSince(sandbox, owner, before)
  expect(placed).toHaveLength(1)
  expectSignedOnce(watched)
  // The retries re-sent the same signed order.
  expect(watched.signatures.length).toBeGreaterThan(1)
  const requests = await faults.requests()
  expect(requests.some((r) => r.method === 'POST' && LOOKUP.test(r.path))).toBe(true)
})

test('a dropped POST that never arrived: "not placed", and Try again sends the same signed order', async ({
  page,
  sandbox,
  faults,
}) => {
  const { owner, before, watched } = await startSwap(page, sandbox)
  await faults.set({ mode: 'drop', method: 'POST', path: POST_ORDERS })
  await reviewAndConfirm(page)

  const failed = page.getByRole('dialog', { name: 'Swap not completed' })
  await expect(failed).toBeVisible({ timeout: 90_000 })
  await expect(failed.getByText('Order not placed')).toBeVisible()
  await expect(failed.getByText(/no new signature, and never a second order/)).toBeVisible()
  expect(await ordersPlacedSince(sandbox, owner, before)).toHaveLength(0)

  // The service is reachable again; the same order goes out, no new signature.
  await faults.clear()
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('dialog', { name: 'Swap filled' })).toBeVisible({ timeout: 60_000 })
  const placed = await ordersPlacedSince(sandbox, owner, before)
  expect(placed).toHaveLength(1)
  expectSignedOnce(watched)
})

test('the answer is dropped after the POST arrived once: the retry meets DuplicatedOrder, one order', async ({
  page,
  sandbox,
  faults,
  expectedConsoleErrors,
}) => {
  const { owner, before, watched } = await startSwap(page, sandbox)
  await faults.set({ mode: 'passThenDrop', method: 'POST', path: POST_ORDERS, times: 1 })
  // The retry's DuplicatedOrder refusal (a 400).
  expectedConsoleErrors.push(
    /^error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(\S+\/api\/v1\/orders\)$/,
  )
  await reviewAndConfirm(page)
  await expect(page.getByRole('dialog', { name: 'Swap filled' })).toBeVisible({ timeout: 60_000 })
  const placed = await ordersPlacedSince(sandbox, owner, before)
  expect(placed).toHaveLength(1)
  // The service saw the same order twice (Chromium itself may resend a POST whose socket was
  // reset, so count at the proxy): the second answer, DuplicatedOrder, means placed.
  const posts = (await faults.requests()).filter(
    (r) => r.method === 'POST' && POST_ORDERS.test(r.path),
  )
  expect(posts.map((r) => r.mode)).toEqual(['passThenDrop', 'pass'])
  expectSignedOnce(watched)
})

for (const lost of ['passThenDrop', 'passThenStatus500'] as const) {
  test(`the order fills before the retry of its lost answer (${lost === 'passThenDrop' ? 'dropped' : '502'}): the retry's refusal is not believed, one order, "filled"`, async ({
    page,
    sandbox,
    faults,
    expectedConsoleErrors,
  }) => {
    // The retry's InsufficientAllowance refusal (a 400).
    expectedConsoleErrors.push(
      /^error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(\S+\/api\/v1\/orders\)$/,
    )
    // An exact approval: once the order has filled, the retry meets InsufficientAllowance
    // (the service checks funds before duplicates, as the real one does).
    await approveVaultRelayer(sandbox, trader(ACCOUNT), 'WETH', parseEther('0.05'))
    const { owner, before, watched } = await startSwap(page, sandbox)
    await faults.set({
      mode: lost,
      method: 'POST',
      path: POST_ORDERS,
      times: 1,
      holdUntilFilled: true,
    })
    await reviewAndConfirm(page)

    await expect(page.getByRole('dialog', { name: 'Swap filled' })).toBeVisible({
      timeout: 90_000,
    })
    await expect(page.getByRole('dialog', { name: 'Swap not completed' })).toHaveCount(0)
    expect(await ordersPlacedSince(sandbox, owner, before)).toHaveLength(1)
    expectSignedOnce(watched)
    const requests = await faults.requests()
    // The retry reached the service and was refused; the lookup of the UID told the truth.
    expect(requests.filter((r) => r.method === 'POST' && POST_ORDERS.test(r.path)).length).toBe(2)
    expect(requests.some((r) => r.method === 'POST' && LOOKUP.test(r.path))).toBe(true)
  })
}
