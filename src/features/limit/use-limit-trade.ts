import { t } from '@lingui/core/macro'
import { usePartnerFee } from '@/trade/use-partner-fee'
import { useEffect, useMemo, useState } from 'react'
import { zeroAddress, type Address, type Hex } from 'viem'
import { useOrder } from '@/api/queries/orderbook-queries'
import { useSearchParams } from '@/lib/hash-router'
import { useNow } from '@/trade/quote/use-is-past'
import { isNativeCurrency, listedWithNativeCurrency } from '@/trade/tokens/native-currency'
import { useTradeQuote } from '@/trade/quote/use-trade-quote'
import type { TradeToken } from '@/trade/tokens/trade-token'
import { useTokenMetadata } from '@/trade/tokens/use-token-metadata'
import { useListTokens } from '@/trade/tokens/use-list-tokens'
import { findToken } from '@/trade/tokens/token-search'
import { recipientBlock } from '@/trade/recipient'
import { useTradeForm, useTradeSetup, type TradeEmbedding } from '@/trade/use-trade-setup'
import { useTradeDraftStore } from '@/trade/trade-draft-store'
import type { PrimaryButton } from '@/trade/trade-status'
import { distanceToMarket, priceOf, zeroSideBlock } from './limit-price'
import { REPLACE_PARAM, replaceUidFrom } from '@/trade/edit-order-link'
import { replaceabilityOf, type Replaceability } from './replace-order'
import { useLimitForm, type LimitForm } from './use-limit-form'

const NO_ADDRESSES: readonly Address[] = []
/** The quote that gives the market price is asked for the usual lifetime of a market order. */
const MARKET_QUOTE_MINUTES = 30
/** Below the market by more than this (rounding aside), the trader must accept the price. */
export const BELOW_MARKET_TOLERANCE = -0.0001
/** A network cost above this share of the sell amount makes the order slow to be worth filling. */
export const SMALL_ORDER_COST_SHARE = 0.1

/**
 * The limit form wired onto the trade core in three layers, each the state of one kind and
 * each computed by its own provider (./limit-trade-context.tsx), so a section reads the layer
 * it needs and a change re-renders only what depends on it:
 *
 * 1. `useLimitSetup`: the network, the wallet, the tokens, the form and the order it replaces;
 * 2. `useLimitMarket`: the market price from a quote of the same pair and amount, and the
 *    limit price and amounts from the form;
 * 3. `useLimitPlacement`: balances, approval, the placement's state machine (a fee-less
 *    `limit` order, see `LimitTerms`), the dialogs and the main button's status.
 */
export function useLimitSetup(embedding: TradeEmbedding = {}) {
  const setup = useTradeSetup()
  const { ctx, network, wallet } = setup
  const { chainId, chain } = network
  const { account } = wallet

  // The tokens: the list and the trader's imports (shared with the swap).
  const imported = useTradeDraftStore((s) => s.importedTokensByChain[chainId]) ?? NO_ADDRESSES
  const metadata = useTokenMetadata(chainId, imported, chain.name)
  // The native currency first: sold through eth-flow (one createOrder transaction), or bought.
  const builtIn = listedWithNativeCurrency(chainId)
  const extraListed = useListTokens(chainId, embedding.tokenLists, embedding.customTokens)
  const listed = useMemo(
    () =>
      extraListed.length === 0
        ? builtIn
        : [...builtIn, ...extraListed.filter((t) => !findToken(builtIn, t.address))],
    [builtIn, extraListed],
  )
  const importedTokens = useMemo(
    () =>
      metadata.flatMap((m): TradeToken[] =>
        m.status === 'success' ? [{ ...m.token, listed: false }] : [],
      ),
    [metadata],
  )
  const tokens = useMemo(
    () => [...listed.map((t) => ({ ...t, listed: true })), ...importedTokens],
    [listed, importedTokens],
  )

  const form = useLimitForm(
    chainId,
    tokens,
    embedding.rules?.forcedDeadlineMinutes,
    embedding.rules?.disableCustomRecipient === true,
  )
  // A widget host's partner fee for limit orders (or this deployment's): in the appData.
  const partnerFee = usePartnerFee(embedding.partnerFee, chainId, 'limit')
  const replacing = useReplacedOrder(ctx, account, tokens, form)
  return {
    setup,
    network,
    wallet,
    embedding,
    listed,
    importedTokens,
    form,
    partnerFee: partnerFee?.fee,
    replacing,
  }
}

export type LimitSetup = ReturnType<typeof useLimitSetup>

export function useLimitMarket({ setup, wallet, form }: LimitSetup) {
  const { sellToken, buyToken } = form
  // A buy order cannot sell the native currency: eth-flow orders sell an exact amount.
  const nativeBuyOrder = form.kind === 'buy' && isNativeCurrency(sellToken)

  // The market: a quote of the order's kind for the amount typed (a buy quote names the
  // amount to buy, `buyAmountAfterFee`), or for one whole sell token before one is typed.
  const exact = form.amount.status === 'valid' ? form.amount.value : undefined
  const buyQuote = form.kind === 'buy' && exact !== undefined && !nativeBuyOrder
  const quote = useTradeQuote({
    ctx: setup.ctx,
    sellToken: sellToken?.address,
    buyToken: buyToken?.address,
    kind: buyQuote ? 'buy' : 'sell',
    amount: buyQuote
      ? exact
      : form.kind === 'sell' && exact !== undefined
        ? exact
        : sellToken
          ? 10n ** BigInt(sellToken.decimals)
          : undefined,
    from: wallet.account ?? zeroAddress,
    deadlineMinutes: MARKET_QUOTE_MINUTES,
    // The page shows no USD values and has no slippage: the market price is all it asks.
    pricesAndSlippage: false,
  })
  // Either kind of quote prices the pair alike: its sell amount and network cost (both in
  // the sell token) against its buy amount.
  const marketPrice = quote.quote
    ? priceOf(quote.quote.sellAmount + quote.quote.feeAmount, quote.quote.buyAmount)
    : undefined
  const price = form.priceFor(marketPrice)
  const { sellAmount, buyAmount } = form.amountsAt(price)
  const distance = price && marketPrice ? distanceToMarket(price, marketPrice) : undefined
  const belowMarket = distance !== undefined && distance < BELOW_MARKET_TOLERANCE
  const costShare =
    quote.quote && sellAmount !== undefined && sellAmount > 0n
      ? Number((quote.quote.feeAmount * 10_000n) / sellAmount) / 10_000
      : undefined
  return {
    quote,
    nativeBuyOrder,
    market: { marketPrice, price, sellAmount, buyAmount, distance, belowMarket, costShare },
  }
}

export type LimitMarket = ReturnType<typeof useLimitMarket>

export function useLimitPlacement(
  limitSetup: LimitSetup,
  { quote, market, nativeBuyOrder }: LimitMarket,
) {
  const { setup, network, wallet, embedding, form, replacing } = limitSetup
  const { chainId } = network
  const { sellToken, buyToken } = form
  const { price, sellAmount, buyAmount, belowMarket } = market

  const {
    balances,
    approval,
    submission,
    status: core,
    dialogs,
  } = useTradeForm({
    setup,
    embedding,
    listed: limitSetup.listed,
    importedTokens: limitSetup.importedTokens,
    sellToken,
    buyToken,
    selectToken: form.selectToken,
    amount: form.amount,
    quote: quote.display,
    required: sellAmount,
    neededSellAmount: sellAmount,
  })
  // Once the replacing order is posted, the old one is cancelled: the edit is over.
  const { flow } = submission
  const postedUid = flow.phase === 'tracking' || flow.phase === 'done' ? flow.uid : undefined
  const endEdit = replacing?.end
  useEffect(() => {
    if (postedUid && endEdit) endEdit()
  }, [postedUid, endEdit])

  // What only a limit order can lack: a price, an expiry, a valid recipient.
  const limitBlock: string | undefined =
    (nativeBuyOrder
      ? sellToken
        ? t`Type the ${sellToken.symbol} to sell: a buy order cannot sell ${sellToken.symbol}`
        : t`Type the amount to sell: a buy order cannot sell the native currency`
      : undefined) ??
    form.priceError ??
    form.sellError ??
    form.buyError ??
    zeroSideBlock(form.kind, form.leading, sellAmount, buyAmount, price, sellToken?.symbol)
  // The host's forbidden pairs (widget-lib's tokenPairConstraints) hold for limit orders too.
  const hostBlock = embedding.rules?.block?.({
    chainId,
    sell: sellToken?.address,
    buy: buyToken?.address,
    priceImpact: undefined,
    quoted: false,
  })
  const formBlock =
    hostBlock ??
    limitBlock ??
    (form.parsedExpiry.status === 'invalid' ? form.parsedExpiry.sentence : undefined) ??
    recipientBlock(form.recipient) ??
    (belowMarket && !form.acceptBelowMarket ? t`Accept the price below the market` : undefined)
  const primary: PrimaryButton =
    formBlock && (core.primary.action === 'review' || core.primary.action === 'approve')
      ? { label: formBlock, action: 'none', disabled: true }
      : core.primary.action === 'review' && (buyAmount === undefined || sellAmount === undefined)
        ? { label: t`Enter a price`, action: 'none', disabled: true }
        : core.primary.action === 'review'
          ? { ...core.primary, label: t`Review limit order` }
          : core.primary

  return {
    network,
    wallet,
    form,
    quote,
    market,
    partnerFee: limitSetup.partnerFee,
    balances,
    approval,
    submission,
    status: { ...core, primary },
    dialogs,
    embedding,
    replacing,
  }
}

export type ReplacingState =
  { status: 'loading' } | { status: 'error'; sentence: string } | Replaceability

/**
 * The order named by `?replace=<uid>`, read with the order query: once it is known to be an
 * open order of the trader's, the form starts from its terms (once per order), and the order
 * placed from it names it as replaced.
 */
function useReplacedOrder(
  ctx: Parameters<typeof useOrder>[0],
  account: Address | undefined,
  tokens: readonly TradeToken[],
  form: LimitForm,
) {
  const [searchParams, setSearchParams] = useSearchParams()
  const uid = replaceUidFrom(searchParams)
  const order = useOrder(ctx, uid)
  const nowMs = useNow(30_000, uid !== undefined)
  const [prefilled, setPrefilled] = useState<Hex>()
  const end = useMemo(
    () => () =>
      setSearchParams(
        (current) => {
          current.delete(REPLACE_PARAM)
          return current
        },
        { replace: true },
      ),
    [setSearchParams],
  )
  if (!uid) return undefined
  const state: ReplacingState = order.isError
    ? { status: 'error', sentence: t`This order could not be read on this network.` }
    : order.data === undefined || nowMs === undefined
      ? { status: 'loading' }
      : replaceabilityOf(order.data, account, tokens, Math.floor(nowMs / 1000))
  if (state.status === 'editable' && prefilled !== uid) {
    setPrefilled(uid)
    form.prefill(state.draft)
  }
  return { uid, state, end }
}

/** The whole limit form, as its review, its amounts and a widget's host read it. */
export type LimitTrade = ReturnType<typeof useLimitPlacement>
