import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { HashRouter, Redirect, Route, Switch } from '@/lib/hash-router'
import { firstViewMounted } from './first-view'
import { AppShell } from './layout/app-shell'
import { RouteErrorBoundary } from './layout/route-error'

// Every page is its own chunk: the first paint needs only the shell.

/**
 * A page's chunk, loaded lazily, or at once by `preload()`: main.tsx loads the chunk of a
 * prerendered page (the swap route in index.html's #root, or another one index.html put
 * there from its templates: see first-view.ts) before hydrating, so the page hydrates in
 * one pass. A boundary still waiting for a lazy chunk when the shell re-renders (a saved
 * theme or network differing from the prerendered defaults) would be thrown away and
 * rendered again on the client.
 */
function preloadableRoute(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined
  const Lazy = lazy(() => load().then((page) => ({ default: page })))
  function PreloadableRoute() {
    // Runs once this route's content is live: after hydration of a prerendered page.
    useEffect(firstViewMounted, [])
    const Page = loaded ?? Lazy
    return <Page />
  }
  const preload = async () => {
    loaded = await load()
  }
  return { Route: PreloadableRoute, preload }
}

const swap = preloadableRoute(() => import('./routes/swap').then((m) => m.SwapRoute))
const limit = preloadableRoute(() => import('./routes/limit').then((m) => m.LimitRoute))
const orders = preloadableRoute(() => import('./routes/orders').then((m) => m.OrdersRoute))
const token = preloadableRoute(() => import('./routes/token').then((m) => m.TokenRoute))
const inbox = preloadableRoute(() => import('./routes/inbox').then((m) => m.InboxRoute))

/**
 * The pages prerendered at build time (prerender.tsx), by route, each with its chunk's
 * preload: the swap route into index.html's #root, the others into templates. An order's
 * page is rendered loading, for TEMPLATE_ORDER_UID (first-view.ts); a given token's page for
 * the default network's first listed token (TOKEN_PAGE_ROUTE).
 */
export const PRERENDERED_ROUTES: Readonly<Record<string, () => Promise<void>>> = {
  '/swap': swap.preload,
  '/limit': limit.preload,
  '/orders': orders.preload,
  '/orders/:uid': orders.preload,
  '/token': token.preload,
  '/token/:chain/:address': token.preload,
  '/inbox': inbox.preload,
}

/** The swap route's chunk, for the first view in index.html's #root. */
export const preloadSwapRoute = swap.preload

const SwapRoute = swap.Route
const LimitRoute = limit.Route
const OrdersRoute = orders.Route
const TokenRoute = token.Route
const InboxRoute = inbox.Route
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
