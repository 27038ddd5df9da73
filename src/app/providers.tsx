import '@rainbow-me/rainbowkit/styles.css'
import { darkTheme, lightTheme, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClientProvider } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'
import { createQueryClient } from '@/api/queries/query-client'
import { useSettingsStore } from '@/lib/settings-store'
import { useResolvedTheme } from '@/lib/theme'
import { wagmiConfig } from '@/wallet/wagmi'
import { AccountAvatar } from './wallet/account-avatar'

/**
 * WagmiProvider > QueryClientProvider > RainbowKitProvider, as scaffold-eth-2 and wagmi's
 * playground mount them. The one wagmi config (src/wallet/wagmi.ts) is in SSR mode: its
 * store reads storage and reconnects when WagmiProvider mounts, so the client's first render
 * matches the prerendered page. The one QueryClient hashes bigint keys (wagmi's keys carry
 * bigints) and serves both the API's queries and wagmi's.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <WalletDialogs>{children}</WalletDialogs>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

/** RainbowKit's provider (its connect, account and chain dialogs) in the app's theme. */
function WalletDialogs({ children }: { children: ReactNode }) {
  const resolvedTheme = useResolvedTheme()
  const selectedChainId = useSettingsStore((s) => s.selectedChainId)
  const theme = useMemo(() => {
    const options = { borderRadius: 'large', fontStack: 'system', overlayBlur: 'small' } as const
    return resolvedTheme === 'dark'
      ? darkTheme({ ...options, accentColor: '#6d67f0' })
      : lightTheme({ ...options, accentColor: '#4f46e5' })
  }, [resolvedTheme])
  return (
    <RainbowKitProvider
      theme={theme}
      // Connecting asks the wallet for the network the app shows.
      initialChain={selectedChainId}
      appInfo={{ appName: 'batchswap' }}
      avatar={AccountAvatar}
      modalSize="compact"
    >
      {children}
    </RainbowKitProvider>
  )
}
