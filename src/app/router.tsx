import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { HashRouter, Redirect, Route, Switch } from '@/lib/router'
import { firstViewMounted } from './first-view'
import { AppShell } from './layout/app-shell'
import { RouteErrorBoundary } from './layout/route-error'

// Every page is its own chunk: the first paint needs only the shell.
const loadSwapRoute = () => import('./routes/swap')
const LazySwapRoute = lazy(() => loadSwapRoute().then((m) => ({ default: m.SwapRoute })))
let LoadedSwapRoute: ComponentType | undefined

/**
 * The swap route is the prerendered first view: main.tsx loads its chunk before hydrating,
 * so the page hydrates in one pass. A boundary still waiting for a lazy chunk when the
 * shell re-renders (a saved theme or network differing from the prerendered defaults)
 * would be thrown away and rendered again on the client.
 */
export async function preloadSwapRoute(): Promise<void> {
  LoadedSwapRoute = (await loadSwapRoute()).SwapRoute
}

function SwapRoute() {
  // Runs once this route's content is live: after hydration of the prerendered page.
  useEffect(firstViewMounted, [])
  return LoadedSwapRoute ? <LoadedSwapRoute /> : <LazySwapRoute />
}
const LimitRoute = lazy(() => import('./routes/limit').then((m) => ({ default: m.LimitRoute })))
const OrdersRoute = lazy(() => import('./routes/orders').then((m) => ({ default: m.OrdersRoute })))
const TokenRoute = lazy(() => import('./routes/token').then((m) => ({ default: m.TokenRoute })))
const InboxRoute = lazy(() => import('./routes/inbox').then((m) => ({ default: m.InboxRoute })))
const NotFoundRoute = lazy(() =>
  import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })),
)
// Embedded by @cowprotocol/widget-lib: its own chunk, outside the app's shell.
const WidgetRoute = lazy(() => import('./routes/widget').then((m) => ({ default: m.WidgetRoute })))
const WidgetEntryRoute = lazy(() =>
  import('./routes/widget').then((m) => ({ default: m.WidgetEntryRoute })),
)

/**
 * Every route. Hash routes (#/swap): the static build in dist/ then works from any sub-folder
 * or an IPFS gateway, where the server cannot rewrite unknown paths to index.html.
 * `ssrPath` renders one route at build time (prerender.tsx): links get the same `#/...`
 * hrefs the client renders, so hydration keeps the server's attributes as they are.
 */
export function AppRoutes({ ssrPath }: { ssrPath?: string }) {
  return (
    <HashRouter ssrPath={ssrPath}>
      <Switch>
        {/* The widget: no header, navigation or footer (see src/features/widget). */}
        <Route path="/widget">
          <RouteErrorBoundary>
            <Suspense fallback={null}>
              <WidgetRoute />
            </Suspense>
          </RouteErrorBoundary>
        </Route>
        <Route path="/:chainId/widget/*?">
          <RouteErrorBoundary>
            <Suspense fallback={null}>
              <WidgetEntryRoute />
            </Suspense>
          </RouteErrorBoundary>
        </Route>
        <Route>
          {/* The shell itself failing: the error alone, rather than a blank page. */}
          <RouteErrorBoundary>
            <AppShell>
              {/* Inside the shell: a page that throws shows the error there, header intact. */}
              <RouteErrorBoundary>
                <Switch>
                  <Route path="/">
                    <Redirect to="/swap" replace />
                  </Route>
                  <Route path="/swap">
                    <SwapRoute />
                  </Route>
                  <Route path="/limit">
                    <LimitRoute />
                  </Route>
                  <Route path="/orders">
                    <OrdersRoute />
                  </Route>
                  <Route path="/orders/:uid">
                    <OrdersRoute />
                  </Route>
                  <Route path="/token">
                    <TokenRoute />
                  </Route>
                  <Route path="/token/:chain/:address">
                    <TokenRoute />
                  </Route>
                  <Route path="/inbox">
                    <InboxRoute />
                  </Route>
                  <Route>
                    <NotFoundRoute />
                  </Route>
                </Switch>
              </RouteErrorBoundary>
            </AppShell>
          </RouteErrorBoundary>
        </Route>
      </Switch>
    </HashRouter>
  )
}
