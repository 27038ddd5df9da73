import { t } from '@lingui/core/macro'
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
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
 * RainbowKit's provider and dialogs: fetched as soon as the app has drawn its first page,
 * mounted once a dialog is wanted. On a phone its chunks take a second or more to arrive:
 * fetched at the tap, the trader waited that long for the wallet list.
 */
function LazyWalletDialogs() {
  const wanted = useWalletModalStore((s) => s.wanted)
  const [Dialogs, setDialogs] = useState<ComponentType>()
  useEffect(() => {
    if (Dialogs) return
    let active = true
    // Once the first page has committed, and again at the tap: the browser fetches and runs
    // the module once. Only a tap reports a failure (the next tap tries again).
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
  }, [wanted, Dialogs])
  return Dialogs ? <Dialogs /> : null
}
