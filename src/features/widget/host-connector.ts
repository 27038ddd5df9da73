import { t } from '@lingui/core/macro'
import type { EIP1193Provider } from 'viem'
import { injected, type Config } from 'wagmi'
import { connect, disconnect, getAccount } from 'wagmi/actions'
import { parentTransport } from './parent-transport'
import { createHostProvider, type HostProvider } from './host-provider'

/**
 * The host page's wallet as a wagmi connector (an injected connector over the provider
 * messages), added to the app's wagmi config at run time. Loaded only on the widget route
 * when the host says it has a provider (`hasProvider`); the normal app never loads it.
 */
export const HOST_CONNECTOR_ID = 'widgetHost'

let provider: HostProvider | undefined

function hostProvider(): HostProvider {
  provider ??= createHostProvider(parentTransport())
  return provider
}

function ensureConnector(config: Config) {
  const existing = config.connectors.find((c) => c.id === HOST_CONNECTOR_ID)
  if (existing) return existing
  const connector = config._internal.connectors.setup(
    injected({
      target: () => ({
        id: HOST_CONNECTOR_ID,
        name: t`Host page wallet`,
        // viem types every RPC method of request(); the host provider forwards any method
        // untyped (the host's wallet answers), which is what EIP-1193 asks of it.
        provider: hostProvider() as unknown as EIP1193Provider,
      }),
      // The host decides about disconnecting; there is no "disconnected" flag to keep.
      shimDisconnect: false,
    }),
  )
  config._internal.connectors.setState((current) => [...current, connector])
  return connector
}

/** Connects to the host's wallet (asks the host for accounts). Safe to call repeatedly. */
export async function connectHostWallet(config: Config): Promise<void> {
  const connector = ensureConnector(config)
  const account = getAccount(config)
  if (account.connector?.uid === connector.uid && account.isConnected) return
  await connect(config, { connector })
}

/** The host no longer hands over a wallet. */
export async function disconnectHostWallet(config: Config): Promise<void> {
  const connector = config.connectors.find((c) => c.id === HOST_CONNECTOR_ID)
  if (connector && getAccount(config).connector?.uid === connector.uid) {
    await disconnect(config, { connector })
  }
}
