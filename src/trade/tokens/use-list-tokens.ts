import { queryOptions, useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { isAddressEqual } from 'viem'
import type { TokenInfo } from '@/config/token-lists'
import { useTokenListsStore } from './token-list-store'

/**
 * The tokens of the lists in force besides the built-in one: the trader's lists that are on,
 * and an embedding's lists and tokens (a widget host's `tokenLists` and `customTokens`). The
 * list code (fetch and schema) loads only when there is a list to read.
 */
export const tokenListKeys = { list: (url: string) => ['tokenList', url] as const }

export function tokenListQueryOptions(url: string) {
  return queryOptions({
    queryKey: tokenListKeys.list(url),
    queryFn: async ({ signal }) => (await import('./token-list-fetch')).fetchTokenList(url, signal),
    // A list changes by new versions, rarely: once a session is enough.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  })
}

export interface ListSources {
  /** List URLs the embedding enables. */
  urls?: readonly string[]
  /** Tokens the embedding adds as they are. */
  tokens?: readonly TokenInfo[]
}

const NONE: readonly string[] = []

export function useListTokens(chainId: number, sources: ListSources = {}): readonly TokenInfo[] {
  const added = useTokenListsStore((s) => s.lists)
  const urls = useMemo(() => {
    const own = added.filter((l) => l.enabled).map((l) => l.url)
    return [...new Set([...own, ...(sources.urls ?? NONE)])]
  }, [added, sources.urls])
  const results = useQueries({ queries: urls.map((url) => tokenListQueryOptions(url)) })
  const data = results.map((r) => r.data)
  const key = data.map((d) => (d ? d.url : '-')).join('|')
  const custom = sources.tokens
  return useMemo(() => {
    const out: TokenInfo[] = []
    const add = (token: TokenInfo) => {
      if (token.chainId !== chainId) return
      if (out.some((t) => isAddressEqual(t.address, token.address))) return
      out.push(token)
    }
    for (const token of custom ?? []) add(token)
    for (const list of data) for (const token of list?.tokens ?? []) add(token)
    return out
    // `key` stands for `data`: a new array each render, the same lists.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chainId, custom, key])
}
