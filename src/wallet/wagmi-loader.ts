import { loadOnce } from '@/lib/load-once'
import type { wagmiConfig } from './wagmi'
import type * as wagmiRuntime from './wagmi-runtime'

/**
 * The way to wagmi's config from code in the first view. The config (chains, transports,
 * wagmi's store) and the runtime that feeds the wallet state (src/wallet/wallet-state.ts) are
 * in a chunk of their own, loaded on the first call: when a wallet is wanted (a Connect
 * click, a previous session's wallet to reconnect, a Safe or widget host's wallet), when a
 * chain read runs, or on a page that signs (orders, widget). The first view imports only
 * this module and wallet-state.ts, so it carries no wagmi and none of viem's clients.
 *
 *   const config = await loadWagmiConfig()
 *   await readContract(config, { ... })
 */

export type AppWagmiConfig = typeof wagmiConfig
export type WagmiRuntime = typeof wagmiRuntime

let loaded: AppWagmiConfig | undefined

/**
 * The wagmi runtime (the config and the few wallet actions first-view code calls), loaded
 * and started once; a failed load is retried on the next call.
 */
export const loadWagmiRuntime: () => Promise<WagmiRuntime> = loadOnce(async () => {
  const runtime = await import('./wagmi-runtime')
  await runtime.startWagmi()
  loaded = runtime.wagmiConfig
  return runtime
})

/** The app's wagmi config (see `loadWagmiRuntime`). */
export async function loadWagmiConfig(): Promise<AppWagmiConfig> {
  return (await loadWagmiRuntime()).wagmiConfig
}

/** The config when it has loaded already, without loading it. */
export function loadedWagmiConfig(): AppWagmiConfig | undefined {
  return loaded
}
