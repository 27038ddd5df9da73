import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'
import { createQueryClient } from '@/api/queries/query-client'
import { wagmiConfig } from '@/config/wagmi'

const RainbowKitIsland = lazy(() =>
  import('./wallet/rainbowkit-island').then((m) => ({ default: m.RainbowKitIsland })),
)

/**
 * WagmiProvider > QueryClientProvider > RainbowKitProvider (scaffold-eth-2's order).
 * RainbowKit loads after the first paint; see rainbowkit-island.tsx.
 * The QueryClient hashes bigint keys (wagmi's keys carry bigints).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <RainbowKitIsland />
        </Suspense>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
