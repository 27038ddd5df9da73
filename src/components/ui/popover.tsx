import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
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

/** Room kept between an open panel and the viewport's edges (0.75rem, as in `max-w-*` below). */
const VIEWPORT_MARGIN_PX = 12

/**
 * Keeps an open panel inside the viewport. Anchored to its trigger, a panel can stick out:
 * on a 375 px phone the settings panel, aligned to the end of a button in the middle of the
 * header, started 33 px left of the screen. So it is measured where the anchoring puts it,
 * slid sideways until both edges are `VIEWPORT_MARGIN_PX` inside, and its height is capped
 * at the room below its top (it scrolls inside). Styles are set on the element, not through
 * state: the measure needs the unshifted box, and a second render would paint the wrong one.
 */
function fitInViewport(panel: HTMLElement) {
  panel.style.translate = ''
  panel.style.maxHeight = ''
  const box = panel.getBoundingClientRect()
  const viewportWidth = document.documentElement.clientWidth
  const viewportHeight = document.documentElement.clientHeight
  const shift =
    box.left < VIEWPORT_MARGIN_PX
      ? VIEWPORT_MARGIN_PX - box.left
      : box.right > viewportWidth - VIEWPORT_MARGIN_PX
        ? viewportWidth - VIEWPORT_MARGIN_PX - box.right
        : 0
  if (shift !== 0) panel.style.translate = `${Math.round(shift)}px 0`
  const room = viewportHeight - VIEWPORT_MARGIN_PX - box.top
  if (box.height > room) panel.style.maxHeight = `${Math.max(Math.floor(room), 160)}px`
}

/**
 * A disclosure: a button and the panel it shows. Escape and a click outside close it and
 * focus returns to the button; Tab moves through the panel in document order. The open
 * panel stays inside the viewport (fitInViewport), whatever the trigger's place.
 */
export function Popover({ trigger, children, label, align = 'end', className }: PopoverProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const triggerId = `${id}-trigger`
  const rootRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

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

  // Before paint, so the panel never shows off screen; again when the viewport changes
  // (rotation, a phone's toolbar showing or hiding).
  useLayoutEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    const place = () => fitInViewport(panel)
    place()
    window.addEventListener('resize', place)
    return () => window.removeEventListener('resize', place)
  }, [open])

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
        ref={panelRef}
        id={id}
        role="region"
        aria-label={label}
        hidden={!open}
        className={cn(
          'absolute top-full z-50 mt-2 w-72 max-w-[calc(100vw-1.5rem)] overflow-y-auto overscroll-contain rounded-2xl border border-line bg-surface-raised p-2 shadow-popover',
          align === 'end' ? 'right-0' : 'left-0',
          className,
        )}
      >
        {open && children(close)}
      </div>
    </div>
  )
}
