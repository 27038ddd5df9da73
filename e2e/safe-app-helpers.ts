/**
 * The Safe App journeys' shared steps (safe-app.spec.ts, safe-app-two-owners.spec.ts): a Safe
 * host page of the file's own (sandbox/harness/safe-host), which plays Safe{Wallet}, loads
 * the app in an iframe and executes the Safes' transactions on the worker's chain with the
 * owners' dev keys; the app's frame inside it; a swap placed there. Each of those files
 * trades as one Safe of its own, so that they hold in any order and on any worker.
 */
import type { FrameLocator, Page } from '@playwright/test'
import { encodeFunctionData, isHex, type Address, type Hex } from 'viem'
import { settlementAbi } from '@batchswap/contract/protocol/abis'
import { sandboxDeployment, type SandboxSafe } from '@batchswap/contract/sandbox/deployment'
import { startSafeHost, type RunningSafeHost } from '../sandbox/harness/safe-host/server'
import { readE2eEnv } from './env'
import { expect, test } from './fixtures'
import { openReviewDialog } from './swap-helpers'

/**
 * Starts a Safe host for the calling file's journeys (before the first, stopped after the
 * last); answers a getter of it. Its transaction queue is the file's alone. Each journey
 * waits for a Safe transaction and a batch settlement: 180 s each.
 */
export function useSafeHost(): () => RunningSafeHost {
  test.describe.configure({ timeout: 180_000 })
  let host: RunningSafeHost | undefined
  test.beforeAll(async () => {
    const env = readE2eEnv()
    host = await startSafeHost({ rpcUrl: env.rpcUrl, appUrl: env.baseURL })
  })
  test.afterAll(async () => {
    await host?.stop()
  })
  return () => {
    if (!host) throw new Error('the Safe host has not started')
    return host
  }
}

/** One call of a Safe transaction. */
export interface SafeCall {
  to: Address
  data: Hex
  value?: bigint
}

/**
 * Proposes one Safe transaction of `calls` on the host, as a Safe App's `sendTransactions`
 * does (a 1-of-1 Safe's owner executes it at once); answers its safeTxHash.
 */
export async function proposeSafeTransaction(
  host: RunningSafeHost,
  safe: SandboxSafe,
  calls: readonly SafeCall[],
): Promise<Hex> {
  const txs = calls.map(({ to, data, value = 0n }) => ({ to, data, value: value.toString() }))
  const answer = await host.host.handle(safe, 'sendTransactions', { txs })
  if (typeof answer !== 'object' || answer === null || !('safeTxHash' in answer)) {
    throw new Error(`sendTransactions answered ${JSON.stringify(answer)}`)
  }
  const { safeTxHash } = answer
  if (typeof safeTxHash !== 'string' || !isHex(safeTxHash)) {
    throw new Error(`sendTransactions answered no safeTxHash: ${String(safeTxHash)}`)
  }
  return safeTxHash
}

export function safeOf(label: string): SandboxSafe {
  const safe = sandboxDeployment.safes.find((s) => s.label === label)
  if (!safe) throw new Error(`no ${label} Safe`)
  return safe
}

/** Opens the host page for a Safe with the app at `path`; returns the app's frame. */
export async function openInSafe(
  host: RunningSafeHost,
  page: Page,
  label: string,
  path: string,
): Promise<FrameLocator> {
  const params = new URLSearchParams({ safe: label, path })
  await page.goto(`${host.url}?${params.toString()}`)
  await expect(page.getByRole('heading', { name: 'Sandbox Safe host' })).toBeVisible()
  return page.frameLocator('iframe[title="batchswap Safe App"]')
}

export async function expectConnectedAsSafe(app: FrameLocator, safe: Address): Promise<void> {
  await expect(app.getByLabel(`Safe ${safe} on Sandbox`)).toBeVisible({ timeout: 30_000 })
  // Inside a Safe: no connect button, no network menu.
  await expect(app.getByRole('button', { name: 'Connect wallet' })).toHaveCount(0)
  await expect(app.getByRole('button', { name: /network/i })).toHaveCount(0)
}

/** Opens the app at `path` inside the host as `safe`, and waits until it is connected as it. */
export async function openAsSafe(
  host: RunningSafeHost,
  page: Page,
  safe: SandboxSafe,
  path: string,
): Promise<FrameLocator> {
  const app = await openInSafe(host, page, safe.label, path)
  await expectConnectedAsSafe(app, safe.address)
  return app
}

/** The Safe transaction call that pre-signs the order `uid` on the settlement. */
export function preSignatureCall(uid: Hex): SafeCall {
  return {
    to: sandboxDeployment.settlement,
    data: encodeFunctionData({
      abi: settlementAbi,
      functionName: 'setPreSignature',
      args: [uid, true],
    }),
  }
}

const sellInput = (app: FrameLocator) => app.getByRole('textbox', { name: 'You sell', exact: true })
const primary = (app: FrameLocator) =>
  app.getByRole('main').getByRole('button', { name: /^(Review swap|Approve )/ })

/** Types the amount, waits for the quote, Review swap (no approval step) -> Confirm swap. */
export async function placeSwap(app: FrameLocator, amount: string): Promise<void> {
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
