/**
 * The wallet dialog's code (RainbowKit, wagmi's config, the connectors: some 300 KB gzip)
 * is not part of the first view. So that a tap on "Connect wallet" does not wait for it on
 * the network, it is fetched into the HTTP cache once the page has settled (2 s after
 * `load`) and the browser is idle: `rel=prefetch`, at the lowest priority and with no
 * script run, so the first view's own work and requests go first. The build lists the files in index.html
 * (scripts/prerender-plugin.ts); without the list (the dev server) nothing is fetched.
 */
const LIST_ID = 'wallet-prefetch'
/** How long after `load` the page is left to settle first. */
const SETTLE_MS = 2000

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
  // Not at `load`: a page's own lazy code and data requests come right after it (an order's
  // or a token's page), and on a phone's link the prefetch would slow them down.
  const whenIdle = () => {
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(prefetch, { timeout: 2000 })
      else prefetch()
    }, SETTLE_MS)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
