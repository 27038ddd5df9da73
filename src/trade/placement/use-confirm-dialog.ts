import { useCallback } from 'react'
import type { Address, Hex } from 'viem'
import { orderTokenWords } from '@/api/order-outcome'
import type { TokenLookup } from '@/lib/token-lookup'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import type { ConfirmDialogProps } from '../components/confirm-dialog'
import { useFilledOrderSentence } from '../tracking/use-filled-order-sentence'
import type { TradeToken } from '../tokens/trade-token'
import { useSubmissionProblem } from './use-trade-problems'
import { orderHref } from './submission-session'
import type { useTradeSubmission } from './use-trade-submission'

/** What the confirm dialog shows and does after the review, alike for every trade form. */
export type ConfirmDialogOutcome = Omit<
  ConfirmDialogProps,
  'review' | 'trade' | 'flow' | 'presign' | 'onSwitchChain'
>

/**
 * The confirm dialog's progress, problem and outcome props from a form's placement: the
 * failure in words, the filled order's sentence, the order link, and what each button does
 * (close, try again (a Safe's pre-signature, or the same signed order), approve, re-quote,
 * and the next trade).
 */
export function useConfirmDialogOutcome(
  {
    network,
    submission,
    approval,
    quote,
    balances,
  }: {
    network: { chainId: SupportedChainId; chain: { name: string } }
    submission: ReturnType<typeof useTradeSubmission>
    approval: { refetchAllowance: () => unknown }
    quote: { refetch: () => unknown }
    /** The form's tokens, to word the filled order. */
    balances: { allTokens: readonly TradeToken[] }
  },
  /** An empty form for the next trade (the placement itself is reset here). */
  onNewTrade: () => void,
): ConfirmDialogOutcome {
  const { flow, dispatch } = submission
  const problem = useSubmissionProblem(flow)
  const filledSentence = useFilledOrderSentence({
    order: submission.order,
    chainId: network.chainId,
    chainName: network.chain.name,
    tokens: balances.allTokens,
  })
  const uid: Hex | undefined = 'uid' in flow ? flow.uid : undefined
  const { chainId } = network
  const tokens = balances.allTokens
  const lookup = useCallback<TokenLookup>(
    (address: Address) => {
      const words = orderTokenWords(chainId, address, tokens)
      return words && { address, ...words }
    },
    [chainId, tokens],
  )
  return {
    problem: flow.phase === 'failed' && flow.step !== 'approve' ? problem : undefined,
    retrying: submission.retrying,
    order: submission.order,
    filledSentence,
    settlement: { chainId, lookup },
    orderHref: uid ? orderHref(uid) : undefined,
    ethFlow: submission.ethFlow && { ...submission.ethFlow, chainId: network.chainId },
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
      onNewTrade()
    },
  }
}
