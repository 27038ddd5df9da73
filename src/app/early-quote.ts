/**
 * A shared swap link's quote, asked for before the app has arrived (issue 29: a link with a
 * pair and an amount shows its quote within 2.5 s of navigation on a phone's slow 4G, where
 * the entry alone takes about 2 s to arrive).
 *
 * Not part of the app's bundle: scripts/prerender-plugin.ts builds this file on its own (one
 * small classic script) and index.html's route preload script runs it at once for a quoting
 * link (QUOTING_LINK), beside the entry, with the build's EarlyQuoteConfig. It derives the
 * request the swap form would send for the link, a visitor with no wallet yet, through the
 * same functions as the form (readSwapParams, resolveTokenRef, parseAmountInput,
 * quoteRequestOf, toWireQuoteRequest), sends it, and offers its answer to the app (src/api/early-answer.ts).
 * The app takes it only for the very same request: a link it reads otherwise (another
 * network, an unlisted or ambiguous token, a settings change) costs one unused request.
 *
 * Meanwhile the trader sees the link's form, not an empty page: the prerendered swap form in
 * index.html, with the link's tokens and amount written in, and the quote's amount once it
 * answers (showLinkPreview). It is a preview, inert (nothing in it can be tapped or typed
 * into, so nothing done there is lost), until the app draws the live form in its place.
 */
import { isAddressEqual, zeroAddress } from 'viem'
import { toWireQuoteRequest } from '@/api/quote-request'
import type { WireQuoteRequest } from '@/api/wire-quote'
import { offerEarlyRequest } from '@/api/early-answer'
import { readSwapParams } from '@/features/swap/swap-url'
import type { OrderKind } from '@/protocol/order'
import { parseUintString } from '@/protocol/bounds'
import {
  amountChars,
  amountFieldLabel,
  avatarBackground,
  avatarInitial,
  tokenButtonLabel,
} from '@/trade/components/field-face'
import { quoteRequestOf } from '@/trade/quote/quote-draft'
import { summarizeQuote } from '@/trade/quote/quote-summary'
import { quotedAmountText } from '@/trade/trade-text'
import { parseAmountInput } from '@/trade/tokens/parse-amount'
import { resolveTokenRef } from '@/trade/tokens/token-search'
import type { Side } from '@/trade/tokens/trade-token'
import type { TokenInfo } from '@/config/token-lists'
import {
  APP_STARTED_ATTRIBUTE,
  EARLY_QUOTE_CONFIG_ID,
  FIRST_VIEW_ATTRIBUTE,
  LINK_PREVIEW_ATTRIBUTE,
  ROUTE_PENDING_ATTRIBUTE,
} from './first-view'

/** What the build knows of the default network, for a link's quote (prerender.tsx). */
export interface EarlyQuoteConfig {
  chainId: number
  /** The default environment (production, staging). */
  environment: string
  /** POST /api/v1/quote on the default network's service. */
  url: string
  /** The default deadline, in seconds (a quote's `validFor`). */
  validForSeconds: number
  /** The settings' storage key: a visitor's saved network or environment may differ. */
  settingsKey: string
  /** The swap draft's storage key: a visitor's saved deadline may differ. */
  draftKey: string
  /** The network's listed ERC-20s. */
  tokens: TokenInfo[]
  /**
   * The wire schemas' chunk (`./assets/wire-*.js`), written in by the build: imported at
   * once, so the phone builds the schemas while it waits for the entry, not after.
   */
  schemasModule?: string
}

/** What the visitor's saved settings and swap draft say of network, environment and deadline. */
export interface SavedSettings {
  selectedChainId?: unknown
  environment?: unknown
  /** Minutes. */
  deadlineMinutes?: unknown
}

/** A token the link names, when the network's list has it (as the form resolves it). */
function listed(config: EarlyQuoteConfig, ref: string | undefined) {
  const resolved = ref === undefined ? undefined : resolveTokenRef(config.tokens, ref)
  return resolved?.type === 'listed' ? resolved.token : undefined
}

/** What the swap form shows and asks for when it opens a quoting link. */
export interface EarlyQuotePlan {
  /** The quote request's wire body. */
  body: WireQuoteRequest
  kind: OrderKind
  sell: TokenInfo
  buy: TokenInfo
  /** The typed field's text: the link's amount, as the form shows it. */
  amountText: string
}

/**
 * The wire body of the quote the swap form asks for when it opens `hash` (the location's
 * hash), for a visitor with no wallet; undefined when the form would ask for none at once,
 * or this cannot tell which.
 */
export function earlyQuoteBody(
  config: EarlyQuoteConfig,
  hash: string,
  saved: SavedSettings = {},
): WireQuoteRequest | undefined {
  return earlyQuotePlan(config, hash, saved)?.body
}

/** earlyQuoteBody, with what the form shows for the link: its tokens, kind and amount. */
export function earlyQuotePlan(
  config: EarlyQuoteConfig,
  hash: string,
  saved: SavedSettings = {},
): EarlyQuotePlan | undefined {
  const query = /^#\/swap\?(.*)$/.exec(hash)
  if (!query) return undefined
  const link = readSwapParams(new URLSearchParams(query[1]))
  if (link.chainId !== undefined && link.chainId !== config.chainId) return undefined
  if (saved.selectedChainId !== undefined && saved.selectedChainId !== config.chainId) {
    return undefined
  }
  if (saved.environment !== undefined && saved.environment !== config.environment) return undefined
  const deadline = saved.deadlineMinutes
  if (deadline !== undefined && deadline !== config.validForSeconds / 60) return undefined
  const sell = listed(config, link.sell)
  const buy = listed(config, link.buy)
  if (!sell || !buy || isAddressEqual(sell.address, buy.address)) return undefined
  const typed = link.kind === 'sell' ? sell : buy
  const amount = parseAmountInput(link.amount, typed.decimals, typed.symbol)
  if (amount.status !== 'valid' || amount.value <= 0n) return undefined
  const body = toWireQuoteRequest(
    quoteRequestOf({
      sellToken: sell.address,
      buyToken: buy.address,
      kind: link.kind,
      amount: amount.value,
      from: zeroAddress,
      validForSeconds: config.validForSeconds,
    }),
  )
  return { body, kind: link.kind, sell, buy, amountText: link.amount }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function sameAddress(value: unknown, token: TokenInfo): boolean {
  return typeof value === 'string' && value.toLowerCase() === token.address.toLowerCase()
}

/**
 * The quoted field's text for the plan's quote answer (the JSON of an OK answer), as the
 * form shows it: the quote's amounts through the form's own summary and format. Undefined
 * for an answer that is not a quote of this very pair and kind with uint256 amounts: the
 * preview then shows no amount, and the app reads the answer its own way.
 */
export function previewQuotedText(plan: EarlyQuotePlan, answer: unknown): string | undefined {
  const quote = isRecord(answer) ? answer.quote : undefined
  if (!isRecord(quote) || quote.kind !== plan.kind) return undefined
  if (!sameAddress(quote.sellToken, plan.sell) || !sameAddress(quote.buyToken, plan.buy)) {
    return undefined
  }
  const amount = (value: unknown) =>
    typeof value === 'string' ? parseUintString(value) : undefined
  const sellAmount = amount(quote.sellAmount)
  const buyAmount = amount(quote.buyAmount)
  const feeAmount = amount(quote.feeAmount)
  if (sellAmount === undefined || buyAmount === undefined || feeAmount === undefined) {
    return undefined
  }
  const summary = summarizeQuote({
    quote: { kind: plan.kind, sellAmount, buyAmount, feeAmount },
    sellToken: plan.sell,
    buyToken: plan.buy,
    // Slippage moves only the limit, which the preview does not show.
    slippageBps: 0,
  })
  return plan.kind === 'sell'
    ? quotedAmountText(summary.buyAmount, plan.buy.decimals)
    : quotedAmountText(summary.sellAmount, plan.sell.decimals)
}

/** One amount field of the prerendered form. */
interface FieldNodes {
  input: HTMLInputElement
  button: HTMLButtonElement
  avatar: HTMLElement
  symbol: HTMLElement
}

function fieldNodes(main: Element, side: Side): FieldNodes | undefined {
  for (const group of Array.from(main.querySelectorAll('[role="group"]'))) {
    if (group.querySelector('label')?.textContent !== amountFieldLabel(side)) continue
    const input = group.querySelector('input')
    const button = group.querySelector('button[aria-label]')
    const avatar = button?.querySelector('span[aria-hidden="true"]')
    const symbol = avatar?.nextElementSibling
    if (
      input instanceof HTMLInputElement &&
      button instanceof HTMLButtonElement &&
      avatar instanceof HTMLElement &&
      symbol instanceof HTMLElement
    ) {
      return { input, button, avatar, symbol }
    }
  }
  return undefined
}

function writeAmount(input: HTMLInputElement, text: string) {
  input.value = text
  input.style.setProperty('--amount-chars', String(amountChars(text)))
}

/** The preview on screen: `showQuote` writes the quote's amount in, while it is there. */
export interface LinkPreview {
  showQuote: (text: string) => void
}

/**
 * Writes the plan's link into the prerendered swap form in #root and shows it, inert, in
 * place of the empty page: the tokens, the typed amount, the quoted field waiting for the
 * quote. Nothing when the app has started (its page is the trader's now), when #root holds
 * another page, or when the form is not as this expects: the page then stays as it was.
 * Only the prerendered nodes are ever written: once the app has drawn its page in their
 * place, they are detached and `showQuote` does nothing.
 */
export function showLinkPreview(plan: EarlyQuotePlan): LinkPreview | undefined {
  const root = document.getElementById('root')
  if (
    !root ||
    root.hasAttribute(APP_STARTED_ATTRIBUTE) ||
    root.hasAttribute(FIRST_VIEW_ATTRIBUTE)
  ) {
    return undefined
  }
  const main = root.querySelector('main')
  const sell = main && fieldNodes(main, 'sell')
  const buy = main && fieldNodes(main, 'buy')
  if (!main || !sell || !buy) return undefined
  for (const [nodes, token, side] of [
    [sell, plan.sell, 'sell'],
    [buy, plan.buy, 'buy'],
  ] as const) {
    nodes.button.setAttribute('aria-label', tokenButtonLabel(token.symbol, side))
    nodes.avatar.style.background = avatarBackground(token.address)
    nodes.avatar.textContent = avatarInitial(token.symbol)
    nodes.symbol.textContent = token.symbol
  }
  // Inert below, and read-only: a tap or a keystroke there would be lost with the preview.
  sell.input.readOnly = true
  buy.input.readOnly = true
  const typed = plan.kind === 'sell' ? sell : buy
  const quoted = plan.kind === 'sell' ? buy : sell
  writeAmount(typed.input, plan.amountText)
  // Waiting for the quote: no "0" that would read as one.
  quoted.input.placeholder = ''
  quoted.input.setAttribute('aria-busy', 'true')
  // The empty form's "Enter an amount" no longer says what to do; the app draws the right one.
  const submit = main.querySelector('[role="status"] ~ button')
  if (submit instanceof HTMLElement) submit.style.visibility = 'hidden'
  main.inert = true
  main.setAttribute('aria-busy', 'true')
  document.documentElement.setAttribute(LINK_PREVIEW_ATTRIBUTE, '')
  document.documentElement.removeAttribute(ROUTE_PENDING_ATTRIBUTE)
  return {
    showQuote: (text) => {
      if (!quoted.input.isConnected) return
      writeAmount(quoted.input, text)
      quoted.input.removeAttribute('aria-busy')
      document.documentElement.setAttribute(LINK_PREVIEW_ATTRIBUTE, 'quoted')
    },
  }
}

/** `run` once #root has been parsed (the early script may arrive before the body has). */
function whenParsed(run: () => void) {
  if (document.readyState !== 'loading') {
    run()
    return
  }
  // 'interactive' comes before the app's entry runs (a module script runs after parsing).
  const onChange = () => {
    document.removeEventListener('readystatechange', onChange)
    run()
  }
  document.addEventListener('readystatechange', onChange)
}

function readSaved(key: string): SavedSettings {
  try {
    const raw = window.localStorage.getItem(key)
    const state: unknown = raw ? (JSON.parse(raw) as { state?: unknown }).state : undefined
    return state && typeof state === 'object' ? (state as SavedSettings) : {}
  } catch {
    return {}
  }
}

/** Sends the link's quote request, if it has one, and offers its answer to the app. */
export function sendEarlyQuote(): void {
  const element = document.getElementById(EARLY_QUOTE_CONFIG_ID)
  if (!element?.textContent) return
  const config = JSON.parse(element.textContent) as EarlyQuoteConfig
  if (config.schemasModule) {
    // The same module the app imports (the module map is by URL): it runs once, now. Its
    // file is being fetched already (index.html preloads it for a quoting link).
    const url = new URL(config.schemasModule, document.baseURI).href
    import(/* @vite-ignore */ url).catch(() => undefined)
  }
  const saved = { ...readSaved(config.settingsKey), ...readSaved(config.draftKey) }
  const { selectedChainId, environment, deadlineMinutes } = saved
  const plan = earlyQuotePlan(config, window.location.hash, {
    selectedChainId,
    environment,
    deadlineMinutes,
  })
  if (!plan) return
  const { body } = plan
  const sentAt = performance.now()
  const response = fetch(config.url, {
    method: 'POST',
    // As src/api/http.ts sends it.
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  // Read or not, a failure here is the app's to meet with its own request.
  response.catch(() => undefined)
  const answered = offerEarlyRequest({ url: config.url, body, sentAt, response })
  whenParsed(() => {
    const preview = showLinkPreview(plan)
    if (!preview) return
    // A refused, lost or unreadable answer shows nothing here; the app meets it with its
    // own request.
    void answered.then((answer) => {
      if (!answer?.ok) return
      let json: unknown
      try {
        json = JSON.parse(answer.text)
      } catch {
        return
      }
      const text = previewQuotedText(plan, json)
      if (text !== undefined) preview.showQuote(text)
    })
  })
}
