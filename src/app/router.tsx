import { lazy, Suspense, type ComponentType } from 'react'
import { createHashRouter, Navigate, type RouteObject } from 'react-router'
import { AppShell } from './layout/app-shell'
import { RouteError } from './layout/route-error'

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
  return LoadedSwapRoute ? <LoadedSwapRoute /> : <LazySwapRoute />
}
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

const routes: RouteObject[] = [
  // The widget: no header, navigation or footer (see src/features/widget).
  {
    path: 'widget',
    element: (
      <Suspense fallback={null}>
        <WidgetRoute />
      </Suspense>
    ),
    errorElement: <RouteError />,
  },
  {
    path: ':chainId/widget/*',
    element: (
      <Suspense fallback={null}>
        <WidgetEntryRoute />
      </Suspense>
    ),
    errorElement: <RouteError />,
  },
  {
    path: '/',
    element: <AppShell />,
    children: [
      {
        // Pathless: a page that throws shows the error inside the shell, header intact.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/swap" replace /> },
          { path: 'swap', element: <SwapRoute /> },
          { path: 'orders', element: <OrdersRoute /> },
          { path: 'orders/:uid', element: <OrdersRoute /> },
          { path: 'token', element: <TokenRoute /> },
          { path: 'token/:chain/:address', element: <TokenRoute /> },
          { path: 'inbox', element: <InboxRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]

/**
 * Hash routes (#/swap): the static build in dist/ then works from any sub-folder or an
 * IPFS gateway, where the server cannot rewrite unknown paths to index.html.
 */
export function createAppRouter() {
  return createHashRouter(routes)
}

/**
 * The same routes at a fixed hash path, for rendering the first view at build time in
 * Node. A hash router (not a memory router), so links get the same `#/...` hrefs the
 * client renders: hydration keeps server attributes as they are. It reads only these
 * parts of `window`.
 */
export function createPrerenderRouter(path: string) {
  const url = `http://prerender.invalid/#${path}`
  const staticWindow = {
    location: { hash: `#${path}`, href: url, origin: 'http://prerender.invalid' },
    history: { state: null, pushState: () => undefined, replaceState: () => undefined },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    document: { querySelector: () => null },
  }
  return createHashRouter(routes, {
    // A structural stand-in, not a Window: cast through unknown (see above).
    window: staticWindow as unknown as Window,
    // Skips reading `window.__staticRouterHydrationData` (there is no window in Node).
    hydrationData: {},
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>
