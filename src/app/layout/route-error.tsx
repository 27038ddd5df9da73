import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Component, type ReactNode } from 'react'
import { Button, buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { AlertIcon } from '@/components/ui/icons'
import { hashPath } from '@/lib/hash-location'
import { Link, useLocation } from '@/lib/hash-router'

function describe(error: unknown): string {
  if (error instanceof Error) {
    // A lazy page chunk that no longer exists: the app was updated since this tab loaded.
    if (/dynamically imported module|Importing a module script failed/i.test(error.message)) {
      return t`A new version of batchswap is available. Reload to continue.`
    }
    return error.message
  }
  return t`Unknown error`
}

/** Shown in place of a page that crashed; the header and wallet stay usable. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <Card className="mx-auto max-w-xl p-6 sm:p-8">
      <div className="flex items-start gap-3">
        <AlertIcon className="mt-1 size-6 shrink-0 text-danger" />
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-fg">
            <Trans>This page ran into a problem</Trans>
          </h1>
          <p className="mt-2 text-sm break-words text-fg-muted">{describe(error)}</p>
          <div className="mt-5 flex flex-wrap gap-2">
            <Button onClick={() => window.location.reload()}>
              <Trans>Reload</Trans>
            </Button>
            <Link to="/swap" className={buttonClasses('secondary')}>
              <Trans>Go to Swap</Trans>
            </Link>
          </div>
        </div>
      </div>
    </Card>
  )
}

interface BoundaryProps {
  /** The location shown: when it changes, the pages render again. */
  location: string
  children: ReactNode
}

interface BoundaryState {
  /** Boxed: anything can be thrown, `undefined` too. */
  caught: { error: unknown } | undefined
  location: string
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: undefined, location: this.props.location }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } }
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    // Following a link (or Back) away from a failed page tries the pages again.
    return props.location === state.location
      ? null
      : { caught: undefined, location: props.location }
  }

  override render() {
    return this.state.caught ? <RouteError error={this.state.caught.error} /> : this.props.children
  }
}

/**
 * Catches a page that throws while rendering (or whose lazy chunk fails to load) and shows
 * RouteError in its place, inside whatever frame is around it. Following a link, or Back,
 * renders the pages again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary location={hashPath(useLocation())}>{children}</ErrorBoundary>
}
