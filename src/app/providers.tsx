import { t } from '@lingui/core/macro'
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { preinit, preloadModule } from 'react-dom'
import { WagmiProvider } from 'wagmi'
import { AppI18nProvider } from '@/i18n/i18n-provider'
import { toast } from '@/lib/toast-store'
import { wagmiConfig } from '@/wallet/wagmi'
import { useWalletModalStore } from '@/wallet/wallet-modal-store'
import { firstPageReady, WALLET_CODE_LIST_ID } from './first-view'
import { queryClient } from './query-client'

/**
 * WagmiProvider > QueryClientProvider, as scaffold-eth-2 and wagmi's playground mount them,
 * then Lingui's provider in the active language (src/i18n), with RainbowKitProvider inside (wallet/wallet-dialogs.tsx). The one wagmi config
 * (src/wallet/wagmi.ts) is in SSR mode: its store reads storage and reconnects when
 * WagmiProvider mounts, so the client's first render matches the prerendered page. The one
 * QueryClient (./query-client.ts: made with the entry, for the route loaders) hashes bigint keys (wagmi's keys carry bigints) and serves both the API's
 * queries and wagmi's.
 *
 * Where we depart from scaffold-eth-2: RainbowKitProvider does not wrap the page but sits
 * beside it, mounted on the first tap that asks for a wallet dialog. RainbowKit is a single
 * module of some 85 KB gzip with what it brings (its modal, QR code, user-agent parser and
 * ENS normalization tables): wrapping the page would put it in every first load, a third of
 * the 250 KB budget. Nothing of the app reads RainbowKit's context: components use wagmi's
 * hooks, and open its dialogs through src/wallet/wallet-modal-store.ts.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <AppI18nProvider>
          {children}
          <LazyWalletDialogs />
        </AppI18nProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

/**
 * At the latest this long after the first page has painted, RainbowKit is downloaded at the
 * next idle moment even if the page's requests have not settled (one that keeps retrying).
 */
const PREFETCH_AT_LATEST_MS = 5000

/**
 * Calls `onSettled` once the first page has drawn what it shows: the page has committed
 * (firstPageReady), none of its requests (the API's or wagmi's, one QueryClient) is in
 * flight and the main thread is idle; or PREFETCH_AT_LATEST_MS after the page committed.
 * Work that can wait starts then, rather than competing with the page's own chunks,
 * requests and renders: a shared swap link's quote waited behind RainbowKit for seconds,
 * and a lazy page (the widget) drew its content after RainbowKit's download when the count
 * of requests was read before the page had mounted. Follows the query cache, not React
 * renders; returns a function that stops following it.
 */
function whenPageSettled(queryClient: QueryClient, onSettled: () => void): () => void {
  let stopped = false
  let cancelIdle: (() => void) | undefined
  let stopFollowing: () => void = () => undefined
  const stop = () => {
    stopped = true
    cancelIdle?.()
    stopFollowing()
  }
  const settle = () => {
    stop()
    onSettled()
  }
  // On each change in the cache: idle and nothing in flight settles; a request starting
  // meanwhile waits for the next quiet moment.
  const check = () => {
    if (queryClient.isFetching() > 0) {
      cancelIdle?.()
      cancelIdle = undefined
    } else {
      cancelIdle ??= whenIdle(() => {
        cancelIdle = undefined
        if (queryClient.isFetching() === 0) settle()
      })
    }
  }
  // From the frame after the page's first paint: an idle moment can come before that paint.
  void firstPageReady.then(() => afterNextPaint(start))
  function start() {
    if (stopped) return
    const unsubscribe = queryClient.getQueryCache().subscribe(check)
    const timer = window.setTimeout(() => {
      cancelIdle?.()
      cancelIdle = whenIdle(settle)
    }, PREFETCH_AT_LATEST_MS)
    stopFollowing = () => {
      unsubscribe()
      window.clearTimeout(timer)
    }
    check()
  }
  return stop
}

/** Runs `run` once the next frame has been painted (a task queued from its animation frame). */
function afterNextPaint(run: () => void): void {
  window.requestAnimationFrame(() => window.setTimeout(run, 0))
}

/** Runs `run` at the browser's next idle moment (Safari has no requestIdleCallback); cancels. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 1000 })
    return () => window.cancelIdleCallback(id)
  }
  const timer = window.setTimeout(run, 1)
  return () => window.clearTimeout(timer)
}

/**
 * Downloads the wallet dialogs' code without running it: the build lists its chunks and CSS
 * in index.html (scripts/prerender-plugin.ts). Modules are preloaded (fetched and parsed into
 * the module map, which the import later uses as it is), the stylesheet applied as the import
 * would (RainbowKit's rules apply under its own elements only), with React DOM's resource
 * APIs; Vite's preload step then finds both in <head> (it compares the links' resolved URLs)
 * and neither adds nor waits for them again. The evaluation (200 ms of main thread on a
 * phone) waits for the trader's first sign of wanting a wallet. A dev server has no list:
 * there the code loads on that sign.
 */
function prefetchWalletCode(): void {
  const list = document.getElementById(WALLET_CODE_LIST_ID)?.textContent
  const urls: unknown = JSON.parse(list || '[]')
  if (!Array.isArray(urls)) return
  for (const url of urls) {
    if (typeof url !== 'string') continue
    if (url.endsWith('.css')) preinit(url, { as: 'style', precedence: 'default' })
    else preloadModule(url)
  }
}

/**
 * RainbowKit's provider and dialogs: downloaded once the first page has drawn its data, run
 * as soon as the trader points at, focuses or taps a wallet button, mounted once a dialog is
 * wanted. On a phone its chunks take a second or more to arrive: fetched at the tap, the
 * trader waited that long for the wallet list.
 */
function LazyWalletDialogs() {
  const wanted = useWalletModalStore((s) => s.wanted)
  const intended = useWalletModalStore((s) => s.intended)
  const queryClient = useQueryClient()
  useEffect(() => whenPageSettled(queryClient, prefetchWalletCode), [queryClient])
  const [Dialogs, setDialogs] = useState<ComponentType>()
  const fetchNow = wanted || intended
  useEffect(() => {
    if (Dialogs || !fetchNow) return
    let active = true
    // Fetched when first wanted, and again at the tap: the browser fetches and runs the
    // module once. Only a tap reports a failure (the next tap tries again).
    import('./wallet/wallet-dialogs').then(
      (m) => {
        if (active && wanted) setDialogs(() => m.WalletDialogs)
      },
      () => {
        if (!active || !wanted) return
        useWalletModalStore.getState().failed()
        toast.show({
          tone: 'error',
          title: t`The wallet list did not load`,
          description: t`Check your connection, then choose Connect wallet again.`,
        })
      },
    )
    return () => {
      active = false
    }
  }, [wanted, fetchNow, Dialogs])
  return Dialogs ? <Dialogs /> : null
}
