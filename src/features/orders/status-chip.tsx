import { cn } from '@/lib/cn'
import type { StatusChip as StatusChipModel, StatusTone } from './order-status'

const TONES: Record<StatusTone, string> = {
  neutral: 'bg-surface-muted text-fg-muted',
  info: 'bg-brand-soft text-brand-text',
  progress: 'bg-brand-soft text-brand-text',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
}

const DOTS: Record<StatusTone, string> = {
  neutral: 'bg-fg-subtle',
  info: 'bg-brand',
  progress: 'bg-brand',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
}

/** The status of an order as a coloured chip; the text carries the meaning, colour only helps. */
export function StatusChip({ chip, className }: { chip: StatusChipModel; className?: string }) {
  const pulsing = chip.status === 'signing' || chip.status === 'cancelling'
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[chip.tone],
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', DOTS[chip.tone], pulsing && 'animate-pulse')}
      />
      {chip.label}
    </span>
  )
}
