import { t } from '@lingui/core/macro'
import { defineChain, type Chain, type Transport } from 'viem'
import {
  arbitrum,
  avalanche,
  base,
  bsc,
  gnosis,
  ink,
  linea,
  mainnet,
  plasma,
  polygon,
  sepolia,
} from 'viem/chains'
import { createConfig, http, type Config, type CreateConnectorFn, type Storage } from 'wagmi'
import { appEnv } from '@/config/env'
import { useSettingsStore } from '@/lib/settings-store'
import { resolveActiveChainId } from '@/wallet/use-active-chain'
import { isSafeApp } from '@/wallet/safe-app'
import { safeAppConnectors } from '@/wallet/safe-connector'
import { createWalletConnectors } from '@/wallet/wallets'
import { SANDBOX_CHAIN_ID } from '@batchswap/contract/protocol/chains'

/**
 * The one wagmi config: chains, transports and wallet connectors, mounted by WagmiProvider
 * (src/app/providers.tsx) and passed to `@wagmi/core` actions where a function outside React
 * needs it. Its type is registered below, so wagmi's hooks know the chains.
 *
 * The sandbox chain comes first: wagmi starts on `chains[0]` and the sandbox is where a
 * fresh checkout can trade.
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
  /** The wallet connectors (none by default). */
  connectors?: CreateConnectorFn[]
  /** Defaults to localStorage in the browser (wagmi's default). */
  storage?: Storage
  /** wagmi's EIP-6963 discovery of installed wallets; off in Node tests. */
  discoverInjectedWallets?: boolean
  /**
   * wagmi's SSR mode: the store starts at its initial state and reads storage only when
   * WagmiProvider mounts, so the client's first render matches the prerendered HTML.
   */
  ssr?: boolean
  /** Ethereum mainnet's JSON-RPC (reads and ENS); default: viem's public node. */
  mainnetRpcUrl?: string | undefined
  /**
   * Whether the public networks' transports may send anything now. False while the app is
   * on the Sandbox network: then nothing leaves the machine, whatever a library asks for
   * (RainbowKit looks up the account's ENS name on mainnet for any connected wallet).
   */
  isRemoteAllowed?: () => boolean
  /** Whether ENS lookups (name, avatar) may go to mainnet: the trader's setting. */
  isEnsAllowed?: () => boolean
}

/** Thrown instead of sending a request that the gate refuses; no request is made. */
export class RequestNotSentError extends Error {
  override readonly name = 'RequestNotSentError'
}

/** What viem's ENS actions call (name, avatar, text): the universal resolver; lowercase, no 0x. */
const ENS_CONTRACTS = [mainnet.contracts.ensUniversalResolver.address].map((address) =>
  address.toLowerCase().slice(2),
)

/** Whether a JSON-RPC request is (or carries, in a multicall) a call to an ENS contract. */
export function isEnsRequest(method: string, params: unknown): boolean {
  if (method !== 'eth_call') return false
  const text = JSON.stringify(params).toLowerCase()
  return ENS_CONTRACTS.some((address) => text.includes(address))
}

/**
 * A transport that asks `allow` before every request and refuses (throws, sends nothing)
 * when it says no.
 */
export function gatedTransport(
  inner: Transport,
  allow: (method: string, params: unknown) => string | undefined,
): Transport {
  return (parameters) => {
    const transport = inner(parameters)
    return {
      ...transport,
      request: (async (args: { method: string; params?: unknown }) => {
        const refusal = allow(args.method, args.params)
        if (refusal !== undefined) throw new RequestNotSentError(refusal)
        return transport.request(args as Parameters<typeof transport.request>[0])
      }) as typeof transport.request,
    }
  }
}

export function createWagmiConfig(options: WagmiConfigOptions) {
  const sandbox = createSandboxChain(options.sandboxRpcUrl)

  const chains = [
    sandbox,
    mainnet,
    gnosis,
    arbitrum,
    base,
    polygon,
    avalanche,
    bsc,
    linea,
    plasma,
    ink,
    sepolia,
  ] as const satisfies readonly [Chain, ...Chain[]]

  const isRemoteAllowed = options.isRemoteAllowed ?? (() => true)
  const isEnsAllowed = options.isEnsAllowed ?? (() => true)
  const remote = (inner: Transport, ens = false) =>
    gatedTransport(inner, (method, params) => {
      if (!isRemoteAllowed())
        return t`The app is on the Sandbox network: nothing leaves this machine.`
      if (ens && isEnsRequest(method, params) && !isEnsAllowed()) return t`ENS lookups are off.`
      return undefined
    })

  return createConfig({
    chains,
    connectors: options.connectors ?? [],
    multiInjectedProviderDiscovery: options.discoverInjectedWallets ?? true,
    ssr: options.ssr ?? false,
    ...(options.storage ? { storage: options.storage } : {}),
    transports: {
      // JSON-RPC batching: anvil has no Multicall3, so multi-reads fall back to single
      // eth_calls, which batching sends in one HTTP request.
      [sandbox.id]: http(options.sandboxRpcUrl, { batch: true }),
      // The configured mainnet node (viem's public one by default) also serves ENS; the
      // others are viem's default public RPC of each chain.
      [mainnet.id]: remote(http(options.mainnetRpcUrl), true),
      [gnosis.id]: remote(http()),
      [arbitrum.id]: remote(http()),
      [base.id]: remote(http()),
      [polygon.id]: remote(http()),
      [avalanche.id]: remote(http()),
      [bsc.id]: remote(http()),
      [linea.id]: remote(http()),
      [plasma.id]: remote(http()),
      [ink.id]: remote(http()),
      [sepolia.id]: remote(http()),
    },
  })
}

/** The network the app is on, read outside React (the rule of `useActiveChain`). */
function activeChainIdOf(config: { state: Config['state'] } | undefined): number {
  const state = config?.state
  const connection =
    state?.status === 'connected' && state.current
      ? state.connections.get(state.current)
      : undefined
  return resolveActiveChainId(connection?.chainId, useSettingsStore.getState().selectedChainId)
}

// The gate reads the config it belongs to, hence the late binding.
const created: { config?: { state: Config['state'] } } = {}

const sandboxChain = createSandboxChain(appEnv.sandboxRpcUrl)

/**
 * The wallets: inside an allowed Safe host the Safe is the only one (it connects by itself:
 * wagmi's reconnect finds it authorized); elsewhere RainbowKit's list (browser wallet,
 * WalletConnect wallets, the Sandbox wallet) and the wallets EIP-6963 announces. The widget
 * route adds the host page's wallet when the host provides one
 * (src/features/widget/host-connector.ts).
 */
function appConnectors(): CreateConnectorFn[] {
  if (isSafeApp) return safeAppConnectors()
  return createWalletConnectors({
    sandboxChain,
    walletConnectProjectId: appEnv.walletConnectProjectId,
    getSandboxAccountIndex: () => useSettingsStore.getState().sandboxAccountIndex,
    subscribeSandboxAccountIndex: (onChange) =>
      useSettingsStore.subscribe((state, previous) => {
        if (state.sandboxAccountIndex !== previous.sandboxAccountIndex) onChange()
      }),
  })
}

export const wagmiConfig = createWagmiConfig({
  sandboxRpcUrl: appEnv.sandboxRpcUrl,
  mainnetRpcUrl: appEnv.mainnetRpcUrl,
  connectors: appConnectors(),
  // A Safe App talks to its host only: no other wallet is offered there.
  discoverInjectedWallets: !isSafeApp,
  isRemoteAllowed: () => activeChainIdOf(created.config) !== SANDBOX_CHAIN_ID,
  isEnsAllowed: () => useSettingsStore.getState().ensLookups,
  // The store reads storage only when WagmiProvider mounts, so the client's first render
  // matches the prerendered HTML (src/app/prerender.tsx), and building it touches no window.
  ssr: true,
})

created.config = wagmiConfig

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
