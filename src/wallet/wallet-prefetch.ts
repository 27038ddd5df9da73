/**
 * The wallet dialog's code (RainbowKit, wagmi's config, the connectors: some 300 KB gzip)
 * is not part of the first view. So that a tap on "Connect wallet" does not wait for it on
 * the network, it is fetched into the HTTP cache once the page has loaded and the browser
 * is idle: `rel=prefetch`, at the lowest priority and with no script run, so the first
 * view's own work and requests go first. The build lists the files in index.html
 * (scripts/prerender-plugin.ts); without the list (the dev server) nothing is fetched.
 */
const LIST_ID = 'wallet-prefetch'

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
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(prefetch, { timeout: 3000 })
    else setTimeout(prefetch, 1000)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
