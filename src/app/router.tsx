import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react'
import { HashRouter, Redirect, Route, Switch } from '@/lib/hash-router'
import { pageReady } from './first-view'
import { AppShell } from './layout/app-shell'
import { RouteErrorBoundary } from './layout/route-error'
// The swap page is the one index.html carries prerendered (prerender.tsx): it comes with the
// entry, so the page hydrates in one go. Every other page is its own chunk, its module in
// ./routes named as its route's first path segment: index.html's inline script preloads a
// deep link's chunk by that name (scripts/prerender-plugin.ts).
import { SwapRoute } from './routes/swap'

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
 * A page: once its content is on screen and live, <html> says so (first-view.ts). In a
 * layout effect, before the page's own effects run: until then the page is hidden under the
 * shell (data-route-pending), and a hidden heading cannot take the focus a page gives it.
 */
function Page({ children }: { children: ReactNode }) {
  useLayoutEffect(pageReady, [])
  return children
}

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
              <Page>
                <WidgetRoute />
              </Page>
            </Suspense>
          </RouteErrorBoundary>
        </Route>
        <Route path="/:chainId/widget/*?">
          <RouteErrorBoundary>
            <Suspense fallback={null}>
              <Page>
                <WidgetEntryRoute />
              </Page>
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
                    <Page>
                      <SwapRoute />
                    </Page>
                  </Route>
                  <Route path="/limit">
                    <Page>
                      <LimitRoute />
                    </Page>
                  </Route>
                  <Route path="/orders">
                    <Page>
                      <OrdersRoute />
                    </Page>
                  </Route>
                  <Route path="/orders/:uid">
                    <Page>
                      <OrdersRoute />
                    </Page>
                  </Route>
                  <Route path="/token">
                    <Page>
                      <TokenRoute />
                    </Page>
                  </Route>
                  <Route path="/token/:chain/:address">
                    <Page>
                      <TokenRoute />
                    </Page>
                  </Route>
                  <Route path="/inbox">
                    <Page>
                      <InboxRoute />
                    </Page>
                  </Route>
                  <Route>
                    <Page>
                      <NotFoundRoute />
                    </Page>
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
