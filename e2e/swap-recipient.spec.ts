/**
 * A swap to a custom recipient in real Chromium against the sandbox: the settings' option
 * shows the field, bad input says why and stops the review, an ENS name says it cannot be
 * looked up from the Sandbox network (nothing leaves the machine), and an address is signed
 * as the order's receiver: the recipient's balance grows, not the trader's.
 */
import type { Locator, Page } from '@playwright/test'
import { getOrder } from '../src/api/orderbook'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { apiContext, balancesOf, trader } from './arrange'
import { expect, test } from './fixtures'
import {
  approveIfNeeded,
  linkedOrderUid,
  openSwapAs,
  openReviewDialog,
  primaryButton,
  sellInput,
  waitForFill,
  waitForQuote,
} from './swap-helpers'

/** Turns the custom recipient on in the swap settings; returns the form's Recipient field. */
async function turnOnCustomRecipient(page: Page): Promise<Locator> {
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Swap settings/ })
    .click()
  const settings = page.getByRole('dialog', { name: 'Swap settings' })
  await settings.getByRole('checkbox', { name: /Custom recipient/ }).check()
  await settings.getByRole('button', { name: 'Done' }).click()
  return page.getByRole('main').getByRole('textbox', { name: 'Recipient', exact: true })
}

test('a swap to a custom recipient: checked, shown in review, signed as receiver, delivered to them', async ({
  page,
  sandbox,
  externalRequests,
}) => {
  const owner = await openSwapAs(page, 2, { sell: 'WETH', buy: 'USDC' })
  const recipient = trader(3)
  const main = page.getByRole('main')

  const field = await turnOnCustomRecipient(page)
  await expect(field).toBeVisible()

  await sellInput(page).fill('0.5')
  await waitForQuote(page)
  // On, but empty: the form asks for one rather than sending to the trader.
  await expect(primaryButton(page)).toHaveText(/^(Enter a recipient|Approve )/)
  await field.fill(recipient)
  await approveIfNeeded(page)

  // Hostile and unusable input: said, and the review stays closed.
  await field.fill('0x1234')
  await expect(main.getByText(/40 hex digits/)).toBeVisible()
  await expect(primaryButton(page)).toHaveText('Check the recipient')
  await expect(primaryButton(page)).toHaveAttribute('aria-disabled', 'true')
  await field.fill('friend.eth')
  await expect(main.getByText(/friend\.eth cannot be looked up here/)).toBeVisible({
    timeout: 15_000,
  })
  await expect(primaryButton(page)).toHaveText('Check the recipient')
  expect(externalRequests).toEqual([])

  await field.fill(recipient.toLowerCase())
  await expect(primaryButton(page)).toHaveText('Review swap')
  const [ownerUsdcBefore, recipientUsdcBefore] = [
    (await balancesOf(sandbox, owner, 'USDC'))[0],
    (await balancesOf(sandbox, recipient, 'USDC'))[0],
  ]
  const review = await openReviewDialog(page)
  await expect(review).toContainText('Recipient receives at least')
  await expect(review.getByText(recipient, { exact: true })).toBeVisible()
  await review.getByRole('button', { name: 'Confirm swap' }).click()
  await waitForFill(page)

  const uid = await linkedOrderUid(page.getByRole('dialog', { name: 'Swap filled' }))
  const { data: order } = await getOrder(apiContext(sandbox), uid)
  expect(order.receiver?.toLowerCase()).toBe(recipient.toLowerCase())
  const [ownerUsdcAfter] = await balancesOf(sandbox, owner, 'USDC')
  const [recipientUsdcAfter] = await balancesOf(sandbox, recipient, 'USDC')
  expect(recipientUsdcAfter - recipientUsdcBefore).toBe(order.executedBuyAmount)
  expect(ownerUsdcAfter).toBe(ownerUsdcBefore)
})

test('a recipient that would lose the funds is refused with why; a contract is taken with a warning', async ({
  page,
}) => {
  await openSwapAs(page, 1, { sell: 'WETH', buy: 'USDC' })
  const main = page.getByRole('main')
  const field = await turnOnCustomRecipient(page)
  await sellInput(page).fill('0.1')
  await waitForQuote(page)
  // Approved first (the button asks for that before it looks at the recipient).
  await field.fill(trader(3))
  await approveIfNeeded(page)
  await expect(primaryButton(page)).toHaveText('Review swap')

  const usdc = sandboxDeployment.tokens.find((t) => t.symbol === 'USDC')?.address ?? ''
  const refused: [string, RegExp][] = [
    // The footer names it: a trader may well copy it from there.
    [sandboxDeployment.settlement, /protocol’s settlement contract: .* never reach you/],
    [sandboxDeployment.vaultRelayer.toLowerCase(), /protocol’s vault relayer/],
    [sandboxDeployment.ethFlow, /protocol’s eth-flow contract/],
    [usdc, /contract of USDC, the token you are buying/],
  ]
  for (const [address, sentence] of refused) {
    await field.fill(address)
    await expect(main.getByText(sentence)).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(primaryButton(page)).toHaveText('Check the recipient')
    await expect(primaryButton(page)).toHaveAttribute('aria-disabled', 'true')
  }

  // Another contract (DAI's, not traded here): its code is read, and the trader is warned but
  // may go on.
  const dai = sandboxDeployment.tokens.find((t) => t.symbol === 'DAI')?.address ?? ''
  await field.fill(dai)
  await expect(main.getByText(/This address is a contract\. Make sure it can move/)).toBeVisible()
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  await expect(primaryButton(page)).toHaveText('Review swap')
  // An account without code: no warning.
  await field.fill(trader(3))
  await expect(primaryButton(page)).toHaveText('Review swap')
  await expect(main.getByText(/This address is a contract/)).toHaveCount(0)
})
