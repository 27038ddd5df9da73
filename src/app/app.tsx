import { useEffect, useState } from 'react'
import { RouterProvider } from 'react-router'
import { APP_READY_ATTRIBUTE, ROUTE_PENDING_ATTRIBUTE } from './first-view'
import { AppProviders } from './providers'
import { createAppRouter, type AppRouter } from './router'

/** The whole app; `router` is given when rendering at build time (src/app/prerender.tsx). */
export function App({ router: fixedRouter }: { router?: AppRouter }) {
  const [router] = useState(() => fixedRouter ?? createAppRouter())
  useEffect(() => {
    // The page the visitor asked for is on screen now; see first-view.ts.
    document.documentElement.removeAttribute(ROUTE_PENDING_ATTRIBUTE)
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '')
  }, [])
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
