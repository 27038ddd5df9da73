import { useEffect, useRef, type ReactNode } from 'react'
import { DocumentTitle } from '@/components/ui/document-title'

/**
 * The page's h1 (and the tab's title), focused when the page mounts so a keyboard or
 * screen-reader user lands at the top of the new page after following a link (the router does
 * not move focus).
 */
export function PageTitle({
  children,
  documentTitle,
}: {
  children: ReactNode
  documentTitle: string
}) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    ref.current?.focus({ preventScroll: true })
  }, [])
  return (
    <>
      <DocumentTitle>{documentTitle}</DocumentTitle>
      <h1
        ref={ref}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight text-fg outline-none sm:text-3xl"
      >
        {children}
      </h1>
    </>
  )
}

/** A page's title, a line under it, and the page-wide actions on its right. */
export function PageHeading({
  title,
  documentTitle,
  description,
  actions,
  live = false,
}: {
  title: ReactNode
  documentTitle: string
  description?: ReactNode
  actions?: ReactNode
  /** The line under the title changes while the page is open (a count): announce it. */
  live?: boolean
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <PageTitle documentTitle={documentTitle}>{title}</PageTitle>
        {description && (
          <p
            role={live ? 'status' : undefined}
            // An address in the line wraps anywhere rather than widening the page.
            className="mt-1.5 text-sm [overflow-wrap:anywhere] text-fg-muted sm:text-base"
          >
            {description}
          </p>
        )}
      </div>
      {/* Wrapped on a phone: two buttons in a long language are wider than its screen. */}
      {actions && <div className="flex min-w-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  )
}
