import { useEffect } from 'react'
import type { TokenInfo } from '@/config/token-lists'
import { followLists, useListedExtras } from './token-list-loader'
import { useTokenListsStore } from './token-list-store'

const NO_TOKENS: readonly TokenInfo[] = []

/** The tokens of the lists in force for `chainId`, besides the built-in list. */
export function useListTokens(
  chainId: number,
  urls?: readonly string[],
  tokens?: readonly TokenInfo[],
): readonly TokenInfo[] {
  const version = useListedExtras((s) => s.version)
  useEffect(() => {
    // No list in force, neither the trader's nor handed over: nothing to follow.
    if (!urls && !tokens && useTokenListsStore.getState().lists.length === 0) return
    return followLists(chainId, urls, tokens)
  }, [chainId, urls, tokens, version])
  return useListedExtras((s) => s.byChain[chainId]) ?? NO_TOKENS
}
