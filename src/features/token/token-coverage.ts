import { t } from '@lingui/core/macro'
import type { ApiError } from '@/api/errors'
import type { ChainInfo } from '@batchswap/contract/protocol/chains'

/**
 * What the Token page says about the token-data service's reach on a network. The
 * interface document (section 8) lists complete coverage for Ethereum and Gnosis Chain and
 * partial coverage for Sepolia; every other network is "unlisted": the service may answer,
 * or may not know the network at all (400 for a chain id it does not serve) or the token
 * (404). Those answers mean "no data here", not a failure to retry.
 */
export interface CoverageNotice {
  title: string
  sentence: string
}

export function coverageNotice(
  chain: Pick<ChainInfo, 'name' | 'tokenData'>,
): CoverageNotice | undefined {
  const name = chain.name
  switch (chain.tokenData) {
    case 'complete':
      return undefined
    case 'partial':
      return {
        title: t`Token data on ${name} is partial`,
        sentence: t`The token-data service covers ${name} only in part: some tokens have no USD price or holder list.`,
      }
    case 'unlisted':
      return {
        title: t`Token data may be missing on ${name}`,
        sentence: t`The token-data service does not list ${name} among the networks it covers, so the USD price and the top holders may not be available. Trading on ${name} is not affected.`,
      }
  }
}

/** An answer that means the service has no data for this network or token (not an outage). */
export function isNoDataAnswer(
  chain: Pick<ChainInfo, 'tokenData'>,
  error: Pick<ApiError, 'status'> | null,
): boolean {
  if (!error) return false
  if (error.status === 404) return true
  // A network the service does not serve is refused as a bad request (its chain id is
  // validated against the networks it knows).
  return chain.tokenData !== 'complete' && error.status === 400
}
