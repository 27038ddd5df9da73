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

// Embedded as a widget: keep the host's first messages for the widget route's chunk.
bufferEarlyParentMessages()

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// index.html carries the shell and swap page rendered at build time; its inline script decides
// whether that is the page asked for, in English (docs/first-load.md). If so it is hydrated at
// PRERENDERED_HASH (`#/` would render a redirect), else rendered afresh once the language's
// catalog has loaded. A transition yields to the browser between slices: no long task.
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
