/**
 * The empty and error states every page shows where its data would have been: a calm
 * message with an optional action, or an error as a sentence with "Try again".
 */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ErrorDescription } from '@/api/error-wordings'
import { Button } from '@/components/ui/button'
import { AlertIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

/**
 * A message where the list would be: nothing here yet, or connect first (calm), or a failure
 * worded for the page (tone "error": announced as an alert, with a red icon).
 */
export function EmptyState({
  icon,
  title,
  children,
  action,
  tone = 'calm',
}: {
  icon?: ReactNode
  title: string
  children?: ReactNode
  action?: ReactNode
  tone?: 'calm' | 'error'
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="flex flex-col items-center px-6 py-14 text-center"
    >
      {icon && (
        <span
          className={cn(
            'mb-3 flex size-12 items-center justify-center rounded-2xl text-2xl',
            tone === 'error' ? 'bg-danger-soft text-danger' : 'bg-brand-soft text-brand-text',
          )}
        >
          {icon}
        </span>
      )}
      <p className="text-base font-semibold text-fg">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-fg-muted">{children}</div>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  )
}

/**
 * The frame of a read that failed where its data would be: an icon, the words, and "Try
 * again" when there is a retry. Full size in place of the data, or compact as a one-line
 * banner above data that is still shown. `ErrorState` and `RecoveryNotice` fill it.
 */
export function InlineNotice({
  icon,
  children,
  onRetry,
  compact,
  className,
  ...rest
}: {
  icon: ReactNode
  children: ReactNode
  onRetry?: () => void
  compact: boolean
  className?: string
  role?: 'alert'
  'data-testid'?: string
}) {
  return (
    <div
      {...rest}
      className={cn(
        'flex items-start gap-3 text-sm',
        compact ? 'rounded-xl bg-warning-soft px-4 py-3' : 'px-6 py-10',
        className,
      )}
    >
      {icon}
      <div className="min-w-0 flex-1">{children}</div>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  )
}

/** The service's own words or the schema issues behind an error, folded away. */
export function ErrorDetails({ detail, className }: { detail?: string; className?: string }) {
  if (!detail) return null
  return (
    <details className={cn('text-xs', className)}>
      <summary className="cursor-pointer">
        <Trans>Details</Trans>
      </summary>
      <p className="mt-1 break-words">{detail}</p>
    </details>
  )
}

/** An error as a sentence, at the place where the data would have been. */
export function ErrorState({
  error,
  onRetry,
  compact = false,
}: {
  error: ErrorDescription
  onRetry?: () => void
  /** A one-line banner above data that is still shown. */
  compact?: boolean
}) {
  return (
    <InlineNotice
      role="alert"
      compact={compact}
      onRetry={onRetry}
      icon={
        <AlertIcon
          className={cn('mt-0.5 size-5 shrink-0', compact ? 'text-warning' : 'text-danger')}
        />
      }
    >
      <p className="font-semibold text-fg">{error.title}</p>
      <p className="mt-0.5 text-fg-muted">
        {error.sentence}
        {error.nextStep ? ` ${error.nextStep}` : ''}
      </p>
      <ErrorDetails detail={error.detail} className="mt-1.5 text-fg-subtle" />
    </InlineNotice>
  )
}
