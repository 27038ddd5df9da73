import { useLingui } from '@lingui/react/macro'
import { useEffect, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { useToastStore, type Toast, type ToastTone } from '@/lib/toast-store'
import { Spinner } from '@/components/ui/spinner'
import {
  AlertIcon,
  CheckCircleIcon,
  CloseIcon,
  ExternalLinkIcon,
  InfoIcon,
} from '@/components/ui/icons'

const TONE_ICON: Record<ToastTone, ReactNode> = {
  info: <InfoIcon className="size-5 text-brand-text" />,
  progress: <Spinner className="size-5 text-brand-text" />,
  success: <CheckCircleIcon className="size-5 text-success" />,
  error: <AlertIcon className="size-5 text-danger" />,
}

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useLingui()
  const dismiss = useToastStore((s) => s.dismiss)
  const { id, durationMs, revision, title } = toast
  const onDismiss = () => dismiss(id)
  // Restarts on every update (revision), so a changed toast stays up for its full time.
  useEffect(() => {
    if (durationMs === null) return
    const timer = setTimeout(() => dismiss(id), durationMs)
    return () => clearTimeout(timer)
  }, [id, durationMs, revision, dismiss])

  return (
    <li
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-2xl border bg-surface-raised p-4 shadow-popover',
        toast.tone === 'error' ? 'border-danger/40' : 'border-line',
      )}
    >
      <span className="mt-0.5 shrink-0">{TONE_ICON[toast.tone]}</span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-fg">{toast.title}</p>
        {toast.description && (
          <p className="mt-0.5 text-sm break-words text-fg-muted">{toast.description}</p>
        )}
        {[toast.link, toast.secondLink].map(
          (link) =>
            link && (
              // In-app links (hash routes) stay in this tab; explorer links open a new one.
              <a
                key={link.href}
                href={link.href}
                {...(isInAppLink(link.href) ? {} : { target: '_blank', rel: 'noreferrer' })}
                className="mt-1.5 mr-4 inline-flex items-center gap-1 text-sm font-medium text-brand-text hover:underline"
              >
                {link.label}
                {!isInAppLink(link.href) && <ExternalLinkIcon className="size-3.5" />}
              </a>
            ),
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 shrink-0 rounded-lg p-1 text-fg-subtle hover:bg-surface-muted hover:text-fg"
        aria-label={t`Dismiss: ${title}`}
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  )
}

/**
 * Renders the toast store. Two live regions: errors are announced at once (assertive),
 * everything else politely.
 */
function isInAppLink(href: string): boolean {
  return href.startsWith('#')
}

export function Toaster() {
  const { t } = useLingui()
  const toasts = useToastStore((s) => s.toasts)
  const urgent = toasts.filter((toast) => toast.tone === 'error')
  const calm = toasts.filter((toast) => toast.tone !== 'error')
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-stretch gap-2 p-3 sm:right-0 sm:left-auto sm:w-96 sm:p-4">
      <ol aria-live="polite" aria-label={t`Notifications`} className="flex flex-col gap-2">
        {calm.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </ol>
      <ol aria-live="assertive" aria-label={t`Errors`} className="flex flex-col gap-2">
        {urgent.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </ol>
    </div>
  )
}
