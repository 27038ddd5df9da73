import { appEnv } from '@/config/env'
import { registerWalletSource } from '@/wallet/wallet-registry'
import { loadWagmiConfig } from '@/wallet/wagmi-loader'
import { isSafeApp } from '@/wallet/safe-app'
import { useSettingsStore } from '@/lib/settings-store'

/**
 * The app's wallet sources (see wallet-registry.ts), registered when this module is
 * imported (by the app's providers). They live apart from the wagmi config because the
 * wallet layer asks them at start-up whether to connect by themselves, before (and
 * instead of) loading wagmi.
 */

/**
 * An extension that has already approved this site connects on load, as it did before
 * wallets loaded lazily: asking it for its accounts is cheap and shows no prompt.
 */
async function injectedWalletIsAuthorized(): Promise<boolean> {
  if (typeof window === 'undefined' || !window.ethereum) return false
  const accounts: unknown = await window.ethereum.request({ method: 'eth_accounts' })
  return Array.isArray(accounts) && accounts.length > 0
}

// Inside an allowed Safe host the Safe is the only wallet: its connector (and the Safe Apps
// SDK) load at start and connect by themselves; no other wallet is offered there.
if (isSafeApp) {
  registerWalletSource({
    id: 'safe',
    autoConnect: () => true,
    load: () => import('@/wallet/safe-connector').then((m) => m.safeAppConnectors()),
  })
}

// RainbowKit's wallet list (browser wallet, WalletConnect wallets, the Sandbox wallet).
if (!isSafeApp)
  registerWalletSource({
    id: 'rainbowkit-wallets',
    autoConnect: injectedWalletIsAuthorized,
    load: async () => {
      const [{ createWalletConnectors }, config] = await Promise.all([
        import('@/wallet/wallets'),
        loadWagmiConfig(),
      ])
      return createWalletConnectors({
        sandboxChain: config.chains[0],
        walletConnectProjectId: appEnv.walletConnectProjectId,
        getSandboxAccountIndex: () => useSettingsStore.getState().sandboxAccountIndex,
        subscribeSandboxAccountIndex: (onChange) =>
          useSettingsStore.subscribe((state, previous) => {
            if (state.sandboxAccountIndex !== previous.sandboxAccountIndex) onChange()
          }),
      })
    },
  })
