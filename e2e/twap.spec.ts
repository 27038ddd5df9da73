/**
 * TWAP orders: a Safe (in the sandbox's Safe host) places a TWAP through #/twap with one Safe
 * transaction (the extensible fallback handler, ComposableCoW as the settlement domain's
 * verifier, the approval, createWithContext), the sandbox's watch-tower posts the first part
 * as an eip1271 order the orderbook checks through the Safe, and the solver fills it. A wallet
 * that is not a Safe is told why TWAP needs one, and finds TWAP in the navigation. The Orders
 * page and the TWAP's own page show its progress; the TWAP is cancelled from its page.
 *
 * Sells DAI, which the other Safe journeys leave alone, so their allowance checks hold.
 */
import { isAddressEqual } from 'viem'
import { getAccountOrders } from '../src/api/orderbook'
import { apiContext, connectSandboxWallet } from './arrange'
import { expect, test } from './fixtures'
import { expectConnectedAsSafe, openInSafe, safeOf, useSafeHost } from './safe-app-helpers'

const host = useSafeHost()

test('a wallet that is not a Safe is told why TWAP needs one, with no form to fill', async ({
  page,
}) => {
  await page.goto('/#/twap')
  await expect(page.getByRole('heading', { name: 'TWAP order' })).toBeVisible()
  await expect(page.getByText('TWAP orders need a Safe')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Review TWAP' })).toHaveCount(0)
})

test('TWAP sits in the navigation beside Swap and Limit, which fits a 320 px screen; through it a wallet that is not a Safe learns why TWAP needs one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/#/swap')
  await connectSandboxWallet(page, 1)
  const nav = page.getByRole('navigation', { name: 'Main' })
  const links = nav.getByRole('link')
  await expect(links).toHaveText([
    /^Swap/,
    /^Limit/,
    /^TWAP/,
    /^Orders/,
    /^Token/,
    /^Inbox/,
    /^Account/,
  ])
  // Every tab inside the screen, none cut off.
  for (const link of await links.all()) {
    const box = await link.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true)
  }
  expect(await nav.evaluate((n) => n.scrollWidth <= n.clientWidth)).toBe(true)
  await nav.getByRole('link', { name: 'TWAP' }).click()
  await expect(page.getByRole('heading', { name: 'TWAP order' })).toBeVisible()
  await expect(page.getByText('TWAP orders need a Safe')).toBeVisible()
  await expect(page.getByText(/open batchswap in the sandbox.s Safe host page/)).toBeVisible()
})

test('the 1-of-1 Safe places a 2-part TWAP in one Safe transaction; its first part is posted and filled', async ({
  page,
  sandbox,
}) => {
  const safe = safeOf('1-of-1')
  const app = await openInSafe(host(), page, '1-of-1', '#/twap')
  await expectConnectedAsSafe(app, safe.address)

  await app.getByLabel('Sell token').selectOption({ label: 'DAI' })
  await app.getByLabel('Buy token').selectOption({ label: 'USDC' })
  // Too few parts is refused with a sentence, not a broken review.
  await app.getByLabel('Total to sell').fill('20')
  await app.getByLabel('Number of parts').fill('1')
  await expect(app.getByRole('list', { name: 'Problems' })).toContainText('at least 2 parts')
  await expect(app.getByRole('button', { name: 'Review TWAP' })).toBeDisabled()

  await app.getByLabel('Number of parts').fill('2')
  await app.getByLabel('Total duration', { exact: true }).selectOption({ label: '1 hour' })
  const perPart = app.getByRole('definition').filter({ hasText: 'USDC' })
  await expect(perPart).toBeVisible({ timeout: 30_000 })
  await expect(app.getByText('30 min')).toBeVisible()
  await app.getByRole('button', { name: 'Review TWAP' }).click()

  const calls = app.getByRole('list', { name: 'Calls' })
  await expect(calls.getByRole('listitem')).toHaveText([
    'Set the extensible fallback handler',
    'Let ComposableCoW verify orders of the CoW settlement',
    'Approve DAI for the vault relayer',
    'Create the TWAP order',
  ])
  await app.getByRole('button', { name: 'Propose in Safe' }).click()
  await expect(app.getByText('Proposed in your Safe')).toBeVisible({ timeout: 30_000 })

  const queue = page.getByRole('list', { name: 'Safe transactions' })
  await expect(queue.getByRole('listitem').last()).toContainText('4 calls (batch) · executed', {
    timeout: 60_000,
  })

  // The watch-tower posts the first part (eip1271, from the Safe) and the solver fills it.
  const ctx = apiContext(sandbox)
  await expect
    .poll(
      async () => {
        const { data } = await getAccountOrders(ctx, { owner: safe.address })
        const part = data.find(
          (o) => o.signingScheme === 'eip1271' && isAddressEqual(o.owner, safe.address),
        )
        return part?.status
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe('fulfilled')

  // The Orders page shows the TWAP with its progress and parts; cancelling is one Safe
  // transaction (ComposableCoW's remove), after which no further part is posted.
  await app.getByRole('link', { name: 'Orders' }).first().click()
  const twaps = app.getByRole('region', { name: 'TWAP orders' })
  await expect(twaps.getByLabel('TWAP progress')).toContainText('1 of 2 parts filled', {
    timeout: 30_000,
  })
  await expect(twaps.getByRole('list', { name: 'TWAP parts' }).getByRole('listitem')).toHaveText([
    'Part 1: fulfilled',
    'Part 2: not posted',
  ])
  // The TWAP's own page shows the same and cancels as the list does.
  await twaps.getByRole('link', { name: 'TWAP: 20 DAI for USDC' }).click()
  const twap = app.getByRole('region', { name: 'TWAP' })
  await expect(twap.getByLabel('TWAP progress')).toContainText('1 of 2 parts filled')
  await app.getByRole('button', { name: 'Cancel TWAP' }).click()
  await expect(app.getByText('Cancellation proposed in your Safe.')).toBeVisible()
  await expect(queue.getByRole('listitem').last()).toContainText('executed', { timeout: 60_000 })
  await expect(twap.getByLabel('TWAP progress')).toContainText(
    'cancelled: no further part is posted',
    { timeout: 30_000 },
  )
  await app.getByRole('link', { name: 'All orders' }).click()
  await expect(twaps.getByLabel('TWAP progress')).toContainText(
    'cancelled: no further part is posted',
    { timeout: 30_000 },
  )
})
