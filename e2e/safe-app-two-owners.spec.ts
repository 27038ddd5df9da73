/**
 * The 2-of-2 Safe in batchswap as a Safe App, in real Chromium (the Safe host page plays
 * Safe{Wallet}, as in safe-app.spec.ts): a swap waits for the second owner's confirmation,
 * then fills; an open order is cancelled on chain through a Safe transaction its owners
 * execute; an eth-flow order and a pre-signed order are cancelled in one Safe transaction.
 * These journeys trade as the 2-of-2 Safe alone (safe-app.spec.ts trades as the 1-of-1).
 */
import { encodeFunctionData, parseAbi, type Hex } from 'viem'
import { getOrder } from '../src/api/orderbook'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { ethFlowAbi } from '@batchswap/contract/protocol/abis'
import { apiContext, placePresignOrder } from './arrange'
import { ethFlowEventsOf, quoteEthFlowOrder, waitUntilIndexed } from './eth-flow-arrange'
import { expect, test } from './fixtures'
import { orderRow, selectForCancel } from './orders-helpers'
import {
  openAsSafe,
  placeSwap,
  preSignatureCall,
  proposeSafeTransaction,
  safeOf,
  useSafeHost,
} from './safe-app-helpers'

// This file's own Safe host: its queue holds these journeys' Safe transactions alone.
const host = useSafeHost()
// Every journey here trades as the 2-of-2 Safe.
const safe = safeOf('2-of-2')

test('the 2-of-2 Safe waits for its owners; a second owner confirms on the host and it fills', async ({
  page,
  sandbox,
}) => {
  const daiBefore = await sandbox.balanceOf('DAI', safe.address)
  const app = await openAsSafe(host(), page, safe, '#/swap?sell=USDC&buy=DAI')
  await placeSwap(app, '100')

  const placing = app.getByRole('dialog', { name: 'Placing your swap' })
  const steps = placing.getByRole('list', { name: 'Progress' })
  await expect(
    steps.getByText("Waiting for the Safe's owners to sign and execute (1 of 2 signatures)"),
  ).toBeVisible({ timeout: 30_000 })
  await expect(
    placing.getByText(/If the owners do not execute it before .*, the order expires/),
  ).toBeVisible()

  // The order is in the orderbook, waiting for its pre-signature; nothing happened on chain.
  const href = await placing.getByRole('link', { name: 'View order' }).getAttribute('href')
  const uid = /uid=(0x[0-9a-f]{112})/.exec(href ?? '')?.[1]
  expect(uid).toBeDefined()
  const statusOf = async () => {
    const response = await fetch(`${sandbox.apiUrl}/sandbox/api/v1/orders/${String(uid)}`)
    return ((await response.json()) as { status: string }).status
  }
  expect(await statusOf()).toBe('presignaturePending')
  // Still waiting a while later: the Safe's nonce has not moved.
  await page.waitForTimeout(2_000)
  expect(await statusOf()).toBe('presignaturePending')
  await expect(steps.getByText(/Waiting for the Safe's owners/)).toBeVisible()

  const queue = page.getByRole('list', { name: 'Safe transactions' })
  await expect(queue.getByRole('listitem').first()).toContainText('awaiting confirmations · 1/2')
  const [, secondOwner] = safe.owners
  await page
    .getByRole('button', {
      name: `Confirm and execute as owner ${String(secondOwner).slice(0, 6)}…${String(secondOwner).slice(-4)}`,
    })
    .click()
  await expect(queue.getByRole('listitem').first()).toContainText('executed', { timeout: 30_000 })
  await expect(app.getByRole('dialog', { name: 'Swap filled' })).toBeVisible({ timeout: 90_000 })
  expect(await statusOf()).toBe('fulfilled')
  expect(await sandbox.balanceOf('DAI', safe.address)).toBeGreaterThan(daiBefore)
})

test('a Safe cancels an open order on chain through a Safe transaction its owners execute', async ({
  page,
  sandbox,
}) => {
  // An open order far from the market: posted as presign, pre-signed by the Safe.
  const uid = await placePresignOrder(sandbox, {
    trader: safe.address,
    sell: 'USDC',
    buy: 'WETH',
    sellAmount: '5',
    buyAmount: '100',
  })
  const safeTxHash = await proposeSafeTransaction(host(), safe, [preSignatureCall(uid)])
  await host().host.confirm(safeTxHash)
  const ctx = apiContext(sandbox)
  await expect
    .poll(async () => (await getOrder(ctx, uid)).data.status, { timeout: 30_000 })
    .toBe('open')

  const app = await openAsSafe(host(), page, safe, '#/orders')
  const dialog = await selectForCancel(app, uid)
  await dialog.getByRole('button', { name: 'Cancel 1 order' }).click()
  await expect(
    app.getByText(/Waiting for the Safe’s owners to sign and execute the cancellation/),
  ).toBeVisible({ timeout: 30_000 })
  // Nothing changes until the second owner confirms.
  expect((await getOrder(ctx, uid)).data.status).toBe('open')
  const queue = page.getByRole('list', { name: 'Safe transactions' })
  await expect(queue.getByRole('listitem').first()).toContainText('awaiting confirmations')
  await page.getByRole('button', { name: /^Confirm and execute as owner/ }).click()
  await expect(app.getByRole('dialog', { name: 'Cancellation sent' })).toBeVisible({
    timeout: 60_000,
  })
  await expect
    .poll(async () => (await getOrder(ctx, uid)).data.status, { timeout: 30_000 })
    .toBe('cancelled')
})

test('a Safe cancels an eth-flow order and a pre-signed order in ONE Safe transaction: both end cancelled, the ETH is back', async ({
  page,
  sandbox,
}) => {
  const ctx = apiContext(sandbox)
  const ethOf = () => sandbox.publicClient.getBalance({ address: safe.address })
  const nonceOf = () =>
    sandbox.publicClient.readContract({
      address: safe.address,
      abi: parseAbi(['function nonce() view returns (uint256)']),
      functionName: 'nonce',
    })
  const ethBefore = await ethOf()
  // Arranged through the API and one Safe transaction: an eth-flow order far above the market
  // (createOrder with the ETH) and a pre-signed order far from it (setPreSignature).
  const ethFlow = await quoteEthFlowOrder(sandbox, {
    trader: safe.address,
    buy: 'USDC',
    sellEth: '0.2',
    validFor: 1800,
    unfillable: true,
  })
  const presigned = await placePresignOrder(sandbox, {
    trader: safe.address,
    sell: 'USDC',
    buy: 'WETH',
    sellAmount: '7',
    buyAmount: '100',
  })
  const placed = await proposeSafeTransaction(host(), safe, [
    {
      to: sandboxDeployment.ethFlow,
      value: ethFlow.value,
      data: encodeFunctionData({
        abi: ethFlowAbi,
        functionName: 'createOrder',
        args: [ethFlow.order],
      }),
    },
    preSignatureCall(presigned),
  ])
  await host().host.confirm(placed)
  await waitUntilIndexed(sandbox, ethFlow.uid)
  const statusOf = async (uid: Hex) => (await getOrder(ctx, uid)).data.status
  await expect.poll(() => statusOf(presigned), { timeout: 30_000 }).toBe('open')
  expect(await statusOf(ethFlow.uid)).toBe('open')
  expect(ethBefore - (await ethOf())).toBe(ethFlow.value)

  const app = await openAsSafe(host(), page, safe, '#/orders')
  const queue = page.getByRole('list', { name: 'Safe transactions' })
  await expect(queue.getByRole('listitem').first()).toBeVisible()
  const safeTxsBefore = await queue.getByRole('listitem').count()
  const nonceBefore = await nonceOf()
  for (const uid of [ethFlow.uid, presigned]) {
    await orderRow(app, uid).getByRole('checkbox').check({ timeout: 20_000 })
  }
  await app.getByRole('button', { name: 'Cancel selected (2)' }).click()
  const dialog = app.getByRole('dialog', { name: 'Cancel 2 orders?' })
  await expect(dialog).toContainText('in one Safe transaction')
  await expect(dialog).toContainText('comes back to the Safe in the same transaction')
  await dialog.getByRole('button', { name: 'Cancel 2 orders' }).click()
  await expect(
    app.getByText(/Waiting for the Safe’s owners to sign and execute the cancellation/),
  ).toBeVisible({ timeout: 30_000 })
  // One Safe transaction proposed, with both calls; nothing changes until it is executed.
  await expect(queue.getByRole('listitem')).toHaveCount(safeTxsBefore + 1)
  const proposed = queue.getByRole('listitem').filter({ hasText: 'awaiting confirmations' })
  await expect(proposed).toHaveCount(1)
  await expect(proposed).toContainText('2 calls (batch)')
  expect(await statusOf(ethFlow.uid)).toBe('open')
  expect(await statusOf(presigned)).toBe('open')
  await proposed.getByRole('button', { name: /^Confirm and execute as owner/ }).click()
  const sent = app.getByRole('dialog', { name: 'Cancellation sent' })
  await expect(sent).toBeVisible({ timeout: 60_000 })
  await expect(sent).toContainText('One Safe transaction executed for 2 orders.')

  await expect.poll(() => statusOf(presigned), { timeout: 30_000 }).toBe('cancelled')
  await expect.poll(() => statusOf(ethFlow.uid), { timeout: 30_000 }).toBe('cancelled')
  // Exactly one Safe transaction: the nonce moved by one, the host executed one more.
  expect(await nonceOf()).toBe(nonceBefore + 1n)
  await expect(queue.getByRole('listitem')).toHaveCount(safeTxsBefore + 1)
  // The eth-flow order's ETH is back in the Safe, whole: its owners paid the gas.
  expect(await ethOf()).toBe(ethBefore)
  // As the real contract and service: the cancellation is an OrderInvalidation that returned
  // the ETH itself, so no refund transaction is ever served and the order reads Cancelled.
  const events = await ethFlowEventsOf(sandbox, ethFlow.uid)
  expect(events.invalidation).toMatch(/^0x[0-9a-f]{64}$/)
  expect(events.refund).toBeUndefined()
  expect((await getOrder(ctx, ethFlow.uid)).data.ethflowData?.refundTxHash).toBeUndefined()
  await sent.getByRole('button', { name: 'Done' }).click()
  await app.getByRole('tab', { name: /History/ }).click()
  // A Safe's cancellation is no wallet mutation the list follows every 2 s: the account's
  // orders come back on the list's own 30 s refresh, which a slow indexer can leave it to.
  await expect(orderRow(app, ethFlow.uid)).toContainText('Cancelled', { timeout: 40_000 })
  await expect(orderRow(app, ethFlow.uid)).not.toContainText('Refund')
})
