import {
  getAddress,
  numberToHex,
  SwitchChainError,
  type Address,
  type Chain,
  type EIP1193RequestFn,
} from 'viem'
import { ChainNotConfiguredError, createConnector } from 'wagmi'
import { mock } from 'wagmi/connectors'
import { SANDBOX_CONNECTOR_ID, SANDBOX_WALLET_NAME } from '@/wallet/sandbox-wallet-id'

/**
 * The Sandbox wallet: anvil's unlocked dev accounts as a wallet, so a person (and the
 * e2e tests) can trade on the sandbox chain without a browser extension.
 *
 * Built on wagmi's `mock` connector, which forwards `eth_signTypedData_v4`, `eth_sign`
 * (for `personal_sign`) and `eth_sendTransaction` to the node; anvil signs them with the
 * unlocked keys. On top of the mock this connector
 * - pins every request to the sandbox RPC (the mock would otherwise use the first chain
 *   of the config),
 * - stays on the sandbox chain: its accounts exist nowhere else,
 * - puts the chosen dev account first (wagmi's current account is `accounts[0]`) and
 *   announces a new choice while connected,
 * - remembers the connection in wagmi's storage, so a reload reconnects.
 */

const CONNECTED_KEY = 'sandbox.connected'

export interface SandboxConnectorOptions {
  /** The sandbox chain (must be one of the config's chains). */
  chain: Chain
  /** The dev accounts the wallet offers, in index order. */
  accounts: readonly [Address, ...Address[]]
  /** Index into `accounts` of the account in use. */
  getAccountIndex: () => number
  /** Calls back when the chosen index changes; returns an unsubscribe. */
  subscribeAccountIndex?: (onChange: () => void) => () => void
}

/** The accounts with the chosen one first; an out-of-range index keeps account 0. */
export function orderAccounts(
  accounts: readonly [Address, ...Address[]],
  index: number,
): readonly [Address, ...Address[]] {
  const chosen = accounts[index]
  if (chosen === undefined) return accounts
  return [chosen, ...accounts.filter((_, i) => i !== index)]
}

export function sandboxConnector(options: SandboxConnectorOptions) {
  const { chain } = options
  const base = mock({ accounts: options.accounts, features: { reconnect: true } })
  const ordered = () => orderAccounts(options.accounts, options.getAccountIndex())

  type MockConnector = ReturnType<typeof base>
  type Provider = Awaited<ReturnType<MockConnector['getProvider']>>

  return createConnector<Provider>((config) => {
    const inner = base(config)
    let connected = false
    let unsubscribe: (() => void) | undefined

    return {
      ...inner,
      id: SANDBOX_CONNECTOR_ID,
      name: SANDBOX_WALLET_NAME,
      type: 'sandbox',

      async setup() {
        await inner.setup?.call(this)
        unsubscribe?.()
        unsubscribe = options.subscribeAccountIndex?.(() => {
          if (connected) this.onAccountsChanged([...ordered()])
        })
      },

      async connect({ isReconnecting, withCapabilities } = {}) {
        // The chain a caller asks for is ignored: this wallet only exists on the sandbox.
        const result = await inner.connect.call(this, { isReconnecting })
        connected = true
        await config.storage?.setItem(CONNECTED_KEY, true)
        const accounts = [...ordered()]
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: result.chainId,
        }
      },

      async disconnect() {
        await inner.disconnect.call(this)
        connected = false
        await config.storage?.removeItem(CONNECTED_KEY)
      },

      async getAccounts() {
        // The mock would ask the node, which lists all ten dev accounts.
        await inner.getAccounts.call(this)
        return [...ordered()]
      },

      async getChainId() {
        return chain.id
      },

      async isAuthorized() {
        return (await config.storage?.getItem(CONNECTED_KEY)) === true
      },

      async switchChain({ chainId }) {
        if (chainId !== chain.id) {
          throw new SwitchChainError(
            new Error(`The ${SANDBOX_WALLET_NAME} works only on the ${chain.name} network.`),
          )
        }
        const configured = config.chains.find((c) => c.id === chainId)
        if (!configured) throw new SwitchChainError(new ChainNotConfiguredError())
        return configured
      },

      async getProvider() {
        const provider = await inner.getProvider.call(this, { chainId: chain.id })
        const request = (async (args: { method: string; params?: unknown }) => {
          if (args.method === 'eth_chainId') return numberToHex(chain.id)
          if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') {
            return ordered().map((a) => getAddress(a))
          }
          return provider.request(args as Parameters<typeof provider.request>[0])
        }) as EIP1193RequestFn
        return { ...provider, request }
      },
    }
  })
}
