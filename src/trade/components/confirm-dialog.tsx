/**
 * The confirm dialog: review, then the submission's progress, then the outcome, in one modal.
 * It composes the pieces beside it: `review-step` (before signing), `submission-progress`
 * (the steps, from `../submission-steps`), `submission-problem` (a failure and its next step).
 */
import type { RetryInfo } from '@/api/retry'
import type { Order } from '@/api/types'
import { Button, buttonClasses } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { cn } from '@/lib/cn'
import { stepsOf } from '../placement/submission-steps'
import type { SubmissionProblem } from '../placement/trade-errors'
import { isBusy, isDialogPhase } from '../placement/trade-machine'
import { CTA_CLASS } from './cta'
import { ModalDialog } from './modal-dialog'
import { ReviewStep, type ReviewStepProps } from './review-step'
import { SafePresignNotice } from './safe-presign-notice'
import { SubmissionProblemView } from './submission-problem'
import { SubmissionProgress } from './submission-progress'

/** The review step's props, then the submission's. */
export interface ConfirmDialogProps extends ReviewStepProps {
  problem?: SubmissionProblem
  retrying?: RetryInfo
  order?: Order
  /**
   * The filled order in words ("Sold 1 WETH for 3,109 USDC."), from the order itself: the
   * review's tokens are the form's, which may have moved on since.
   */
  filledSentence?: string | undefined
  orderHref?: string
  onClose: () => void
  onRetry: () => void
  onApprove: () => void
  onRequote: () => void
  onNewSwap: () => void
}

/** Review, then the submission's progress, then the outcome: one dialog for the whole step. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { flow, summary, slippage, order } = props
  const open = isDialogPhase(flow)
  const busy = isBusy(flow)
  const title =
    flow.phase === 'confirming'
      ? 'Review swap'
      : flow.phase === 'done'
        ? flow.outcome === 'fulfilled'
          ? 'Swap filled'
          : flow.outcome === 'expired'
            ? 'Swap expired'
            : 'Swap cancelled'
        : flow.phase === 'failed'
          ? 'Swap not completed'
          : flow.phase === 'checking'
            ? 'Checking whether the order was placed'
            : 'Placing your swap'
  return (
    <ModalDialog
      open={open}
      onClose={props.onClose}
      title={title}
      dismissible={!busy}
      focusKey={flow.phase === 'confirming' ? `confirming-${flow.notice ?? ''}` : flow.phase}
    >
      {flow.phase === 'confirming' ? (
        <ReviewStep {...props} />
      ) : (
        <div className="flex flex-col gap-4">
          <SubmissionProgress
            steps={stepsOf(flow, props.presign, order)}
            retrying={busy ? props.retrying : undefined}
          />
          {flow.phase === 'failed' && props.problem && (
            <SubmissionProblemView
              problem={props.problem}
              onRetry={props.onRetry}
              onApprove={props.onApprove}
              onRequote={props.onRequote}
              onClose={props.onClose}
              onSwitchChain={props.onSwitchChain}
              orderHref={props.orderHref}
            />
          )}
          {flow.phase === 'presigning' && flow.safe && (
            <SafePresignNotice progress={flow.safe} validTo={order?.validTo} />
          )}
          {flow.phase === 'checking' && (
            <Callout tone="info" title="Checking whether the order was placed">
              <p className="mt-0.5">
                The service’s answer to your order was lost, so it may or may not have arrived. This
                app is looking it up and will not send or sign anything else until it knows.
              </p>
            </Callout>
          )}
          {flow.phase === 'tracking' && (
            <p className="text-sm text-fg-muted">
              Your order is in the orderbook. Solvers compete to settle it in the next batch; you
              can close this window, the order carries on.
            </p>
          )}
          {flow.phase === 'done' && flow.outcome === 'fulfilled' && (
            <Callout tone="success" title="Trade settled">
              {props.filledSentence && <p className="mt-0.5 tabular">{props.filledSentence}</p>}
            </Callout>
          )}
          {flow.phase === 'done' && flow.outcome !== 'fulfilled' && (
            <Callout
              tone="info"
              title={flow.outcome === 'expired' ? 'Nothing was traded' : 'Order cancelled'}
            >
              <p className="mt-0.5">
                {flow.outcome === 'expired'
                  ? 'No solver could fill the order before its deadline. Your tokens did not move.'
                  : 'The order was cancelled before it filled.'}
              </p>
            </Callout>
          )}
          {(flow.phase === 'tracking' || flow.phase === 'done' || flow.phase === 'presigning') && (
            <div className="flex flex-wrap gap-2">
              {props.orderHref && (
                <a
                  href={props.orderHref}
                  className={cn(buttonClasses('secondary', 'lg'), 'flex-1')}
                >
                  View order
                </a>
              )}
              {flow.phase === 'done' ? (
                <Button
                  size="lg"
                  data-autofocus
                  onClick={props.onNewSwap}
                  className={cn('flex-1', CTA_CLASS)}
                >
                  New swap
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  size="lg"
                  data-autofocus
                  onClick={props.onClose}
                  className="flex-1"
                  disabled={busy}
                >
                  Close
                </Button>
              )}
            </div>
          )}
        </div>
      )}
      {flow.phase === 'confirming' && summary === undefined && (
        <p className="text-sm text-fg-muted">Waiting for a quote…</p>
      )}
      {slippage.source === 'pending' && flow.phase === 'confirming' && (
        <p className="sr-only">The slippage recommendation is still loading.</p>
      )}
    </ModalDialog>
  )
}
