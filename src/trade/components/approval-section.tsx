import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import { useApprovalChoice } from '../approval/use-approval-choice'
import type { TradeEvent, TradeFlow } from '../placement/trade-machine'
import { useSubmissionProblem } from '../placement/use-trade-problems'
import type { TradeToken } from '../tokens/trade-token'
import type { PrimaryButton } from '../trade-status'
import { ApprovalAmountPicker, ApprovalFailed, ApprovalNotice } from './approval-panel'

/** The parts of a trade form the approval reads (a swap's or a limit order's). */
export interface ApprovalSectionProps {
  network: { chainId: SupportedChainId }
  form: { sellToken: TradeToken | undefined }
  /** What the order will sell: the "exact" approval. */
  exactAmount: bigint | undefined
  submission: { flow: TradeFlow; dispatch: (event: TradeEvent) => void }
  status: { primary: PrimaryButton }
  /**
   * `exactOnly`: the embedding allows no unlimited approval (no choice to offer).
   * `bySignature`: the approval is a permit signature, not a transaction.
   */
  approval?: { exactOnly?: boolean; bySignature?: boolean }
}

/**
 * The approval before a first trade of a token: a failed approval with the way back, the
 * notice after one, and the choice between the exact amount and unlimited.
 */
export function ApprovalSection({
  network,
  form,
  exactAmount,
  submission,
  status,
  approval,
}: ApprovalSectionProps) {
  const { flow, dispatch } = submission
  const { sellToken } = form
  const [approvalAmount, setApprovalAmount] = useApprovalChoice(network.chainId, sellToken?.address)
  const problem = useSubmissionProblem(flow)
  return (
    <>
      {flow.phase === 'failed' && flow.step === 'approve' && problem && (
        <ApprovalFailed problem={problem} onBack={() => dispatch({ type: 'retry' })} />
      )}

      <ApprovalNotice
        notice={flow.phase === 'editing' ? flow.notice : undefined}
        symbol={sellToken?.symbol}
        bySignature={approval?.bySignature === true}
      />

      {status.primary.action === 'approve' &&
        sellToken &&
        exactAmount !== undefined &&
        !approval?.exactOnly && (
          <ApprovalAmountPicker
            token={sellToken}
            exactAmount={exactAmount}
            value={approvalAmount}
            onChange={setApprovalAmount}
            bySignature={approval?.bySignature === true}
          />
        )}
    </>
  )
}
