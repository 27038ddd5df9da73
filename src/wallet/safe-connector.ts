import { getAddress, withTimeout } from 'viem'
import { createConnector, ProviderNotFoundError, type CreateConnectorFn } from 'wagmi'
import { appEnv } from '@/config/env'
import { allowedSafeDomains, isSafeApp, SAFE_CONNECTOR_ID } from '@/wallet/safe-app'

/**
 * How long the Safe host may take to answer `getSafeInfo`. wagmi's default (10 ms) is for
 * telling "not in a Safe" quickly; we only create the connector inside an allowed Safe
 * host's iframe, where a slow answer is a slow host, not a missing one.
 */
const SAFE_INFO_TIMEOUT_MS = 5_000

interface SafeConnectorParameters {
  allowedDomains: RegExp[]
  getInfoTimeoutMs: number
}

interface SafeProvider {
  chainId: number
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: 'disconnect', listener: () => void): void
  removeListener(event: 'disconnect', listener: () => void): void
}

/**
 * wagmi's `safe` connector (@wagmi/connectors 2.19's safe.js, same id, type and behaviour),
 * written out here for one reason: wagmi only exports it from the `wagmi/connectors` barrel,
 * and importing that barrel, even lazily, pulls every other connector (Coinbase, MetaMask,
 * Porto…) into the first load. The Safe Apps SDK and provider (pinned in package.json) are
 * imported on first use, and this connector exists only inside an allowed Safe host.
 */
export function safeConnector(parameters: SafeConnectorParameters): CreateConnectorFn {
  let provider: SafeProvider | undefined
  let onDisconnect: (() => void) | undefined
  return createConnector<SafeProvider | undefined>((config) => ({
    id: SAFE_CONNECTOR_ID,
    name: 'Safe',
    type: 'safe',
    async connect({ withCapabilities } = {}) {
      const safeProvider = await this.getProvider()
      if (!safeProvider) throw new ProviderNotFoundError()
      const accounts = await this.getAccounts()
      const chainId = await this.getChainId()
      if (!onDisconnect) {
        onDisconnect = this.onDisconnect.bind(this)
        safeProvider.on('disconnect', onDisconnect)
      }
      return {
        accounts: (withCapabilities
          ? accounts.map((address) => ({ address, capabilities: {} }))
          : accounts) as never,
        chainId,
      }
    },
    async disconnect() {
      const safeProvider = await this.getProvider()
      if (!safeProvider) throw new ProviderNotFoundError()
      if (onDisconnect) {
        safeProvider.removeListener('disconnect', onDisconnect)
        onDisconnect = undefined
      }
    },
    async getAccounts() {
      const safeProvider = await this.getProvider()
      if (!safeProvider) throw new ProviderNotFoundError()
      const accounts = (await safeProvider.request({ method: 'eth_accounts' })) as string[]
      return accounts.map((account) => getAddress(account))
    },
    async getProvider() {
      if (typeof window === 'undefined' || window.parent === window) return undefined
      if (!provider) {
        const [{ default: SafeAppsSDK }, providerModule] = await Promise.all([
          import('@safe-global/safe-apps-sdk'),
          import('@safe-global/safe-apps-provider'),
        ])
        const sdk = new SafeAppsSDK({ allowedDomains: parameters.allowedDomains })
        const safe = await withTimeout(() => sdk.safe.getInfo(), {
          timeout: parameters.getInfoTimeoutMs,
        })
        if (!safe) throw new Error('Could not load Safe information')
        // A CommonJS module: Vite may put its exports under `default` (vitejs/vite#9703).
        const SafeAppProvider =
          typeof providerModule.SafeAppProvider === 'function'
            ? providerModule.SafeAppProvider
            : providerModule.default.SafeAppProvider
        if (!SafeAppProvider) throw new Error('@safe-global/safe-apps-provider did not load')
        provider = new SafeAppProvider(safe, sdk) as unknown as SafeProvider
      }
      return provider
    },
    async getChainId() {
      const safeProvider = await this.getProvider()
      if (!safeProvider) throw new ProviderNotFoundError()
      return Number(safeProvider.chainId)
    },
    async isAuthorized() {
      try {
        return (await this.getAccounts()).length > 0
      } catch {
        return false
      }
    },
    // A Safe lives on one chain and its account never changes inside the app.
    onAccountsChanged: () => undefined,
    onChainChanged: () => undefined,
    onDisconnect: () => config.emitter.emit('disconnect'),
  }))
}

/** The connectors to add for Safe Apps: none outside a Safe host's iframe. */
export function safeAppConnectors(): CreateConnectorFn[] {
  if (!isSafeApp) return []
  return [
    safeConnector({
      allowedDomains: allowedSafeDomains(appEnv.safeAllowedDomains),
      getInfoTimeoutMs: SAFE_INFO_TIMEOUT_MS,
    }),
  ]
}
