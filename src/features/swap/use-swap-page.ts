import { useCallback } from 'react'
import { isAddressEqual, zeroAddress } from 'viem'
import { useWalletAccount } from '@/wallet/wallet-state'
import { SAFE_CONNECTOR_ID } from '@/wallet/safe-app'
import { useApiContext } from '@/wallet/use-api-context'
import { useActiveChain } from '@/wallet/use-active-chain'
import { useSwitchNetwork } from '@/wallet/use-switch-network'
import { useWalletModals } from '@/wallet/wallet-modal-store'
import { CHAINS, isSupportedChainId } from '@/protocol/chains'
import { approvalChoiceFor, useApprovalChoiceStore } from '@/trade/approval/approval-choice-store'
import { summarizeQuote } from '@/trade/quote/quote-summary'
import { effectiveSlippage } from '@/trade/quote/slippage'
import { describeQuoteError, describeSubmissionError } from '@/trade/placement/trade-errors'
import { useDescribeError } from '@/api/queries/use-error-descriptions'
import { useTradeDraftStore } from '@/trade/trade-draft-store'
import { quotedAmountText } from '@/trade/trade-text'
import { canConfirm, deriveTradeStatus } from '@/trade/trade-status'
import { useApproval, type ApprovalAmount } from '@/trade/approval/use-approval'
import { useTradeBalances } from '@/trade/tokens/use-trade-balances'
import { useSwapDialogs } from './use-swap-dialogs'
import type { Side } from '@/trade/tokens/token'
import { useSwapForm } from './use-swap-form'
import { useTradeQuote } from '@/trade/quote/use-trade-quote'
import { useTradeSubmission } from '@/trade/placement/use-trade-submission'

/**
 * The swap page's state and actions, gathered for the route component: the active chain
 * and wallet, the form (from the URL), the quote, balances, approval, the submission's
 * state machine, the dialogs, and what the main button does. The route only renders it.
 */
/** How an embedding (the widget route) adapts the page; the normal route passes nothing. */
export interface SwapEmbedding {
  /** The host page's appCode, for the order's appData. */
  hostAppCode?: string
  /** The host hands over its wallet: connecting asks the host, not RainbowKit's modal. */
  connectWallet?: () => void
}

export function useSwapPage(embedding: SwapEmbedding = {}) {
  const { chainId, chain, walletChainId } = useActiveChain()
  const ctx = useApiContext()
  const { env } = ctx
  const { address: account, isConnected, connectorId } = useWalletAccount()
  // A Safe batches the approval into its pre-signing Safe transaction: no approval step.
  const isSafe = isConnected && connectorId === SAFE_CONNECTOR_ID
  const { openConnectModal } = useWalletModals()
  const { switchNetwork, isSwitching } = useSwitchNetwork()

  const overrideBps = useTradeDraftStore((s) => s.slippageOverrideBps)
  const deadlineMinutes = useTradeDraftStore((s) => s.deadlineMinutes)
  const setSlippageOverride = useTradeDraftStore((s) => s.setSlippageOverride)
  const setDeadlineMinutes = useTradeDraftStore((s) => s.setDeadlineMinutes)
  const importToken = useTradeDraftStore((s) => s.importToken)

  const form = useSwapForm(chainId, chain.name)
  const { sellToken, buyToken, kind } = form
  const sameToken =
    sellToken !== undefined &&
    buyToken !== undefined &&
    isAddressEqual(sellToken.address, buyToken.address)

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
  const { allTokens, sellBalance, buyBalance } = balances
  const refetchBalances = balances.refetch

  const submission = useTradeSubmission({
    ctx,
    chainId,
    env,
    account,
    onSettled: useCallback(() => void refetchBalances(), [refetchBalances]),
    isSafe,
    ...(embedding.hostAppCode ? { hostAppCode: embedding.hostAppCode } : {}),
  })
  const { flow, dispatch } = submission

  const approval = useApproval({
    chainId,
    env,
    owner: account,
    token: sellToken,
    required: summary?.signedSellAmount,
    dispatch,
  })
  // The trader's choice for this token, remembered across visits (their intent, not chain state).
  const approvalAmount = useApprovalChoiceStore((s) =>
    approvalChoiceFor(s.byToken, chainId, sellToken?.address),
  )
  const rememberApprovalChoice = useApprovalChoiceStore((s) => s.rememberApprovalChoice)
  const sellTokenAddress = sellToken?.address
  const setApprovalAmount = useCallback(
    (amount: ApprovalAmount) => {
      if (sellTokenAddress) rememberApprovalChoice(chainId, sellTokenAddress, amount)
    },
    [chainId, sellTokenAddress, rememberApprovalChoice],
  )

  const chainMatches = !isConnected || walletChainId === chainId
  // What the order would take from the wallet (a buy order: the most it may sell).
  const neededSellAmount =
    summary?.signedSellAmount ??
    (kind === 'sell' && form.amount.status === 'valid' ? form.amount.value : undefined)
  const insufficientBalance =
    isConnected &&
    sellBalance !== undefined &&
    neededSellAmount !== undefined &&
    neededSellAmount > sellBalance
  const status = deriveTradeStatus({
    connected: isConnected,
    chainMatches,
    chainName: chain.name,
    hasTokens: sellToken !== undefined && buyToken !== undefined,
    sameToken,
    sellSymbol: sellToken?.symbol,
    amount: form.amount,
    quote: quote.display,
    needsApproval: isSafe ? false : approval.needsApproval,
    insufficientBalance,
    flow,
  })

  const dialogs = useSwapDialogs({
    chainId,
    chainName: chain.name,
    allTokens,
    selectToken: form.selectToken,
    importToken,
  })
  const { used, markUsed, selector, openSelector, openSettings } = dialogs

  // ---------------------------------------------------------------- fields

  const quotedSide: Side = kind === 'sell' ? 'buy' : 'sell'
  const quoteLoading = quote.display === 'loading' || quote.display === 'retrying'
  const quotedValue =
    summary && (quotedSide === 'buy' ? buyToken : sellToken)
      ? quotedSide === 'buy'
        ? quotedAmountText(summary.buyAmount, buyToken?.decimals ?? 18)
        : quotedAmountText(summary.sellAmount, sellToken?.decimals ?? 18)
      : ''
  const sellText = kind === 'sell' ? form.amountText : quotedValue
  const buyText = kind === 'buy' ? form.amountText : quotedValue

  const sellAmount =
    summary?.sellAmount ??
    (kind === 'sell' && form.amount.status === 'valid' ? form.amount.value : undefined)
  const buyAmount =
    summary?.buyAmount ??
    (kind === 'buy' && form.amount.status === 'valid' ? form.amount.value : undefined)
  const typedError =
    form.amount.status === 'invalid' && form.amount.problem !== 'zero'
      ? form.amount.sentence
      : undefined

  // Undefined for the moment the descriptions take to load, if they were not there yet.
  const describe = useDescribeError(Boolean(quote.error) || flow.phase === 'failed')
  const quoteProblem =
    quote.error && describe ? describeQuoteError(describe, quote.error, sellToken) : undefined
  const submissionProblem =
    flow.phase === 'failed' && describe
      ? describeSubmissionError(describe, flow.step, flow.error, {
          resend: flow.scheme !== undefined,
        })
      : undefined

  // ---------------------------------------------------------------- actions

  const onPrimary = () => {
    if (status.primary.disabled) return
    switch (status.primary.action) {
      case 'connect':
        return embedding.connectWallet ? embedding.connectWallet() : openConnectModal()
      case 'switchChain':
        return void switchNetwork(chainId)
      case 'selectToken':
        return openSelector(sellToken ? 'buy' : 'sell')
      case 'approve':
        return void approval.approve(approvalAmount)
      case 'review':
        markUsed('confirm')
        return dispatch({ type: 'review' })
      default:
        return undefined
    }
  }

  const onConfirm = () => {
    if (!quote.quote || !sellToken || !buyToken || !canConfirm(flow, quote.display, chainMatches))
      return
    if (slippage.source === 'pending') return
    void submission.confirm({
      quote: quote.quote,
      slippageBps: slippage.bps,
      smartSlippage: slippage.source === 'auto',
      deadlineMinutes,
      walletChainId,
      sellToken,
      buyToken,
    })
  }

  const linkChain =
    form.linkChainId !== undefined && isSupportedChainId(form.linkChainId)
      ? CHAINS[form.linkChainId]
      : undefined

  return {
    chain,
    chainId,
    linkChain,
    isSwitching,
    switchNetwork,
    slippage,
    deadlineMinutes,
    openSettings,
    sellText,
    buyText,
    form,
    kind,
    quoteLoading,
    openSelector,
    sellBalance,
    buyBalance,
    sellToken,
    buyToken,
    sellAmount,
    neededSellAmount,
    buyAmount,
    quote,
    typedError,
    isConnected,
    quoteProblem,
    summary,
    flow,
    submissionProblem,
    dispatch,
    status,
    approvalAmount,
    setApprovalAmount,
    onPrimary,
    used,
    selector,
    dialogs,
    allTokens,
    balances,
    overrideBps,
    setSlippageOverride,
    setDeadlineMinutes,
    chainMatches,
    submission,
    onConfirm,
    approval,
    isSafe,
  }
}

export type SwapPageState = ReturnType<typeof useSwapPage>
