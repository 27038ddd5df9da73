import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'
import { createQueryClient } from '@/api/queries/query-client'
import { wagmiConfig } from '@/config/wagmi'
import { WalletLayer } from './wallet/wallet-layer'

/**
 * WagmiProvider > QueryClientProvider > RainbowKitProvider (scaffold-eth-2's order).
 * RainbowKit and the wallet connectors load only when wanted; see wallet/wallet-layer.tsx,
 * which also reconnects a previous session's wallet (hence no `reconnectOnMount` here:
 * at mount the config has no connectors yet).
 * The QueryClient hashes bigint keys (wagmi's keys carry bigints).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <WagmiProvider config={wagmiConfig} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        {children}
        <WalletLayer />
      </QueryClientProvider>
    </WagmiProvider>
  )
}
