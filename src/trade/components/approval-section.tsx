import { useApprovalChoice } from '../approval/use-approval-choice'
import { useSubmissionProblem } from '../placement/use-trade-problems'
import { useTradeFormCore } from '../trade-form-context'
import { ApprovalAmountPicker, ApprovalFailed, ApprovalNotice } from './approval-panel'

/**
 * The approval before a first trade of a token: a failed approval with the way back, the
 * notice after one, and the choice between the exact amount and unlimited. `exactAmount` is
 * what the order will sell (the "exact" approval); the rest is the form's (./trade-form-context).
 */
export function ApprovalSection({ exactAmount }: { exactAmount: bigint | undefined }) {
  const { network, form, submission, status, approval } = useTradeFormCore()
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
        bySignature={approval.bySignature === true}
      />

      {status.primary.action === 'approve' &&
        sellToken &&
        exactAmount !== undefined &&
        !approval.exactOnly && (
          <ApprovalAmountPicker
            token={sellToken}
            exactAmount={exactAmount}
            value={approvalAmount}
            onChange={setApprovalAmount}
            bySignature={approval.bySignature === true}
          />
        )}
    </>
  )
}
