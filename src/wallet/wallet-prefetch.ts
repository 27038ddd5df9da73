/**
 * The wallet dialog's code (RainbowKit, wagmi's config, the connectors: some 300 KB gzip)
 * is not part of the first view. So that a tap on "Connect wallet" does not wait for it on
 * the network, it is fetched into the HTTP cache (`rel=prefetch`: lowest priority, no
 * script run) once the page has settled, 2 s after `load`, the browser is idle, and the
 * visitor has shown a sign of life: a pointer moved, a touch, a key, a scroll. A visitor
 * who only looks (or leaves) does not pay 300 KB of a phone's data for a dialog they
 * never open, and a page's own lazy code and data requests right after `load` (an
 * order's, a token's page) do not share the link with it. The build lists the files in
 * index.html (scripts/prerender-plugin.ts); without the list (the dev server) nothing is
 * fetched.
 */
const LIST_ID = 'wallet-prefetch'
/** How long after `load` the page is left to settle first. */
const SETTLE_MS = 2000
const SIGNS_OF_LIFE = ['pointermove', 'pointerdown', 'keydown', 'scroll'] as const

export function prefetchWalletCodeWhenIdle(): void {
  const list = document.getElementById(LIST_ID)?.textContent
  if (!list) return
  const prefetch = () => {
    for (const href of JSON.parse(list) as string[]) {
      const link = document.createElement('link')
      link.rel = 'prefetch'
      link.href = href
      document.head.append(link)
    }
  }
  const onSignOfLife = () => {
    for (const type of SIGNS_OF_LIFE) window.removeEventListener(type, onSignOfLife, true)
    if ('requestIdleCallback' in window) requestIdleCallback(prefetch, { timeout: 2000 })
    else prefetch()
  }
  const afterSettling = () => {
    setTimeout(() => {
      for (const type of SIGNS_OF_LIFE) {
        window.addEventListener(type, onSignOfLife, { capture: true, passive: true })
      }
    }, SETTLE_MS)
  }
  if (document.readyState === 'complete') afterSettling()
  else window.addEventListener('load', afterSettling, { once: true })
}
