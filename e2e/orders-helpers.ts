/**
 * Helpers of the journeys on the Orders page and an order's page (orders, order page,
 * cancellations, orders from other front ends, the Safe App). As in swap-helpers.ts,
 * everything is found by role and label; `scope` is the page, or the app's frame inside the
 * Safe host.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test'
import type { Hex } from 'viem'
import { approveAndPlaceOrder, connectSandboxWallet, trader } from './arrange'
import { expect, type SandboxFixture } from './fixtures'

type Scope = Page | FrameLocator

/** The row of an order, found by its details link (the UID is in the href). */
export function orderRow(scope: Scope, uid: string): Locator {
  return scope.getByRole('row').filter({ has: scope.locator(`a[href$="/orders/${uid}"]`) })
}

/** Opens the Orders page on a tab and waits for its heading. */
export async function openOrders(page: Page, tab: 'Open' | 'History' = 'Open'): Promise<void> {
  await page.goto(`./#/orders${tab === 'History' ? '?tab=history' : ''}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
}

/** Opens the Orders page with the Sandbox wallet connected on dev account `account` (0-4). */
export async function openOrdersAs(page: Page, account: number): Promise<void> {
  await openOrders(page)
  await connectSandboxWallet(page, account)
}

/**
 * Ticks an order's box in the list and presses "Cancel selected (1)"; resolves to the
 * "Cancel 1 order?" dialog that asks to confirm. `checkbox` names the box, when the journey
 * checks its label too.
 */
export async function selectForCancel(
  scope: Scope,
  uid: string,
  checkbox?: { name: RegExp },
): Promise<Locator> {
  await orderRow(scope, uid).getByRole('checkbox', checkbox).check()
  await scope.getByRole('button', { name: 'Cancel selected (1)' }).click()
  return scope.getByRole('dialog', { name: 'Cancel 1 order?' })
}

/** An open limit order of dev account `account`, far above the market: it stays open. */
export async function placeStandingOrder(sandbox: SandboxFixture, account = 0): Promise<Hex> {
  return approveAndPlaceOrder(sandbox, {
    trader: trader(account),
    sell: 'WETH',
    buy: 'USDC',
    sellAmount: '0.1',
    buyAmount: '1000000',
  })
}
