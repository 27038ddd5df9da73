import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { Button, buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { AlertIcon } from '@/components/ui/icons'

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`
  if (error instanceof Error) {
    // A lazy page chunk that no longer exists: the app was updated since this tab loaded.
    if (/dynamically imported module|Importing a module script failed/i.test(error.message)) {
      return 'A new version of batchswap is available. Reload to continue.'
    }
    return error.message
  }
  return 'Unknown error'
}

/** Shown in place of a page that crashed; the header and wallet stay usable. */
export function RouteError() {
  const error = useRouteError()
  return (
    <Card className="mx-auto max-w-xl p-6 sm:p-8">
      <div className="flex items-start gap-3">
        <AlertIcon className="mt-1 size-6 shrink-0 text-danger" />
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-fg">This page ran into a problem</h1>
          <p className="mt-2 text-sm break-words text-fg-muted">{describe(error)}</p>
          <div className="mt-5 flex flex-wrap gap-2">
            <Button onClick={() => window.location.reload()}>Reload</Button>
            <Link to="/swap" className={buttonClasses('secondary')}>
              Go to Swap
            </Link>
          </div>
        </div>
      </div>
    </Card>
  )
}
