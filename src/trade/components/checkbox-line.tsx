import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * A checkbox and the sentence it stands for, the whole line its label: a risk the trader
 * accepts by ticking it (the form stays blocked until they do), or an option of the order.
 */
export function CheckboxLine({
  checked,
  onChange,
  className,
  children,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  className?: string
  children: ReactNode
}) {
  return (
    <label className={cn('flex items-start gap-2', className)}>
      <input
        type="checkbox"
        className="mt-0.5 size-4"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  )
}
