/**
 * Helpers of the swap journeys (e2e/swap*.spec.ts). Everything is found by role and label,
 * as a person (or a screen reader) would find it. The words are English unless a helper is
 * given another language (`lang`, e2e/language.ts: read from its catalog), as
 * e2e/i18n-swap.spec.ts does.
 */
import type { FrameLocator, Locator, Page, Request, Route } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { connectSandboxWallet, trader } from './arrange'
import { expect } from './fixtures'
import { ENGLISH, type Language } from './language'

/** Opens the swap page with the given link parameters (symbols or addresses). */
export async function openSwap(
  page: Page,
  params: { sell?: string; buy?: string; amount?: string; kind?: 'sell' | 'buy' } = {},
  lang: Language = ENGLISH,
): Promise<void> {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value)
  const query = search.toString()
  await page.goto(`./#/swap${query ? `?${query}` : ''}`)
  await expect(page.getByRole('heading', { level: 1, name: lang.say('Swap') })).toBeVisible()
  await expect(sellInput(page, lang)).toBeEditable()
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
  lang: Language = ENGLISH,
): Promise<Address> {
  await openSwap(page, params, lang)
  await connectSandboxWallet(page, account, lang)
  return trader(account)
}

export const sellGroup = (page: Page, lang: Language = ENGLISH) =>
  page.getByRole('group', { name: lang.say('You sell') })
export const buyGroup = (page: Page, lang: Language = ENGLISH) =>
  page.getByRole('group', { name: lang.say('You buy') })
export const sellInput = (page: Page, lang: Language = ENGLISH) =>
  page.getByRole('textbox', { name: lang.say('You sell'), exact: true })
export const buyInput = (page: Page, lang: Language = ENGLISH) =>
  page.getByRole('textbox', { name: lang.say('You buy'), exact: true })

/** The labels of the form's main button (src/trade/trade-status.ts) the journeys wait on. */
const PRIMARY_LABELS = [
  'Review swap',
  'Approve {tokenName}',
  'Approve {tokenName} in your wallet…',
  'Approve with a signature (no gas)',
  'Insufficient {balanceName} balance',
  'Connect a wallet',
  'Enter an amount',
  'Enter a recipient',
  'Check the amount',
  'Check the recipient',
  'Looking up the recipient…',
  'Getting a quote…',
  'Retrying the quote…',
  'No quote',
  'Updating quote…',
  'Quote expired: updating…',
  'Checking approval…',
  'Select a token',
  'Choose two different tokens',
  'Switch to {0}',
]

/** One RegExp matching any of the messages, whole. */
function anyOf(lang: Language, sources: readonly string[]): RegExp {
  return new RegExp(sources.map((source) => lang.pattern(source).source).join('|'))
}

/** The main button under the form; its label says what comes next. */
export const primaryButton = (page: Page | FrameLocator, lang: Language = ENGLISH) =>
  page.getByRole('main').getByRole('button', { name: anyOf(lang, PRIMARY_LABELS) })
/** Waits until a quote is on screen and the form offers the next step. */
export async function waitForQuote(
  page: Page,
  timeout = 15_000,
  lang: Language = ENGLISH,
): Promise<void> {
  const ready = anyOf(lang, [
    'Quote ready: you receive about {0}.',
    'Quote ready: you pay about {0}.',
  ])
  await expect(page.getByRole('main').getByText(ready)).toBeAttached({ timeout })
}

/** Approves the sell token (exact amount) when the form asks for it. */
export async function approveIfNeeded(page: Page, lang: Language = ENGLISH): Promise<void> {
  const button = primaryButton(page, lang)
  const review = lang.say('Review swap')
  // The approval the form offers (a transaction, or a signature for a permit token), not yet
  // under way: the labels of one in progress end with "…" ("Approve WETH in your wallet…"),
  // which the first message's placeholder would match too.
  const approve = new RegExp(
    `^(?!.*…)(?:${anyOf(lang, ['Approve {tokenName}', 'Approve with a signature (no gas)']).source})`,
  )
  await expect(button).toHaveText(
    new RegExp(`${lang.pattern('Review swap').source}|${approve.source}`),
    {
      timeout: 15_000,
    },
  )
  if (approve.test((await button.textContent()) ?? '')) {
    // A click that lands while the form re-renders (a quote arriving, the allowance read
    // again) may meet the button disabled for a moment: click until the approval has begun
    // (the button then says the wallet or the transaction is under way, or it is done).
    await expect(async () => {
      const label = (await button.textContent()) ?? ''
      if (approve.test(label) && (await button.getAttribute('aria-disabled')) !== 'true')
        await button.click()
      await expect(button).not.toHaveText(approve, { timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
    const notice = page
      .getByRole('main')
      .getByText(
        anyOf(lang, [
          '{token} approved. You can review the swap now.',
          '{token} approval signed: it goes with your order. You can review the swap now.',
        ]),
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
  await expect(button).toHaveText(review, { timeout: 15_000 })
  await expect(button).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 })
}

/**
 * Clicks "Review swap" and resolves to the review dialog once it is open. A click that lands
 * while the form re-renders may meet the button disabled for a moment (the app ignores it,
 * as it should): it is clicked again while it still offers the review and no dialog opened.
 */
export async function openReviewDialog(
  page: Page | FrameLocator,
  lang: Language = ENGLISH,
): Promise<Locator> {
  const button = primaryButton(page, lang)
  const dialog = page.getByRole('dialog', { name: lang.say('Review swap') })
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click({ timeout: 5_000 })
    await expect(dialog).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 20_000 })
  return dialog
}

/** Review swap -> Confirm swap; resolves once the order is submitted (tracking). */
export async function reviewAndConfirm(page: Page, lang: Language = ENGLISH): Promise<void> {
  const dialog = await openReviewDialog(page, lang)
  const confirm = dialog.getByRole('button', { name: lang.say('Confirm swap') })
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
export async function waitForFill(page: Page, lang: Language = ENGLISH): Promise<void> {
  const dialog = page.getByRole('dialog', { name: swapFilled(lang) })
  await expect(dialog).toBeVisible({ timeout: 60_000 })
}

/** The dialog's title once the solver has filled a swap (src/api/order-kind.ts). */
export function swapFilled(lang: Language = ENGLISH): string {
  return lang.say(
    '{k, select, market {Swap filled} limit {Limit order filled} liquidity {Liquidity order filled} twap {TWAP order filled} other {Order filled}}',
    { k: 'market' },
  )
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
export async function readyToReview(
  page: Page,
  trade: SellTrade,
  lang: Language = ENGLISH,
): Promise<void> {
  await quoteSell(page, trade, lang)
  await approveIfNeeded(page, lang)
}

/**
 * A sell swap up to its quote: open the pair, connect the Sandbox wallet on a dev account,
 * type the amount and wait for the quote; resolves to the account's address.
 */
export async function quoteSell(
  page: Page,
  trade: SellTrade,
  lang: Language = ENGLISH,
): Promise<Address> {
  const owner = await openSwapAs(page, trade.account, { sell: trade.sell, buy: trade.buy }, lang)
  await sellInput(page, lang).fill(trade.amount)
  await waitForQuote(page, undefined, lang)
  return owner
}

/** A whole sell swap from the trader's side, to "Swap filled": {@link readyToReview}, review, confirm. */
export async function sellToFilled(page: Page, trade: SellTrade): Promise<void> {
  await readyToReview(page, trade)
  await reviewAndConfirm(page)
  await waitForFill(page)
}

/** The UID of the order a dialog (or toast) links to with "View order". */
export async function linkedOrderUid(
  scope: Page | Locator | FrameLocator,
  lang: Language = ENGLISH,
): Promise<Hex> {
  const href = await scope.getByRole('link', { name: lang.say('View order') }).getAttribute('href')
  const uid = /uid=(0x[0-9a-fA-F]{112})/.exec(href ?? '')?.[1]
  if (!uid) throw new Error(`no order link: ${href}`)
  return uid as Hex
}

/** The balance shown in a field, as the page formats it. */
export function shownBalance(value: bigint, decimals: number, lang: Language = ENGLISH): string {
  // The symbol after it is for screen readers only (src/trade/components/amount-field.tsx).
  return lang
    .say('Balance: {balance} <0>{0}</0>', { balance: lang.amount(value, decimals, 6), 0: '' })
    .trim()
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
