/**
 * The token page's data states: a price, a loading skeleton, "no data" as
 * information, and a failure as a sentence with a retry.
 */
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { type ApiError } from '@/api/errors'
import { describeError } from '@/api/error-descriptions'
import { Button } from '@/components/ui/button'
import { AlertIcon, InfoIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatUsd } from './format-usd'

export function Notice({
  tone,
  title,
  children,
  action,
}: {
  tone: 'info' | 'error'
  title: string
  children?: ReactNode
  action?: ReactNode
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="flex items-start gap-3 p-5 text-sm"
    >
      {tone === 'error' ? (
        <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger" />
      ) : (
        <InfoIcon className="mt-0.5 size-5 shrink-0 text-fg-subtle" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-fg">{title}</p>
        {children && <div className="mt-0.5 text-fg-muted">{children}</div>}
      </div>
      {action}
    </div>
  )
}

export function PriceValue({
  price,
  noData,
  chainName,
  error,
  loading,
  onRetry,
}: {
  price: number | undefined
  /** The service has no price for this token or network: information, not an error. */
  noData: boolean
  chainName: string
  error: ApiError | null
  /** Loading, or recovering (the page's notice says why). */
  loading: boolean
  onRetry: () => void
}) {
  if (price !== undefined) {
    return (
      <p className="tabular mt-2 text-3xl font-semibold tracking-tight text-fg">
        {formatUsd(price)}
      </p>
    )
  }
  if (error) {
    const notFound = noData
    const described = describeError(error)
    return (
      <div className="mt-2">
        <p className={cn('text-lg font-semibold', notFound ? 'text-fg' : 'text-danger')}>
          {notFound ? t`No price available` : described.title}
        </p>
        <p className="mt-0.5 text-sm text-fg-muted">
          {notFound && error.status === 400
            ? t`The token-data service has no prices for ${chainName}.`
            : described.sentence}
        </p>
        {!notFound && (
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </div>
    )
  }
  return loading ? (
    <Skeleton className="mt-3 h-8 w-32" />
  ) : (
    <p className="mt-2 text-fg-muted">
      <Trans>Unknown</Trans>
    </p>
  )
}

export function DataError({
  error,
  noData,
  notFoundTitle,
  onRetry,
}: {
  error: ApiError
  /** The service has no data for this token or network: information, not an error. */
  noData: boolean
  notFoundTitle: string
  onRetry: () => void
}) {
  const described = describeError(error)
  if (noData) {
    return (
      <Notice tone="info" title={notFoundTitle}>
        {error.status === 400
          ? t`The token-data service has no holder lists for this network.`
          : described.sentence}
      </Notice>
    )
  }
  return (
    <Notice
      tone="error"
      title={described.title}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      {described.sentence}
      {described.nextStep ? ` ${described.nextStep}` : ''}
    </Notice>
  )
}
