/**
 * The wallet dialog's code (RainbowKit, wagmi's config, the connectors: some 300 KB gzip)
 * is not part of the first view. So that a tap on "Connect wallet" waits neither for it on
 * the network nor for a phone to parse and run it, it is made ready ahead, once the page
 * has settled (2 s after `load`), the visitor has shown a sign of life (a pointer moved, a
 * touch, a key, a scroll) and the browser is idle:
 * 1. the dialog's files are fetched into the HTTP cache (`rel=prefetch`: lowest priority,
 *    no script run). The build lists them in index.html (scripts/prerender-plugin.ts);
 *    without the list (the dev server) this step is skipped;
 * 2. at the next idle moment, `warm` runs them (the wallet layer passes the same loads a
 *    tap starts: the modules evaluated, wagmi's config created, the connectors added; no
 *    wallet is asked anything), and RainbowKit mounted with its modal openers registered.
 *    Then the performance mark `WALLET_READY_MARK` is set.
 * A visitor who only looks (or leaves), or whose browser asks to save data, pays nothing
 * for a dialog they never open, and a page's own lazy code and data requests right after
 * `load` (an order's, a token's page) do not share the link or the CPU with it.
 */
const LIST_ID = 'wallet-prefetch'
/** How long after `load` the page is left to settle first. */
const SETTLE_MS = 2000
const SIGNS_OF_LIFE = ['pointermove', 'pointerdown', 'keydown', 'scroll'] as const
const LISTEN = { capture: true, passive: true } as const
/** Set (performance.mark) once the wallet code has run ahead of a tap: `npm run perf -- --probes` waits for it. */
export const WALLET_READY_MARK = 'batchswap:wallet-code-ready'

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 0)
}

function savesData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}

export function prefetchWalletCodeWhenIdle(warm: () => Promise<unknown>): () => void {
  let cancelled = false
  const prefetch = () => {
    const list = document.getElementById(LIST_ID)?.textContent
    for (const href of list ? (JSON.parse(list) as string[]) : []) {
      const link = document.createElement('link')
      link.rel = 'prefetch'
      link.href = href
      document.head.append(link)
    }
  }
  const run = () => {
    if (cancelled) return
    prefetch()
    whenIdle(() => {
      if (cancelled) return
      // A failure is not the visitor's concern here: a tap loads again and says so.
      warm().then(
        () => performance.mark(WALLET_READY_MARK),
        () => undefined,
      )
    })
  }
  const onSignOfLife = () => {
    for (const type of SIGNS_OF_LIFE) window.removeEventListener(type, onSignOfLife, LISTEN)
    whenIdle(run)
  }
  let settleTimer: ReturnType<typeof setTimeout> | undefined
  const afterSettling = () => {
    settleTimer = setTimeout(() => {
      for (const type of SIGNS_OF_LIFE) {
        window.addEventListener(type, onSignOfLife, LISTEN)
      }
    }, SETTLE_MS)
  }
  if (!savesData()) {
    if (document.readyState === 'complete') afterSettling()
    else window.addEventListener('load', afterSettling, { once: true })
  }
  return () => {
    cancelled = true
    clearTimeout(settleTimer)
    window.removeEventListener('load', afterSettling)
    for (const type of SIGNS_OF_LIFE) window.removeEventListener(type, onSignOfLife, LISTEN)
  }
}
