import { useEffect } from 'react'
import { appRendered, LINK_PREVIEW_ATTRIBUTE, ROUTE_PENDING_ATTRIBUTE } from './first-view'
import { AppProviders } from './providers'
import { AppRoutes } from './router'

/** The whole app; `ssrPath` is given when rendering at build time (src/app/prerender.tsx). */
export function App({ ssrPath }: { ssrPath?: string }) {
  useEffect(() => {
    // The page the visitor asked for is on screen now; see first-view.ts.
    document.documentElement.removeAttribute(ROUTE_PENDING_ATTRIBUTE)
    document.documentElement.removeAttribute(LINK_PREVIEW_ATTRIBUTE)
    appRendered()
  }, [])
  return (
    <AppProviders>
      <AppRoutes ssrPath={ssrPath} />
    </AppProviders>
  )
}
