/**
 * The first view (docs/first-load.md): index.html carries the app shell and the empty swap
 * form, rendered at build time (prerender.tsx, scripts/prerender-plugin.ts). main.tsx
 * hydrates it when the swap page is the page asked for; any other page renders afresh, and
 * until then index.html's inline script keeps the prerendered page hidden under the shell
 * (ROUTE_PENDING_ATTRIBUTE; it repeats `showsPrerenderedPage`: keep the two in step).
 */
export const PRERENDERED_PATH = '/swap'

/** The location the prerendered page is hydrated at. */
export const PRERENDERED_HASH = `#${PRERENDERED_PATH}`

/** Whether `hash` asks for the prerendered page: the swap page with no query, or no route. */
export function showsPrerenderedPage(hash: string): boolean {
  return hash === '' || hash === '#' || hash === '#/' || hash === PRERENDERED_HASH
}

/** Set on <html> by index.html while the prerendered page is not the one asked for. */
export const ROUTE_PENDING_ATTRIBUTE = 'data-route-pending'

/**
 * Set on <html> once a page's content is on screen and live (hydrated or rendered): the
 * journeys and `npm run perf` wait for it.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready'

/** A page's content is on screen and live. */
export function pageReady(): void {
  document.documentElement.removeAttribute(ROUTE_PENDING_ATTRIBUTE)
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '')
}
