import { Trans, useLingui } from '@lingui/react/macro'
import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DocumentTitle } from '@/components/ui/document-title'
import { Link, useLocation } from '@/lib/hash-router'

export function NotFoundRoute() {
  const { path } = useLocation()
  const { t } = useLingui()
  return (
    <Card className="mx-auto max-w-xl p-6 text-center sm:p-10">
      <DocumentTitle>{t`Page not found`}</DocumentTitle>
      <p className="text-sm font-semibold text-brand-text">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-fg">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-2 text-sm break-words text-fg-muted">
        <Trans>
          There is no page at <span className="font-mono">{path}</span>.
        </Trans>
      </p>
      <Link to="/swap" className={`${buttonClasses('primary')} mt-6`}>
        <Trans>Go to Swap</Trans>
      </Link>
    </Card>
  )
}
