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
// Before React renders: a shared swap link's quote leaves now (route-loaders.ts).
import '@/app/route-loaders'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

bufferEarlyParentMessages() // embedded as a widget: the host's first messages, kept for its chunk

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// index.html's prerendered page, if its inline script found it the page asked for in English
// (docs/first-load.md), is hydrated at PRERENDERED_HASH (`#/` would render a redirect); else the
// app renders afresh once the language's catalog has loaded. A transition yields between slices.
const locale = await activateInitialLocale()
const prerendered =
  locale === SOURCE_LOCALE &&
  root.hasChildNodes() &&
  !document.documentElement.hasAttribute(ROUTE_PENDING_ATTRIBUTE)
startTransition(() => {
  if (prerendered) {
    window.history.replaceState(window.history.state, '', PRERENDERED_HASH)
    hydrateRoot(root, app)
  } else {
    createRoot(root).render(app)
  }
})
