/**
 * TWAP orders part by part, in real Chromium, on a sandbox of each journey's own
 * (e2e/own-sandbox.ts): the chain's, the service's and the browser's clocks move on together,
 * so each part falls due in a moment, and the sandbox's watch-tower posts it. A 2-of-2 Safe
 * places a 4-part TWAP (one Safe transaction, both owners), and every part fills; a Safe that
 * lacks the balance for a part is told why the part is not posted, on the Orders page and on
 * the TWAP's own page, and the part fills once the balance arrives. A part's page leads to its
 * TWAP.
 */
import type { FrameLocator, Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi, isAddressEqual, type Address } from 'viem'
import { getAccountOrders } from '../src/api/orderbook'
import { getWatchedConditionalOrders } from '../src/api/watch-tower'
import type { SandboxSafe } from '@batchswap/contract/sandbox/deployment'
import { startSafeHost, type RunningSafeHost } from '../sandbox/harness/safe-host/server'
import { apiContext, transferToken } from './arrange'
import { readE2eEnv } from './env'
import { expect } from './fixtures'
import { passDeadline, testOnOwnSandbox, type OwnSandbox } from './own-sandbox'
import {
  expectConnectedAsSafe,
  openInSafe,
  proposeSafeTransaction,
  safeOf,
} from './safe-app-helpers'

/** The own sandbox with a Safe host of its own, executing on that sandbox's chain. */
const test = testOnOwnSandbox.extend<{ host: RunningSafeHost }>({
  host: async ({ own, expectedConsoleErrors }, use) => {
    const host = await startSafeHost({ rpcUrl: own.rpcUrl, appUrl: readE2eEnv().baseURL })
    try {
      await use(host)
    } finally {
      // Stopped before the page closes: the host page's queue poll may then meet a closed port
      // (refused), or be under way as the host closes its connections (reset: a run under load
      // failed on `ERR_CONNECTION_RESET (…/queue?safe=1-of-1)` with every assertion passed).
      const origin = host.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      expectedConsoleErrors.push(new RegExp(`ERR_CONNECTION_(?:REFUSED|RESET) \\(${origin}/`))
      await host.stop()
    }
  },
})
test.describe.configure({ timeout: 300_000 })

/** Fills the TWAP form (DAI for USDC over an hour) and proposes its one Safe transaction. */
async function proposeTwap(app: FrameLocator, total: string, parts: number): Promise<void> {
  await app.getByLabel('Sell token').selectOption({ label: 'DAI' })
  await app.getByLabel('Buy token').selectOption({ label: 'USDC' })
  await app.getByLabel('Total to sell').fill(total)
  await app.getByLabel('Number of parts').fill(String(parts))
  await app.getByLabel('Total duration', { exact: true }).selectOption({ label: '1 hour' })
  // Room for the market to drift while the hour passes in a moment.
  await app.getByLabel('Price protection (%)').fill('5')
  await expect(app.getByRole('definition').filter({ hasText: 'USDC' })).toBeVisible({
    timeout: 30_000,
  })
  await app.getByRole('button', { name: 'Review TWAP' }).click()
  await expect(app.getByRole('list', { name: 'Calls' }).getByRole('listitem')).toHaveCount(4)
  await app.getByRole('button', { name: 'Propose in Safe' }).click()
  await expect(app.getByText('Proposed in your Safe')).toBeVisible({ timeout: 30_000 })
}

/** The Safe's parts (eip1271 orders) in the orderbook with their statuses. */
async function partStatuses(own: OwnSandbox, safe: SandboxSafe): Promise<string[]> {
  const { data } = await getAccountOrders(apiContext(own), { owner: safe.address })
  return data
    .filter((o) => o.signingScheme === 'eip1271' && isAddressEqual(o.owner, safe.address))
    .map((o) => o.status)
}

async function waitForFilledParts(own: OwnSandbox, safe: SandboxSafe, count: number) {
  await expect
    .poll(async () => (await partStatuses(own, safe)).filter((s) => s === 'fulfilled').length, {
      timeout: 120_000,
      intervals: [2_000],
    })
    .toBe(count)
}

/** Moves every clock to the next part's start, as the watch-tower reports it waits for it. */
async function toNextPart(own: OwnSandbox, page: Page, owner: Address): Promise<void> {
  const { data } = await getWatchedConditionalOrders(apiContext(own), owner)
  const next = data.find((w) => w.state === 'active')?.nextCheckAt
  if (next === undefined)
    throw new Error(`the watch-tower waits for no time: ${JSON.stringify(data)}`)
  await passDeadline(own, page, next)
}

function confirmAsSecondOwner(page: Page, safe: SandboxSafe) {
  const [, second] = safe.owners
  const owner = String(second)
  return page.getByRole('button', {
    name: `Confirm and execute as owner ${owner.slice(0, 6)}…${owner.slice(-4)}`,
  })
}

test('a 2-of-2 Safe places a 4-part TWAP with both owners; the watch-tower posts each part as it falls due and every part fills', async ({
  page,
  own,
  host,
}) => {
  const safe = safeOf('2-of-2')
  const app = await openInSafe(host, page, '2-of-2', '#/twap')
  await expectConnectedAsSafe(app, safe.address)
  await proposeTwap(app, '40', 4)

  // One Safe transaction, waiting for the second owner; nothing is posted before it executes.
  const queue = page.getByRole('list', { name: 'Safe transactions' })
  await expect(queue.getByRole('listitem').last()).toContainText('4 calls (batch)')
  await expect(queue.getByRole('listitem').last()).toContainText('awaiting confirmations · 1/2')
  expect(await partStatuses(own, safe)).toEqual([])
  await confirmAsSecondOwner(page, safe).click()
  await expect(queue.getByRole('listitem').last()).toContainText('executed', { timeout: 60_000 })

  for (let part = 1; part <= 4; part++) {
    await waitForFilledParts(own, safe, part)
    if (part < 4) await toNextPart(own, page, safe.address)
  }

  await app.getByRole('link', { name: 'Orders' }).first().click()
  const twaps = app.getByRole('region', { name: 'TWAP orders' })
  await expect(twaps.getByLabel('TWAP progress')).toContainText(
    /^4 of 4 parts filled · sold 40 DAI, bought [\d,.]+ USDC · /,
    { timeout: 30_000 },
  )
  await expect(twaps.getByRole('list', { name: 'TWAP parts' }).getByRole('listitem')).toHaveText([
    'Part 1: fulfilled',
    'Part 2: fulfilled',
    'Part 3: fulfilled',
    'Part 4: fulfilled',
  ])
  await expect(twaps.getByRole('button', { name: 'Cancel TWAP' })).toHaveCount(0)
})

test('a part the Safe lacks the balance for is explained on the Orders page and the TWAP page, and fills once the balance arrives', async ({
  page,
  own,
  host,
}) => {
  const safe = safeOf('1-of-1')
  const app = await openInSafe(host, page, '1-of-1', '#/twap')
  await expectConnectedAsSafe(app, safe.address)
  await proposeTwap(app, '20', 2)
  await waitForFilledParts(own, safe, 1)

  // The Safe sends its DAI away (a 1-of-1 Safe's owner executes at once): part 2 cannot post.
  const dai = own.token('DAI').address
  const held = await own.balanceOf('DAI', safe.address)
  const [trader] = own.traders
  if (!trader) throw new Error('no dev account')
  await proposeSafeTransaction(host, safe, [
    {
      to: dai,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [trader, held],
      }),
    },
  ])
  await expect.poll(() => own.balanceOf('DAI', safe.address), { timeout: 30_000 }).toBe(0n)
  await toNextPart(own, page, safe.address)

  await app.getByRole('link', { name: 'Orders' }).first().click()
  const twaps = app.getByRole('region', { name: 'TWAP orders' })
  const refused =
    /The Safe does not hold enough DAI for part 2\. The watch-tower keeps trying \(\d+ attempts? so far\) and posts it once it can\./
  await expect(twaps.getByText(refused)).toBeVisible({ timeout: 30_000 })
  await expect(twaps.getByText(/^InsufficientBalance: /)).toBeVisible()
  await expect(twaps.getByLabel('TWAP progress')).toContainText('1 of 2 parts filled')

  // The TWAP's own page says the same, with its parts; a part's page leads back to it.
  await twaps.getByRole('link', { name: /^TWAP: 20 DAI for USDC$/ }).click()
  const twap = app.getByRole('region', { name: 'TWAP' })
  await expect(app.getByRole('heading', { level: 1, name: 'TWAP: 20 DAI for USDC' })).toBeVisible()
  await expect(twap.getByText(refused)).toBeVisible()
  await expect(twap.getByRole('list', { name: 'TWAP parts' }).getByRole('listitem')).toHaveText([
    'Part 1: fulfilled',
    'Part 2: not posted',
  ])
  await twap.getByRole('link', { name: 'Part 1: fulfilled' }).click()
  const parent = app.getByRole('region', { name: 'TWAP order' })
  await expect(parent.getByRole('heading', { name: 'Part 1 of 2 of a TWAP order' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(parent.getByLabel('TWAP progress')).toContainText(
    '1 of 2 parts filled · sold 10 DAI',
  )
  await expect(parent.getByText(refused)).toBeVisible()
  await parent.getByRole('link', { name: 'TWAP: 20 DAI for USDC' }).click()

  // The DAI comes back: the watch-tower's next attempt posts part 2, and it fills.
  await transferToken(own, trader, safe.address, 'DAI', held)
  await waitForFilledParts(own, safe, 2)
  await expect(twap.getByLabel('TWAP progress')).toContainText(
    '2 of 2 parts filled · sold 20 DAI',
    {
      timeout: 30_000,
    },
  )
  await expect(twap.getByText(refused)).toHaveCount(0)
  await expect(twap.getByRole('list', { name: 'TWAP parts' }).getByRole('listitem')).toHaveText([
    'Part 1: fulfilled',
    'Part 2: fulfilled',
  ])
})
