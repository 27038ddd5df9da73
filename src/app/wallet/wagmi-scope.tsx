import { use, type ReactNode } from 'react'
import { WagmiContext } from 'wagmi'
import { loadedWagmiConfig, loadWagmiConfig } from '@/wallet/wagmi-loader'

/**
 * wagmi's React context, for the parts that use wagmi's hooks (RainbowKit, signing on the
 * orders page, the widget's host wallet). It suspends until the config has loaded; import
 * it only from lazily loaded modules, since it brings wagmi along.
 * Not WagmiProvider: the store is read once when the config loads (wagmi-runtime.ts), so
 * several scopes can share the one config.
 */
export function WagmiScope({ children }: { children: ReactNode }) {
  // Once loaded (the usual case: the wallet layer mounts RainbowKit after loading), no suspense.
  const config = loadedWagmiConfig() ?? use(loadWagmiConfig())
  return <WagmiContext.Provider value={config}>{children}</WagmiContext.Provider>
}
