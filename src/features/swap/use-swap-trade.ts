import { zeroAddress } from 'viem'
import { summarizeQuote } from '@/trade/quote/quote-summary'
import { effectiveSlippage } from '@/trade/quote/slippage'
import { useTradeQuote } from '@/trade/quote/use-trade-quote'
import { useTradeBalances } from '@/trade/tokens/use-trade-balances'
import { useTradeDraftStore } from '@/trade/trade-draft-store'
import { formStatus } from '@/trade/trade-status'
import { useTradeDialogs } from '@/trade/use-trade-dialogs'
import { useTradePlacement, useTradeSetup, type TradeEmbedding } from '@/trade/use-trade-setup'
import { useSwapForm } from './use-swap-form'

export type SwapEmbedding = TradeEmbedding

/**
 * The swap wired onto the trade core: the active chain and wallet, the form (from the URL),
 * the quote with its slippage and summary, balances, approval, the placement's state machine,
 * the dialogs and the page's status. Each part is the core module's own object; the page's
 * sections (./sections) take the parts they read, and derive their words themselves.
 */
export function useSwapTrade(embedding: SwapEmbedding = {}) {
  const setup = useTradeSetup()
  const { ctx, network, wallet } = setup
  const { chainId, chain } = network
  const { account } = wallet

  const overrideBps = useTradeDraftStore((s) => s.slippageOverrideBps)
  const deadlineMinutes = useTradeDraftStore((s) => s.deadlineMinutes)
  const importToken = useTradeDraftStore((s) => s.importToken)

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

  const balances = useTradeBalances({
    chainId,
    owner: account,
    listed: form.listed,
    importedTokens: form.importedTokens,
    sellToken,
    buyToken,
  })
  const { submission, approval } = useTradePlacement({
    setup,
    sellToken,
    required: summary?.signedSellAmount,
    refetchBalances: balances.refetch,
    embedding,
  })

  // What the order would take from the wallet (a buy order: the most it may sell).
  const neededSellAmount =
    summary?.signedSellAmount ??
    (kind === 'sell' && form.amount.status === 'valid' ? form.amount.value : undefined)
  const status = formStatus({
    wallet,
    network,
    sellToken,
    buyToken,
    amount: form.amount,
    quote: quote.display,
    needsApproval: approval.needsApproval,
    sellBalance: balances.sellBalance,
    neededSellAmount: neededSellAmount,
    flow: submission.flow,
  })

  const dialogs = useTradeDialogs({
    chainId,
    chainName: chain.name,
    allTokens: balances.allTokens,
    selectToken: form.selectToken,
    importToken,
  })

  return {
    network,
    wallet,
    form,
    quote,
    pricing: { slippage, summary, deadlineMinutes, neededSellAmount },
    balances,
    approval,
    submission,
    status,
    dialogs,
  }
}

export type SwapTrade = ReturnType<typeof useSwapTrade>
