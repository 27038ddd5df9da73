/**
 * Which location the HTML's prerendered first view is for (see prerender.tsx): the swap
 * route with no parameters, which is also where `#/` and no hash lead. Other locations
 * (other pages, swap links with a pair or an amount) render afresh in the browser; until
 * then index.html's inline script hides the prerendered page under the shell (it repeats
 * this test: keep the two in step).
 */
export const PRERENDERED_PATH = '/swap'

export type FirstViewLocation = { kind: 'prerendered'; canonicalHash: string } | { kind: 'other' }

export function classifyLocation(hash: string): FirstViewLocation {
  if (hash === '' || hash === '#' || hash === '#/' || hash === `#${PRERENDERED_PATH}`) {
    return { kind: 'prerendered', canonicalHash: `#${PRERENDERED_PATH}` }
  }
  return { kind: 'other' }
}

/** Set on <html> by index.html while the prerendered page is not the one asked for. */
export const ROUTE_PENDING_ATTRIBUTE = 'data-route-pending'

/**
 * Set on <html> once React has hydrated (or rendered) the page: from then on, a click on
 * the prerendered controls reaches their handlers. Before it, a tap on the static markup
 * does nothing, which tests must wait out (a trader simply taps again).
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready'
