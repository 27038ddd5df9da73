/**
 * The limit journeys' shared steps (limit.spec.ts, limit-buy.spec.ts): the form's fields and
 * button, opening it as a dev account, approving and reviewing, placing what is under review,
 * and the market-moving steps of a large partially fillable order, watched on its own page
 * while the market moves to its limit and it fills in parts, an auction apart.
 */
import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { connectSandboxWallet, setUsdPrice, usdPrice } from './arrange'
import { expect } from './fixtures'
import { linkedOrderUid } from './swap-helpers'

export const main = (page: Page) => page.getByRole('main')
export const priceInput = (page: Page) => page.getByRole('textbox', { name: /^Limit price/ })
/** The form's one button, by every text it takes. */
export const limitButton = (page: Page) =>
  main(page).getByRole('button', {
    name: /^(Review limit order|Approve |Insufficient |Connect a wallet|Enter |Accept |Check |The |At this |Getting a quote|A limit|Choose|Switch|Type )/,
  })

export async function openLimit(page: Page, account: number): Promise<void> {
  await page.goto('./#/limit')
  await expect(page.getByRole('heading', { level: 1, name: 'Limit order' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await connectSandboxWallet(page, account)
}

/** Approves the sell token when asked, then opens the review. */
export async function approveThenReview(page: Page): Promise<void> {
  const button = limitButton(page)
  await expect(button).toHaveText(/^(Review limit order|Approve )/, { timeout: 15_000 })
  if ((await button.textContent())?.startsWith('Approve ')) {
    await button.click()
    await expect(button).toHaveText('Review limit order', { timeout: 30_000 })
  }
  await button.click()
}

/** Places the limit order under review; answers its UID once it is in the book. */
export async function placeReviewed(page: Page): Promise<Hex> {
  await page
    .getByRole('dialog', { name: 'Review limit order' })
    .getByRole('button', { name: 'Place limit order' })
    .click()
  const placing = page.getByRole('dialog', { name: 'Placing your limit order' })
  await expect(placing).toContainText('Your order is in the orderbook', { timeout: 20_000 })
  return linkedOrderUid(placing)
}

/**
 * Opens the order's page, makes WETH 5 % dearer so the limit is reached (a quote for a large
 * amount prices in the pool's depth, so the limit may already be; a dearer WETH makes sure),
 * waits until the page shows the order part-filled (then runs `whilePartial`, the journey's
 * checks of that moment) and then wholly filled. WETH's price is put back whatever happens.
 */
export async function watchFillInParts(
  page: Page,
  apiUrl: string,
  uid: Hex,
  whilePartial: () => Promise<void>,
): Promise<void> {
  const wethUsd = await usdPrice(apiUrl, 'WETH')
  await page.goto(`./#/orders/${uid}`)
  const progress = main(page).getByRole('progressbar', { name: 'Filled' })
  await expect(progress).toBeVisible()
  await setUsdPrice(apiUrl, 'WETH', wethUsd * 1.05)
  try {
    // Part of it executed and the rest still open: the page says how far it has come.
    const seen = new Set<number>()
    await expect
      .poll(
        async () => {
          const now = Number(await progress.getAttribute('aria-valuenow'))
          if (now > 0 && now < 100) seen.add(now)
          return seen.size
        },
        { timeout: 60_000, intervals: [250] },
      )
      .toBeGreaterThanOrEqual(1)
    await whilePartial()
    await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 })
  } finally {
    await setUsdPrice(apiUrl, 'WETH', wethUsd)
  }
}
