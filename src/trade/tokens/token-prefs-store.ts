import { getAddress, isAddress, isAddressEqual, type Address } from 'viem'
import type { StateStorage } from 'zustand/middleware'
import { createPersistedStore } from '@/lib/persisted-store'

/**
 * The trader's favourite tokens and the recently picked ones, per chain: the token picker's
 * quick picks. Loaded with the picker only.
 */
export const TOKEN_PREFS_STORAGE_KEY = 'batchswap.token-prefs.v1'

export interface TokenPrefs {
  favouritesByChain: Record<string, Address[]>
  recentByChain: Record<string, Address[]>
}

export interface TokenPrefsActions {
  toggleFavourite: (chainId: number, address: Address) => void
  rememberRecent: (chainId: number, address: Address) => void
}

export const MAX_FAVOURITES = 30
export const MAX_RECENT = 6

function byChain(value: unknown, max: number): Record<string, Address[]> {
  if (typeof value !== 'object' || value === null) return {}
  const out: Record<string, Address[]> = {}
  for (const [chain, entry] of Object.entries(value)) {
    if (!/^\d+$/.test(chain) || !Array.isArray(entry)) continue
    out[chain] = entry
      .filter((a): a is string => typeof a === 'string' && isAddress(a))
      .map((a) => getAddress(a))
      .slice(0, max)
  }
  return out
}

export function sanitizeTokenPrefs(stored: unknown): Partial<TokenPrefs> {
  if (typeof stored !== 'object' || stored === null) return {}
  const s = stored as Record<string, unknown>
  return {
    favouritesByChain: byChain(s.favouritesByChain, MAX_FAVOURITES),
    recentByChain: byChain(s.recentByChain, MAX_RECENT),
  }
}

const without = (list: readonly Address[], address: Address) =>
  list.filter((a) => !isAddressEqual(a, address))

export function createTokenPrefsStore(storage?: StateStorage) {
  return createPersistedStore<TokenPrefs & TokenPrefsActions>(
    {
      key: TOKEN_PREFS_STORAGE_KEY,
      storage,
      persisted: (state): TokenPrefs => ({
        favouritesByChain: state.favouritesByChain,
        recentByChain: state.recentByChain,
      }),
      sanitize: sanitizeTokenPrefs,
    },
    (set) => ({
      favouritesByChain: {},
      recentByChain: {},
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
  )
}

export const useTokenPrefsStore = createTokenPrefsStore()
