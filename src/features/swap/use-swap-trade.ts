import { t } from '@lingui/core/macro'
import { useState } from 'react'
import { zeroAddress } from 'viem'
import { usePartnerFee } from '@/trade/use-partner-fee'
import { recipientBlock } from '@/trade/recipient'
import { summarizeQuote } from '@/trade/quote/quote-summary'
import { effectiveSlippage } from '@/trade/quote/slippage'
import { useTradeQuote } from '@/trade/quote/use-trade-quote'
import { useTradeDraftStore } from '@/trade/trade-draft-store'
import { useRecipientReport } from '@/trade/use-recipient-report'
import { useTradeForm, useTradeSetup, type TradeEmbedding } from '@/trade/use-trade-setup'
import { ethFlowDeadlineMinutes, ethFlowSlippage } from '@/trade/quote/eth-flow-minimums'
import { isNativeCurrency, wrapDirection } from '@/trade/tokens/native-currency'
import { useQuotePermitAppData } from '@/trade/approval/use-quote-permit'
import { useSwapForm } from './use-swap-form'
import { useListTokens } from '@/trade/tokens/use-list-tokens'

/**
 * The swap wired onto the trade core: the active chain and wallet, the form (from the URL),
 * the quote with its slippage and summary, balances, approval, the placement's state machine,
 * the dialogs and the page's status. Each part is the core module's own object; the page's
 * sections (./sections) take the parts they read, and derive their words themselves.
 */
export function useSwapTrade(embedding: TradeEmbedding = {}) {
  const setup = useTradeSetup()
  const { ctx, network, wallet } = setup
  const { chainId, chain } = network
  // The host's (or this deployment's) partner fee for a swap on this network.
  const partnerFee = usePartnerFee(embedding.partnerFee, chainId, 'swap')
  const { account } = wallet

  const rules = embedding.rules
  const overrideBps = useTradeDraftStore((s) => s.slippageOverrideBps)
  // A host's forced deadline (the widget keeps it within a market order's bounds).
  const storedDeadline = useTradeDraftStore((s) => s.deadlineMinutes)
  const draftDeadlineMinutes = rules?.forcedDeadlineMinutes ?? storedDeadline
  const customRecipient =
    useTradeDraftStore((s) => s.customRecipient) && rules?.disableCustomRecipient !== true
  // The recipient is typed per visit: a link or a reload never picks one for the trader. The
  // field reads (and looks up) the text itself and reports back (SelfReadingRecipientField).
  const [recipientText, setRecipientText] = useState('')
  const { recipient, onRead: onRecipientRead } = useRecipientReport(recipientText, customRecipient)

  const extraListed = useListTokens(chainId, embedding.tokenLists, embedding.customTokens)
  const form = useSwapForm(chainId, chain.name, extraListed)
  const { sellToken, buyToken, kind } = form
  const typed = form.amount.status === 'valid' ? form.amount.value : undefined
  // The native currency and its wrapper: a wrap or unwrap (one transaction, 1:1), not an order.
  const wrap = wrapDirection(chainId, sellToken, buyToken)
  // Selling the native currency through eth-flow: CoW Swap's floors for deadline and slippage.
  const ethFlowSell = !wrap && kind === 'sell' && isNativeCurrency(sellToken)
  const deadlineMinutes = ethFlowSell
    ? ethFlowDeadlineMinutes(draftDeadlineMinutes)
    : draftDeadlineMinutes

  // A permit token with a short allowance: quoted with its permit pre-hook (gas priced).
  const quoteAppData = useQuotePermitAppData({
    chainId,
    env: ctx.env,
    owner: account,
    token: wrap || isNativeCurrency(sellToken) ? undefined : sellToken?.address,
    amount: kind === 'sell' ? typed : undefined,
    isSafe: setup.wallet.isSafe,
    permitsDisabled: rules?.disableEIP2612Permits === true,
  })
  const quote = useTradeQuote({
    ctx,
    sellToken: sellToken?.address,
    buyToken: buyToken?.address,
    kind,
    amount: wrap ? undefined : typed,
    from: account ?? zeroAddress,
    deadlineMinutes,
    ...(quoteAppData ? { appData: quoteAppData } : {}),
  })
  // A host's default replaces the recommendation; its bounds hold for any value.
  const chosen = effectiveSlippage(
    overrideBps ?? rules?.slippage?.defaultValue ?? null,
    quote.recommendation,
  )
  const limits = rules?.slippage
  const bounded = {
    ...chosen,
    bps: Math.min(limits?.max ?? 1e4, Math.max(limits?.min ?? 0, chosen.bps)),
  }
  const slippage = ethFlowSell ? ethFlowSlippage(bounded) : bounded
  const summary =
    quote.quote && sellToken && buyToken
      ? summarizeQuote({
          quote: quote.quote,
          sellToken,
          buyToken,
          slippageBps: slippage.bps,
          prices: { sell: quote.prices.sell, buy: quote.prices.buy },
          ...(partnerFee
            ? {
                partnerFee: {
                  ...partnerFee.costsOf(quote.quote),
                  ...(embedding.partnerFeeLabel ? { label: embedding.partnerFeeLabel } : {}),
                },
              }
            : {}),
        })
      : undefined

  // What the order would take from the wallet (a buy order: the most it may sell).
  const neededSellAmount = wrap
    ? typed
    : (summary?.signedSellAmount ?? (kind === 'sell' ? typed : undefined))
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
  })

  // A recipient that cannot be used (yet) stops the review, as a bad amount does.
  const block =
    rules?.block?.({
      chainId,
      sell: sellToken?.address,
      buy: buyToken?.address,
      priceImpact: summary?.priceImpact,
      quoted: summary !== undefined,
    }) ??
    (!customRecipient
      ? undefined
      : recipientText.trim() === ''
        ? t`Enter a recipient`
        : recipientBlock(recipient))
  const status =
    block && parts.status.primary.action === 'review'
      ? { ...parts.status, primary: { label: block, action: 'none' as const, disabled: true } }
      : parts.status

  return {
    embedding,
    rules,
    /** The typed amount, as parsed (an embedding reports it before a quote). */
    typed,
    network,
    wallet,
    form,
    quote,
    pricing: {
      slippage,
      summary,
      deadlineMinutes,
      neededSellAmount,
      wrap,
      partnerFee: partnerFee?.fee,
    },
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
