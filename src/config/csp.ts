/**
 * The app's Content-Security-Policy, written into the built index.html as a meta tag
 * (see prerender-plugin.ts). It allows what the app needs and nothing else:
 * - scripts from the app's own origin, plus the hashes of index.html's inline scripts;
 * - `connect-src`: the configured orderbook and token-data hosts, the chains' RPC
 *   transports (the sandbox's loopback ones included), WalletConnect's hosts only
 *   when a project id enables it, and any https host: token lists added by URL (by a
 *   trader or a widget host's `tokenLists`) live anywhere, as in CoW Swap;
 * - images from self, data: URLs and https (ENS avatars live anywhere);
 * - inline styles (React's style attributes, RainbowKit's theme variables, the inlined
 *   first-view CSS): style attributes cannot be allowed by hash.
 * A meta tag cannot carry `frame-ancestors` (nor reporting): docs/hosting.md lists the
 * headers a host should add.
 */

export interface CspInputs {
  /** URLs the app fetches from (service bases, RPC endpoints); reduced to origins. */
  connectUrls: readonly string[]
  /** Base64 SHA-256 of each inline script, as `sha256-...` sources. */
  scriptHashes: readonly string[]
  /** WalletConnect configured (a project id is set). */
  walletConnect: boolean
}

/** WalletConnect's relay, RPC, verify and explorer hosts (Reown's, old and new names). */
export const WALLETCONNECT_CONNECT_SOURCES = [
  'https://*.walletconnect.com',
  'https://*.walletconnect.org',
  'wss://*.walletconnect.com',
  'wss://*.walletconnect.org',
  'https://*.reown.com',
  'wss://*.reown.com',
  'https://*.web3modal.org',
  'https://*.web3modal.com',
] as const

/** WalletConnect's verify API runs in an iframe. */
export const WALLETCONNECT_FRAME_SOURCES = [
  'https://verify.walletconnect.com',
  'https://verify.walletconnect.org',
] as const

/** `https://host:port` of a URL; throws on anything that is not http(s) or ws(s). */
export function sourceOrigin(url: string): string {
  const parsed = new URL(url)
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) {
    throw new Error(`CSP: ${url} is not an http(s) or ws(s) URL`)
  }
  return parsed.origin
}

export function buildContentSecurityPolicy(inputs: CspInputs): string {
  const connect = [...new Set(inputs.connectUrls.map(sourceOrigin))]
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inputs.scriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    [
      'connect-src',
      "'self'",
      ...connect,
      // Token lists by URL (src/trade/tokens/token-list-fetch.ts): any https host.
      'https:',
      ...(inputs.walletConnect ? WALLETCONNECT_CONNECT_SOURCES : []),
    ],
    ['frame-src', ...(inputs.walletConnect ? WALLETCONNECT_FRAME_SOURCES : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}
