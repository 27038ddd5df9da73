import { lazy, Suspense, useEffect, useState } from 'react'
import { useConfig } from 'wagmi'
import { reconnect } from 'wagmi/actions'
import {
  hadConnectedWallet,
  loadWalletSources,
  someSourceAutoConnects,
} from '@/config/wallet-registry'
import { useToastStore } from '@/lib/toast-store'
import { useWalletModalStore } from '@/lib/wallet-modal-store'

const RainbowKitIsland = lazy(() =>
  import('./rainbowkit-island').then((m) => ({ default: m.RainbowKitIsland })),
)

type WagmiConfig = ReturnType<typeof useConfig>

interface PersistApi {
  hasHydrated: () => boolean
  onFinishHydration: (listener: () => void) => () => void
}

/** wagmi's store reads storage when WagmiProvider mounts (SSR mode); wait for that. */
function whenStoreHydrated(config: WagmiConfig): Promise<void> {
  // wagmi types the store without zustand's persist API, which it has when it has storage.
  const store: { persist?: PersistApi } = config._internal.store
  const persist = store.persist
  if (!persist || persist.hasHydrated()) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = persist.onFinishHydration(() => {
      unsubscribe()
      resolve()
    })
  })
}

/**
 * The wallet stack, loaded only when wanted: the connectors (wallet-registry.ts) and
 * RainbowKit's modals and button (rainbowkit-island.tsx).
 * - At start-up, when the last session ended connected (or a registered source must
 *   connect by itself, e.g. inside a Safe{Wallet} iframe), it loads them and reconnects.
 * - Otherwise it waits for a "Connect wallet" click (wallet-modal-store.ts).
 * Until then the header shows a lookalike button, and the first view carries no wallet code.
 */
export function WalletLayer() {
  const config = useConfig()
  const wanted = useWalletModalStore((s) => s.walletsWanted)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    let active = true
    const { wantWallets, setRestoring } = useWalletModalStore.getState()
    void (async () => {
      const restore = (await hadConnectedWallet(config)) || (await someSourceAutoConnects())
      if (!restore || !active) return
      setRestoring(true)
      wantWallets()
      try {
        await loadWalletSources(config)
        await whenStoreHydrated(config)
        if (active) await reconnect(config)
      } catch {
        // The wallets could not load: the trader can still connect by hand (which retries).
      } finally {
        setRestoring(false)
      }
    })()
    return () => {
      active = false
    }
  }, [config])

  useEffect(() => {
    if (!wanted) return
    let active = true
    loadWalletSources(config).then(
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
  }, [wanted, config])

  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <RainbowKitIsland />
    </Suspense>
  )
}
