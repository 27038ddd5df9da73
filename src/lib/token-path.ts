import type { Address } from 'viem'
import { CHAINS, type SupportedChainId } from '@batchswap/contract/protocol/chains'

/** The app route of a token page (the token feature owns the page; the path is the contract). */
export function tokenPagePath(chainId: SupportedChainId, token: Address): string {
  return `/token/${CHAINS[chainId].shortName}/${token}`
}
