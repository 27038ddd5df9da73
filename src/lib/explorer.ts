/**
 * Links out of the app: block-explorer pages of addresses, tokens and transactions, and the
 * CoW order explorer. Undefined on chains without an explorer (the sandbox), so callers
 * show plain text there.
 */
import type { Address, Hex } from 'viem'
import { transactionUrl } from '@/lib/transaction-toast'
import { CHAINS, isSupportedChainId, type Environment } from '@batchswap/contract/protocol/chains'

function explorerOf(chainId: number): string | undefined {
  if (!isSupportedChainId(chainId)) return undefined
  return CHAINS[chainId].explorer || undefined
}

/** Block-explorer page of an address; undefined on chains without one (the sandbox). */
export function addressUrl(chainId: number, address: Address): string | undefined {
  const explorer = explorerOf(chainId)
  return explorer ? `${explorer}/address/${address}` : undefined
}

export function tokenUrl(chainId: number, address: Address): string | undefined {
  const explorer = explorerOf(chainId)
  return explorer ? `${explorer}/token/${address}` : undefined
}

export { transactionUrl }

/** Network prefixes of the CoW order explorer (mainnet has none). */
const ORDER_EXPLORER_PREFIX: Partial<Record<number, string>> = {
  1: '',
  100: '/gc',
  42161: '/arb1',
  8453: '/base',
  11155111: '/sepolia',
}

/** The order explorer's page of an order (production and staging have their own). */
export function orderExplorerUrl(chainId: number, env: Environment, uid: Hex): string | undefined {
  const prefix = ORDER_EXPLORER_PREFIX[chainId]
  if (prefix === undefined) return undefined
  const host = env === 'staging' ? 'https://barn.explorer.cow.fi' : 'https://explorer.cow.fi'
  return `${host}${prefix}/orders/${uid}`
}
