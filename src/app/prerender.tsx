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
 * as the server snapshot, so they agree. wagmi's config is in SSR mode (src/wallet/wagmi.ts):
 * the wallet starts disconnected on both sides and reconnects once the client has mounted.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { getAddress } from 'viem'
import { prerenderToNodeStream } from 'react-dom/static'
import { appEnv } from '@/config/env'
import { getListedTokens } from '@/config/token-lists'
import { CHAINS, isSupportedChainId } from '@/protocol/chains'
import { getServiceUrls, orderbookV1Url } from '@/api/urls'
import { defaultSettings, SETTINGS_STORAGE_KEY } from '@/lib/settings-store'
import { DEFAULT_DEADLINE_MINUTES } from '@/trade/quote/deadline'
import { SWAP_DRAFT_STORAGE_KEY } from '@/trade/trade-draft-store'
import { wagmiConfig } from '@/wallet/wagmi'
import { App } from './app'
import {
  PRERENDERED_PATH,
  TEMPLATE_ORDER_UID,
  TOKEN_PAGE_ROUTE,
  type TemplateToken,
  type TokenTemplate,
} from './first-view'
import { PRERENDERED_ROUTES } from './router'
import type { EarlyQuoteConfig } from './early-quote'

export { PRERENDERED_PATH, TEMPLATE_ORDER_UID, TOKEN_PAGE_ROUTE }

/**
 * What a given token's page template is rendered for: the default network's first listed
 * token (undefined when that network lists none: then there is no such template).
 */
export function tokenTemplate(): TokenTemplate | undefined {
  const chainId = appEnv.defaultChainId
  if (!isSupportedChainId(chainId)) return undefined
  const chain = CHAINS[chainId]
  // Addresses checksummed, as the page shows them.
  const listed = getListedTokens(chainId).map((t): TemplateToken => [
    getAddress(t.address),
    t.symbol,
    t.name,
    t.decimals,
  ])
  const token = listed[0]
  if (!token) return undefined
  const segments = [String(chainId), chain.shortName, chain.network]
  return { chain: [...new Set(segments.map((s) => s.toLowerCase()))], token, listed }
}

/**
 * What a shared swap link's early quote (early-quote.ts) needs to know of the default
 * network, as a visitor with default settings has it.
 */
export function earlyQuoteConfig(): EarlyQuoteConfig {
  const { selectedChainId: chainId, environment } = defaultSettings()
  return {
    chainId,
    environment,
    url: orderbookV1Url(getServiceUrls(chainId, environment), '/quote'),
    validForSeconds: DEFAULT_DEADLINE_MINUTES * 60,
    settingsKey: SETTINGS_STORAGE_KEY,
    draftKey: SWAP_DRAFT_STORAGE_KEY,
    // The list's own entries, less their logos: the link's tokens are resolved as the form does.
    tokens: getListedTokens(chainId).map(({ logoURI: _logo, ...token }) => token),
  }
}

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
  const token = tokenTemplate()
  const path = route
    .replace(':uid', TEMPLATE_ORDER_UID)
    .replace(':chain/:address', token ? `${token.chain[0]}/${token.token[0]}` : '')
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
    if (route === PRERENDERED_PATH) continue
    if (route === TOKEN_PAGE_ROUTE && !tokenTemplate()) continue
    views[route] = await renderFirstView(route)
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
