import { lazy } from 'react'
import { createHashRouter, Navigate } from 'react-router'
import { AppShell } from './layout/app-shell'
import { RouteError } from './layout/route-error'

// Every page is its own chunk: the first paint needs only the shell.
const SwapRoute = lazy(() => import('./routes/swap').then((m) => ({ default: m.SwapRoute })))
const OrdersRoute = lazy(() => import('./routes/orders').then((m) => ({ default: m.OrdersRoute })))
const TokenRoute = lazy(() => import('./routes/token').then((m) => ({ default: m.TokenRoute })))
const InboxRoute = lazy(() => import('./routes/inbox').then((m) => ({ default: m.InboxRoute })))
const NotFoundRoute = lazy(() =>
  import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })),
)

/**
 * Hash routes (#/swap): the static build in dist/ then works from any sub-folder or an
 * IPFS gateway, where the server cannot rewrite unknown paths to index.html.
 */
export function createAppRouter() {
  return createHashRouter([
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
  ])
}
