import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { createQueryClient } from '@/api/queries/query-client'
import '@/wallet/wallet-sources'
import { WalletLayer } from './wallet/wallet-layer'

/**
 * QueryClientProvider and the wallet layer. No WagmiProvider: wagmi's config loads only
 * when a wallet is wanted (src/wallet/wagmi-loader.ts); the first view reads the wallet
 * from src/wallet/wallet-state.ts, and what needs wagmi's hooks sits inside a WagmiScope
 * (wallet/wagmi-scope.tsx: RainbowKit, the orders and widget pages).
 * The QueryClient hashes bigint keys (wagmi's keys carry bigints).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <WalletLayer />
    </QueryClientProvider>
  )
}
