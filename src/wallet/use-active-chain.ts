import { useAccount } from 'wagmi'
import { useSettingsStore } from '@/lib/settings-store'
import {
  CHAINS,
  isSupportedChainId,
  type ChainInfo,
  type SupportedChainId,
} from '@batchswap/contract/protocol/chains'

export interface ActiveChain {
  /** The network the app reads from and trades on. */
  chainId: SupportedChainId
  chain: ChainInfo
  /** The connected wallet's network, supported or not; undefined when disconnected. */
  walletChainId: number | undefined
  /** Connected to a network batchswap does not run on: show the switch banner. */
  isWalletOnUnsupportedChain: boolean
}

/** Pure rule behind `useActiveChain`: a connected wallet's supported chain wins. */
export function resolveActiveChainId(
  walletChainId: number | undefined,
  selectedChainId: SupportedChainId,
): SupportedChainId {
  return walletChainId !== undefined && isSupportedChainId(walletChainId)
    ? walletChainId
    : selectedChainId
}

/**
 * The app's network, derived rather than synced: the wallet's chain when a wallet is
 * connected to a supported one, otherwise the network picked in the header (persisted).
 */
export function useActiveChain(): ActiveChain {
  const { chainId: connectedChainId, isConnected } = useAccount()
  const selectedChainId = useSettingsStore((s) => s.selectedChainId)
  const walletChainId = isConnected ? connectedChainId : undefined
  const chainId = resolveActiveChainId(walletChainId, selectedChainId)
  return {
    chainId,
    chain: CHAINS[chainId],
    walletChainId,
    isWalletOnUnsupportedChain: walletChainId !== undefined && !isSupportedChainId(walletChainId),
  }
}

/** Shorthand for `useActiveChain().chainId`. */
export function useSelectedChainId(): SupportedChainId {
  return useActiveChain().chainId
}
