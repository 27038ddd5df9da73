/**
 * The first view, rendered at build time into index.html (scripts/prerender-plugin.ts): the
 * app shell and the swap page with its empty form, as a fresh visitor sees it before any
 * wallet, quote or persisted setting is known. main.tsx hydrates it (docs/first-load.md).
 *
 * Runs in Node through Vite's SSR loader; it must render exactly what the client renders
 * in its first (hydration) pass: persisted zustand stores give React their initial state
 * as the server snapshot, so they agree. wagmi's config is in SSR mode (src/wallet/wagmi.ts):
 * the wallet starts disconnected on both sides and reconnects once the client has mounted.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { appEnv } from '@/config/env'
import { activateSourceLocale } from '@/i18n/activate'
import { wagmiConfig } from '@/wallet/wagmi'
import { App } from './app'
import { PRERENDERED_PATH } from './first-view'

/** The shell and the swap page as HTML; fails when a part of it would only render on the client. */
export function renderFirstView(): string {
  // The first view is English; src/main.tsx hydrates it only for an English visitor.
  activateSourceLocale()
  const html = renderToString(
    <StrictMode>
      <App ssrPath={PRERENDERED_PATH} />
    </StrictMode>,
  )
  // A lazy part still loading renders its fallback, marked for the client to fill in.
  if (/<template|<!--\$[?!]-->/.test(html)) {
    throw new Error(`prerender: a part of ${PRERENDERED_PATH} is lazy; the page is incomplete`)
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
