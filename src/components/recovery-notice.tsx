import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'

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
    <div
      data-testid="recovery-notice"
      className={cn(
        'flex items-start gap-3 text-sm',
        compact ? 'rounded-xl bg-warning-soft px-4 py-3' : 'px-6 py-10',
        className,
      )}
    >
      <Spinner className="mt-0.5 size-4 shrink-0 text-fg-muted" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-fg" role="status">
          {title}
        </p>
        <p className="mt-0.5 text-fg-muted">{sentence}</p>
      </div>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  )
}
