/** The submission's steps as a list with the current one marked, plus the "retrying" notice. */
import { Trans } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import type { RetryInfo } from '@/api/retry'
import { AlertIcon, CheckIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { announcedStep, type Step, type StepState } from '../placement/submission-steps'

function StepIcon({ state }: { state: StepState }) {
  if (state === 'done') return <CheckIcon className="size-4 text-success" />
  if (state === 'active') return <Spinner className="size-4 text-brand-text" />
  if (state === 'failed') return <AlertIcon className="size-4 text-danger" />
  return <span className="size-2 rounded-full bg-line-strong" />
}

export function SubmissionProgress({ steps, retrying }: { steps: Step[]; retrying?: RetryInfo }) {
  const active = announcedStep(steps)
  const activeLabel = active?.label ?? ''
  const seconds = retrying ? Math.ceil(retrying.delayMs / 1000) : 0
  const attempt = retrying ? retrying.attempt + 1 : 0
  return (
    <>
      <ol className="flex flex-col gap-1" aria-label={t`Progress`}>
        {steps.map((step) => (
          <li
            key={step.key}
            aria-current={step.state === 'active' ? 'step' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-xl px-3 py-2 text-sm',
              step.state === 'active' && 'bg-brand-soft font-semibold text-fg',
              step.state === 'failed' && 'bg-danger-soft font-semibold text-danger',
              step.state === 'done' && 'text-fg',
              step.state === 'pending' && 'text-fg-subtle',
            )}
          >
            <span className="flex size-5 shrink-0 items-center justify-center">
              <StepIcon state={step.state} />
            </span>
            {step.label}
          </li>
        ))}
      </ol>
      <p className="sr-only" role="status">
        {active
          ? active.state === 'done'
            ? t`${activeLabel}: done`
            : active.state === 'failed'
              ? t`${activeLabel}: failed`
              : `${active.label}…`
          : ''}
      </p>
      {retrying && (
        <p className="flex items-center gap-2 text-sm text-fg-muted" role="status">
          <Spinner className="size-4" />
          <Trans>
            The service is busy: retrying in {seconds} s (attempt {attempt}).
          </Trans>
        </p>
      )}
    </>
  )
}
