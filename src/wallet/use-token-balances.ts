import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { erc20Abi, type Address } from 'viem'
import { useBalance, useReadContracts } from 'wagmi'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'

/** What a balance read needs to know about a token (a token-list entry fits). */
export interface BalanceToken {
  address: Address
  symbol: string
  decimals: number
}

/** Balances refresh on this interval (and on window focus), so trades show up. */
export const BALANCE_REFETCH_MS = 12_000

export type TokenBalance =
  | { token: BalanceToken; status: 'success'; value: bigint }
  | { token: BalanceToken; status: 'error'; error: Error }

/**
 * ERC-20 balances of `owner` for a list of tokens, in one round trip. wagmi tries
 * Multicall3 first; chains without it (anvil) fall back to single `eth_call`s, which the
 * sandbox transport batches into one HTTP request. One failing token does not hide the
 * others (`allowFailure`).
 */
export function useTokenBalances(options: {
  chainId: SupportedChainId
  owner: Address | undefined
  tokens: readonly BalanceToken[]
}) {
  const { chainId, owner, tokens } = options
  const result = useReadContracts({
    contracts: owner
      ? tokens.map((token) => ({
          chainId,
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf' as const,
          args: [owner] as const,
        }))
      : [],
    allowFailure: true,
    query: {
      enabled: owner !== undefined && tokens.length > 0,
      refetchInterval: BALANCE_REFETCH_MS,
    },
  })
  const balances: TokenBalance[] | undefined = result.data?.map((entry, i) => {
    const token = tokens[i] as BalanceToken
    return entry.status === 'success'
      ? { token, status: 'success', value: entry.result }
      : { token, status: 'error', error: entry.error }
  })
  return { ...result, balances }
}

/** The native balance (ETH, xDAI) of `owner`. */
export function useNativeBalance(options: {
  chainId: SupportedChainId
  owner: Address | undefined
}) {
  const { chainId, owner } = options
  return useBalance({
    chainId,
    address: owner,
    query: { refetchInterval: BALANCE_REFETCH_MS },
  })
}

/** The heads of wagmi's chain-read query keys that a trade can make stale. */
const TRADE_MOVES: ReadonlySet<unknown> = new Set(['readContract', 'readContracts', 'balance'])

/**
 * Whether a settled trade should refetch this query: wagmi's contract reads (balances,
 * allowances, and the token reads, which are cheap) and its `useBalance` queries.
 */
export function isRefreshedAfterTrade(queryKey: QueryKey): boolean {
  return TRADE_MOVES.has(queryKey[0])
}

/** Refetches the chain reads a fill has made stale (see `isRefreshedAfterTrade`). */
export function refreshChainReads(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => isRefreshedAfterTrade(query.queryKey),
  })
}
