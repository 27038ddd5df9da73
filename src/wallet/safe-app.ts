/**
 * Is batchswap running as a Safe App? Safe{Wallet} loads Safe Apps in an iframe and
 * answers the Safe Apps SDK over postMessage. We only talk to hosts whose origin is
 * allowed: the real Safe{Wallet} domains by default, more through VITE_SAFE_ALLOWED_DOMAINS
 * (comma-separated origins, `*` matching any run of characters, e.g. `http://127.0.0.1:*`
 * for the sandbox's Safe host).
 *
 * This module is tiny on purpose: it decides whether the Safe connector (and the SDK it
 * loads) is needed at all; outside an iframe nothing of the SDK is loaded.
 */

import { appEnv } from '@/config/env'

/** wagmi's id of the Safe connector (src/wallet/safe-connector.ts). */
export const SAFE_CONNECTOR_ID = 'safe'

/** Safe{Wallet}'s own domains (and the old Gnosis Safe ones still in use). */
export const SAFE_WALLET_DOMAINS: readonly RegExp[] = [
  /^https:\/\/app\.safe\.global$/,
  /^https:\/\/([a-z0-9-]+\.)*safe\.global$/,
  /^https:\/\/([a-z0-9-]+\.)*gnosis-safe\.io$/,
]

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\/]/g, '\\$&')
}

/** Origins from configuration ("https://a.example, http://127.0.0.1:*") as anchored patterns. */
export function parseAllowedDomains(value: string | undefined): RegExp[] {
  if (!value) return []
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '')
    .map((origin) => new RegExp(`^${origin.split('*').map(escapeRegExp).join('[^/]*')}$`))
}

export function allowedSafeDomains(configured: string | undefined): RegExp[] {
  return [...SAFE_WALLET_DOMAINS, ...parseAllowedDomains(configured)]
}

export function isAllowedSafeHost(origin: string | undefined, domains: readonly RegExp[]): boolean {
  return origin !== undefined && domains.some((domain) => domain.test(origin))
}

interface FrameContext {
  inIframe: boolean
  /** The embedding page's origin, when the browser tells us. */
  hostOrigin: string | undefined
}

/** Where this page runs: in an iframe or not, and the parent's origin. */
export function readFrameContext(): FrameContext {
  if (typeof window === 'undefined') return { inIframe: false, hostOrigin: undefined }
  let inIframe: boolean
  try {
    inIframe = window.parent !== window
  } catch {
    inIframe = true
  }
  if (!inIframe) return { inIframe, hostOrigin: undefined }
  // Chromium and Safari tell the ancestors' origins; Firefox only the referrer.
  const ancestor = window.location.ancestorOrigins?.[0]
  if (ancestor) return { inIframe, hostOrigin: ancestor }
  try {
    return {
      inIframe,
      hostOrigin: document.referrer ? new URL(document.referrer).origin : undefined,
    }
  } catch {
    return { inIframe, hostOrigin: undefined }
  }
}

/** True when the app is framed by an allowed Safe host: connect the Safe, hide the rest. */
export function detectSafeApp(configured: string | undefined): boolean {
  const { inIframe, hostOrigin } = readFrameContext()
  return inIframe && isAllowedSafeHost(hostOrigin, allowedSafeDomains(configured))
}

/** Whether this page is a Safe App in an allowed Safe host (decided once, at start). */
export const isSafeApp = detectSafeApp(appEnv.safeAllowedDomains)
