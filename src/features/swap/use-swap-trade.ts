import { zeroAddress } from 'viem'
import { summarizeQuote } from '@/trade/quote/quote-summary'
import { effectiveSlippage } from '@/trade/quote/slippage'
import { useTradeQuote } from '@/trade/quote/use-trade-quote'
import { useTradeDraftStore } from '@/trade/trade-draft-store'
import { useTradeForm, useTradeSetup, type TradeEmbedding } from '@/trade/use-trade-setup'
import { useSwapForm } from './use-swap-form'

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
  const { account } = wallet

  const overrideBps = useTradeDraftStore((s) => s.slippageOverrideBps)
  const deadlineMinutes = useTradeDraftStore((s) => s.deadlineMinutes)

  const form = useSwapForm(chainId, chain.name)
  const { sellToken, buyToken, kind } = form

  const quote = useTradeQuote({
    ctx,
    sellToken: sellToken?.address,
    buyToken: buyToken?.address,
    kind,
    amount: form.amount.status === 'valid' ? form.amount.value : undefined,
    from: account ?? zeroAddress,
    deadlineMinutes,
  })
  const slippage = effectiveSlippage(overrideBps, quote.recommendation)
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
  const neededSellAmount =
    summary?.signedSellAmount ??
    (kind === 'sell' && form.amount.status === 'valid' ? form.amount.value : undefined)
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

  return {
    network,
    wallet,
    form,
    quote,
    pricing: { slippage, summary, deadlineMinutes, neededSellAmount },
    ...parts,
  }
}

export type SwapTrade = ReturnType<typeof useSwapTrade>
