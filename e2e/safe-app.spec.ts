/**
 * batchswap as a Safe App, in real Chromium: the sandbox's Safe host page (sandbox/harness/safe-host)
 * plays Safe{Wallet}, loads the app in an iframe and executes the Safes' transactions on the
 * sandbox chain with the owners' dev keys. These journeys trade as the 1-of-1 Safe; the 2-of-2
 * Safe's (owners who confirm, cancellations) are in safe-app-two-owners.spec.ts.
 */
import { encodeFunctionData, erc20Abi, maxUint256, type Hex } from 'viem'
import { getOrder, postOrder } from '../src/api/orderbook'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { getDomain } from '@batchswap/contract/protocol/domain'
import { computeOrderUid, orderTypedData } from '@batchswap/contract/protocol/order'
import { allowance, APP_DATA, apiContext, buildOrder } from './arrange'
import { readE2eEnv } from './env'
import { expect, test } from './fixtures'
import { orderRow } from './orders-helpers'
import {
  openAsSafe,
  placeSwap,
  proposeSafeTransaction,
  safeOf,
  useSafeHost,
} from './safe-app-helpers'

// This file's own Safe host: the first journey counts its transactions.
const host = useSafeHost()
// Every journey here trades as the 1-of-1 Safe.
const safe = safeOf('1-of-1')

test('the 1-of-1 Safe swaps WETH for USDC to filled, approval batched with the pre-signature', async ({
  page,
  sandbox,
}) => {
  expect(await allowance(sandbox, 'WETH', safe.address, sandboxDeployment.vaultRelayer)).toBe(0n)
  const wethBefore = await sandbox.balanceOf('WETH', safe.address)
  const usdcBefore = await sandbox.balanceOf('USDC', safe.address)

  const app = await openAsSafe(host(), page, safe, '#/swap?sell=WETH&buy=USDC')
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
  const ethOf = () => sandbox.publicClient.getBalance({ address: safe.address })
  const ethBefore = await ethOf()
  const usdcBefore = await sandbox.balanceOf('USDC', safe.address)
  const app = await openAsSafe(host(), page, safe, '#/swap?sell=ETH&buy=USDC')
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
  const cowBefore = await sandbox.balanceOf('COW', safe.address)
  const app = await openAsSafe(host(), page, safe, '#/swap?sell=DAI&buy=COW')
  await expect(app.getByText('Settings will not be kept')).toBeVisible({ timeout: 30_000 })
  await expect(app.getByText('Settings will not be kept')).toHaveCount(1)
  await placeSwap(app, '50')
  await expect(app.getByRole('dialog', { name: 'Swap filled' })).toBeVisible({ timeout: 90_000 })
  expect(await sandbox.balanceOf('COW', safe.address)).toBeGreaterThan(cowBefore)
})

test('an EIP-1271 order from the Safe (owner-signed Safe message) is accepted, filled and shown in its history', async ({
  page,
  sandbox,
}) => {
  const wbtc = sandbox.token('WBTC')
  // The Safe approves the vault relayer through its own Safe transaction on the host.
  const safeTxHash = await proposeSafeTransaction(host(), safe, [
    {
      to: wbtc.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [sandboxDeployment.vaultRelayer, maxUint256],
      }),
    },
  ])
  await expect
    .poll(() => host().host.txDetails(safeTxHash).txStatus, { timeout: 30_000 })
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
  const { signature } = (await host().host.handle(safe, 'signTypedMessage', {
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

  const app = await openAsSafe(host(), page, safe, '#/orders')
  await app.getByRole('tab', { name: /History/ }).click()
  const row = orderRow(app, uid)
  await expect(row.getByText('Filled', { exact: true })).toBeVisible({ timeout: 60_000 })
  await expect(row).toContainText(/WBTC\W+to\W+USDC/)
})

test('serves the Safe App manifest with the icon it names', async ({ request }) => {
  const { baseURL } = readE2eEnv()
  const manifest = await request.get(`${baseURL}manifest.json`)
  expect(manifest.ok()).toBe(true)
  const body = (await manifest.json()) as { name: string; description: string; iconPath: string }
  expect(body.name).toBe('batchswap')
  expect((await request.get(`${baseURL}${body.iconPath}`)).ok()).toBe(true)
})
