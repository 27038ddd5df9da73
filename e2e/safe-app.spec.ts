/**
 * batchswap as a Safe App, in real Chromium: the sandbox's Safe host page (sandbox/harness/safe-host)
 * plays Safe{Wallet}, loads the app in an iframe and executes the Safes' transactions on the
 * sandbox chain with the owners' dev keys.
 */
import type { FrameLocator, Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, type Address, type Hex } from 'viem'
import { getOrder, postOrder } from '../src/api/orderbook'
import { sandboxDeployment, type SandboxSafe } from '@batchswap/contract/sandbox/deployment'
import { getDomain } from '@batchswap/contract/protocol/domain'
import { orderTypedData } from '@batchswap/contract/protocol/order'
import { computeOrderUid } from '@batchswap/contract/protocol/uid'
import { startSafeHost, type RunningSafeHost } from '../sandbox/harness/safe-host/server'
import { ethFlowAbi } from '../sandbox/chain/abis'
import { allowance, APP_DATA, apiContext, buildOrder, placePresignOrder } from './arrange'
import { ethFlowEventsOf, quoteEthFlowOrder, waitUntilIndexed } from './eth-flow-arrange'
import { readE2eEnv } from './env'
import { expect, test } from './fixtures'
import { orderRow, selectForCancel } from './orders-helpers'
import { openReviewDialog } from './swap-helpers'

let host: RunningSafeHost

// Each journey waits for a Safe transaction and a batch settlement.
test.describe.configure({ timeout: 180_000 })

test.beforeAll(async () => {
  const env = readE2eEnv()
  host = await startSafeHost({ rpcUrl: env.rpcUrl, appUrl: env.baseURL })
})
test.afterAll(async () => {
  await host.stop()
})

function safeOf(label: string): SandboxSafe {
  const safe = sandboxDeployment.safes.find((s) => s.label === label)
  if (!safe) throw new Error(`no ${label} Safe`)
  return safe
}

/** Opens the host page for a Safe with the app at `path`; returns the app's frame. */
async function openInSafe(page: Page, label: string, path: string): Promise<FrameLocator> {
  const params = new URLSearchParams({ safe: label, path })
  await page.goto(`${host.url}?${params.toString()}`)
  await expect(page.getByRole('heading', { name: 'Sandbox Safe host' })).toBeVisible()
  return page.frameLocator('iframe[title="batchswap Safe App"]')
}

async function expectConnectedAsSafe(app: FrameLocator, safe: Address): Promise<void> {
  await expect(app.getByLabel(`Safe ${safe} on Sandbox`)).toBeVisible({ timeout: 30_000 })
  // Inside a Safe: no connect button, no network menu.
  await expect(app.getByRole('button', { name: 'Connect wallet' })).toHaveCount(0)
  await expect(app.getByRole('button', { name: /network/i })).toHaveCount(0)
}

const sellInput = (app: FrameLocator) => app.getByRole('textbox', { name: 'You sell', exact: true })
const primary = (app: FrameLocator) =>
  app.getByRole('main').getByRole('button', { name: /^(Review swap|Approve )/ })

/** Types the amount, waits for the quote, Review swap (no approval step) -> Confirm swap. */
async function placeSwap(app: FrameLocator, amount: string): Promise<void> {
  await expect(sellInput(app)).toBeEditable({ timeout: 30_000 })
  await sellInput(app).fill(amount)
  await expect(app.getByRole('main').getByText(/^Quote ready:/)).toBeAttached({ timeout: 30_000 })
  // A Safe batches the approval into its Safe transaction: the form never asks to approve.
  await expect(primary(app)).toHaveText('Review swap', { timeout: 15_000 })
  await expect(primary(app)).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 })
  const review = await openReviewDialog(app)
  const confirm = review.getByRole('button', { name: 'Confirm swap' })
  await expect(confirm).toBeEnabled({ timeout: 15_000 })
  // A Safe's pre-signature is a transaction: the review must not promise a free signature.
  await expect(review.getByText(/pays network gas, which this app does not estimate/)).toBeVisible()
  await expect(review.getByText(/costs no gas/)).toHaveCount(0)
  await confirm.click()
}

test('the 1-of-1 Safe swaps WETH for USDC to filled, approval batched with the pre-signature', async ({
  page,
  sandbox,
}) => {
  const safe = safeOf('1-of-1')
  expect(await allowance(sandbox, 'WETH', safe.address, sandboxDeployment.vaultRelayer)).toBe(0n)
  const wethBefore = await sandbox.balanceOf('WETH', safe.address)
  const usdcBefore = await sandbox.balanceOf('USDC', safe.address)

  const app = await openInSafe(page, '1-of-1', '#/swap?sell=WETH&buy=USDC')
  await expectConnectedAsSafe(app, safe.address)
  await placeSwap(app, '1')

  await expect(app.getByRole('dialog', { name: 'Swap filled' })).toBeVisible({ timeout: 90_000 })
  // One Safe transaction, two calls (approve + setPreSignature), executed on chain.
  const queue = page.getByRole('list', { name: 'Safe transactions' })
  await expect(queue.getByRole('listitem')).toHaveCount(1)
  await expect(queue.getByRole('listitem').first()).toContainText('2 calls (batch) · executed')
  expect(wethBefore - (await sandbox.balanceOf('WETH', safe.address))).toBe(10n ** 18n)
  expect(await sandbox.balanceOf('USDC', safe.address)).toBeGreaterThan(usdcBefore)
})

test('the 1-of-1 Safe sells 0.1 ETH through eth-flow: createOrder with the ETH as one Safe transaction, filled', async ({
  page,
  sandbox,
}) => {
  const safe = safeOf('1-of-1')
  const ethOf = () => sandbox.publicClient.getBalance({ address: safe.address })
  const ethBefore = await ethOf()
  const usdcBefore = await sandbox.balanceOf('USDC', safe.address)
  const app = await openInSafe(page, '1-of-1', '#/swap?sell=ETH&buy=USDC')
  await expectConnectedAsSafe(app, safe.address)
  await placeSwap(app, '0.1')

  const filled = app.getByRole('dialog', { name: 'Swap filled' })
  await expect(filled).toBeVisible({ timeout: 90_000 })
  // One Safe transaction with one call, createOrder, executed by the owner.
  const queue = page.getByRole('list', { name: 'Safe transactions' })
  await expect(queue.getByRole('listitem').last()).toContainText('executed')
  const href = await filled.getByRole('link', { name: 'View order' }).getAttribute('href')
  const uid = /uid=(0x[0-9a-f]{112})/.exec(href ?? '')?.[1]
  if (!uid) throw new Error(`no order link (${String(href)})`)
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  // The eth-flow contract's order, for the Safe.
  expect(order.owner).toBe(sandboxDeployment.ethFlow)
  expect(order.onchainUser).toBe(safe.address)
  // The Safe paid the ETH and no gas (its owner executed the transaction).
  expect(ethBefore - (await ethOf())).toBe(10n ** 17n)
  expect(await sandbox.balanceOf('USDC', safe.address)).toBeGreaterThan(usdcBefore)
})

test('the 2-of-2 Safe waits for its owners; a second owner confirms on the host and it fills', async ({
  page,
  sandbox,
}) => {
  const safe = safeOf('2-of-2')
  const daiBefore = await sandbox.balanceOf('DAI', safe.address)
  const app = await openInSafe(page, '2-of-2', '#/swap?sell=USDC&buy=DAI')
  await expectConnectedAsSafe(app, safe.address)
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

test('inside the Safe with storage denied, the app says settings are not kept and still trades', async ({
  page,
  sandbox,
}) => {
  // Chromium with third-party storage blocked: reading localStorage in the iframe throws.
  await page.addInitScript(() => {
    if (window.parent === window) return
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
  })
  const safe = safeOf('1-of-1')
  const cowBefore = await sandbox.balanceOf('COW', safe.address)
  const app = await openInSafe(page, '1-of-1', '#/swap?sell=DAI&buy=COW')
  await expect(app.getByText('Settings will not be kept')).toBeVisible({ timeout: 30_000 })
  await expect(app.getByText('Settings will not be kept')).toHaveCount(1)
  await expectConnectedAsSafe(app, safe.address)
  await placeSwap(app, '50')
  await expect(app.getByRole('dialog', { name: 'Swap filled' })).toBeVisible({ timeout: 90_000 })
  expect(await sandbox.balanceOf('COW', safe.address)).toBeGreaterThan(cowBefore)
})

test('an EIP-1271 order from the Safe (owner-signed Safe message) is accepted, filled and shown in its history', async ({
  page,
  sandbox,
}) => {
  const safe = safeOf('1-of-1')
  const wbtc = sandbox.token('WBTC')
  // The Safe approves the vault relayer through its own Safe transaction on the host.
  const { safeTxHash } = (await host.host.handle(safe, 'sendTransactions', {
    txs: [
      {
        to: wbtc.address,
        value: '0',
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [sandboxDeployment.vaultRelayer, maxUint256],
        }),
      },
    ],
  })) as { safeTxHash: Hex }
  await expect
    .poll(() => host.host.txDetails(safeTxHash).txStatus, { timeout: 30_000 })
    .toBe('SUCCESS')

  const order = buildOrder(sandbox, {
    trader: safe.address,
    sell: 'WBTC',
    buy: 'USDC',
    sellAmount: '0.01',
    buyAmount: '1',
  })
  const domain = getDomain(sandboxDeployment.chainId, sandboxDeployment.settlement)
  // What Safe{Wallet} answers to signTypedMessage: an owner's signature over the SafeMessage.
  const { signature } = (await host.host.handle(safe, 'signTypedMessage', {
    typedData: orderTypedData(domain, order),
  })) as { signature: Hex }
  const ctx = apiContext(sandbox)
  const { data: uid } = await postOrder(
    ctx,
    { order, appDataDocument: APP_DATA, signingScheme: 'eip1271', signature, from: safe.address },
    { expectedUid: computeOrderUid(domain, order, safe.address) },
  )
  await expect
    .poll(async () => (await getOrder(ctx, uid)).data.status, { timeout: 90_000 })
    .toBe('fulfilled')

  const app = await openInSafe(page, '1-of-1', '#/orders')
  await expectConnectedAsSafe(app, safe.address)
  await app.getByRole('tab', { name: /History/ }).click()
  const row = orderRow(app, uid)
  await expect(row.getByText('Filled', { exact: true })).toBeVisible({ timeout: 60_000 })
  await expect(row).toContainText(/WBTC\W+to\W+USDC/)
})

test('a Safe cancels an open order on chain through a Safe transaction its owners execute', async ({
  page,
  sandbox,
}) => {
  const safe = safeOf('2-of-2')
  // An open order far from the market: posted as presign, pre-signed by the Safe.
  const uid = await placePresignOrder(sandbox, {
    trader: safe.address,
    sell: 'USDC',
    buy: 'WETH',
    sellAmount: '5',
    buyAmount: '100',
  })
  const { safeTxHash } = (await host.host.handle(safe, 'sendTransactions', {
    txs: [
      {
        to: sandboxDeployment.settlement,
        value: '0',
        data: encodeFunctionData({
          abi: parseAbi(['function setPreSignature(bytes orderUid, bool signed)']),
          functionName: 'setPreSignature',
          args: [uid, true],
        }),
      },
    ],
  })) as { safeTxHash: Hex }
  await host.host.confirm(safeTxHash)
  const ctx = apiContext(sandbox)
  await expect
    .poll(async () => (await getOrder(ctx, uid)).data.status, { timeout: 30_000 })
    .toBe('open')

  const app = await openInSafe(page, '2-of-2', '#/orders')
  await expectConnectedAsSafe(app, safe.address)
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
  const safe = safeOf('2-of-2')
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
  const { safeTxHash: placed } = (await host.host.handle(safe, 'sendTransactions', {
    txs: [
      {
        to: sandboxDeployment.ethFlow,
        value: ethFlow.value.toString(),
        data: encodeFunctionData({
          abi: ethFlowAbi,
          functionName: 'createOrder',
          args: [ethFlow.order],
        }),
      },
      {
        to: sandboxDeployment.settlement,
        value: '0',
        data: encodeFunctionData({
          abi: parseAbi(['function setPreSignature(bytes orderUid, bool signed)']),
          functionName: 'setPreSignature',
          args: [presigned, true],
        }),
      },
    ],
  })) as { safeTxHash: Hex }
  await host.host.confirm(placed)
  await waitUntilIndexed(sandbox, ethFlow.uid)
  const statusOf = async (uid: Hex) => (await getOrder(ctx, uid)).data.status
  await expect.poll(() => statusOf(presigned), { timeout: 30_000 }).toBe('open')
  expect(await statusOf(ethFlow.uid)).toBe('open')
  expect(ethBefore - (await ethOf())).toBe(ethFlow.value)

  const app = await openInSafe(page, '2-of-2', '#/orders')
  await expectConnectedAsSafe(app, safe.address)
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
  await expect(orderRow(app, ethFlow.uid)).toContainText('Cancelled', { timeout: 20_000 })
  await expect(orderRow(app, ethFlow.uid)).not.toContainText('Refund')
})

test('serves the Safe App manifest with the icon it names', async ({ request }) => {
  const { baseURL } = readE2eEnv()
  const manifest = await request.get(`${baseURL}manifest.json`)
  expect(manifest.ok()).toBe(true)
  const body = (await manifest.json()) as { name: string; description: string; iconPath: string }
  expect(body.name).toBe('batchswap')
  expect((await request.get(`${baseURL}${body.iconPath}`)).ok()).toBe(true)
})
