/**
 * The frame of an order's page (or a TWAP's) before it can show the order: "← All orders", the
 * heading with the ID the link named, and a card saying why there is nothing yet (loading, not
 * found, unreadable).
 */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Link } from '@/lib/hash-router'
import { PageHeading } from '@/components/ui/page-heading'

export function BackLink() {
  return (
    <Link
      to="/orders"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-text hover:underline"
    >
      <span aria-hidden="true">←</span> <Trans>All orders</Trans>
    </Link>
  )
}

export function OrderPlaceholder({
  title,
  id,
  children,
}: {
  title: string
  /** The ID the link named, when it named one. */
  id?: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <PageHeading
        title={title}
        documentTitle={title}
        description={
          id === undefined ? undefined : <span className="font-mono break-all">{id}</span>
        }
      />
      <Card>{children}</Card>
    </div>
  )
}

/** Skeleton lines with a status for screen readers. */
export function LoadingLines({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="space-y-3 p-6">
      <span role="status" className="sr-only">
        {label}
      </span>
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  )
}
