/**
 * Which location the HTML's prerendered first view is for (see prerender.tsx): the swap
 * route with no parameters, which is also where `#/` and no hash lead. index.html also
 * carries the other pages without path parameters (router.tsx's PRERENDERED_ROUTES) as
 * templates: when one of them is asked for, with no query, its inline script puts that
 * page in #root instead and names it in FIRST_VIEW_ATTRIBUTE. Other locations (an order's
 * page, swap links with a pair or an amount) render afresh in the browser; until then
 * index.html's inline script hides the prerendered page under the shell (it repeats
 * these tests: keep the two in step).
 */
export const PRERENDERED_PATH = '/swap'

/**
 * A swap link that asks for a quote at once (src/features/swap/swap-url.ts: `amount`), as a
 * regular expression's source: index.html preloads what its quote needs (scripts/
 * prerender-plugin.ts), and main.tsx runs that code while the page renders.
 */
export const QUOTING_LINK = String.raw`^#\/swap\?(?:.*&)?amount=[^&]`

/**
 * The element (JSON data in index.html's head) that carries what a quoting link's early
 * quote (early-quote.ts) knows of the default network: the build's EarlyQuoteConfig.
 */
export const EARLY_QUOTE_CONFIG_ID = 'early-quote'

/**
 * The global (on window) of index.html's route preload script (scripts/prerender-plugin.ts):
 * a promise that resolves once it has linked every file the location's page needs.
 */
export const ROUTE_PRELOADS_LINKED = '__batchswapRoutePreloads'

/** Set on #root by index.html's inline script: the route of the template it put there. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view'

/**
 * The order page's template is rendered for this UID (its loading state shows the UID and
 * nothing else of the order); index.html's script writes the UID asked for in its place.
 */
export const TEMPLATE_ORDER_UID = `0x${'0'.repeat(112)}`

/**
 * A given token's page (`#/token/:chain/:address`) has a template too, rendered for the
 * default network's first listed token. index.html's script writes the token asked for in
 * its place when that network's list names it, from the TokenTemplate the template carries
 * (its `data-token`, JSON): the page then shows the token's name from HTML, as the app's
 * first render does (from the same list), and the app hydrates it. Any other token's page
 * renders afresh.
 */
export const TOKEN_PAGE_ROUTE = '/token/:chain/:address'

/** A listed token as the token page's template needs it: address, symbol, name, decimals. */
export type TemplateToken = [address: string, symbol: string, name: string, decimals: number]

export interface TokenTemplate {
  /** The path segments that name the template's network (id, short name, network name). */
  chain: string[]
  /** The token the template was rendered for. */
  token: TemplateToken
  /** Every token that network's list names. */
  listed: TemplateToken[]
}

export type FirstViewLocation =
  { kind: 'prerendered'; path: string; canonicalHash: string } | { kind: 'other' }

/**
 * `templateRoute`: #root's FIRST_VIEW_ATTRIBUTE, the route (`/orders`, `/orders/:uid`) of
 * the template index.html's script chose for this very location.
 */
export function classifyLocation(hash: string, templateRoute?: string | null): FirstViewLocation {
  if (hash === '' || hash === '#' || hash === '#/' || hash === `#${PRERENDERED_PATH}`) {
    return { kind: 'prerendered', path: PRERENDERED_PATH, canonicalHash: `#${PRERENDERED_PATH}` }
  }
  if (templateRoute) return { kind: 'prerendered', path: templateRoute, canonicalHash: hash }
  return { kind: 'other' }
}

/**
 * Set on #root by main.tsx before it renders or hydrates: from then on the page in #root is
 * the app's, and a shared link's preview (early-quote.ts) no longer writes into it.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started'

/**
 * Set on <html> by a shared link's early script while its preview is on screen (the
 * prerendered form with the link written in, early-quote.ts): '' while the quote is
 * awaited, 'quoted' once it shows the quote's amount. The app removes it when it has drawn
 * its page.
 */
export const LINK_PREVIEW_ATTRIBUTE = 'data-link-preview'

/** Set on <html> by index.html while the prerendered page is not the one asked for. */
export const ROUTE_PENDING_ATTRIBUTE = 'data-route-pending'

/**
 * Set on <html> once React has hydrated (or rendered) the page: from then on, a click on
 * the prerendered controls reaches their handlers. Before it, a tap on the static markup
 * is kept by index.html's inline script and pressed again once hydrated (below).
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready'

let afterHydration: (() => void) | null = null

/**
 * main.tsx, as it hydrates the prerendered page: run `callback` once the page's content
 * has hydrated. That is later than the app's own first effects: React hydrates the
 * content of a Suspense boundary in a pass of its own.
 */
export function whenFirstViewHydrated(callback: () => void): void {
  afterHydration = callback
}

function markReady(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '')
}

/** The app has rendered: it is ready, unless the prerendered page is still hydrating. */
export function appRendered(): void {
  if (!afterHydration) markReady()
}

/** The swap route's content is on screen and live (hydrated, or rendered afresh). */
export function firstViewMounted(): void {
  markReady()
  const callback = afterHydration
  afterHydration = null
  callback?.()
}

declare global {
  interface Window {
    /**
     * Set by index.html's inline script: stops recording taps and returns the last
     * prerendered button tapped, if any.
     */
    __batchswapEarlyTap?: () => HTMLButtonElement | null
    /** See ROUTE_PRELOADS_LINKED (absent in a page without index.html's scripts). */
    __batchswapRoutePreloads?: Promise<void>
  }
}

/** What the trader did on the prerendered page before the app could answer. */
export interface EarlyInteractions {
  /** The last button tapped. */
  tap: HTMLButtonElement | null
  /** Text fields typed into, with what they hold. */
  typed: Array<{ input: HTMLInputElement; value: string }>
}

/**
 * Stops index.html's tap recorder and collects what the trader did before the app could
 * answer. Called right before hydration starts: from then on React itself replays the
 * events it receives while hydrating, so nothing is done twice.
 */
export function takeEarlyInteractions(root: HTMLElement): EarlyInteractions {
  const tap = window.__batchswapEarlyTap?.() ?? null
  const typed = Array.from(root.querySelectorAll('input'))
    .filter((input) => input.type !== 'checkbox' && input.value !== input.defaultValue)
    .map((input) => ({ input, value: input.value }))
  return { tap, typed }
}

/**
 * Once the page is hydrated, hands the app what the trader did before: hydration keeps the
 * prerendered nodes, so the elements are the live controls now.
 * - A typed field gets its text again as an input event, which React sees as a change
 *   (its own record of the value is reset first, or it would take the text for known).
 * - The tapped button is pressed, unless the app has since removed or disabled it.
 */
export function replayEarlyInteractions({ tap, typed }: EarlyInteractions): void {
  // The `value` setter React does not watch (it tracks values through the element's own).
  const setUntrackedValue = Object.getOwnPropertyDescriptor(
    HTMLInputElement.prototype,
    'value',
  )?.set
  for (const { input, value } of typed) {
    if (!input.isConnected || input.disabled || !setUntrackedValue) continue
    input.value = ''
    setUntrackedValue.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }
  if (tap && tap.isConnected && !tap.disabled) tap.click()
}
