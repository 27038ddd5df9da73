import { useCallback, useEffect, useState } from 'react'
import { zeroAddress } from 'viem'
import { recipientBlock, type ParsedRecipient } from '@/trade/recipient'
import { summarizeQuote } from '@/trade/quote/quote-summary'
import { effectiveSlippage } from '@/trade/quote/slippage'
import { useTradeQuote } from '@/trade/quote/use-trade-quote'
import { useTradeDraftStore } from '@/trade/trade-draft-store'
import { useTradeForm, useTradeSetup, type TradeEmbedding } from '@/trade/use-trade-setup'
import { wrapDirection } from '@/trade/tokens/native-currency'
import { boundSlippage, embeddingBlock, type TradeParams } from '@/trade/embedding'
import { MAX_DEADLINE_MINUTES, MIN_DEADLINE_MINUTES } from '@/trade/quote/deadline'
import { recipientAddress } from '@/trade/recipient'
import { useNow } from '@/trade/quote/use-is-past'
import { useSwapForm } from './use-swap-form'
import { useListTokens } from '@/trade/tokens/use-list-tokens'

/**
 * The swap wired onto the trade core: the active chain and wallet, the form (from the URL),
 * the quote with its slippage and summary, balances, approval, the placement's state machine,
 * the dialogs and the page's status. Each part is the core module's own object; the page's
 * sections (./sections) take the parts they read, and derive their words themselves.
 */
const NOT_READ = { text: '', recipient: { status: 'none' } } as const

export function useSwapTrade(embedding: TradeEmbedding = {}) {
  const setup = useTradeSetup()
  const { ctx, network, wallet } = setup
  const { chainId, chain } = network
  const { account } = wallet

  const rules = embedding.rules
  const overrideBps = useTradeDraftStore((s) => s.slippageOverrideBps)
  const draftDeadline = useTradeDraftStore((s) => s.deadlineMinutes)
  // A host's forced deadline, within what a market order may have (CoW Swap clamps alike).
  const deadlineMinutes =
    rules?.forcedDeadlineMinutes !== undefined
      ? Math.min(MAX_DEADLINE_MINUTES, Math.max(MIN_DEADLINE_MINUTES, rules.forcedDeadlineMinutes))
      : draftDeadline
  const customRecipient =
    useTradeDraftStore((s) => s.customRecipient) && rules?.disableCustomRecipient !== true
  // The recipient is typed per visit: a link or a reload never picks one for the trader. The
  // field reads (and looks up) the text itself and reports back (SelfReadingRecipientField).
  const [recipientText, setRecipientText] = useState('')
  const [read, setRead] = useState<{ text: string; recipient: ParsedRecipient }>(NOT_READ)
  const onRecipientRead = useCallback(
    (text: string, recipient: ParsedRecipient) => setRead({ text, recipient }),
    [],
  )
  const recipient: ParsedRecipient = !customRecipient
    ? { status: 'none' }
    : read.text !== recipientText
      ? { status: 'resolving', name: recipientText }
      : read.recipient

  const extraListed = useListTokens(chainId, {
    ...(embedding.tokenLists ? { urls: embedding.tokenLists } : {}),
    ...(embedding.customTokens ? { tokens: embedding.customTokens } : {}),
  })
  const form = useSwapForm(chainId, chain.name, extraListed)
  const { sellToken, buyToken, kind } = form
  const typed = form.amount.status === 'valid' ? form.amount.value : undefined
  // The native currency and its wrapper: a wrap or unwrap (one transaction, 1:1), not an order.
  const wrap = wrapDirection(chainId, sellToken, buyToken)

  const quote = useTradeQuote({
    ctx,
    sellToken: sellToken?.address,
    buyToken: buyToken?.address,
    kind,
    amount: wrap ? undefined : typed,
    from: account ?? zeroAddress,
    deadlineMinutes,
  })
  // A host's default replaces the recommendation; its bounds hold for any value.
  const chosen = effectiveSlippage(
    overrideBps ?? rules?.slippage?.defaultValue ?? null,
    quote.recommendation,
  )
  const slippage = { ...chosen, bps: boundSlippage(chosen.bps, rules?.slippage) }
  const summary =
    quote.quote && sellToken && buyToken
      ? summarizeQuote({
          quote: quote.quote,
          sellToken,
          buyToken,
          slippageBps: slippage.bps,
          prices: { sell: quote.prices.sell, buy: quote.prices.buy },
        })
      : undefined

  // What the order would take from the wallet (a buy order: the most it may sell).
  const neededSellAmount = wrap
    ? typed
    : (summary?.signedSellAmount ?? (kind === 'sell' ? typed : undefined))
  const receiver = customRecipient ? recipientAddress(recipient) : undefined
  // Only an embedding hears the trade (with its validTo): the app's own page needs no clock.
  const now = useNow(10_000, embedding.onTradeParams !== undefined)
  const trade: Omit<TradeParams, 'sellBalance' | 'buyBalance'> = {
    orderType: 'SWAP',
    chainId,
    kind,
    ...(sellToken ? { sellToken } : {}),
    ...(buyToken ? { buyToken } : {}),
    ...tradeAmounts(kind, typed, summary),
    ...(summary?.usd.sell !== undefined ? { sellUsd: summary.usd.sell } : {}),
    ...(summary?.usd.buy !== undefined ? { buyUsd: summary.usd.buy } : {}),
    ...(receiver ? { recipient: receiver } : {}),
    ...(now !== undefined ? { validTo: Math.floor(now / 1000) + deadlineMinutes * 60 } : {}),
    slippageBps: slippage.bps,
  }
  const parts = useTradeForm({
    setup,
    embedding,
    listed: form.listed,
    importedTokens: form.importedTokens,
    sellToken,
    buyToken,
    selectToken: form.selectToken,
    amount: form.amount,
    quote: quote.display,
    required: summary?.signedSellAmount,
    neededSellAmount,
    trade,
  })

  // A recipient that cannot be used (yet) stops the review, as a bad amount does.
  const block =
    embeddingBlock(rules, {
      chainId,
      sell: sellToken?.address,
      buy: buyToken?.address,
      priceImpact: summary?.priceImpact,
      quoted: summary !== undefined,
    }) ??
    (!customRecipient
      ? undefined
      : recipientText.trim() === ''
        ? 'Enter a recipient'
        : recipientBlock(recipient))
  const status =
    block && parts.status.primary.action === 'review'
      ? { ...parts.status, primary: { label: block, action: 'none' as const, disabled: true } }
      : parts.status

  // A host that wants no confirmation after posting: the dialog closes, the toast follows on.
  const closeAfterPost = rules?.disablePostedOrderConfirmationModal === true
  const { flow, dispatch } = parts.submission
  useEffect(() => {
    if (closeAfterPost && flow.phase === 'tracking') dispatch({ type: 'close' })
  }, [closeAfterPost, flow.phase, dispatch])

  return {
    rules,
    network,
    wallet,
    form,
    quote,
    pricing: { slippage, summary, deadlineMinutes, neededSellAmount, wrap },
    ...parts,
    status,
    recipient: {
      enabled: customRecipient,
      text: recipientText,
      setText: setRecipientText,
      parsed: recipient,
      onRead: onRecipientRead,
    },
  }
}

export type SwapTrade = ReturnType<typeof useSwapTrade>

/** The amounts of the trade on screen: the typed one, the quoted other, and their bounds. */
function tradeAmounts(
  kind: 'sell' | 'buy',
  typed: bigint | undefined,
  summary: ReturnType<typeof summarizeQuote> | undefined,
): Pick<
  TradeParams,
  'sellAmount' | 'buyAmount' | 'maximumSendSellAmount' | 'minimumReceiveBuyAmount'
> {
  if (!summary)
    return typed === undefined ? {} : kind === 'sell' ? { sellAmount: typed } : { buyAmount: typed }
  return {
    sellAmount: summary.sellAmount,
    buyAmount: summary.buyAmount,
    maximumSendSellAmount: kind === 'sell' ? summary.sellAmount : summary.limitAmount,
    minimumReceiveBuyAmount: kind === 'sell' ? summary.limitAmount : summary.buyAmount,
  }
}
