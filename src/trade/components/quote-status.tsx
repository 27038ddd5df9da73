/** The quote's state under the fields when it is not a plain quote: retrying, or failed. */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ErrorDescription } from '@/api/error-wordings'
import type { Recovery } from '@/api/queries/use-recovery'
import { Button } from '@/components/ui/button'
import { AlertIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { nextStepLabel } from '../placement/next-step-label'

/** "Try again": asks for the quote at once. */
function RetryButton({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return (
    <Button size="sm" variant="secondary" className={className} onClick={onRetry}>
      {nextStepLabel('retry')}
    </Button>
  )
}

/** A notice's box: its icon, its words, and an action at the end of the line. */
function NoticeFrame({
  className,
  testId,
  icon,
  action,
  children,
}: {
  className: string
  testId: string
  icon: ReactNode
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={`flex gap-3 rounded-2xl px-4 py-3 text-sm ${className}`} data-testid={testId}>
      {icon}
      <div className="min-w-0 flex-1">{children}</div>
      {action}
    </div>
  )
}

/** A title, a sentence and an optional next step, as the quote's notices word them. */
function NoticeWords({
  title,
  sentence,
  nextStep,
  children,
}: {
  title: string
  sentence: string
  nextStep?: string | undefined
  children?: ReactNode
}) {
  return (
    <>
      <p className="font-semibold text-fg">{title}</p>
      <p className="mt-0.5">{sentence}</p>
      {nextStep && <p className="mt-1 text-fg-muted">{nextStep}</p>}
      {children}
    </>
  )
}

/**
 * The quote recovers by itself (rate limit, service error, unreachable, unexpected answer):
 * why, and when the next attempt comes. "Try again" asks at once.
 */
export function QuoteRetrying({
  recovery,
  onRetry,
}: {
  recovery: Recovery | undefined
  onRetry: () => void
}) {
  return (
    <NoticeFrame
      className="items-start bg-surface-muted text-fg-muted"
      testId="quote-recovering"
      icon={<Spinner className="mt-0.5 size-4 shrink-0" />}
      action={<RetryButton onRetry={onRetry} />}
    >
      {recovery ? (
        <NoticeWords title={recovery.title} sentence={recovery.sentence} />
      ) : (
        <p>
          <Trans>Retrying the quote…</Trans>
        </p>
      )}
    </NoticeFrame>
  )
}

export function QuoteProblem({
  problem,
  onRetry,
}: {
  problem: ErrorDescription
  onRetry: () => void
}) {
  return (
    <NoticeFrame
      className="bg-danger-soft text-fg"
      testId="quote-error"
      icon={<AlertIcon className="mt-0.5 size-5 shrink-0 text-danger" />}
    >
      <NoticeWords title={problem.title} sentence={problem.sentence} nextStep={problem.nextStep}>
        {problem.action === 'retry' && <RetryButton onRetry={onRetry} className="mt-2" />}
      </NoticeWords>
    </NoticeFrame>
  )
}
