import type { WalletList } from '@rainbow-me/rainbowkit'
import {
  injectedWallet,
  metaMaskWallet,
  rainbowWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets'
import { defineChain, type Address, type Chain } from 'viem'
import { arbitrum, base, gnosis, mainnet, sepolia } from 'viem/chains'
import { createConfig, http, type Storage } from 'wagmi'
import { appEnv } from '@/config/env'
import { sandboxDeployment } from '@/config/sandbox-deployment'
import { sandboxWallet } from '@/lib/sandbox-wallet'
import { useSettingsStore } from '@/lib/settings-store'
import { connectorsForWalletList } from '@/lib/wallet-connectors'
import { SANDBOX_CHAIN_ID } from '@/protocol/chains'

/**
 * The one wagmi config: chains, transports and wallets.
 *
 * The sandbox chain comes first: wagmi starts on `chains[0]` and the sandbox is where a
 * fresh checkout can trade. WalletConnect-based wallets are listed only when a project
 * id is configured; without one nothing in the wallet list talks to the outside world.
 */

export function createSandboxChain(rpcUrl: string) {
  return defineChain({
    id: SANDBOX_CHAIN_ID,
    name: 'Sandbox',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}

export interface WagmiConfigOptions {
  sandboxRpcUrl: string
  walletConnectProjectId?: string | undefined
  /** Index (0-4) of the dev account the Sandbox wallet uses, and its change feed. */
  getSandboxAccountIndex: () => number
  subscribeSandboxAccountIndex?: (onChange: () => void) => () => void
  /** Defaults to localStorage in the browser (wagmi's default). */
  storage?: Storage
  /** wagmi's EIP-6963 discovery of installed wallets; off in Node tests. */
  discoverInjectedWallets?: boolean
  /** Whether a browser extension injected `window.ethereum` (checked once, at start). */
  hasInjectedProvider?: () => boolean
}

function windowHasEthereum(): boolean {
  return typeof window !== 'undefined' && 'ethereum' in window && !!window.ethereum
}

const traders = sandboxDeployment.traders as readonly [Address, ...Address[]]

export function createWagmiConfig(options: WagmiConfigOptions) {
  const sandbox = createSandboxChain(options.sandboxRpcUrl)
  const projectId = options.walletConnectProjectId

  const hasInjectedProvider = options.hasInjectedProvider ?? windowHasEthereum
  // RainbowKit lists "Browser Wallet" even without an extension, and it then fails on
  // click; list it only when there is something to connect to.
  const browserWallet: WalletList[number]['wallets'][number] = () => ({
    ...injectedWallet(),
    hidden: () => !hasInjectedProvider(),
  })

  const wallets: WalletList = [
    { groupName: 'Installed', wallets: [browserWallet] },
    ...(projectId
      ? [{ groupName: 'Popular', wallets: [metaMaskWallet, rainbowWallet, walletConnectWallet] }]
      : []),
    {
      groupName: 'Sandbox network',
      wallets: [
        sandboxWallet({
          chain: sandbox,
          accounts: traders,
          getAccountIndex: options.getSandboxAccountIndex,
          subscribeAccountIndex: options.subscribeSandboxAccountIndex,
        }),
      ],
    },
  ]

  const connectors = connectorsForWalletList(wallets, {
    appName: 'batchswap',
    appDescription: 'Trade on batch-auction orderbooks',
    // Only read by WalletConnect wallets, which are absent without a project id.
    projectId: projectId ?? '',
  })

  const chains = [sandbox, mainnet, gnosis, arbitrum, base, sepolia] as const satisfies readonly [
    Chain,
    ...Chain[],
  ]

  return createConfig({
    chains,
    connectors,
    multiInjectedProviderDiscovery: options.discoverInjectedWallets ?? true,
    ...(options.storage ? { storage: options.storage } : {}),
    transports: {
      // JSON-RPC batching: anvil has no Multicall3, so multi-reads fall back to single
      // eth_calls, which batching sends in one HTTP request.
      [sandbox.id]: http(options.sandboxRpcUrl, { batch: true }),
      // viem's default public RPC of each chain.
      [mainnet.id]: http(),
      [gnosis.id]: http(),
      [arbitrum.id]: http(),
      [base.id]: http(),
      [sepolia.id]: http(),
    },
  })
}

export const wagmiConfig = createWagmiConfig({
  sandboxRpcUrl: appEnv.sandboxRpcUrl,
  walletConnectProjectId: appEnv.walletConnectProjectId,
  getSandboxAccountIndex: () => useSettingsStore.getState().sandboxAccountIndex,
  subscribeSandboxAccountIndex: (onChange) =>
    useSettingsStore.subscribe((state, previous) => {
      if (state.sandboxAccountIndex !== previous.sandboxAccountIndex) onChange()
    }),
})

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
