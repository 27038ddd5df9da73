import type { Address } from 'viem'
import { sandboxDeployment } from '@/config/sandbox-deployment'

/**
 * The chain table: every network batchswap trades on, with the orderbook's network
 * path segment, the block explorer and the protocol contracts per environment.
 * Switching environment switches the signing domain and the approval target, not
 * just the base URL (staging runs its own settlement contract).
 */

export type Environment = 'production' | 'staging'
export const ENVIRONMENTS: readonly Environment[] = ['production', 'staging']

export type SupportedChainId = 1 | 100 | 42161 | 8453 | 11155111 | 31337

export interface ProtocolContracts {
  settlement: Address
  vaultRelayer: Address
}

export interface ChainInfo {
  id: SupportedChainId
  name: string
  shortName: string
  /** Orderbook path segment: {base}/{network}/api/v1/... */
  network: string
  nativeSymbol: string
  explorer: string
  /** Contracts per environment; the sandbox has one deployment for both. */
  contracts: Record<Environment, ProtocolContracts>
  isSandbox: boolean
}

const PRODUCTION: ProtocolContracts = {
  settlement: '0x9008D19f58AAbD9eD0D60971565AA8510560ab41',
  vaultRelayer: '0xC92E8bdf79f0507f65a392b0ab4667716BFE0110',
}

const STAGING: ProtocolContracts = {
  settlement: '0xf553d092b50bdcbddeD1A99aF2cA29FBE5E2CB13',
  vaultRelayer: '0xC7242d167563352E2BCA4d71C043fbe542DB8FB2',
}

const SANDBOX: ProtocolContracts = {
  settlement: sandboxDeployment.settlement,
  vaultRelayer: sandboxDeployment.vaultRelayer,
}

export const CHAINS: Record<SupportedChainId, ChainInfo> = {
  1: {
    id: 1,
    name: 'Ethereum',
    shortName: 'mainnet',
    network: 'mainnet',
    nativeSymbol: 'ETH',
    explorer: 'https://etherscan.io',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  100: {
    id: 100,
    name: 'Gnosis Chain',
    shortName: 'gnosis',
    network: 'xdai',
    nativeSymbol: 'xDAI',
    explorer: 'https://gnosisscan.io',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  42161: {
    id: 42161,
    name: 'Arbitrum One',
    shortName: 'arbitrum',
    network: 'arbitrum_one',
    nativeSymbol: 'ETH',
    explorer: 'https://arbiscan.io',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  8453: {
    id: 8453,
    name: 'Base',
    shortName: 'base',
    network: 'base',
    nativeSymbol: 'ETH',
    explorer: 'https://basescan.org',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  11155111: {
    id: 11155111,
    name: 'Sepolia',
    shortName: 'sepolia',
    network: 'sepolia',
    nativeSymbol: 'ETH',
    explorer: 'https://sepolia.etherscan.io',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  31337: {
    id: 31337,
    name: 'Sandbox',
    shortName: 'sandbox',
    network: 'sandbox',
    nativeSymbol: 'ETH',
    explorer: '',
    contracts: { production: SANDBOX, staging: SANDBOX },
    isSandbox: true,
  },
}

export const SUPPORTED_CHAIN_IDS = Object.keys(CHAINS).map(Number) as SupportedChainId[]

export const SANDBOX_CHAIN_ID = 31337 as const

export function isSupportedChainId(id: number): id is SupportedChainId {
  return Object.prototype.hasOwnProperty.call(CHAINS, id)
}

export function getChain(id: number): ChainInfo {
  if (!isSupportedChainId(id)) throw new Error(`Unsupported chain id ${id}`)
  return CHAINS[id]
}

/** Resolves the token-data family's {chainId} segment: a numeric id or a name. */
export function chainFromPathSegment(segment: string): ChainInfo | undefined {
  if (/^\d+$/.test(segment)) {
    const id = Number(segment)
    return isSupportedChainId(id) ? CHAINS[id] : undefined
  }
  const lower = segment.toLowerCase()
  return Object.values(CHAINS).find((c) => c.shortName === lower || c.network === lower)
}

export function getContracts(chainId: number, env: Environment): ProtocolContracts {
  return getChain(chainId).contracts[env]
}
