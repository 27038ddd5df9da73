import { isAddress, isAddressEqual, type Address } from 'viem'
import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { browserStorage } from '@/lib/browser-storage'
import { DEFAULT_DEADLINE_MINUTES, isValidDeadlineMinutes } from './deadline'
import { isValidSlippageBps } from './slippage'

/**
 * The trader's intent on the swap page that outlives a visit: the slippage override, the
 * deadline, the last pair per chain and the tokens imported by address. The amounts and
 * the current pair are shareable and live in the URL; quotes, balances and token metadata
 * are server or chain state and are never copied here.
 */
export const SWAP_DRAFT_STORAGE_KEY = 'batchswap.swap-draft.v1'

export interface SwapPair {
  sell?: Address
  buy?: Address
}

export interface SwapDraft {
  /** null: follow the service's recommendation. */
  slippageOverrideBps: number | null
  deadlineMinutes: number
  lastPairByChain: Record<string, SwapPair>
  /** Addresses the trader imported, per chain; their symbol and decimals are read from the chain. */
  importedTokensByChain: Record<string, Address[]>
}

export interface SwapDraftActions {
  setSlippageOverride: (bps: number | null) => void
  setDeadlineMinutes: (minutes: number) => void
  rememberPair: (chainId: number, pair: SwapPair) => void
  importToken: (chainId: number, address: Address) => void
  forgetToken: (chainId: number, address: Address) => void
}

export type SwapDraftState = SwapDraft & SwapDraftActions

/** A bound on imported tokens, so a runaway loop cannot fill localStorage. */
export const MAX_IMPORTED_TOKENS = 50

export function defaultSwapDraft(): SwapDraft {
  return {
    slippageOverrideBps: null,
    deadlineMinutes: DEFAULT_DEADLINE_MINUTES,
    lastPairByChain: {},
    importedTokensByChain: {},
  }
}

function sanitizePair(value: unknown): SwapPair | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const v = value as Record<string, unknown>
  const pair: SwapPair = {}
  if (typeof v.sell === 'string' && isAddress(v.sell)) pair.sell = v.sell
  if (typeof v.buy === 'string' && isAddress(v.buy)) pair.buy = v.buy
  return pair
}

/** Keeps every valid field of a stored draft, so a stale or hand-edited entry never crashes the page. */
export function sanitizeSwapDraft(stored: unknown): Partial<SwapDraft> {
  if (typeof stored !== 'object' || stored === null) return {}
  const s = stored as Record<string, unknown>
  const out: Partial<SwapDraft> = {}
  if (s.slippageOverrideBps === null) out.slippageOverrideBps = null
  else if (typeof s.slippageOverrideBps === 'number' && isValidSlippageBps(s.slippageOverrideBps)) {
    out.slippageOverrideBps = s.slippageOverrideBps
  }
  if (typeof s.deadlineMinutes === 'number' && isValidDeadlineMinutes(s.deadlineMinutes)) {
    out.deadlineMinutes = s.deadlineMinutes
  }
  if (typeof s.lastPairByChain === 'object' && s.lastPairByChain !== null) {
    const pairs: Record<string, SwapPair> = {}
    for (const [chain, pair] of Object.entries(s.lastPairByChain)) {
      const clean = sanitizePair(pair)
      if (clean) pairs[chain] = clean
    }
    out.lastPairByChain = pairs
  }
  if (typeof s.importedTokensByChain === 'object' && s.importedTokensByChain !== null) {
    const imported: Record<string, Address[]> = {}
    for (const [chain, list] of Object.entries(s.importedTokensByChain)) {
      if (!Array.isArray(list)) continue
      imported[chain] = list
        .filter((a): a is Address => typeof a === 'string' && isAddress(a))
        .slice(0, MAX_IMPORTED_TOKENS)
    }
    out.importedTokensByChain = imported
  }
  return out
}

export function createSwapDraftStore(storage: StateStorage = browserStorage()) {
  return create<SwapDraftState>()(
    persist(
      (set) => ({
        ...defaultSwapDraft(),
        setSlippageOverride: (bps) => {
          if (bps !== null && !isValidSlippageBps(bps)) {
            throw new RangeError(`Slippage must be 0..10000 bps, got ${bps}`)
          }
          set({ slippageOverrideBps: bps })
        },
        setDeadlineMinutes: (minutes) => {
          if (!isValidDeadlineMinutes(minutes)) {
            throw new RangeError(`Deadline out of range: ${minutes} minutes`)
          }
          set({ deadlineMinutes: minutes })
        },
        rememberPair: (chainId, pair) =>
          set((state) => {
            const current = state.lastPairByChain[chainId]
            if (current?.sell === pair.sell && current?.buy === pair.buy) return state
            return { lastPairByChain: { ...state.lastPairByChain, [chainId]: pair } }
          }),
        importToken: (chainId, address) =>
          set((state) => {
            const list = state.importedTokensByChain[chainId] ?? []
            if (list.some((a) => isAddressEqual(a, address))) return state
            return {
              importedTokensByChain: {
                ...state.importedTokensByChain,
                [chainId]: [address, ...list].slice(0, MAX_IMPORTED_TOKENS),
              },
            }
          }),
        forgetToken: (chainId, address) =>
          set((state) => ({
            importedTokensByChain: {
              ...state.importedTokensByChain,
              [chainId]: (state.importedTokensByChain[chainId] ?? []).filter(
                (a) => !isAddressEqual(a, address),
              ),
            },
          })),
      }),
      {
        name: SWAP_DRAFT_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => storage),
        partialize: ({
          slippageOverrideBps,
          deadlineMinutes,
          lastPairByChain,
          importedTokensByChain,
        }) => ({
          slippageOverrideBps,
          deadlineMinutes,
          lastPairByChain,
          importedTokensByChain,
        }),
        merge: (persisted, current) => ({ ...current, ...sanitizeSwapDraft(persisted) }),
      },
    ),
  )
}

export const useSwapDraftStore = createSwapDraftStore()
