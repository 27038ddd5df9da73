import { cn } from '@/lib/cn'

/** A grey placeholder while data loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block animate-pulse rounded-md bg-surface-muted', className)}
    />
  )
}
