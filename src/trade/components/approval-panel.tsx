/**
 * The approval step on the swap card: the failed approval with its way back, the notice
 * after the wallet answered, and the choice between an exact and an unlimited approval.
 */
import { Trans } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import type { ErrorDescription } from '@/api/error-wordings'
import { Button } from '@/components/ui/button'
import { AlertIcon, CheckCircleIcon, InfoIcon } from '@/components/ui/icons'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { formatAmount } from '@/lib/format-amount'
import type { ApprovalAmount } from '../approval/use-approval'
import type { TradeToken } from '../tokens/trade-token'
import { approvalDoneNotice, approvalExplanation } from '../trade-text'

export function ApprovalFailed({
  problem,
  onBack,
}: {
  problem: Pick<ErrorDescription, 'title' | 'sentence'>
  onBack: () => void
}) {
  return (
    <div role="alert" className="flex gap-3 rounded-2xl bg-danger-soft px-4 py-3 text-sm text-fg">
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{problem.title}</p>
        <p className="mt-0.5">{problem.sentence}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={onBack}>
          <Trans>Back to the swap</Trans>
        </Button>
      </div>
    </div>
  )
}

export function ApprovalNotice({
  notice,
  symbol,
  bySignature,
}: {
  notice: 'approvalConfirmed' | 'approvalRejected' | 'approvalRefusedByHost' | undefined
  symbol: string | undefined
  /** The approval was a permit signature, not a transaction. */
  bySignature: boolean
}) {
  if (notice === 'approvalConfirmed') {
    return (
      <p className="flex items-center gap-2 px-1 text-sm text-success" role="status">
        <CheckCircleIcon className="size-4" /> {approvalDoneNotice(symbol, bySignature)}
      </p>
    )
  }
  if (notice === 'approvalRejected' || notice === 'approvalRefusedByHost') {
    return (
      <p className="flex items-center gap-2 px-1 text-sm text-fg-muted" role="status">
        <InfoIcon className="size-4" />
        {notice === 'approvalRejected'
          ? bySignature
            ? t`Approval signature cancelled in your wallet. Nothing was sent.`
            : t`Approval cancelled in your wallet. Nothing was sent.`
          : t`The site you are trading on did not allow this approval. Nothing was sent.`}
      </p>
    )
  }
  return null
}

export function ApprovalAmountPicker({
  token,
  exactAmount,
  value,
  onChange,
  bySignature,
}: {
  token: TradeToken
  exactAmount: bigint
  value: ApprovalAmount
  onChange: (value: ApprovalAmount) => void
  /** The approval will be a permit signature (the button says so too), not a transaction. */
  bySignature: boolean
}) {
  const exact = formatAmount(exactAmount, token.decimals, { maxDecimals: 4 })
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-line px-4 py-3">
      <p className="text-sm text-fg-muted">{approvalExplanation(token.symbol, bySignature)}</p>
      <SegmentedControl<ApprovalAmount>
        legend={t`Approval amount`}
        value={value}
        onChange={onChange}
        options={[
          {
            value: 'exact',
            label: t`Exact: ${exact}`,
          },
          { value: 'unlimited', label: t`Unlimited` },
        ]}
      />
    </div>
  )
}
