import { getAddress, isAddress, isAddressEqual, type Address } from 'viem'
import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { browserStorage } from '@/lib/browser-storage'

/**
 * The trader's token choices that outlive a visit: the token lists added by URL (each on or
 * off), favourite tokens and the recently picked ones, per chain. The lists' contents are
 * server state (React Query, ./use-list-tokens.ts), never copied here.
 */
export const TOKEN_LISTS_STORAGE_KEY = 'batchswap.token-lists.v1'

export interface AddedList {
  url: string
  enabled: boolean
}

export interface TokenListsDraft {
  lists: AddedList[]
  favouritesByChain: Record<string, Address[]>
  recentByChain: Record<string, Address[]>
}

export interface TokenListsActions {
  addList: (url: string) => void
  removeList: (url: string) => void
  setListEnabled: (url: string, enabled: boolean) => void
  toggleFavourite: (chainId: number, address: Address) => void
  rememberRecent: (chainId: number, address: Address) => void
}

export const MAX_LISTS = 20
export const MAX_FAVOURITES = 30
export const MAX_RECENT = 6
const MAX_URL_LENGTH = 2_000

/** A URL a list may be fetched from: https, or http on the machine itself (the sandbox). */
export function readListUrl(raw: string): { url: string } | { sentence: string } {
  const text = raw.trim()
  if (text === '') return { sentence: 'Enter the URL of a token list.' }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { sentence: 'This is not a URL: a list’s URL starts with https://.' }
  }
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    return { sentence: 'A token list is fetched over https only.' }
  if (url.username || url.password) return { sentence: 'A list’s URL carries no password.' }
  if (url.toString().length > MAX_URL_LENGTH) return { sentence: 'This URL is too long.' }
  return { url: url.toString() }
}

function sanitizeAddresses(value: unknown, max: number): Address[] | undefined {
  if (!Array.isArray(value)) return undefined
  return value
    .filter((a): a is string => typeof a === 'string' && isAddress(a))
    .map((a) => getAddress(a))
    .slice(0, max)
}

function byChain(value: unknown, max: number): Record<string, Address[]> {
  if (typeof value !== 'object' || value === null) return {}
  const out: Record<string, Address[]> = {}
  for (const [chain, entry] of Object.entries(value)) {
    const clean = sanitizeAddresses(entry, max)
    if (clean && /^\d+$/.test(chain)) out[chain] = clean
  }
  return out
}

export function sanitizeTokenLists(stored: unknown): Partial<TokenListsDraft> {
  if (typeof stored !== 'object' || stored === null) return {}
  const s = stored as Record<string, unknown>
  const lists = Array.isArray(s.lists)
    ? s.lists
        .flatMap((entry): AddedList[] => {
          if (typeof entry !== 'object' || entry === null) return []
          const e = entry as Record<string, unknown>
          const read = typeof e.url === 'string' ? readListUrl(e.url) : undefined
          return read && 'url' in read ? [{ url: read.url, enabled: e.enabled !== false }] : []
        })
        .slice(0, MAX_LISTS)
    : []
  return {
    lists,
    favouritesByChain: byChain(s.favouritesByChain, MAX_FAVOURITES),
    recentByChain: byChain(s.recentByChain, MAX_RECENT),
  }
}

const without = (list: readonly Address[], address: Address) =>
  list.filter((a) => !isAddressEqual(a, address))

export function createTokenListsStore(storage: StateStorage = browserStorage()) {
  return create<TokenListsDraft & TokenListsActions>()(
    persist(
      (set) => ({
        lists: [],
        favouritesByChain: {},
        recentByChain: {},
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
        toggleFavourite: (chainId, address) =>
          set((state) => {
            const current = state.favouritesByChain[chainId] ?? []
            const next = current.some((a) => isAddressEqual(a, address))
              ? without(current, address)
              : [...current, address].slice(-MAX_FAVOURITES)
            return { favouritesByChain: { ...state.favouritesByChain, [chainId]: next } }
          }),
        rememberRecent: (chainId, address) =>
          set((state) => {
            const current = state.recentByChain[chainId] ?? []
            const next = [address, ...without(current, address)].slice(0, MAX_RECENT)
            return { recentByChain: { ...state.recentByChain, [chainId]: next } }
          }),
      }),
      {
        name: TOKEN_LISTS_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => storage),
        partialize: (state): TokenListsDraft => ({
          lists: state.lists,
          favouritesByChain: state.favouritesByChain,
          recentByChain: state.recentByChain,
        }),
        merge: (persisted, current) => ({ ...current, ...sanitizeTokenLists(persisted) }),
      },
    ),
  )
}

export const useTokenListsStore = createTokenListsStore()
