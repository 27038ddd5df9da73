import { queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { loadWagmiConfig, type AppWagmiConfig } from '@/wallet/wagmi-loader'
import type * as chainReadActions from './chain-read-actions'

/**
 * A chain read (balances, allowances, token contracts) through React Query, whose code
 * loads on demand: the `queryFn` imports wagmi's read actions (chain-read-actions.ts) and
 * the app's wagmi config (wagmi-loader.ts) when the first read runs. wagmi's read hooks (`useReadContracts`, `useReadContract`,
 * `useBalance`) import those actions statically, which put viem's multicall, call and ABI
 * coding into every page's first load although a disconnected visitor never reads.
 *
 * Chain state lives in React Query only, never copied into a store. Keys may carry bigints:
 * the app's QueryClient hashes them (query-client.ts).
 */

/** The head of every chain read's query key. */
export const CHAIN_READ_KEY = 'chainRead'

type ChainReadActions = typeof chainReadActions

export interface ChainReadOptions<T> {
  /**
   * What is read, after the `CHAIN_READ_KEY` head: a name for the read, the chain and every
   * input `read` uses (addresses, arguments), so that equal keys mean equal reads.
   */
  key: readonly unknown[]
  /** Performs the read with the loaded actions and the app's wagmi config. */
  read: (actions: ChainReadActions, config: AppWagmiConfig) => Promise<T>
  enabled: boolean
  refetchInterval?: number
  staleTime?: number
  gcTime?: number
}

export function chainReadKey(key: readonly unknown[]): QueryKey {
  return [CHAIN_READ_KEY, ...key]
}

/**
 * A chain read outside React Query (e.g. the widget's events): the read actions and the
 * app's wagmi config, loaded on first use as `useChainRead` loads them.
 */
export async function chainRead<T>(read: ChainReadOptions<T>['read']): Promise<T> {
  const [actions, config] = await Promise.all([import('./chain-read-actions'), loadWagmiConfig()])
  return read(actions, config)
}

export function useChainRead<T>({ key, read, enabled, ...timing }: ChainReadOptions<T>) {
  // Errors here are viem's and wagmi's, not the API module's ApiError (the app's default).
  const options = queryOptions<T, Error>({
    queryKey: chainReadKey(key),
    // `read` is keyed by `key` (its inputs), not by its identity.
    queryFn: () => chainRead((actions, config) => read(actions, config)),
    enabled,
    ...timing,
  })
  return useQuery(options)
}

/**
 * Whether a settled trade should refetch this query: every chain read (balances,
 * allowances, and the token reads, which are cheap), and wagmi's own `useBalance` queries
 * (RainbowKit's account modal shows the native balance).
 */
export function isRefreshedAfterTrade(queryKey: QueryKey): boolean {
  const head = queryKey[0]
  return head === CHAIN_READ_KEY || head === 'balance'
}

/** Refetches the chain reads a fill has made stale (see `isRefreshedAfterTrade`). */
export function refreshChainReads(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => isRefreshedAfterTrade(query.queryKey),
  })
}
