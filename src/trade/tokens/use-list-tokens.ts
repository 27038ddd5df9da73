import { useEffect } from 'react'
import { create } from 'zustand'
import type { TokenInfo } from '@/config/token-lists'
import { browserStorage } from '@/lib/browser-storage'

/**
 * The tokens of the lists in force besides the built-in one (the trader's lists that are on,
 * an embedding's `tokenLists` and `customTokens`), per chain. Only this small store is part of
 * the first view: the lists' store, fetching and schema (./token-list-loader.ts) load when
 * there is a list to read, and fill it. `version` moves when the trader adds a list.
 */
export const useListedExtras = create<{
  byChain: Record<number, readonly TokenInfo[]>
  version: number
}>(() => ({ byChain: {}, version: 0 }))

const NO_TOKENS: readonly TokenInfo[] = []

export function useListTokens(
  chainId: number,
  urls?: readonly string[],
  tokens?: readonly TokenInfo[],
): readonly TokenInfo[] {
  const version = useListedExtras((s) => s.version)
  useEffect(() => {
    // The trader's lists' key (./token-list-store.ts), read without loading that store.
    if (
      !urls &&
      !tokens &&
      !String(browserStorage().getItem('batchswap.token-lists.v1')).includes('"url"')
    )
      return
    let stop = () => {}
    let live = true
    void import('./token-list-loader').then((m) => {
      if (live) stop = m.followLists(chainId, urls, tokens)
    })
    return () => {
      live = false
      stop()
    }
  }, [chainId, urls, tokens, version])
  return useListedExtras((s) => s.byChain[chainId]) ?? NO_TOKENS
}
