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
 */
import { isAddressEqual, zeroAddress } from 'viem'
import { toWireQuoteRequest } from '@/api/quote-request'
import type { WireQuoteRequest } from '@/api/wire'
import { offerEarlyRequest } from '@/api/early-answer'
import { readSwapParams } from '@/features/swap/swap-url'
import { quoteRequestOf } from '@/trade/quote/quote-request'
import { parseAmountInput } from '@/trade/tokens/parse-amount'
import { resolveTokenRef } from '@/trade/tokens/token-search'
import type { TokenInfo } from '@/config/token-lists'
import { EARLY_QUOTE_CONFIG_ID } from './first-view'

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
  /** The network's listed ERC-20s. */
  tokens: TokenInfo[]
}

/** What the visitor's saved settings say of network and environment, if anything. */
export interface SavedSettings {
  selectedChainId?: unknown
  environment?: unknown
}

/** A token the link names, when the network's list has it (as the form resolves it). */
function listed(config: EarlyQuoteConfig, ref: string | undefined) {
  const resolved = ref === undefined ? undefined : resolveTokenRef(config.tokens, ref)
  return resolved?.type === 'listed' ? resolved.token : undefined
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
  const query = /^#\/swap\?(.*)$/.exec(hash)
  if (!query) return undefined
  const link = readSwapParams(new URLSearchParams(query[1]))
  if (link.chainId !== undefined && link.chainId !== config.chainId) return undefined
  if (saved.selectedChainId !== undefined && saved.selectedChainId !== config.chainId) {
    return undefined
  }
  if (saved.environment !== undefined && saved.environment !== config.environment) return undefined
  const sell = listed(config, link.sell)
  const buy = listed(config, link.buy)
  if (!sell || !buy || isAddressEqual(sell.address, buy.address)) return undefined
  const typed = link.kind === 'sell' ? sell : buy
  const amount = parseAmountInput(link.amount, typed.decimals, typed.symbol)
  if (amount.status !== 'valid' || amount.value <= 0n) return undefined
  return toWireQuoteRequest(
    quoteRequestOf({
      sellToken: sell.address,
      buyToken: buy.address,
      kind: link.kind,
      amount: amount.value,
      from: zeroAddress,
      validForSeconds: config.validForSeconds,
    }),
  )
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
  const body = earlyQuoteBody(config, window.location.hash, readSaved(config.settingsKey))
  if (!body) return
  const sentAt = performance.now()
  const response = fetch(config.url, {
    method: 'POST',
    // As src/api/http.ts sends it.
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  // Read or not, a failure here is the app's to meet with its own request.
  response.catch(() => undefined)
  offerEarlyRequest({ url: config.url, body, sentAt, response })
}
