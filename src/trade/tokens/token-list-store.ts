import { t } from '@lingui/core/macro'
import type { StateStorage } from 'zustand/middleware'
import { createPersistedStore } from '@/lib/persisted-store'

/**
 * The token lists the trader added by URL, each on or off: intent that outlives a visit. The
 * lists' contents are fetched (./token-list-loader.ts), never copied here. Favourites and recent
 * tokens live in ./token-prefs-store.ts, which only the picker loads.
 */
export const TOKEN_LISTS_STORAGE_KEY = 'batchswap.token-lists.v1'

export interface AddedList {
  url: string
  enabled: boolean
}

export interface TokenListsDraft {
  lists: AddedList[]
}

export interface TokenListsActions {
  addList: (url: string) => void
  removeList: (url: string) => void
  setListEnabled: (url: string, enabled: boolean) => void
}

export const MAX_LISTS = 20
const MAX_URL_LENGTH = 2_000

/** A URL a list may be fetched from: https, or http on the machine itself (the sandbox). */
export function readListUrl(raw: string): { url: string } | { sentence: string } {
  const text = raw.trim()
  if (text === '') return { sentence: t`Enter the URL of a token list.` }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { sentence: t`This is not a URL: a list’s URL starts with https://.` }
  }
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    return { sentence: t`A token list is fetched over https only.` }
  if (url.username || url.password) return { sentence: t`A list’s URL carries no password.` }
  if (url.toString().length > MAX_URL_LENGTH) return { sentence: t`This URL is too long.` }
  return { url: url.toString() }
}

export function sanitizeTokenLists(stored: unknown): Partial<TokenListsDraft> {
  if (typeof stored !== 'object' || stored === null) return {}
  const lists = (stored as Record<string, unknown>).lists
  if (!Array.isArray(lists)) return {}
  return {
    lists: lists
      .flatMap((entry): AddedList[] => {
        if (typeof entry !== 'object' || entry === null) return []
        const e = entry as Record<string, unknown>
        const read = typeof e.url === 'string' ? readListUrl(e.url) : undefined
        return read && 'url' in read ? [{ url: read.url, enabled: e.enabled !== false }] : []
      })
      .slice(0, MAX_LISTS),
  }
}

export function createTokenListsStore(storage?: StateStorage) {
  return createPersistedStore<TokenListsDraft & TokenListsActions>(
    {
      key: TOKEN_LISTS_STORAGE_KEY,
      storage,
      persisted: (state): TokenListsDraft => ({ lists: state.lists }),
      sanitize: sanitizeTokenLists,
    },
    (set) => ({
      lists: [],
      addList: (url) =>
        set((state) =>
          state.lists.some((l) => l.url === url)
            ? { lists: state.lists.map((l) => (l.url === url ? { ...l, enabled: true } : l)) }
            : { lists: [...state.lists, { url, enabled: true }].slice(-MAX_LISTS) },
        ),
      removeList: (url) => set((state) => ({ lists: state.lists.filter((l) => l.url !== url) })),
      setListEnabled: (url, enabled) =>
        set((state) => ({
          lists: state.lists.map((l) => (l.url === url ? { ...l, enabled } : l)),
        })),
    }),
  )
}

export const useTokenListsStore = createTokenListsStore()
