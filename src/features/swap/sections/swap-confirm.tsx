import { Trans } from '@lingui/react/macro'
/** The swap's review inside the trade core's confirm dialog. */
import { ConfirmDialog, type ConfirmDialogProps } from '@/trade/components/confirm-dialog'
import { ReviewStep, type ReviewStepProps } from '@/trade/components/review-step'

export function SwapConfirm({
  dialog,
  review,
}: {
  dialog: Omit<ConfirmDialogProps, 'review' | 'trade' | 'flow' | 'presign' | 'onSwitchChain'>
  review: ReviewStepProps
}) {
  return (
    <ConfirmDialog
      {...dialog}
      trade="swap"
      flow={review.flow}
      presign={review.presign}
      onSwitchChain={review.onSwitchChain}
      review={
        <>
          <ReviewStep {...review} />
          {review.summary === undefined && (
            <p className="text-sm text-fg-muted">
              <Trans>Waiting for a quote…</Trans>
            </p>
          )}
          {review.slippage.source === 'pending' && (
            <p className="sr-only">
              <Trans>The slippage recommendation is still loading.</Trans>
            </p>
          )}
        </>
      }
    />
  )
}
