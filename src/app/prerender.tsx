/**
 * The first view, rendered at build time into index.html (see prerender-plugin.ts at the
 * root): the app shell and the swap route with its empty form, as a fresh visitor sees it
 * before any wallet, quote or persisted setting is known. main.tsx hydrates it. The other
 * pages without path parameters (PRERENDERED_ROUTES: limit, orders, token, inbox) are
 * rendered the same way, as a visitor without a wallet sees them, into templates that
 * index.html's inline script puts in place of the swap page when one is asked for.
 *
 * Runs in Node through Vite's SSR loader; it must render exactly what the client renders
 * in its first (hydration) pass: persisted zustand stores give React their initial state
 * as the server snapshot, so they agree. The wallet state (src/wallet/wallet-state.ts) starts
 * disconnected; wagmi itself is not part of the first view.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { appEnv } from '@/config/env'
import { wagmiConfig } from '@/wallet/wagmi'
import { App } from './app'
import { PRERENDERED_PATH, TEMPLATE_ORDER_UID } from './first-view'
import { PRERENDERED_ROUTES } from './router'

export { PRERENDERED_PATH, TEMPLATE_ORDER_UID }

const tree = (path: string) => (
  <StrictMode>
    <App ssrPath={path} />
  </StrictMode>
)

/**
 * The first render loads the lazy route chunks (prerender waits for them); the second one
 * finds them resolved and renders the page inline, with none of the streaming renderer's
 * out-of-order boundaries and scripts.
 */
export async function renderFirstView(route: string = PRERENDERED_PATH): Promise<string> {
  const preload = PRERENDERED_ROUTES[route]
  if (!preload) throw new Error(`prerender: ${route} is not a prerendered route`)
  await preload()
  const path = route.replace(':uid', TEMPLATE_ORDER_UID)
  const { prelude } = await prerenderToNodeStream(tree(path))
  for await (const part of prelude) void part
  const html = renderToString(tree(path))
  if (/<template|\$RC|<!--\$[?!]-->/.test(html)) {
    throw new Error(`prerender: a Suspense boundary of ${path} did not resolve; it is incomplete`)
  }
  return html
}

/** The pages other than the swap route that index.html carries as templates, by route. */
export async function renderOtherFirstViews(): Promise<Record<string, string>> {
  const views: Record<string, string> = {}
  for (const route of Object.keys(PRERENDERED_ROUTES)) {
    if (route !== PRERENDERED_PATH) views[route] = await renderFirstView(route)
  }
  return views
}

/** What the CSP's connect-src must allow: the configured services and every chain's RPC. */
export function appConnectUrls(): string[] {
  return [
    appEnv.sandboxApiUrl,
    appEnv.orderbookUrl.production,
    appEnv.orderbookUrl.staging,
    appEnv.bffUrl.production,
    appEnv.bffUrl.staging,
    // The transports use each chain's default RPC (the sandbox's is VITE_SANDBOX_RPC_URL),
    // mainnet's unless another node is configured.
    ...wagmiConfig.chains.flatMap((chain) => chain.rpcUrls.default.http),
    ...(appEnv.mainnetRpcUrl ? [appEnv.mainnetRpcUrl] : []),
  ]
}

export function walletConnectEnabled(): boolean {
  return appEnv.walletConnectProjectId !== undefined
}
