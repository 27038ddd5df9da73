import { useEffect, useRef, type ReactNode } from 'react'
import { DocumentTitle } from '@/components/ui/document-title'

/**
 * The page's h1, focused when the page mounts so a keyboard or screen-reader user lands
 * at the top of the new page after following a link (the router does not move focus).
 */
export function PageHeading({
  title,
  documentTitle,
  description,
  actions,
}: {
  title: ReactNode
  documentTitle: string
  description?: ReactNode
  actions?: ReactNode
}) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    ref.current?.focus({ preventScroll: true })
  }, [])
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <DocumentTitle>{documentTitle}</DocumentTitle>
      <div className="min-w-0">
        <h1
          ref={ref}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight text-fg outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {description && <p className="mt-1.5 text-sm text-fg-muted sm:text-base">{description}</p>}
      </div>
      {/* Wrapped on a phone: two buttons in a long language are wider than its screen. */}
      {actions && <div className="flex min-w-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  )
}
