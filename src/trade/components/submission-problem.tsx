/** Why the submission stopped, in a trader's words, and the button for the next step. */
import { Trans } from '@lingui/react/macro'
import { Button, buttonClasses } from '@/components/ui/button'
import { ErrorDetails } from '@/components/states'
import { Callout } from '@/components/ui/callout'
import { cn } from '@/lib/cn'
import { nextStepLabel } from '../placement/next-step-label'
import type { SubmissionProblem } from '../placement/trade-errors'
import { CTA_CLASS } from './cta'

export function SubmissionProblemView({
  problem,
  onRetry,
  onApprove,
  onRequote,
  onClose,
  onSwitchChain,
  orderHref,
}: {
  problem: SubmissionProblem
  onRetry: () => void
  onApprove: () => void
  onRequote: () => void
  onClose: () => void
  onSwitchChain: () => void
  orderHref?: string
}) {
  const label = nextStepLabel(problem.action)
  const act = () => {
    switch (problem.action) {
      case 'approve':
        return onApprove()
      case 'requote':
        return onRequote()
      case 'retry':
      case 'wait':
        return onRetry()
      case 'switchChain':
        return onSwitchChain()
      default:
        return onClose()
    }
  }
  return (
    <div role="alert" className="flex flex-col gap-3">
      <Callout tone="danger" title={problem.title}>
        <p className="mt-0.5">{problem.sentence}</p>
        {problem.nextStep && <p className="mt-1 text-fg-muted">{problem.nextStep}</p>}
        <ErrorDetails detail={problem.detail} className="mt-2 text-fg-muted" />
      </Callout>
      <div className="flex flex-wrap gap-2">
        {label && (
          <Button size="lg" data-autofocus onClick={act} className={cn('flex-1', CTA_CLASS)}>
            {label}
          </Button>
        )}
        {problem.mayExist && orderHref && (
          <a href={orderHref} className={cn(buttonClasses('secondary', 'lg'), 'flex-1')}>
            <Trans>Check your orders</Trans>
          </a>
        )}
        <Button variant="secondary" size="lg" onClick={onClose} className="flex-1">
          {label ? <Trans>Close</Trans> : <Trans>Back to the swap</Trans>}
        </Button>
      </div>
    </div>
  )
}
