import type { WalletDetailsParams, WalletList } from '@rainbow-me/rainbowkit'
import type { CreateConnectorFn } from 'wagmi'

export interface WalletListOptions {
  appName: string
  appDescription?: string
  /** Required by WalletConnect-based wallets only. */
  projectId: string
}

/**
 * RainbowKit's `connectorsForWallets`, without importing RainbowKit's main module.
 *
 * Why: that module is one file holding all of RainbowKit (modal, themes, ~85 KB gzip with
 * what it brings). The wagmi config is needed at start-up, so importing `connectorsForWallets`
 * pulls the whole of RainbowKit into the first load, although its dialogs load on the first
 * tap (src/app/providers.tsx). The
 * wallets themselves live in `@rainbow-me/rainbowkit/wallets`, a separate light module;
 * this function only attaches the `rkDetails` RainbowKit's modal reads (grouping, order,
 * icons), following connectorsForWallets of @rainbow-me/rainbowkit 2.2.11.
 */
export function connectorsForWalletList(
  walletList: WalletList,
  options: WalletListOptions,
): CreateConnectorFn[] {
  const metadata = {
    name: options.appName,
    description: options.appDescription ?? options.appName,
    url: typeof window !== 'undefined' ? window.location.origin : '',
    icons: [],
  }
  const connectors: CreateConnectorFn[] = []
  const seen = new Set<string>()
  let index = -1

  for (const [groupIndex, group] of walletList.entries()) {
    if (group.wallets.length === 0) throw new Error(`No wallets in group ${group.groupName}`)
    for (const createWallet of group.wallets) {
      index += 1
      const { createConnector, hidden, ...meta } = createWallet({
        projectId: options.projectId,
        appName: options.appName,
        options: { metadata },
        walletConnectParameters: { metadata },
      })
      if (seen.has(meta.id) || hidden?.()) continue
      seen.add(meta.id)

      const details = (extra: Record<string, unknown> = {}): WalletDetailsParams => ({
        rkDetails: Object.fromEntries(
          Object.entries({
            ...meta,
            index,
            groupIndex: groupIndex + 1,
            groupName: group.groupName,
            isRainbowKitConnector: true,
            ...extra,
          }).filter(([, value]) => value !== undefined),
        ) as WalletDetailsParams['rkDetails'],
      })
      // WalletConnect also gets a second connector that opens WalletConnect's own modal.
      if (meta.id === 'walletConnect') {
        connectors.push(
          createConnector(details({ isWalletConnectModalConnector: true, showQrModal: true })),
        )
      }
      connectors.push(createConnector(details()))
    }
  }
  return connectors
}
