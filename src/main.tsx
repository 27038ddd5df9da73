// First: probes localStorage before any module that reads it (see browser-storage.ts).
import '@/lib/storage-guard'
import './index.css'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { loadEndpoints } from '@/api/loaders'
import { loadWireSchemas } from '@/api/wire-loader'
import { App } from '@/app/app'
import {
  APP_STARTED_ATTRIBUTE,
  classifyLocation,
  FIRST_VIEW_ATTRIBUTE,
  QUOTING_LINK,
  replayEarlyInteractions,
  ROUTE_PRELOADS_LINKED,
  takeEarlyInteractions,
  whenFirstViewHydrated,
} from '@/app/first-view'
import { PRERENDERED_ROUTES, preloadSwapRoute } from '@/app/router'
import { bufferEarlyParentMessages } from '@/lib/early-parent-messages'
import { loadErrorDescriptions } from '@/api/queries/use-error-descriptions'
import { loadTradeErrorWords } from '@/trade/placement/use-trade-problems'
import { loadQuoteDetails } from '@/trade/components/quote-details-loader'

/** How long hydration waits for index.html to have linked the page's files (see below). */
const LINKED_WAIT_MS = 2000

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// The page in #root is the app's from here: a shared link's preview stops writing into it.
root.setAttribute(APP_STARTED_ATTRIBUTE, '')

/** A shared swap link with an amount: its visitor waits for the quote (see below). */
const quotingLink = new RegExp(QUOTING_LINK).test(window.location.hash)

// Embedded as a widget: keep the host's first messages for the lazily loaded widget code.
bufferEarlyParentMessages()

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// index.html holds the swap route rendered at build time, or the page its inline script
// took from a template (first-view.ts): hydrate it when it is what the visitor asked for.
// Anything else renders afresh (React replaces the prerendered markup when it commits, so
// the shell stays on screen meanwhile).
const location = classifyLocation(window.location.hash, root.getAttribute(FIRST_VIEW_ATTRIBUTE))
const preloadRoute = location.kind === 'prerendered' ? PRERENDERED_ROUTES[location.path] : undefined
if (location.kind === 'prerendered' && preloadRoute && root.hasChildNodes()) {
  if (window.location.hash !== location.canonicalHash) {
    // `#/` would render the index route's redirect, not the prerendered page.
    window.history.replaceState(window.history.state, '', location.canonicalHash)
  }
  // The route's chunk is preloaded by index.html; hydrate once it is there, then hand the
  // app what the trader typed and tapped while the page could not answer yet. Its import
  // waits until index.html has linked the page's files (a few a task, after the first
  // paint): Vite's preload helper then finds them linked instead of linking them all in one
  // task, the entry's evaluation (60-100 ms at 4x CPU on an order's page). Not for longer
  // than LINKED_WAIT_MS: a tab opened in the background paints nothing until it is shown.
  const linked = Promise.race([
    window[ROUTE_PRELOADS_LINKED] ?? Promise.resolve(),
    new Promise<void>((resolve) => setTimeout(resolve, LINKED_WAIT_MS)),
  ])
  void linked.then(preloadRoute).then(
    () => {
      const early = takeEarlyInteractions(root)
      whenFirstViewHydrated(() => replayEarlyInteractions(early))
      // In a transition, hydration is time-sliced: React yields to the browser every few
      // milliseconds instead of hydrating the whole page in one long task (a phone's main
      // thread stays free for input; a tap on a part not yet hydrated hydrates it first).
      startTransition(() => {
        hydrateRoot(root, app)
      })
    },
    () => {
      takeEarlyInteractions(root)
      createRoot(root).render(app)
    },
  )
} else {
  // Another page: the prerendered one was hidden, so nothing on it was tapped. Rendered in
  // a transition, time-sliced like the hydration above: the whole app in one task took
  // 200-350 ms at 4x CPU (Lighthouse's mobile preset, an order's or a token's page), all
  // of it blocking; the shell stays on screen meanwhile.
  takeEarlyInteractions(root)
  // A swap link with an amount is the exception: its visitor waits for the quote, whose
  // answer is usually there already (early-quote.ts). Its page is drawn in one go, once the
  // swap route (part of the entry) is resolved, so the first render has the form and its
  // quote request, not the shell and then the page a render later (on the mobile preset:
  // the app ready 300 ms sooner, its quote asked for 200 ms after that instead of 240).
  // And once the endpoint functions and wire schemas are there (fetched beside the entry):
  // the first render then shows the quote whose answer is in (arrivedQuote), as the link's
  // preview did, with no loading state in between.
  if (quotingLink) {
    const render = () => createRoot(root).render(app)
    void Promise.allSettled([
      preloadSwapRoute(),
      loadEndpoints(),
      loadWireSchemas(),
      // Its summary too, drawn with the quote (not a moment later, moving the button below).
      loadQuoteDetails(),
    ]).then(render)
  } else {
    startTransition(() => {
      createRoot(root).render(app)
    })
  }
}

// The endpoint functions, the wire schemas (zod) and the error descriptions are not part
// of the first view (src/api/loaders.ts, src/api/queries/use-error-descriptions.ts). They
// load at the trader's first touch, key or focus: well before a quote is asked for (the
// amount is debounced) and never while a phone is still busy starting the page. A request
// or an error before that loads them itself.
const WARM_UP_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const
/** What every request needs: the endpoint functions and the wire schemas. */
function warmApi() {
  void loadEndpoints().catch(() => undefined)
  void loadWireSchemas().catch(() => undefined)
}
function warmUp() {
  for (const type of WARM_UP_EVENTS) window.removeEventListener(type, warmUp, true)
  warmApi()
  void loadErrorDescriptions().catch(() => undefined)
  void loadTradeErrorWords().catch(() => undefined)
}
// A shared swap link with an amount asks for its quote as soon as the page has rendered:
// index.html fetched that code beside the entry, and it runs now, between the render's time
// slices, instead of after the render (its wire schemas took ~50 ms at 4x CPU).
// (The error wording still waits for a touch: nothing on a quoting link's way needs it.)
if (quotingLink) warmApi()
for (const type of WARM_UP_EVENTS) window.addEventListener(type, warmUp, true)
