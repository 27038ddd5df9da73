import type { Address } from 'viem'

/**
 * The chain table: every network batchswap trades on, with the orderbook's network
 * path segment, the block explorer and the protocol contracts per environment.
 * Switching environment switches the signing domain and the approval target, not
 * just the base URL (staging runs its own settlement contract).
 */

export type Environment = 'production' | 'staging'
export const ENVIRONMENTS: readonly Environment[] = ['production', 'staging']

/**
 * The networks the public SDK lists as supported (@cowprotocol/sdk-config 2.4.0,
 * SupportedChainId; its non-EVM Solana entry, marked under development, is left out), and
 * the local sandbox. Path segments, explorers and wrapped native tokens are the SDK's
 * (ALL_SUPPORTED_CHAINS_MAP, WRAPPED_NATIVE_CURRENCIES, ORDER_BOOK_PROD_CONFIG), checked
 * against the servers list of cowprotocol/services crates/orderbook/openapi.yml.
 */
export type SupportedChainId =
  1 | 100 | 42161 | 8453 | 137 | 43114 | 56 | 59144 | 9745 | 57073 | 11155111 | 31337

/**
 * How far the token-data service (USD prices, top holders) covers a network. The
 * interface document (section 8) states complete coverage for Ethereum and Gnosis Chain
 * and partial for Sepolia; for the other networks it says nothing, so the Token page says
 * that data may be missing instead of treating a missing answer as an error.
 */
export type TokenDataCoverage = 'complete' | 'partial' | 'unlisted'

export interface ProtocolContracts {
  settlement: Address
  vaultRelayer: Address
  /**
   * CoWSwapEthFlow: sells native currency as orders of the wrapped native token. The SDK
   * (ETH_FLOW_ADDRESSES, BARN_ETH_FLOW_ADDRESSES) maps one address per environment to every
   * network; undefined would mean a network without one (native currency not sellable).
   */
  ethFlow: Address | undefined
}

export interface ChainInfo {
  id: SupportedChainId
  name: string
  shortName: string
  /** Orderbook path segment: {base}/{network}/api/v1/... */
  network: string
  nativeSymbol: string
  /** The ERC-20 wrapper of the native currency (what eth-flow orders trade). */
  wrappedNative: Address
  explorer: string
  tokenData: TokenDataCoverage
  /** Contracts per environment; the sandbox has one deployment for both. */
  contracts: Record<Environment, ProtocolContracts>
  isSandbox: boolean
}

const PRODUCTION: ProtocolContracts = {
  settlement: '0x9008D19f58AAbD9eD0D60971565AA8510560ab41',
  vaultRelayer: '0xC92E8bdf79f0507f65a392b0ab4667716BFE0110',
  ethFlow: '0xbA3cB449bD2B4ADddBc894D8697F5170800EAdeC',
}

const STAGING: ProtocolContracts = {
  settlement: '0xf553d092b50bdcbddeD1A99aF2cA29FBE5E2CB13',
  vaultRelayer: '0xC7242d167563352E2BCA4d71C043fbe542DB8FB2',
  ethFlow: '0xb37aDD6AC288BD3825a901Cba6ec65A89f31B8CC',
}

/**
 * The sandbox's protocol contracts and wrapped native token. Its deployment is deterministic
 * (sandbox/deployment.ts, checked against a fresh chain by sandbox/chain/deploy.test.ts);
 * they are written out here like every other network's, so the protocol layer imports nothing
 * of the app, and src/config/networks.test.ts pins them to the deployment.
 */
const SANDBOX: ProtocolContracts = {
  settlement: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
  vaultRelayer: '0x21dB43cDD6FbD4998FF67Af132F953747BFaCb97',
  ethFlow: '0x741050c1d044e23d3eBd2e85ad8b6cE5c17555c7',
}
const SANDBOX_WRAPPED_NATIVE: Address = '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629'

export const CHAINS: Record<SupportedChainId, ChainInfo> = {
  1: {
    id: 1,
    name: 'Ethereum',
    shortName: 'mainnet',
    network: 'mainnet',
    nativeSymbol: 'ETH',
    wrappedNative: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    explorer: 'https://etherscan.io',
    tokenData: 'complete',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  100: {
    id: 100,
    name: 'Gnosis Chain',
    shortName: 'gnosis',
    network: 'xdai',
    nativeSymbol: 'xDAI',
    wrappedNative: '0xe91D153E0b41518A2Ce8Dd3D7944Fa863463a97d',
    explorer: 'https://gnosisscan.io',
    tokenData: 'complete',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  42161: {
    id: 42161,
    name: 'Arbitrum One',
    shortName: 'arbitrum',
    network: 'arbitrum_one',
    nativeSymbol: 'ETH',
    wrappedNative: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
    explorer: 'https://arbiscan.io',
    tokenData: 'unlisted',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  8453: {
    id: 8453,
    name: 'Base',
    shortName: 'base',
    network: 'base',
    nativeSymbol: 'ETH',
    wrappedNative: '0x4200000000000000000000000000000000000006',
    explorer: 'https://basescan.org',
    tokenData: 'unlisted',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  137: {
    id: 137,
    name: 'Polygon',
    shortName: 'polygon',
    network: 'polygon',
    nativeSymbol: 'POL',
    wrappedNative: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
    explorer: 'https://polygonscan.com',
    tokenData: 'unlisted',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  43114: {
    id: 43114,
    name: 'Avalanche',
    shortName: 'avalanche',
    network: 'avalanche',
    nativeSymbol: 'AVAX',
    wrappedNative: '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7',
    explorer: 'https://snowscan.xyz',
    tokenData: 'unlisted',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  56: {
    id: 56,
    name: 'BNB Chain',
    shortName: 'bnb',
    network: 'bnb',
    nativeSymbol: 'BNB',
    wrappedNative: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
    explorer: 'https://bscscan.com',
    tokenData: 'unlisted',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  59144: {
    id: 59144,
    name: 'Linea',
    shortName: 'linea',
    network: 'linea',
    nativeSymbol: 'ETH',
    wrappedNative: '0xe5D7C2a44FfDDf6b295A15c148167daaAf5Cf34f',
    explorer: 'https://lineascan.build',
    tokenData: 'unlisted',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  9745: {
    id: 9745,
    name: 'Plasma',
    shortName: 'plasma',
    network: 'plasma',
    nativeSymbol: 'XPL',
    wrappedNative: '0x6100E367285b01F48D07953803A2d8dCA5D19873',
    explorer: 'https://plasmascan.to',
    tokenData: 'unlisted',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  57073: {
    id: 57073,
    name: 'Ink',
    shortName: 'ink',
    network: 'ink',
    nativeSymbol: 'ETH',
    wrappedNative: '0x4200000000000000000000000000000000000006',
    explorer: 'https://explorer.inkonchain.com',
    tokenData: 'unlisted',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  11155111: {
    id: 11155111,
    name: 'Sepolia',
    shortName: 'sepolia',
    network: 'sepolia',
    nativeSymbol: 'ETH',
    wrappedNative: '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14',
    explorer: 'https://sepolia.etherscan.io',
    tokenData: 'partial',
    contracts: { production: PRODUCTION, staging: STAGING },
    isSandbox: false,
  },
  31337: {
    id: 31337,
    name: 'Sandbox',
    shortName: 'sandbox',
    network: 'sandbox',
    nativeSymbol: 'ETH',
    wrappedNative: SANDBOX_WRAPPED_NATIVE,
    explorer: '',
    // The sandbox serves its own token data for every token it deploys.
    tokenData: 'complete',
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

/** The eth-flow contract of a network and environment, undefined where there is none. */
export function getEthFlowAddress(chainId: number, env: Environment): Address | undefined {
  return getContracts(chainId, env).ethFlow
}
