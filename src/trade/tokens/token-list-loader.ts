import { t } from '@lingui/core/macro'
import { isAddressEqual } from 'viem'
import { create } from 'zustand'
import type { TokenInfo } from '@/config/token-lists'
import type { LoadedTokenList } from './token-list-fetch'
import { useTokenListsStore } from './token-list-store'

/**
 * Reads the lists in force (the trader's that are on, and an embedding's) and puts their
 * tokens for a chain into `useListedExtras`, following the trader's changes. Each list is
 * read once a page (lists change by new versions, rarely); the lists' panel reads one again
 * when it is added.
 */

/**
 * The tokens of the lists in force besides the built-in one (the trader's lists that are on,
 * an embedding's `tokenLists` and `customTokens`), per chain (read by ./use-list-tokens.ts).
 * `version` moves when the trader adds a list.
 */
export const useListedExtras = create<{
  byChain: Record<number, readonly TokenInfo[]>
  version: number
}>(() => ({ byChain: {}, version: 0 }))

export type ListState =
  | { status: 'loading' }
  | { status: 'success'; list: LoadedTokenList }
  | { status: 'error'; message: string }

export const useLoadedLists = create<{ byUrl: Record<string, ListState> }>(() => ({ byUrl: {} }))

export function useListState(url: string): ListState | undefined {
  return useLoadedLists((s) => s.byUrl[url])
}

const inFlight = new Map<string, Promise<LoadedTokenList>>()

/** Reads the list at `url` (once, unless `force`), keeping the outcome for every form. */
export function loadTokenList(
  url: string,
  options: { force?: boolean } = {},
): Promise<LoadedTokenList> {
  const running = inFlight.get(url)
  if (running) return running
  const current = useLoadedLists.getState().byUrl[url]
  if (current?.status === 'success' && !options.force) return Promise.resolve(current.list)
  const set = (state: ListState) =>
    useLoadedLists.setState((s) => ({ byUrl: { ...s.byUrl, [url]: state } }))
  set({ status: 'loading' })
  // The reader (fetch and schema check) loads with the first list read, not with the app:
  // most visits read none (docs/first-load.md).
  const promise = import('./token-list-fetch')
    .then(({ fetchTokenList }) => fetchTokenList(url))
    .then(
      (list) => {
        set({ status: 'success', list })
        return list
      },
      (error: unknown) => {
        set({
          status: 'error',
          message: error instanceof Error ? error.message : t`The list could not be read.`,
        })
        throw error
      },
    )
    .finally(() => inFlight.delete(url))
  inFlight.set(url, promise)
  return promise
}

/** The tokens on `chainId` of the given lists (the embedding's tokens first), once each. */
export function tokensOf(
  chainId: number,
  lists: readonly (LoadedTokenList | undefined)[],
  custom: readonly TokenInfo[] = [],
): TokenInfo[] {
  const out: TokenInfo[] = []
  const add = (token: TokenInfo) => {
    if (token.chainId !== chainId) return
    if (out.some((t) => isAddressEqual(t.address, token.address))) return
    out.push(token)
  }
  for (const token of custom) add(token)
  for (const list of lists) for (const token of list?.tokens ?? []) add(token)
  return out
}

/** Keeps the chain's extra tokens up to date until the returned stop is called. */
export function followLists(
  chainId: number,
  extraUrls: readonly string[] = [],
  custom: readonly TokenInfo[] = [],
): () => void {
  const urls = () => {
    const own = useTokenListsStore
      .getState()
      .lists.filter((l) => l.enabled)
      .map((l) => l.url)
    return [...new Set([...own, ...extraUrls])]
  }
  const publish = () => {
    const wanted = urls()
    for (const url of wanted) {
      // A list that failed says so in the lists' panel; it is read again when added again.
      if (!useLoadedLists.getState().byUrl[url]) loadTokenList(url).catch(() => undefined)
    }
    const { byUrl } = useLoadedLists.getState()
    const lists = wanted.map((url) => {
      const state = byUrl[url]
      return state?.status === 'success' ? state.list : undefined
    })
    const tokens = tokensOf(chainId, lists, custom)
    useListedExtras.setState((s) => ({ byChain: { ...s.byChain, [chainId]: tokens } }))
  }
  const stopLists = useTokenListsStore.subscribe(publish)
  const stopLoaded = useLoadedLists.subscribe(publish)
  publish()
  return () => {
    stopLists()
    stopLoaded()
  }
}
