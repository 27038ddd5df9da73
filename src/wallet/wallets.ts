import type { WalletList } from '@rainbow-me/rainbowkit'
import {
  injectedWallet,
  metaMaskWallet,
  rainbowWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets'
import type { Address, Chain } from 'viem'
import type { CreateConnectorFn } from 'wagmi'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { sandboxWallet } from '@/wallet/sandbox-wallet'
import { connectorsForWalletList } from '@/wallet/wallet-connectors'

/**
 * The wallets RainbowKit's connect dialog lists, as wagmi connectors of the app's config
 * (wagmi.ts). WalletConnect-based wallets are listed only when a project id is configured;
 * without one nothing in the wallet list talks to the outside world.
 */
export interface WalletOptions {
  sandboxChain: Chain
  walletConnectProjectId?: string | undefined
  /** Index (0-4) of the dev account the Sandbox wallet uses, and its change feed. */
  getSandboxAccountIndex: () => number
  subscribeSandboxAccountIndex?: (onChange: () => void) => () => void
  /** Whether a browser extension injected `window.ethereum`. */
  hasInjectedProvider?: () => boolean
}

function windowHasEthereum(): boolean {
  return typeof window !== 'undefined' && 'ethereum' in window && !!window.ethereum
}

const traders = sandboxDeployment.traders as readonly [Address, ...Address[]]

export function createWalletConnectors(options: WalletOptions): CreateConnectorFn[] {
  const projectId = options.walletConnectProjectId
  const hasInjectedProvider = options.hasInjectedProvider ?? windowHasEthereum
  // RainbowKit lists "Browser Wallet" even without an extension, and it then fails on
  // click; list it only when there is something to connect to.
  const browserWallet: WalletList[number]['wallets'][number] = () => ({
    ...injectedWallet(),
    hidden: () => !hasInjectedProvider(),
  })

  // Only RainbowKit's own group names ("Installed", "Popular", "Other", …), which RainbowKit
  // words in the trader's language (src/app/wallet/wallet-dialogs.tsx gives it the locale):
  // connectors are made once at start-up, before any language is active, and a name of ours
  // would stay in English.
  const wallets: WalletList = [
    { groupName: 'Installed', wallets: [browserWallet] },
    ...(projectId
      ? [{ groupName: 'Popular', wallets: [metaMaskWallet, rainbowWallet, walletConnectWallet] }]
      : []),
    {
      groupName: 'Other',
      wallets: [
        sandboxWallet({
          chain: options.sandboxChain,
          accounts: traders,
          getAccountIndex: options.getSandboxAccountIndex,
          subscribeAccountIndex: options.subscribeSandboxAccountIndex,
        }),
      ],
    },
  ]

  return connectorsForWalletList(wallets, {
    appName: 'batchswap',
    appDescription: 'Trade on batch-auction orderbooks',
    // Only read by WalletConnect wallets, which are absent without a project id.
    projectId: projectId ?? '',
  })
}
