import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface PopoverTriggerProps {
  id: string
  'aria-expanded': boolean
  'aria-controls': string
  onClick: () => void
}

export interface PopoverProps {
  /** Renders the button that opens the panel; spread the props onto a <button>. */
  trigger: (props: PopoverTriggerProps, open: boolean) => ReactNode
  /** Panel content; `close` returns focus to the trigger. */
  children: (close: () => void) => ReactNode
  /** Accessible name of the panel. */
  label: string
  align?: 'start' | 'end'
  className?: string
}

/**
 * A disclosure: a button and the panel it shows. Escape and a click outside close it and
 * focus returns to the button; Tab moves through the panel in document order.
 */
export function Popover({ trigger, children, label, align = 'end', className }: PopoverProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const triggerId = `${id}-trigger`
  const rootRef = useRef<HTMLDivElement>(null)

  const close = useCallback(() => {
    setOpen(false)
    document.getElementById(triggerId)?.focus()
  }, [triggerId])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        close()
      }
    }
    const onFocusIn = (event: FocusEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [open, close])

  return (
    <div ref={rootRef} className="relative">
      {trigger(
        {
          id: triggerId,
          'aria-expanded': open,
          'aria-controls': id,
          onClick: () => setOpen((o) => !o),
        },
        open,
      )}
      <div
        id={id}
        role="region"
        aria-label={label}
        hidden={!open}
        className={cn(
          'absolute top-full z-50 mt-2 w-72 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-line bg-surface-raised p-2 shadow-popover',
          align === 'end' ? 'right-0' : 'left-0',
          className,
        )}
      >
        {open && children(close)}
      </div>
    </div>
  )
}
