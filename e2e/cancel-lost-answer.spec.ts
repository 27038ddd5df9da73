/**
 * A cancellation whose answer is lost (issue 11, point 1): the app looks the orders up
 * before saying anything, and "Try again" sends the same signed cancellation, never asking
 * the wallet for a second signature.
 */
import type { Page, Request } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { getOrder } from '../src/api/orderbook'
import { connectSandboxWallet, expect, test, type SandboxFixture } from './fixtures'
import { apiContext, approveAndPlaceOrder } from './arrange'

const ACCOUNT = 3
const DELETE_ORDERS = /\/api\/v1\/orders$/
const BY_UIDS = /\/api\/v1\/orders\/by_uids$/

test.describe.configure({ timeout: 120_000 })

/** An order far from the market: it stays open until cancelled. */
async function openOrder(sandbox: SandboxFixture): Promise<Hex> {
  const owner = sandbox.traders[ACCOUNT] as Address
  return approveAndPlaceOrder(sandbox, {
    trader: owner,
    sell: 'DAI',
    buy: 'WETH',
    sellAmount: '3',
    buyAmount: '900',
  })
}

function watchCancellations(page: Page) {
  const signatures: string[] = []
  let signingRequests = 0
  page.on('request', (request: Request) => {
    const body = request.postData() ?? ''
    if (request.method() === 'DELETE' && DELETE_ORDERS.test(new URL(request.url()).pathname)) {
      signatures.push((JSON.parse(body) as { signature: string }).signature)
    }
    if (body.includes('eth_signTypedData_v4')) signingRequests += 1
  })
  return { signatures, signingRequests: () => signingRequests }
}

async function startCancel(page: Page, uid: Hex) {
  await page.goto('./#/orders')
  await connectSandboxWallet(page, ACCOUNT)
  const row = page.getByRole('row').filter({ has: page.locator(`a[href$="/orders/${uid}"]`) })
  await row.getByRole('checkbox', { name: /^Select order DAI → WETH/ }).check()
  await page.getByRole('button', { name: 'Cancel selected (1)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel 1 order?' })
  await dialog.getByRole('button', { name: 'Cancel 1 order' }).click()
  return dialog
}

test('the DELETE took effect but its answer was lost: looked up, reported sent, signed once', async ({
  page,
  sandbox,
  faults,
}) => {
  const uid = await openOrder(sandbox)
  const watched = watchCancellations(page)
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
  expect(watched.signingRequests()).toBe(1)
  expect(new Set(watched.signatures).size).toBe(1)
})

test('the DELETE never arrived: "failed", and Try again sends the same signature', async ({
  page,
  sandbox,
  faults,
}) => {
  const uid = await openOrder(sandbox)
  const watched = watchCancellations(page)
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
  expect(watched.signingRequests()).toBe(1)
  expect(new Set(watched.signatures).size).toBe(1)
})
