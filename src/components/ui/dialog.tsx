import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { CloseIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert and
 * handles Escape. Focus goes to the element marked `data-autofocus` (or the first control)
 * on open and back to whatever had it before on close. While `dismissible` is false (the
 * wallet is open, a request is in flight) Escape and the close button do nothing.
 *
 * The app's one modal: the trade forms' review, token selector and settings, and the orders'
 * cancellation. Labelled by its title (and described by `description`); a dialog whose steps
 * swap its controls passes `focusKey` so focus follows them.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  dismissible = true,
  children,
  className,
  focusKey,
}: {
  open: boolean
  /** When it changes while open, focus moves to the marked control (the content changed under it). */
  focusKey?: string
  onClose: () => void
  title: string
  description?: ReactNode
  dismissible?: boolean
  children: ReactNode
  className?: string
}) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      // The native dialog focuses its first control (the close button); prefer the marked one.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog?.open) return
    // A step replaced the focused control: keep keyboard and screen-reader users inside.
    // Focus parked on the title (the fallback) moves on to the new step's main control.
    const active = document.activeElement
    if (
      active &&
      active !== dialog &&
      dialog.contains(active) &&
      !(active instanceof HTMLHeadingElement)
    )
      return
    const target =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('h2')
    target?.focus()
  }, [focusKey])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onCancel = (event: Event) => {
      // Escape: the dialog decides, React state stays the source of truth.
      event.preventDefault()
      if (dismissible) onClose()
    }
    const onDialogClose = () => {
      const target = returnFocus.current
      returnFocus.current = null
      if (target?.isConnected) target.focus()
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onDialogClose)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onDialogClose)
    }
  }, [dismissible, onClose])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'm-auto w-[calc(100%-1.5rem)] max-w-md rounded-card border border-line bg-surface p-0 text-fg shadow-popover',
        'backdrop:bg-black/50 backdrop:backdrop-blur-[2px]',
        'max-h-[calc(100dvh-1.5rem)] overflow-y-auto overscroll-contain',
        className,
      )}
    >
      {open && (
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2
                id={titleId}
                tabIndex={-1}
                className="text-lg font-semibold tracking-tight outline-none"
              >
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-fg-muted">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              disabled={!dismissible}
              aria-label={t`Close`}
              className="-m-1.5 shrink-0 rounded-lg p-1.5 text-fg-subtle hover:bg-surface-muted hover:text-fg disabled:cursor-not-allowed disabled:opacity-40"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  )
}
