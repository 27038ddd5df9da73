import {
  ApprovalAmountPicker,
  ApprovalFailed,
  ApprovalNotice,
} from '@/trade/components/approval-panel'
import { useApprovalChoice } from '@/trade/approval/use-approval-choice'
import { useSubmissionProblem } from '@/trade/placement/use-trade-problems'
import type { SwapTrade } from '../use-swap-trade'

/**
 * The approval before a first trade of a token: a failed approval with the way back, the
 * notice after one, and the choice between the exact amount and unlimited.
 */
export function ApprovalSection({
  network,
  form,
  pricing,
  submission,
  status,
}: Pick<SwapTrade, 'network' | 'form' | 'pricing' | 'submission' | 'status'>) {
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
      />

      {status.primary.action === 'approve' && sellToken && pricing.summary && (
        <ApprovalAmountPicker
          token={sellToken}
          exactAmount={pricing.summary.signedSellAmount}
          value={approvalAmount}
          onChange={setApprovalAmount}
        />
      )}
    </>
  )
}
