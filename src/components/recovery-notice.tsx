import { InlineNotice } from '@/components/states'
import { Spinner } from '@/components/ui/spinner'

/**
 * A read that recovers by itself: why it failed and when the next attempt comes ("The
 * service is busy: retrying in 4 s."), at the place where the data would be, or as a
 * one-line banner above data still shown. "Try again" asks at once; nobody needs it.
 *
 * Only the title is announced (a countdown read out every second would drown the page).
 */
export function RecoveryNotice({
  title,
  sentence,
  onRetry,
  compact = false,
  className,
}: {
  title: string
  sentence: string
  onRetry?: () => void
  compact?: boolean
  className?: string
}) {
  return (
    <InlineNotice
      data-testid="recovery-notice"
      compact={compact}
      onRetry={onRetry}
      className={className}
      icon={<Spinner className="mt-0.5 size-4 shrink-0 text-fg-muted" />}
    >
      <p className="font-semibold text-fg" role="status">
        {title}
      </p>
      <p className="mt-0.5 text-fg-muted">{sentence}</p>
    </InlineNotice>
  )
}
