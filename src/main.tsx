// First: probes localStorage before any module that reads it (see browser-storage.ts).
import '@/lib/storage-guard'
import './index.css'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { PRERENDERED_HASH, ROUTE_PENDING_ATTRIBUTE } from '@/app/first-view'
import { activateInitialLocale } from '@/i18n/initial-locale'
import { SOURCE_LOCALE } from '@/i18n/locales'
import { bufferEarlyParentMessages } from '@/lib/early-parent-messages'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// Embedded as a widget: the host posts its first messages on the frame's load event, before
// the widget route's chunk has arrived; keep them for it.
bufferEarlyParentMessages()

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// index.html carries the shell and the swap page rendered at build time, and its inline
// script decides whether that is the page asked for (docs/first-load.md): if so, it is
// hydrated; if not (another page, a swap link with a pair, any page in a frame), the app
// renders afresh. In a transition React works in slices and yields to the browser between
// them, so a phone gets no long task that blocks input.
// The prerendered page is English: in another language (src/i18n), the app renders afresh
// once that language's catalog has loaded, never hydrating English markup with other words.
const locale = await activateInitialLocale()
const prerendered =
  locale === SOURCE_LOCALE &&
  root.hasChildNodes() &&
  !document.documentElement.hasAttribute(ROUTE_PENDING_ATTRIBUTE)
startTransition(() => {
  if (prerendered) {
    // `#/` would render the index route's redirect, not the prerendered page.
    window.history.replaceState(window.history.state, '', PRERENDERED_HASH)
    hydrateRoot(root, app)
  } else {
    createRoot(root).render(app)
  }
})
