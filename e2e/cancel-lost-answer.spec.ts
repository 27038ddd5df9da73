/**
 * A cancellation whose answer is lost (issue 11, point 1): the app looks the orders up
 * before saying anything, and "Try again" sends the same signed cancellation, never asking
 * the wallet for a second signature.
 */
import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { getOrder } from '../src/api/orderbook'
import { expect, test, type SandboxFixture } from './fixtures'
import { apiContext, approveAndPlaceOrder, trader } from './arrange'
import { openOrdersAs, selectForCancel } from './orders-helpers'
import { expectSignedOnce, watchSignedRequests } from './signing-watch'

const ACCOUNT = 3
const DELETE_ORDERS = /\/api\/v1\/orders$/
const BY_UIDS = /\/api\/v1\/orders\/by_uids$/

test.describe.configure({ timeout: 120_000 })

/**
 * An order far from the market (it stays open until cancelled), and a watch on the page's
 * cancellations from the start.
 */
async function openOrderWatched(page: Page, sandbox: SandboxFixture) {
  const uid = await approveAndPlaceOrder(sandbox, {
    trader: trader(ACCOUNT),
    sell: 'DAI',
    buy: 'WETH',
    sellAmount: '3',
    buyAmount: '900',
  })
  return { uid, watched: watchSignedRequests(page, 'DELETE', DELETE_ORDERS) }
}

/** On the Orders page, cancels the order: select, "Cancel selected (1)", confirm. */
async function startCancel(page: Page, uid: Hex) {
  await openOrdersAs(page, ACCOUNT)
  const dialog = await selectForCancel(page, uid, { name: /^Select order DAI → WETH/ })
  await dialog.getByRole('button', { name: 'Cancel 1 order' }).click()
  return dialog
}

test('the DELETE took effect but its answer was lost: looked up, reported sent, signed once', async ({
  page,
  sandbox,
  faults,
}) => {
  const { uid, watched } = await openOrderWatched(page, sandbox)
  await faults.set(
    { mode: 'passThenStatus500', method: 'DELETE', path: DELETE_ORDERS },
    { mode: 'status500Html', method: 'POST', path: BY_UIDS, times: 3 },
  )
  const dialog = await startCancel(page, uid)
  await expect(
    dialog.getByText(/answer was lost\. Checking whether the cancellation went through/),
  ).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('dialog', { name: 'Cancellation sent' })).toBeVisible({
    timeout: 60_000,
  })
  expect((await getOrder(apiContext(sandbox), uid)).data.status).toBe('cancelled')
  expectSignedOnce(watched)
})

test('the DELETE never arrived: "failed", and Try again sends the same signature', async ({
  page,
  sandbox,
  faults,
}) => {
  const { uid, watched } = await openOrderWatched(page, sandbox)
  await faults.set({ mode: 'drop', method: 'DELETE', path: DELETE_ORDERS })
  await startCancel(page, uid)
  const failed = page.getByRole('dialog', { name: 'Cancellation failed' })
  await expect(failed).toBeVisible({ timeout: 60_000 })
  expect((await getOrder(apiContext(sandbox), uid)).data.status).toBe('open')

  await faults.clear()
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('dialog', { name: 'Cancellation sent' })).toBeVisible({
    timeout: 30_000,
  })
  expect((await getOrder(apiContext(sandbox), uid)).data.status).toBe('cancelled')
  expectSignedOnce(watched)
})
