import { getAddress, isAddress, type Address, type TypedDataDomain } from 'viem'
import { getContracts, isSupportedChainId, type Environment } from './chains'

/** Fixed strings of the GPv2 settlement contract's EIP-712 domain. */
export const DOMAIN_NAME = 'Gnosis Protocol'
export const DOMAIN_VERSION = 'v2'

/** The domain every order and cancellation for `chainId` and `settlement` is signed in. */
export interface ProtocolDomain extends TypedDataDomain {
  name: typeof DOMAIN_NAME
  version: typeof DOMAIN_VERSION
  chainId: number
  verifyingContract: Address
}

/**
 * Builds the signing domain. Refuses chains outside the table, because a signature
 * for a chain we do not trade on can never be settled and would only confuse.
 */
export function getDomain(chainId: number, settlement: Address): ProtocolDomain {
  if (!isSupportedChainId(chainId)) {
    throw new Error(`Cannot build the signing domain: chain id ${chainId} is not supported`)
  }
  if (!isAddress(settlement)) {
    throw new Error(`Cannot build the signing domain: "${settlement}" is not an address`)
  }
  return {
    name: DOMAIN_NAME,
    version: DOMAIN_VERSION,
    chainId,
    verifyingContract: getAddress(settlement),
  }
}

/** The domain for a chain and environment, with the settlement contract taken from the chain table. */
export function getDomainFor(chainId: number, env: Environment): ProtocolDomain {
  if (!isSupportedChainId(chainId)) {
    throw new Error(`Cannot build the signing domain: chain id ${chainId} is not supported`)
  }
  return getDomain(chainId, getContracts(chainId, env).settlement)
}
