import { lazy, Suspense } from 'react'
import { orderHref } from '@/trade/placement/use-trade-submission'
import { useSubmissionProblem } from '@/trade/placement/use-trade-problems'
import { useFilledOrderSentence } from '@/trade/tracking/use-filled-order-sentence'
import { canConfirm } from '@/trade/trade-status'
import { confirmBlockedReason, isPresignFlow } from '@/trade/trade-text'
import type { SwapTrade } from '../use-swap-trade'

/** Starts fetching the review dialog while the trader heads for the main button. */
export const preloadConfirmDialog = () => import('./swap-confirm')
const SwapConfirm = lazy(() => preloadConfirmDialog().then((m) => ({ default: m.SwapConfirm })))

/**
 * Review, signing and progress to the outcome, in one dialog that loads when first opened
 * and stays mounted from then on. Confirming hands the quote and the trader's settings to
 * the placement; the state machine (trade/placement) runs the steps from there.
 */
export function ReviewSection({
  network,
  wallet,
  form,
  quote,
  pricing,
  balances,
  approval,
  submission,
  dialogs,
}: Pick<
  SwapTrade,
  | 'network'
  | 'wallet'
  | 'form'
  | 'quote'
  | 'pricing'
  | 'balances'
  | 'approval'
  | 'submission'
  | 'dialogs'
>) {
  const { chain, chainId, chainMatches, walletChainId } = network
  const { sellToken, buyToken, kind } = form
  const { slippage, summary, deadlineMinutes } = pricing
  const { flow, dispatch } = submission
  const problem = useSubmissionProblem(flow)
  const filledSentence = useFilledOrderSentence({
    order: submission.order,
    chainId,
    chainName: chain.name,
    tokens: balances.allTokens,
  })
  if (!dialogs.used.has('confirm') || !sellToken || !buyToken) return null

  const onConfirm = () => {
    if (!quote.quote || !canConfirm(flow, quote.display, chainMatches)) return
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

  return (
    <Suspense fallback={null}>
      <SwapConfirm
        review={{
          flow,
          summary,
          sellToken,
          buyToken,
          slippage,
          deadlineMinutes,
          blockedReason: confirmBlockedReason(chainMatches, chain.name, quote.display, slippage),
          switchChainLabel: chainMatches ? undefined : `Switch to ${chain.name}`,
          onSwitchChain: () => void network.switchNetwork(chainId),
          onConfirm,
          presign: wallet.isSafe || isPresignFlow(flow, submission.order),
        }}
        dialog={{
          problem: flow.phase === 'failed' && flow.step !== 'approve' ? problem : undefined,
          retrying: submission.retrying,
          order: submission.order,
          filledSentence,
          orderHref: 'uid' in flow && flow.uid ? orderHref(flow.uid) : undefined,
          onClose: () => dispatch({ type: 'close' }),
          onRetry: () =>
            flow.phase === 'failed' && flow.step === 'presign'
              ? void submission.retryPresign()
              : dispatch({ type: 'retry' }),
          onApprove: () => {
            dispatch({ type: 'close' })
            void approval.refetchAllowance()
          },
          onRequote: () => {
            dispatch({ type: 'retry' })
            void quote.refetch()
          },
          onNewTrade: () => {
            submission.reset()
            form.setAmount(kind, '')
          },
        }}
      />
    </Suspense>
  )
}
