import { t } from '@lingui/core/macro'
import { QueryClientProvider, useIsFetching, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'
import { createQueryClient } from '@/api/queries/query-client'
import { AppI18nProvider } from '@/i18n/i18n-provider'
import { toast } from '@/lib/toast-store'
import { wagmiConfig } from '@/wallet/wagmi'
import { useWalletModalStore } from '@/wallet/wallet-modal-store'

/**
 * WagmiProvider > QueryClientProvider, as scaffold-eth-2 and wagmi's playground mount them,
 * then Lingui's provider in the active language (src/i18n), with RainbowKitProvider inside (wallet/wallet-dialogs.tsx). The one wagmi config
 * (src/wallet/wagmi.ts) is in SSR mode: its store reads storage and reconnects when
 * WagmiProvider mounts, so the client's first render matches the prerendered page. The one
 * QueryClient hashes bigint keys (wagmi's keys carry bigints) and serves both the API's
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
  const [queryClient] = useState(createQueryClient)
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
 * At the latest this long after the first page has committed, RainbowKit is fetched at the
 * next idle moment even if the page's requests have not settled (one that keeps retrying).
 */
const PREFETCH_AT_LATEST_MS = 5000

/**
 * Calls `onSettled` once the first page has drawn what it shows: none of its requests (the
 * API's or wagmi's, one QueryClient) is in flight and the main thread is idle, or
 * PREFETCH_AT_LATEST_MS have passed. Work that can wait starts then, rather than competing
 * with the page's own chunks, requests and renders (a shared swap link's quote waited behind
 * RainbowKit for seconds). Unmounted once settled, it stops following the requests.
 */
function WhenPageSettled({ onSettled }: { onSettled: () => void }) {
  const queryClient = useQueryClient()
  const fetching = useIsFetching()
  const [late, setLate] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setLate(true), PREFETCH_AT_LATEST_MS)
    return () => window.clearTimeout(timer)
  }, [])
  useEffect(() => {
    if (fetching > 0 && !late) return
    return whenIdle(() => {
      // A request may have started since this render (the page's effects run before these).
      if (late || queryClient.isFetching() === 0) onSettled()
    })
  }, [fetching, late, queryClient, onSettled])
  return null
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
 * RainbowKit's provider and dialogs: fetched once the first page has drawn its data (or as
 * soon as the trader points at, focuses or taps a wallet button), mounted once a dialog is
 * wanted. On a phone its chunks take a second or more to arrive: fetched at the tap, the
 * trader waited that long for the wallet list.
 */
function LazyWalletDialogs() {
  const wanted = useWalletModalStore((s) => s.wanted)
  const intended = useWalletModalStore((s) => s.intended)
  const [settled, setSettled] = useState(false)
  const onSettled = useCallback(() => setSettled(true), [])
  const [Dialogs, setDialogs] = useState<ComponentType>()
  const fetchNow = wanted || intended || settled
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
  return (
    <>
      {!settled && <WhenPageSettled onSettled={onSettled} />}
      {Dialogs && <Dialogs />}
    </>
  )
}
