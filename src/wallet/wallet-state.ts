import type { Address } from 'viem'
import { create } from 'zustand'

/**
 * The connected wallet as the first view needs it: account, chain and connector. wagmi
 * (its config, connectors and viem's clients) loads only when a wallet is wanted
 * (src/wallet/wagmi-loader.ts); once loaded it feeds this store through `watchAccount`
 * (src/wallet/wagmi-runtime.ts). Until then it says "disconnected", which is also what the
 * prerendered page shows, so hydration matches.
 *
 * Components read it instead of wagmi's `useAccount`, so the first view imports no wagmi.
 */

export type WalletStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

export interface WalletAccount {
  status: WalletStatus
  /** Set while connected (and while reconnecting, when wagmi knows it already). */
  address: Address | undefined
  /** The wallet's network, supported or not. */
  chainId: number | undefined
  /** The connector's id, e.g. `safe`, `sandboxWallet`, `io.metamask`. */
  connectorId: string | undefined
  connectorName: string | undefined
}

export interface WalletState extends WalletAccount {
  isConnected: boolean
}

export const DISCONNECTED: WalletAccount = {
  status: 'disconnected',
  address: undefined,
  chainId: undefined,
  connectorId: undefined,
  connectorName: undefined,
}

function withDerived(account: WalletAccount): WalletState {
  return { ...account, isConnected: account.status === 'connected' }
}

export const useWalletState = create<WalletState>()(() => withDerived(DISCONNECTED))

/** Called by the wagmi runtime on every account change (and in tests). */
export function setWalletAccount(account: WalletAccount): void {
  const current = useWalletState.getState()
  if (
    current.status === account.status &&
    current.address === account.address &&
    current.chainId === account.chainId &&
    current.connectorId === account.connectorId &&
    current.connectorName === account.connectorName
  ) {
    return
  }
  useWalletState.setState(withDerived(account), true)
}

/** The account fields most components want, like wagmi's `useAccount()` (one subscription). */
export function useWalletAccount(): WalletState {
  return useWalletState()
}
