/**
 * The limit journeys' market-moving steps: a large partially fillable order, placed at a limit
 * a little above the market, is watched on its own page while the market moves to it and it
 * fills in parts, an auction apart.
 */
import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { setUsdPrice, usdPrice } from './arrange'
import { expect } from './fixtures'

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
  const progress = page.getByRole('main').getByRole('progressbar', { name: 'Filled' })
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
