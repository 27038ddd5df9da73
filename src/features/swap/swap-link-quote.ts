import type { QueryClient } from '@tanstack/react-query'
import { zeroAddress } from 'viem'
import { quoteQueryOptions } from '@/api/queries/orderbook-queries'
import type { QueryApiContext } from '@/api/queries/query-utils'
import type { QuoteRequest } from '@/api/quote-request'
import { getListedTokens } from '@/config/token-lists'
import { parseHash } from '@/lib/hash-location'
import { useSettingsStore } from '@/lib/settings-store'
import { ethFlowDeadlineMinutes } from '@/trade/quote/eth-flow-minimums'
import { quoteDraftOf, quoteRequestOf } from '@/trade/quote/quote-draft'
import {
  isNativeCurrency,
  listedWithNativeCurrency,
  wrapDirection,
} from '@/trade/tokens/native-currency'
import { parseAmountInput } from '@/trade/tokens/parse-amount'
import { resolveTokenRef } from '@/trade/tokens/token-search'
import { useTradeDraftStore, type SwapPair } from '@/trade/trade-draft-store'
import type { Environment, SupportedChainId } from '@batchswap/contract/protocol/chains'
import { pairRefs, readSwapParams } from './swap-url'

/**
 * A shared swap link's quote, asked for as the app starts (a route loader:
 * src/app/route-loaders.ts), before React renders. On a phone the page's first render ends
 * about a second after the entry has been evaluated; the quote's round trip now runs beside it.
 *
 * The request is the one the swap form's first render asks for (use-swap-trade.ts): the
 * app's network and environment, the pair and amount of the link resolved on the built-in
 * list (the trader's other lists and a reconnecting wallet arrive after that render), from
 * no account, the trader's deadline; the same query options, so the form finds the request in
 * flight and sends none of its own. Whatever the form would not quote at once is left to
 * the form: a bare `#/swap` (it restores the draft's amount), an unlisted token (read from the
 * chain first), a wrap, an amount that is not a plain decimal.
 */

/** An amount that reads the same in every language: the form parses it as this loader does. */
const PLAIN_DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/

export interface SwapLinkState {
  /** `location.hash`. */
  hash: string
  /** The app's network before any wallet connects: the one picked in the header. */
  chainId: SupportedChainId
  env: Environment
  deadlineMinutes: number
  lastPair: SwapPair | undefined
}

/** The quote a swap link's form asks for first, when it can be known before React renders. */
export function swapLinkQuote(
  state: SwapLinkState,
): { ctx: QueryApiContext; request: QuoteRequest } | undefined {
  const { chainId } = state
  const { path, search } = parseHash(state.hash)
  if (path.toLowerCase() !== '/swap') return undefined
  const url = readSwapParams(new URLSearchParams(search))
  const amountText = url.amount.trim()
  if (!PLAIN_DECIMAL.test(amountText)) return undefined
  const listed = listedWithNativeCurrency(chainId)
  const { sellRef, buyRef } = pairRefs(url, state.lastPair, getListedTokens(chainId))
  if (sellRef === undefined || buyRef === undefined) return undefined
  const sell = resolveTokenRef(listed, sellRef)
  const buy = resolveTokenRef(listed, buyRef)
  if (sell.type !== 'listed' || buy.type !== 'listed') return undefined
  if (wrapDirection(chainId, sell.token, buy.token)) return undefined
  const typed = url.kind === 'sell' ? sell.token : buy.token
  // A plain decimal reads the same with either separator (swap-url.ts, shownAmount).
  const amount = parseAmountInput(amountText, typed.decimals, typed.symbol, '.')
  if (amount.status !== 'valid') return undefined
  const ethFlowSell = url.kind === 'sell' && isNativeCurrency(sell.token)
  const deadlineMinutes = ethFlowSell
    ? ethFlowDeadlineMinutes(state.deadlineMinutes)
    : state.deadlineMinutes
  const draft = quoteDraftOf({
    chainId,
    sellToken: sell.token.address,
    buyToken: buy.token.address,
    kind: url.kind,
    amount: amount.value,
    from: zeroAddress,
    validForSeconds: deadlineMinutes * 60,
  })
  if (!draft) return undefined
  return { ctx: { chainId, env: state.env }, request: quoteRequestOf(draft) }
}

/** Asks for the link's quote into `queryClient`, as the form would (see `swapLinkQuote`). */
export function prefetchSwapLinkQuote(queryClient: QueryClient, hash: string): void {
  const settings = useSettingsStore.getState()
  const draft = useTradeDraftStore.getState()
  let linked: ReturnType<typeof swapLinkQuote>
  try {
    linked = swapLinkQuote({
      hash,
      chainId: settings.selectedChainId,
      env: settings.environment,
      deadlineMinutes: draft.deadlineMinutes,
      lastPair: draft.lastPairByChain[settings.selectedChainId],
    })
  } catch {
    // Before the language is active no sentence can be worded (Lingui throws): a link the
    // form answers with one (an unknown token, a bad amount) asks for no quote there either.
    return
  }
  if (!linked) return
  // A failure is the form's to show, from this query's state.
  queryClient.query(quoteQueryOptions(linked.ctx, linked.request)).catch(() => undefined)
  // The quote is written with the page's first Intl.NumberFormat, whose construction loads the
  // browser's number data once per page (some 150 ms on the mobile preset's 4x slower CPU):
  // done now, while the quote is in flight, not between its answer and the frame showing it.
  new Intl.NumberFormat().format(0)
}
