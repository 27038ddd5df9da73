import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { usdPricedAddress } from '../tokens/native-currency'
import { quoteQueryOptions } from '@/api/queries/orderbook-queries'
import { recoveryIntervalMs, type QueryApiContext } from '@/api/queries/query-utils'
import { slippageToleranceQueryOptions, usdPriceQueryOptions } from '@/api/queries/token-queries'
import { retryNow, useRecovery } from '@/api/queries/use-recovery'
import { useRetryState } from '@/api/queries/use-retry-state'
import type { SlippageToleranceParams } from '@/api/token-data'
import { describeError } from '@/api/error-descriptions'
import type { OrderKind } from '@batchswap/contract/protocol/order'
import { quoteRefreshDelayMs, withServerClock } from './quote-validity'
import type { RecommendationState } from './slippage'
import { quoteDisplay, type QuoteDisplay } from '../trade-status'
import { useDebouncedValue } from './use-debounced-value'
import { useIsPast } from './use-is-past'
import { quoteDraftOf, quoteRequestOf, type QuoteDraft } from './quote-draft'

/** Input settles this long before a quote is asked for (the public app: ~350 ms). */
export const QUOTE_DEBOUNCE_MS = 350

/**
 * The recommendation is asked for from the same draft as the quote (kind, the fixed amount,
 * the expiry) once the quote has answered, with its fee (spec 4.3 `feeAmount`): one request
 * per change, a few tens of milliseconds after the quote. A refreshed quote with the same fee
 * asks nothing new (max-age 120 s).
 */
export function slippageParamsOf(draft: QuoteDraft, quotedFee: bigint): SlippageToleranceParams {
  return {
    base: draft.sellToken,
    quote: draft.buyToken,
    orderKind: draft.kind,
    partiallyFillable: false,
    ...(draft.kind === 'sell' ? { sellAmount: draft.amount } : { buyAmount: draft.amount }),
    expirationTimeInSeconds: draft.validForSeconds,
    feeAmount: quotedFee,
  }
}

export interface UseTradeQuoteArgs {
  ctx: QueryApiContext
  sellToken: Address | undefined
  buyToken: Address | undefined
  kind: OrderKind
  amount: bigint | undefined
  from: Address
  deadlineMinutes: number
  /** See `QuoteDraft.appData`. */
  appData?: string
  /**
   * Whether to ask for the amounts' USD prices and the slippage recommendation, which the
   * swap shows beside its quote (default). A limit order shows neither (its price is the
   * trader's, and it has no slippage): its page asks for the quote alone.
   */
  pricesAndSlippage?: boolean
}

export function useTradeQuote({
  ctx,
  sellToken,
  buyToken,
  kind,
  amount,
  from,
  deadlineMinutes,
  appData,
  pricesAndSlippage = true,
}: UseTradeQuoteArgs) {
  const validForSeconds = deadlineMinutes * 60
  const draft = useMemo(
    () =>
      quoteDraftOf({
        chainId: ctx.chainId,
        sellToken,
        buyToken,
        kind,
        amount,
        from,
        validForSeconds,
        appData,
      }),
    [ctx.chainId, sellToken, buyToken, kind, amount, from, validForSeconds, appData],
  )
  const settled = useDebouncedValue(draft, QUOTE_DEBOUNCE_MS)
  const debouncing = draft !== settled

  const request = useMemo(() => (settled ? quoteRequestOf(settled) : undefined), [settled])

  const quoteOptions = quoteQueryOptions(ctx, request)
  // Asked for as the page renders (TanStack's usePrefetchQuery rule: only when the cache holds
  // nothing for it), not once the page has committed: a shared link's first render takes
  // several hundred milliseconds on a phone, and its quote waited for all of it.
  const queryClient = useQueryClient()
  if (request && !queryClient.getQueryState(quoteOptions.queryKey)) {
    queryClient.query(quoteOptions).catch(() => undefined)
  }
  const quoteQuery = useQuery({
    ...quoteOptions,
    // Refresh about every 30 s, and before the quote expires when that comes sooner; after
    // a transient failure, on the recovery schedule.
    refetchInterval: (query) => {
      const recovery = recoveryIntervalMs(query)
      if (recovery !== undefined) return recovery
      const data = query.state.data?.data
      if (!data) return false
      return Math.max(
        1_000,
        quoteRefreshDelayMs(withServerClock(data, validForSeconds), Date.now()),
      )
    },
  })
  const retry = useRetryState(quoteOptions.queryKey)
  const recovery = useRecovery(request === undefined ? undefined : quoteOptions.queryKey)
  // The fee of the quote on screen for this very draft (none while another one loads).
  const quotedFee = debouncing ? undefined : quoteQuery.data?.feeAmount
  const slippageParams = useMemo(
    () =>
      pricesAndSlippage && settled && quotedFee !== undefined
        ? slippageParamsOf(settled, quotedFee)
        : undefined,
    [pricesAndSlippage, settled, quotedFee],
  )
  const slippageQuery = useQuery(slippageToleranceQueryOptions(ctx, slippageParams))
  // USD values are shown next to an amount (and in the quote's summary): until there is one,
  // the page asks for no price, so a visit that never types starts no request.
  const priced = pricesAndSlippage && amount !== undefined && amount > 0n
  // The native currency is priced as its wrapper (the price service knows tokens).
  const priceOf = (token: Address | undefined) =>
    priced && token ? usdPricedAddress(ctx.chainId, token) : undefined
  const sellPrice = useQuery(usdPriceQueryOptions(ctx, priceOf(sellToken)))
  const buyPrice = useQuery(usdPriceQueryOptions(ctx, priceOf(buyToken)))

  const raw = quoteQuery.data
  const quote = useMemo(
    () => (raw ? withServerClock(raw, settled?.validForSeconds) : undefined),
    [raw, settled?.validForSeconds],
  )
  const isExpired = useIsPast(quote?.expiresAt.getTime())
  const display: QuoteDisplay =
    draft === undefined
      ? 'none'
      : debouncing
        ? 'loading'
        : quoteDisplay({
            status: quoteQuery.status,
            isFetching: quoteQuery.isFetching,
            isSkipped: request === undefined,
            isExpired,
            // Backing off inside the request, or recovering after it failed transiently.
            isRetrying: retry !== undefined || recovery !== undefined,
          })

  const recommendation: RecommendationState =
    slippageQuery.status === 'success'
      ? { status: 'success', slippageBps: slippageQuery.data.slippageBps }
      : slippageQuery.status === 'error'
        ? {
            status: 'unavailable',
            reason: describeError(slippageQuery.error).sentence,
          }
        : { status: 'pending' }

  return {
    /** The quote for the current input; undefined while typing or when it failed. */
    quote: debouncing || quoteQuery.status !== 'success' ? undefined : quote,
    display,
    error: quoteQuery.status === 'error' && !debouncing ? quoteQuery.error : undefined,
    retry,
    /** While the quote recovers from a transient failure: what to say, with the countdown. */
    recovery: debouncing ? undefined : recovery,
    refetch: quoteQuery.refetch,
    /** "Try again": ends a backoff wait and asks now. */
    retryNow: () => retryNow(quoteQuery.refetch),
    recommendation,
    prices: {
      sell: sellPrice.data,
      buy: buyPrice.data,
    },
  }
}

export type TradeQuote = ReturnType<typeof useTradeQuote>
