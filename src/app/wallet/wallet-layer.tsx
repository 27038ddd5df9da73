import { lazy, Suspense, useEffect, useState } from 'react'
import { loadWagmiConfig, loadWagmiRuntime } from '@/wallet/wagmi-loader'
import {
  browserWalletStorage,
  hadConnectedWallet,
  loadWalletSources,
  someSourceAutoConnects,
} from '@/wallet/wallet-registry'
import { useToastStore } from '@/lib/toast-store'
import { useWalletModalStore } from '@/wallet/wallet-modal-store'
import { prefetchWalletCodeWhenIdle } from '@/wallet/wallet-prefetch'

const loadIsland = () => import('./rainbowkit-island')
const RainbowKitIsland = lazy(() => loadIsland().then((m) => ({ default: m.RainbowKitIsland })))

/**
 * What a tap on "Connect wallet" loads, run ahead when the browser is idle (wallet-prefetch.ts),
 * and then mounted: RainbowKit's provider and button render and register their modal openers,
 * so that a tap only opens the dialog (no wallet is asked anything). Resolves once they have.
 */
async function warmWallets(): Promise<void> {
  await Promise.all([loadIsland(), loadWagmiConfig().then(loadWalletSources)])
  const store = useWalletModalStore
  if (store.getState().ready) return
  store.getState().wantWallets()
  await new Promise<void>((resolve) => {
    const unsubscribe = store.subscribe((state) => {
      if (!state.ready) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * The wallet stack, loaded only when wanted: wagmi's config (wagmi-loader.ts), the
 * connectors (wallet-registry.ts) and RainbowKit's modals and button (rainbowkit-island.tsx).
 * - At start-up, when the last session ended connected (or a registered source must
 *   connect by itself, e.g. inside a Safe{Wallet} iframe), it loads them and reconnects.
 * - Otherwise it waits for a "Connect wallet" click (wallet-modal-store.ts).
 * Until then the header shows a lookalike button, and the first view carries no wallet code;
 * it is fetched, then run and mounted (no wallet asked anything), when the browser is idle
 * after the first view and the visitor has moved (wallet-prefetch.ts), so that the dialog
 * opens at once.
 */
export function WalletLayer() {
  const wanted = useWalletModalStore((s) => s.walletsWanted)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => prefetchWalletCodeWhenIdle(warmWallets), [])

  useEffect(() => {
    let active = true
    const { wantWallets, setRestoring } = useWalletModalStore.getState()
    void (async () => {
      const restore =
        (await hadConnectedWallet({ storage: browserWalletStorage() })) ||
        (await someSourceAutoConnects())
      if (!restore || !active) return
      setRestoring(true)
      wantWallets()
      try {
        const { wagmiConfig, reconnect } = await loadWagmiRuntime()
        await loadWalletSources(wagmiConfig)
        if (active) await reconnect(wagmiConfig)
      } catch {
        // The wallets could not load: the trader can still connect by hand (which retries).
      } finally {
        setRestoring(false)
      }
    })()
    return () => {
      active = false
    }
  }, [])

  useEffect(() => {
    if (!wanted) return
    let active = true
    // RainbowKit's chunk beside wagmi's and the connectors', not after them: one round trip
    // less before the dialog (its failure shows when the island renders).
    loadIsland().catch(() => undefined)
    loadWagmiConfig()
      .then(loadWalletSources)
      .then(
        () => {
          if (active) setLoaded(true)
        },
        () => {
          if (!active) return
          useWalletModalStore.getState().walletsFailed()
          useToastStore.getState().show({
            tone: 'error',
            title: 'The wallet list did not load',
            description: 'Check your connection, then choose Connect wallet again.',
          })
        },
      )
    return () => {
      active = false
    }
  }, [wanted])

  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <RainbowKitIsland />
    </Suspense>
  )
}
