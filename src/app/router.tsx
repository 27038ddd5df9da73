import { lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react'
import { HashRouter, Redirect, Route, Switch, useSearchParams } from '@/lib/hash-router'
import { pageReady } from './first-view'
import { AppShell } from './layout/app-shell'
import { RouteErrorBoundary } from './layout/route-error'
// The swap page is the one index.html carries prerendered (prerender.tsx): it comes with the
// entry, so the page hydrates in one go. Every other page is its own chunk, its module in
// ./routes named as its route's path, segments joined by dots and a parameter written `$name`
// (TanStack Router's flat file names: `orders.$uid.tsx` is /orders/:uid), a module that also
// serves the paths below it named as the shortest (`token.tsx`: /token/:chain/:address too).
// index.html's inline script preloads a deep link's chunks by that name, the name that matches
// most of its path (scripts/prerender-plugin.ts).
import { SwapRoute } from './routes/swap'

const LimitRoute = lazy(() => import('./routes/limit').then((m) => ({ default: m.LimitRoute })))
const TwapRoute = lazy(() => import('./routes/twap').then((m) => ({ default: m.TwapRoute })))
const OrdersRoute = lazy(() => import('./routes/orders').then((m) => ({ default: m.OrdersRoute })))
const OrderRoute = lazy(() =>
  import('./routes/orders.$uid').then((m) => ({ default: m.OrderRoute })),
)
const TokenRoute = lazy(() => import('./routes/token').then((m) => ({ default: m.TokenRoute })))
const InboxRoute = lazy(() => import('./routes/inbox').then((m) => ({ default: m.InboxRoute })))
const AccountRoute = lazy(() =>
  import('./routes/account').then((m) => ({ default: m.AccountRoute })),
)
const NotFoundRoute = lazy(() =>
  import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })),
)
// Embedded by @cowprotocol/widget-lib: its own chunk, outside the app's shell.
const WidgetRoute = lazy(() => import('./routes/widget').then((m) => ({ default: m.WidgetRoute })))
const WidgetEntryRoute = lazy(() =>
  import('./routes/widget').then((m) => ({ default: m.WidgetEntryRoute })),
)

/** /orders, or with `?uid=` (the link the app writes once an order is placed) that order's page. */
function OrdersOrOrderRoute() {
  const [search] = useSearchParams()
  return search.has('uid') ? <OrderRoute /> : <OrdersRoute />
}

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
 * A page of the shell at `path` (any path when none). The Switch matches it by its `path`
 * prop; every page is this one element type, so moving between pages keeps <Page> mounted,
 * as the routes written out one by one did.
 */
function PageRoute({ path, page: Content }: { path?: string; page: ComponentType }) {
  return (
    <Route path={path}>
      <Page>
        <Content />
      </Page>
    </Route>
  )
}

/**
 * A widget page at `path`: outside the shell, so it catches its own errors and waits for its
 * own chunk.
 */
function WidgetPageRoute({ path, page: Content }: { path: string; page: ComponentType }) {
  return (
    <Route path={path}>
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <Page>
            <Content />
          </Page>
        </Suspense>
      </RouteErrorBoundary>
    </Route>
  )
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
        <WidgetPageRoute path="/widget" page={WidgetRoute} />
        <WidgetPageRoute path="/:chainId/widget/*?" page={WidgetEntryRoute} />
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
                  <PageRoute path="/swap" page={SwapRoute} />
                  <PageRoute path="/limit" page={LimitRoute} />
                  <PageRoute path="/twap" page={TwapRoute} />
                  <PageRoute path="/orders" page={OrdersOrOrderRoute} />
                  <PageRoute path="/orders/:uid" page={OrderRoute} />
                  <PageRoute path="/orders/twap/:owner/:id" page={OrderRoute} />
                  <PageRoute path="/token" page={TokenRoute} />
                  <PageRoute path="/token/:chain/:address" page={TokenRoute} />
                  <PageRoute path="/inbox" page={InboxRoute} />
                  <PageRoute path="/account" page={AccountRoute} />
                  <PageRoute page={NotFoundRoute} />
                </Switch>
              </RouteErrorBoundary>
            </AppShell>
          </RouteErrorBoundary>
        </Route>
      </Switch>
    </HashRouter>
  )
}
