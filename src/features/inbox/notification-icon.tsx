import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import type { NotificationKind } from './notification-view'

const PATHS: Record<NotificationKind, ReactNode> = {
  filled: <path d="m8 12.5 2.5 2.5 5.5-6" />,
  partiallyFilled: (
    <>
      <path d="M12 3v9h9" />
      <path d="M12 12 5.6 18.4" />
    </>
  ),
  expired: <path d="M12 7v5l3 2" />,
  cancelled: <path d="m9 9 6 6M15 9l-6 6" />,
  refunded: <path d="M9.5 8.5 6.5 11.5l3 3M6.5 11.5h7a3.5 3.5 0 0 1 0 7H12" />,
  insufficientBalance: <path d="M12 7.5v5M12 16.5h.01" />,
  priceImprovement: <path d="m7 15 3.5-3.5 2.5 2.5L17.5 9.5M14 9.5h3.5V13" />,
  announcement: (
    <path d="M8 10v4M8 10l7-3.5v11L8 14M8 14H6.5a1.5 1.5 0 0 1-1.5-1.5v-1A1.5 1.5 0 0 1 6.5 10H8" />
  ),
  other: <path d="M9 17h6M8 14V11a4 4 0 1 1 8 0v3l1 1.5H7z" />,
}

const CIRCLED: ReadonlySet<NotificationKind> = new Set([
  'filled',
  'partiallyFilled',
  'expired',
  'cancelled',
  'refunded',
  'insufficientBalance',
])

const TONES: Record<NotificationKind, string> = {
  filled: 'bg-success-soft text-success',
  partiallyFilled: 'bg-brand-soft text-brand-text',
  expired: 'bg-surface-muted text-fg-muted',
  cancelled: 'bg-surface-muted text-fg-muted',
  refunded: 'bg-brand-soft text-brand-text',
  insufficientBalance: 'bg-warning-soft text-warning',
  priceImprovement: 'bg-success-soft text-success',
  announcement: 'bg-brand-soft text-brand-text',
  other: 'bg-surface-muted text-fg-muted',
}

/** One icon per notification type, in a tinted circle. Decorative: the kind is also said in text. */
export function NotificationIcon({
  kind,
  className,
}: {
  kind: NotificationKind
  className?: string
}) {
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full',
        TONES[kind],
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.9}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="size-5"
      >
        {CIRCLED.has(kind) && <circle cx="12" cy="12" r="9" />}
        {PATHS[kind]}
      </svg>
    </span>
  )
}
