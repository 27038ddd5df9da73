import { hydrate } from '@wagmi/core'
import { getAccount, watchAccount } from 'wagmi/actions'
import { setWalletAccount, type WalletAccount } from '@/wallet/wallet-state'
import { wagmiConfig } from './wagmi'

/**
 * wagmi at run time, loaded on demand through wagmi-loader.ts: the config, its store read
 * from storage (what WagmiProvider did when it mounted), and the wallet state the first
 * view reads (src/wallet/wallet-state.ts) kept in step with wagmi's account.
 */

export { wagmiConfig }

/** The wallet actions first-view code calls once wagmi has loaded (use-switch-network, ...). */
export {
  connect,
  disconnect,
  reconnect,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions'

function accountOf(config: typeof wagmiConfig): WalletAccount {
  const account = getAccount(config)
  return {
    status: account.status,
    address: account.address,
    chainId: account.chainId,
    connectorId: account.connector?.id,
    connectorName: account.connector?.name,
  }
}

let started: Promise<void> | undefined

/**
 * Reads wagmi's persisted store and adds the EIP-6963 wallets discovered so far, as
 * WagmiProvider did with `reconnectOnMount={false}` (the wallet layer reconnects once the
 * connectors have loaded), then mirrors the account into the wallet state.
 */
export function startWagmi(): Promise<void> {
  started ??= (async () => {
    watchAccount(wagmiConfig, { onChange: () => setWalletAccount(accountOf(wagmiConfig)) })
    await hydrate(wagmiConfig, { reconnectOnMount: false }).onMount()
    setWalletAccount(accountOf(wagmiConfig))
  })()
  return started
}
