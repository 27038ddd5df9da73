/** A tinted box with an icon and a bold title: information, danger or success, inline in a page or dialog. */
import type { ReactNode } from 'react'
import { AlertIcon, CheckCircleIcon, InfoIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

export function Callout({
  tone,
  title,
  children,
}: {
  tone: 'info' | 'danger' | 'success'
  title: string
  children?: ReactNode
}) {
  const Icon = tone === 'danger' ? AlertIcon : tone === 'success' ? CheckCircleIcon : InfoIcon
  return (
    <div
      className={cn(
        'flex gap-3 rounded-2xl px-4 py-3 text-sm',
        tone === 'danger' && 'bg-danger-soft text-fg',
        tone === 'success' && 'bg-success-soft text-fg',
        tone === 'info' && 'bg-info-soft text-fg',
      )}
    >
      <Icon
        className={cn(
          'mt-0.5 size-5 shrink-0',
          tone === 'danger' ? 'text-danger' : tone === 'success' ? 'text-success' : 'text-info',
        )}
      />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  )
}
