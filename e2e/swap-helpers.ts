/**
 * Helpers of the swap journeys (e2e/swap*.spec.ts). Everything is found by role and label,
 * as a person (or a screen reader) would find it.
 */
import type { FrameLocator, Locator, Page, Request, Route } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { formatAmount } from '../src/lib/format-amount'
import { connectSandboxWallet, trader } from './arrange'
import { expect } from './fixtures'

/** Opens the swap page with the given link parameters (symbols or addresses). */
export async function openSwap(
  page: Page,
  params: { sell?: string; buy?: string; amount?: string; kind?: 'sell' | 'buy' } = {},
): Promise<void> {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value)
  const query = search.toString()
  await page.goto(`./#/swap${query ? `?${query}` : ''}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible()
  await expect(sellInput(page)).toBeEditable()
  // The wallet stack loads after the first paint; let it settle before typing.
  await page.waitForLoadState('networkidle')
}

/**
 * Opens the swap on a pair and types `amount` once the form is there, for journeys that
 * fault the quote requests after the page is up. Does not wait for the network to go idle
 * (a hung request would hold that up).
 */
export async function openPairThenType(
  page: Page,
  pair: { sell: string; buy: string },
  amount: string,
): Promise<void> {
  await page.goto(`./#/swap?sell=${pair.sell}&buy=${pair.buy}&kind=sell`)
  await expect(sellInput(page)).toBeEditable()
  await sellInput(page).fill(amount)
}

/**
 * Opens the swap page on `params` with the Sandbox wallet connected on dev account `account`
 * (0-4); resolves to that account's address.
 */
export async function openSwapAs(
  page: Page,
  account: number,
  params: Parameters<typeof openSwap>[1],
): Promise<Address> {
  await openSwap(page, params)
  await connectSandboxWallet(page, account)
  return trader(account)
}

export const sellGroup = (page: Page) => page.getByRole('group', { name: 'You sell' })
export const buyGroup = (page: Page) => page.getByRole('group', { name: 'You buy' })
export const sellInput = (page: Page) =>
  page.getByRole('textbox', { name: 'You sell', exact: true })
export const buyInput = (page: Page) => page.getByRole('textbox', { name: 'You buy', exact: true })
/** The main button under the form; its label says what comes next. */
export const primaryButton = (page: Page | FrameLocator) =>
  page.getByRole('main').getByRole('button', {
    name: /^(Review swap|Approve |Insufficient |Connect a wallet|Enter an amount|Enter a recipient|Check the amount|Check the recipient|Looking up the recipient|Getting a quote|Retrying|No quote|Updating quote|Quote expired|Checking approval|Select a token|Choose two|Switch to)/,
  })
/** Waits until a quote is on screen and the form offers the next step. */
export async function waitForQuote(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.getByRole('main').getByText(/^Quote ready:/)).toBeAttached({ timeout })
}

/** Approves the sell token (exact amount) when the form asks for it. */
export async function approveIfNeeded(page: Page): Promise<void> {
  const button = primaryButton(page)
  await expect(button).toHaveText(/^(Review swap|Approve )/, { timeout: 15_000 })
  if ((await button.textContent())?.startsWith('Approve ')) {
    // A click that lands while the form re-renders (a quote arriving, the allowance read
    // again) may meet the button disabled for a moment: click until the approval has begun
    // (the button then says the wallet or the transaction is under way, or it is done).
    await expect(async () => {
      const label = (await button.textContent()) ?? ''
      if (/^Approve [^…]*$/.test(label) && (await button.getAttribute('aria-disabled')) !== 'true')
        await button.click()
      await expect(button).not.toHaveText(/^Approve [^…]*$/, { timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
    const notice = page
      .getByRole('main')
      .getByText(
        /(approved|approval signed: it goes with your order)\. You can review the swap now\./,
      )
    await notice.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      // Say what the page showed instead: the button and every status or alert on screen.
      const shown = await page
        .getByRole('status')
        .or(page.getByRole('alert'))
        .allInnerTexts()
        .catch(() => [])
      throw new Error(
        `the approval did not finish: button "${await button.textContent()}", on screen: ${JSON.stringify(shown)}`,
        { cause: error },
      )
    })
  }
  await expect(button).toHaveText('Review swap', { timeout: 15_000 })
  await expect(button).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 })
}

/**
 * Clicks "Review swap" and resolves to the review dialog once it is open. A click that lands
 * while the form re-renders may meet the button disabled for a moment (the app ignores it,
 * as it should): it is clicked again while it still offers the review and no dialog opened.
 */
export async function openReviewDialog(page: Page | FrameLocator): Promise<Locator> {
  const button = primaryButton(page)
  const dialog = page.getByRole('dialog', { name: 'Review swap' })
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click({ timeout: 5_000 })
    await expect(dialog).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 20_000 })
  return dialog
}

/** Review swap -> Confirm swap; resolves once the order is submitted (tracking). */
export async function reviewAndConfirm(page: Page): Promise<void> {
  const dialog = await openReviewDialog(page)
  const confirm = dialog.getByRole('button', { name: 'Confirm swap' })
  await expect(confirm).toBeEnabled({ timeout: 15_000 })
  await confirm.click()
}

/**
 * The review after the wallet refused to sign: it says so and stays open for another try.
 * Resolves to the review dialog.
 */
export async function expectSignatureRejected(page: Page): Promise<Locator> {
  const review = page.getByRole('dialog', { name: 'Review swap' })
  await expect(review.getByText('Signature rejected')).toBeVisible()
  await expect(
    review.getByText('You rejected the signature in your wallet. Nothing was sent.'),
  ).toBeVisible()
  return review
}

/** Waits for the sandbox solver to settle the order: the dialog says "Swap filled". */
export async function waitForFill(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Swap filled' })
  await expect(dialog).toBeVisible({ timeout: 60_000 })
}

export interface SellTrade {
  sell: string
  buy: string
  amount: string
  account: number
}

/**
 * A sell swap up to its review: open the pair, connect the Sandbox wallet on a dev account,
 * type the amount, wait for the quote and approve when needed. "Review swap" is next.
 */
export async function readyToReview(page: Page, trade: SellTrade): Promise<void> {
  await quoteSell(page, trade)
  await approveIfNeeded(page)
}

/**
 * A sell swap up to its quote: open the pair, connect the Sandbox wallet on a dev account,
 * type the amount and wait for the quote; resolves to the account's address.
 */
export async function quoteSell(page: Page, trade: SellTrade): Promise<Address> {
  const owner = await openSwapAs(page, trade.account, { sell: trade.sell, buy: trade.buy })
  await sellInput(page).fill(trade.amount)
  await waitForQuote(page)
  return owner
}

/** A whole sell swap from the trader's side, to "Swap filled": {@link readyToReview}, review, confirm. */
export async function sellToFilled(page: Page, trade: SellTrade): Promise<void> {
  await readyToReview(page, trade)
  await reviewAndConfirm(page)
  await waitForFill(page)
}

/** The UID of the order a dialog (or toast) links to with "View order". */
export async function linkedOrderUid(scope: Page | Locator | FrameLocator): Promise<Hex> {
  const href = await scope.getByRole('link', { name: 'View order' }).getAttribute('href')
  const uid = /uid=(0x[0-9a-fA-F]{112})/.exec(href ?? '')?.[1]
  if (!uid) throw new Error(`no order link: ${href}`)
  return uid as Hex
}

/** The balance shown in a field, as the page formats it. */
export function shownBalance(value: bigint, decimals: number): string {
  return `Balance: ${formatAmount(value, decimals, { maxDecimals: 6 })}`
}

/** Counts the app's requests to the orderbook's quote and the slippage recommendation. */
export function countServiceRequests(page: Page) {
  const counts = { quote: 0, slippage: 0, postOrder: 0, putAppData: 0 }
  const onRequest = (request: Request) => {
    const url = request.url()
    if (request.method() === 'POST' && url.endsWith('/api/v1/quote')) counts.quote += 1
    if (url.includes('/slippageTolerance')) counts.slippage += 1
    if (request.method() === 'POST' && url.endsWith('/api/v1/orders')) counts.postOrder += 1
    if (request.method() === 'PUT' && url.includes('/api/v1/app_data/')) counts.putAppData += 1
  }
  page.on('request', onRequest)
  return {
    counts,
    reset: () => {
      counts.quote = 0
      counts.slippage = 0
      counts.postOrder = 0
      counts.putAppData = 0
    },
    stop: () => page.off('request', onRequest),
  }
}

/**
 * Makes the wallet answer eth_signTypedData_v4 with a JSON-RPC error, as a wallet does
 * when the person presses "Reject" (4001) or does not know the method (-32601). The Sandbox
 * wallet forwards signing to the node, so intercepting that one call is the wallet's answer.
 */
export async function answerSignTypedData(
  page: Page,
  rpcUrl: string,
  error: { code: number; message: string },
): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    const body: unknown = route.request().postDataJSON()
    if (
      typeof body === 'object' &&
      body !== null &&
      !Array.isArray(body) &&
      (body as { method?: unknown }).method === 'eth_signTypedData_v4'
    ) {
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ jsonrpc: '2.0', id: (body as { id?: unknown }).id ?? 0, error }),
      })
      return
    }
    await route.fallback()
  }
  const pattern = `${rpcUrl.replace(/\/$/, '')}/**`
  await page.route(rpcUrl, handler)
  await page.route(pattern, handler)
  return async () => {
    await page.unroute(rpcUrl, handler)
    await page.unroute(pattern, handler)
  }
}
