/**
 * The first view, rendered at build time into index.html (see prerender-plugin.ts at the
 * root): the app shell and the swap route with its empty form, as a fresh visitor sees it
 * before any wallet, quote or persisted setting is known. main.tsx hydrates it.
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
import { preloadSwapRoute } from './router'

export const PRERENDERED_PATH = '/swap'

const tree = () => (
  <StrictMode>
    <App ssrPath={PRERENDERED_PATH} />
  </StrictMode>
)

/**
 * The first render loads the lazy route chunks (prerender waits for them); the second one
 * finds them resolved and renders the page inline, with none of the streaming renderer's
 * out-of-order boundaries and scripts.
 */
export async function renderFirstView(): Promise<string> {
  await preloadSwapRoute()
  const { prelude } = await prerenderToNodeStream(tree())
  for await (const part of prelude) void part
  const html = renderToString(tree())
  if (/<template|\$RC|<!--\$[?!]-->/.test(html)) {
    throw new Error('prerender: a Suspense boundary did not resolve; the first view is incomplete')
  }
  return html
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
