/**
 * The first view (docs/first-load.md): index.html carries the app shell and the empty swap
 * form, rendered at build time (prerender.tsx, scripts/prerender-plugin.ts). Its inline
 * script decides whether that is the page asked for, and says so (ROUTE_PENDING_ATTRIBUTE
 * when it is not): main.tsx then hydrates the prerendered page, or renders afresh.
 */
export const PRERENDERED_PATH = '/swap'

/** The location the prerendered page is hydrated at. */
export const PRERENDERED_HASH = `#${PRERENDERED_PATH}`

/**
 * Set on <html> by index.html's inline script when the prerendered page is not the one
 * asked for: the page stays hidden under the shell until the app has drawn the right one.
 */
export const ROUTE_PENDING_ATTRIBUTE = 'data-route-pending'

/**
 * Set on <html> once a page's content is on screen and live (hydrated or rendered): the
 * journeys and `npm run perf` wait for it.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready'

/**
 * The id of index.html's JSON list of the wallet dialogs' chunks and CSS, added by the build
 * (scripts/prerender-plugin.ts): src/app/providers.tsx preloads them once the first page has
 * settled, so the browser downloads that code without running it.
 */
export const WALLET_CODE_LIST_ID = 'wallet-dialogs-code'

let markFirstPageReady: () => void = () => undefined

/**
 * Resolves once the first page's content is on screen and live: work that can wait
 * (src/app/providers.tsx) starts after it, never in the way of the page's own first render.
 */
export const firstPageReady = new Promise<void>((resolve) => {
  markFirstPageReady = resolve
})

/** A page's content is on screen and live. */
export function pageReady(): void {
  document.documentElement.removeAttribute(ROUTE_PENDING_ATTRIBUTE)
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '')
  markFirstPageReady()
}
