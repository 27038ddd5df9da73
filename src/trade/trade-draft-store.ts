import { isAddress, isAddressEqual, type Address } from 'viem'
import type { StateStorage } from 'zustand/middleware'
import { createPersistedStore, sanitizeRecord } from '@/lib/persisted-store'
import type { OrderKind } from '@batchswap/contract/protocol/order'
import {
  DEFAULT_DEADLINE_MINUTES,
  isValidDeadlineMinutes,
  MAX_DEADLINE_MINUTES,
} from './quote/deadline'
import { isValidSlippageBps } from './quote/slippage'

/**
 * The trader's intent on a trade form that outlives a visit: the slippage override, the
 * deadline, the last pair per chain and the tokens imported by address. The amounts and
 * the current pair are shareable and live in the URL; quotes, balances and token metadata
 * are server or chain state and are never copied here.
 */
export const SWAP_DRAFT_STORAGE_KEY = 'batchswap.swap-draft.v1'

export interface SwapPair {
  sell?: Address
  buy?: Address
}

/** The amount the trader typed and in which field. */
export interface AmountDraft {
  kind: OrderKind
  amount: string
}

/** Longer than any amount a person types; keeps a hand-edited entry bounded. */
const MAX_AMOUNT_LENGTH = 100

export interface TradeDraft {
  /** null: follow the service's recommendation. */
  slippageOverrideBps: number | null
  deadlineMinutes: number
  lastPairByChain: Record<string, SwapPair>
  /** The typed amount per chain, so it survives a reload or a visit elsewhere. */
  lastAmountByChain: Record<string, AmountDraft>
  /** Addresses the trader imported, per chain; their symbol and decimals are read from the chain. */
  importedTokensByChain: Record<string, Address[]>
  /** The swap form shows a recipient field (the settings' "Custom recipient"). */
  customRecipient: boolean
}

export interface TradeDraftActions {
  setSlippageOverride: (bps: number | null) => void
  setDeadlineMinutes: (minutes: number) => void
  rememberPair: (chainId: number, pair: SwapPair) => void
  rememberAmount: (chainId: number, draft: AmountDraft) => void
  importToken: (chainId: number, address: Address) => void
  forgetToken: (chainId: number, address: Address) => void
  setCustomRecipient: (on: boolean) => void
}

export type TradeDraftState = TradeDraft & TradeDraftActions

/** A bound on imported tokens, so a runaway loop cannot fill localStorage. */
export const MAX_IMPORTED_TOKENS = 50

export function defaultTradeDraft(): TradeDraft {
  return {
    slippageOverrideBps: null,
    deadlineMinutes: DEFAULT_DEADLINE_MINUTES,
    lastPairByChain: {},
    lastAmountByChain: {},
    importedTokensByChain: {},
    customRecipient: false,
  }
}

function sanitizeAmount(value: unknown): AmountDraft | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const v = value as Record<string, unknown>
  if (v.kind !== 'sell' && v.kind !== 'buy') return undefined
  if (typeof v.amount !== 'string' || v.amount.length > MAX_AMOUNT_LENGTH) return undefined
  return { kind: v.kind, amount: v.amount }
}

function sanitizePair(value: unknown): SwapPair | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const v = value as Record<string, unknown>
  const pair: SwapPair = {}
  if (typeof v.sell === 'string' && isAddress(v.sell)) pair.sell = v.sell
  if (typeof v.buy === 'string' && isAddress(v.buy)) pair.buy = v.buy
  return pair
}

function sanitizeImported(value: unknown): Address[] | undefined {
  if (!Array.isArray(value)) return undefined
  return value
    .filter((a): a is Address => typeof a === 'string' && isAddress(a))
    .slice(0, MAX_IMPORTED_TOKENS)
}

/** Keeps every valid field of a stored draft, so a stale or hand-edited entry never crashes the page. */
export function sanitizeTradeDraft(stored: unknown): Partial<TradeDraft> {
  if (typeof stored !== 'object' || stored === null) return {}
  const s = stored as Record<string, unknown>
  const out: Partial<TradeDraft> = {}
  if (s.slippageOverrideBps === null) out.slippageOverrideBps = null
  else if (typeof s.slippageOverrideBps === 'number' && isValidSlippageBps(s.slippageOverrideBps)) {
    out.slippageOverrideBps = s.slippageOverrideBps
  }
  if (typeof s.deadlineMinutes === 'number' && isValidDeadlineMinutes(s.deadlineMinutes)) {
    out.deadlineMinutes = s.deadlineMinutes
  } else if (
    typeof s.deadlineMinutes === 'number' &&
    Number.isInteger(s.deadlineMinutes) &&
    s.deadlineMinutes > MAX_DEADLINE_MINUTES
  ) {
    // Chosen before market orders were capped at 3 h: the nearest deadline still allowed,
    // not the default (a trader who wanted long gets the longest).
    out.deadlineMinutes = MAX_DEADLINE_MINUTES
  }
  const pairs = sanitizeRecord(s.lastPairByChain, sanitizePair)
  if (pairs) out.lastPairByChain = pairs
  const amounts = sanitizeRecord(s.lastAmountByChain, sanitizeAmount)
  if (amounts) out.lastAmountByChain = amounts
  const imported = sanitizeRecord(s.importedTokensByChain, sanitizeImported)
  if (imported) out.importedTokensByChain = imported
  if (typeof s.customRecipient === 'boolean') out.customRecipient = s.customRecipient
  return out
}

export function createTradeDraftStore(storage?: StateStorage) {
  return createPersistedStore<TradeDraftState>(
    {
      key: SWAP_DRAFT_STORAGE_KEY,
      storage,
      // Only the draft's fields are stored (never the actions).
      persisted: (state): TradeDraft => {
        const draft = defaultTradeDraft()
        for (const key of Object.keys(draft) as (keyof TradeDraft)[]) {
          Object.assign(draft, { [key]: state[key] })
        }
        return draft
      },
      sanitize: sanitizeTradeDraft,
    },
    (set) => ({
      ...defaultTradeDraft(),
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
      rememberAmount: (chainId, draft) =>
        set((state) => {
          const current = state.lastAmountByChain[chainId]
          if (current?.kind === draft.kind && current.amount === draft.amount) return state
          const amount = draft.amount.slice(0, MAX_AMOUNT_LENGTH)
          return {
            lastAmountByChain: {
              ...state.lastAmountByChain,
              [chainId]: { kind: draft.kind, amount },
            },
          }
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
      setCustomRecipient: (customRecipient) => set({ customRecipient }),
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
  )
}

export const useTradeDraftStore = createTradeDraftStore()
