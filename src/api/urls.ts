import { appEnv } from '@/config/env'
import { getChain, SANDBOX_CHAIN_ID, type Environment } from '@batchswap/contract/protocol/chains'

/** Base addresses of the three path families (spec 1); each ends before its variable part. */
export interface ServiceUrls {
  /** `{host}/{network}/api`; endpoints append `/v1/...` or `/v2/...`. */
  orderbookApi: string
  /** `{bff}/{chainId}`; endpoints append `/tokens/...` or `/markets/...`. */
  tokenData: string
  /** `{bff}/accounts`; endpoints append `/{account}/notifications`. */
  notifications: string
}

export interface ServiceHosts {
  sandboxApiUrl: string
  orderbookUrl: Record<Environment, string>
  bffUrl: Record<Environment, string>
}

/** An orderbook endpoint's URL: `{orderbookApi}/v1{path}` (`path` starts with `/`). */
export function orderbookV1Url(urls: ServiceUrls, path: string): string {
  return `${urls.orderbookApi}/v1${path}`
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

/**
 * The sandbox chain serves all three families from the one sandbox service (network
 * segment `sandbox`); the other chains use the configured production or staging hosts.
 * Throws for a chain outside the table.
 */
export function getServiceUrls(
  chainId: number,
  env: Environment,
  hosts: ServiceHosts = appEnv,
): ServiceUrls {
  const chain = getChain(chainId)
  if (chain.id === SANDBOX_CHAIN_ID) {
    const base = trimSlash(hosts.sandboxApiUrl)
    return {
      orderbookApi: `${base}/${chain.network}/api`,
      tokenData: `${base}/${chain.id}`,
      notifications: `${base}/accounts`,
    }
  }
  const orderbook = trimSlash(hosts.orderbookUrl[env])
  const bff = trimSlash(hosts.bffUrl[env])
  return {
    orderbookApi: `${orderbook}/${chain.network}/api`,
    tokenData: `${bff}/${chain.id}`,
    notifications: `${bff}/accounts`,
  }
}
