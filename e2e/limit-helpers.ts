/**
 * The limit journeys' page object (limit.spec.ts, limit-buy.spec.ts), as Playwright's docs
 * model a page: the form's fields and button, opening it as a dev account, typing a price
 * relative to the market, approving and reviewing, placing what is under review, and the
 * market-moving steps of a large partially fillable order, watched on its own page while the
 * market moves to its limit and it fills in parts, an auction apart. Journeys take it as the
 * `limitForm` fixture of this file's `test`:
 *
 *   import { expect, test } from './limit-helpers'
 *   test('...', async ({ limitForm }) => {
 *     await limitForm.open(1)
 *   })
 */
import type { Locator, Page } from '@playwright/test'
import type { Hex } from 'viem'
import { getOrder } from '../src/api/orderbook'
import { apiContext, connectSandboxWallet } from './arrange'
import { setUsdPrice, usdPrice } from './sandbox-dev'
import { expect, test as base, type SandboxFixture } from './fixtures'
import { linkedOrderUid } from './swap-helpers'

export { expect }

export class LimitForm {
  readonly main: Locator
  readonly price: Locator
  /** The form's one button, by every text it takes. */
  readonly button: Locator
  readonly marketPrice: Locator

  constructor(readonly page: Page) {
    this.main = page.getByRole('main')
    this.price = page.getByRole('textbox', { name: /^Limit price/ })
    this.button = this.main.getByRole('button', {
      name: /^(Review limit order|Approve |Insufficient |Connect a wallet|Enter |Accept |Check |The |At this |Getting a quote|A limit|Choose|Switch|Type )/,
    })
    this.marketPrice = page.getByTestId('market-price')
  }

  async open(account: number): Promise<void> {
    await this.page.goto('./#/limit')
    await expect(this.page.getByRole('heading', { level: 1, name: 'Limit order' })).toBeVisible()
    await this.page.waitForLoadState('networkidle')
    await connectSandboxWallet(this.page, account)
  }

  /**
   * Once the market price of WETH in USDC has filled the price field and `follower` (the
   * amount that follows the price), types `factor` times it; answers the price typed.
   */
  async priceAtMarketTimes(factor: number, follower: Locator, followerValue: RegExp) {
    await expect(this.marketPrice).toContainText(/Market: 1 WETH = [\d.]+ USDC/, {
      timeout: 15_000,
    })
    await expect(this.price).toHaveValue(/^\d+(\.\d+)?$/)
    await expect(follower).toHaveValue(followerValue)
    const limit = (Number(await this.price.inputValue()) * factor).toFixed(2)
    await this.price.fill(limit)
    return limit
  }

  /** Approves the sell token when asked, then opens the review. */
  async approveThenReview(): Promise<void> {
    await expect(this.button).toHaveText(/^(Review limit order|Approve )/, { timeout: 15_000 })
    if ((await this.button.textContent())?.startsWith('Approve ')) {
      await this.button.click()
      await expect(this.button).toHaveText('Review limit order', { timeout: 30_000 })
    }
    await this.button.click()
  }

  /** Places the limit order under review; answers its UID once it is in the book. */
  async placeReviewed(): Promise<Hex> {
    await this.page
      .getByRole('dialog', { name: 'Review limit order' })
      .getByRole('button', { name: 'Place limit order' })
      .click()
    const placing = this.page.getByRole('dialog', { name: 'Placing your limit order' })
    await expect(placing).toContainText('Your order is in the orderbook', { timeout: 20_000 })
    return linkedOrderUid(placing)
  }

  /** On an open order's page, follows Edit: the form opens on its terms, saying it replaces it. */
  async editFromOrderPage(): Promise<void> {
    await this.main.getByRole('link', { name: 'Edit order' }).click()
    await expect(this.page.getByTestId('replacing-notice')).toContainText(
      'placing this order replaces order',
      { timeout: 15_000 },
    )
  }

  /**
   * Places the edit under review of the order `oldUid`: a new order, which names the one it
   * replaces in its appData, while the replaced one reads cancelled. Answers the new UID and
   * order, for the journey's checks of its terms.
   */
  async placeReplacementOf(sandbox: Pick<SandboxFixture, 'apiUrl'>, oldUid: Hex) {
    const uid = await this.placeReviewed()
    expect(uid).not.toBe(oldUid)
    const ctx = apiContext(sandbox)
    const { data: old } = await getOrder(ctx, oldUid)
    const { data: replacement } = await getOrder(ctx, uid)
    expect(old.status).toBe('cancelled')
    expect(JSON.parse(replacement.fullAppData ?? '{}')).toMatchObject({
      metadata: { replacedOrder: { uid: oldUid.toLowerCase() } },
    })
    return { uid, replacement }
  }

  /**
   * Opens the order's page, makes WETH 5 % dearer so the limit is reached (a quote for a large
   * amount prices in the pool's depth, so the limit may already be; a dearer WETH makes sure),
   * waits until the page shows the order part-filled (then runs `whilePartial`, the journey's
   * checks of that moment) and then wholly filled. WETH's price is put back whatever happens.
   */
  async watchFillInParts(
    apiUrl: string,
    uid: Hex,
    whilePartial: () => Promise<void>,
  ): Promise<void> {
    const wethUsd = await usdPrice(apiUrl, 'WETH')
    await this.page.goto(`./#/orders/${uid}`)
    const progress = this.main.getByRole('progressbar', { name: 'Filled' })
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
}

export const test = base.extend<{ limitForm: LimitForm }>({
  limitForm: async ({ page }, use) => {
    await use(new LimitForm(page))
  },
})
