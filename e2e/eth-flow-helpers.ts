/**
 * Steps and reads the eth-flow journeys share (eth-flow.spec.ts, eth-flow-refund.spec.ts,
 * eth-flow-limit.spec.ts): the trader's native ETH, what a transaction cost in gas, an
 * order far above the market, the order's page and its Owner field. Each of those files
 * trades as a dev account of its own (or on a sandbox of its own), so that they hold in any
 * order and on any worker.
 */
import type { Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { placeEthFlowOrder } from './eth-flow-arrange'
import { expect, type SandboxFixture } from './fixtures'
import { orderRow } from './orders-helpers'

export const ethOf = (sandbox: SandboxFixture, owner: Address) =>
  sandbox.publicClient.getBalance({ address: owner })

/** What a transaction cost its sender in gas. */
export async function gasCostOf(sandbox: SandboxFixture, hash: Hex): Promise<bigint> {
  const receipt = await sandbox.publicClient.getTransactionReceipt({ hash })
  return receipt.gasUsed * receipt.effectiveGasPrice
}

/** An eth-flow order of `owner`'s for USDC, far above the market: it never fills. */
export const placeUnfillable = (
  sandbox: SandboxFixture,
  owner: Address,
  sellEth: string,
  validFor: number,
) => placeEthFlowOrder(sandbox, { trader: owner, buy: 'USDC', sellEth, validFor, unfillable: true })

/** The order's page, opened from its row. */
export async function openOrderPage(page: Page, uid: Hex): Promise<void> {
  await orderRow(page, uid).locator(`a[href$="/orders/${uid}"]`).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ETH for USDC', {
    timeout: 15_000,
  })
}

/** The technical details' Owner field: the trader, not the flow contract. */
export async function expectOwnerIsTrader(page: Page, owner: Address): Promise<void> {
  await page.getByText('Technical details', { exact: true }).click()
  const field = page
    .getByRole('definition')
    .filter({ has: page.getByText(owner, { exact: true }) })
    .first()
  await expect(field).toBeAttached()
  await expect(page.getByRole('term').getByText('Owner', { exact: true })).toBeVisible()
}
