import { isAddress, type Address } from 'viem'
import type { StateStorage } from 'zustand/middleware'
import { createPersistedStore, sanitizeRecord, storedField } from '@/lib/persisted-store'
import {
  DEFAULT_EXPIRY,
  EXPIRY_CHOICES,
  type ExpiryChoice,
  type PriceDirection,
} from './limit-price'

/**
 * The limit form as the trader left it, per chain, so that a reload or a visit to another page
 * does not lose a typed price: the pair, the amounts and which of them is exact (the order's
 * kind), the price and its direction, the expiry, partial fills and the recipient. The acknowledgement of a price below the market is never
 * kept: it is given again for the price in front of the trader.
 */
export const LIMIT_DRAFT_STORAGE_KEY = 'batchswap.limit-draft.v1'

/**
 * Where the price comes from: the price field (typed, or the market's while it is empty), or
 * both amounts as they stand (an edited order's exact terms, until the trader types a price
 * or an amount). Drafts stored before buy orders said `buyAmount` for the second: read alike.
 */
export type Leading = 'price' | 'amounts'

/** Which amount the trader typed, so which one the order fixes: its `kind`. */
export type ExactSide = 'sell' | 'buy'

export interface LimitDraft {
  sell?: Address
  buy?: Address
  /** The order's kind: a sell order fixes `sellText`, a buy order `buyText`. */
  kind: ExactSide
  sellText: string
  /** The typed price; empty means "the market price" until the trader types one. */
  priceText: string
  buyText: string
  leading: Leading
  direction: PriceDirection
  expiry: ExpiryChoice
  customExpiry: string
  partiallyFillable: boolean
  recipient: string
  /** The trader accepted a price below the market (reset whenever the price changes). */
  acceptBelowMarket: boolean
}

export type StoredLimitDraft = Omit<LimitDraft, 'acceptBelowMarket'>

export const INITIAL_LIMIT_DRAFT: LimitDraft = {
  kind: 'sell',
  sellText: '',
  priceText: '',
  buyText: '',
  leading: 'price',
  direction: 'buyPerSell',
  expiry: DEFAULT_EXPIRY,
  customExpiry: '',
  partiallyFillable: true,
  recipient: '',
  acceptBelowMarket: false,
}

/**
 * The recipient the order is signed for: the draft's, unless the embedding disables custom
 * recipients (widget-lib's disableCustomRecipient), when a recipient kept from an earlier
 * visit is ignored too and the order goes to the trader. The draft keeps it for later.
 */
export const recipientInForce = (draft: Pick<LimitDraft, 'recipient'>, disabled: boolean) =>
  disabled ? '' : draft.recipient

/** Longer than anything a person types; keeps a hand-edited entry bounded. */
const MAX_TEXT = 100
const EXPIRIES = new Set<string>([...EXPIRY_CHOICES.map((c) => c.id), 'custom'])

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= MAX_TEXT ? value : undefined

/** Every valid field of a stored draft (a stale or hand-edited entry never crashes the form). */
export function sanitizeLimitDraft(stored: unknown): Partial<StoredLimitDraft> {
  if (typeof stored !== 'object' || stored === null) return {}
  const s = stored as Record<string, unknown>
  const out: Partial<StoredLimitDraft> = {}
  if (typeof s.sell === 'string' && isAddress(s.sell)) out.sell = s.sell
  if (typeof s.buy === 'string' && isAddress(s.buy)) out.buy = s.buy
  for (const key of ['sellText', 'priceText', 'buyText', 'customExpiry', 'recipient'] as const) {
    const value = text(s[key])
    if (value !== undefined) out[key] = value
  }
  if (s.kind === 'sell' || s.kind === 'buy') out.kind = s.kind
  if (s.leading === 'price' || s.leading === 'amounts') out.leading = s.leading
  // Before buy orders, a typed buy amount moved the price: both amounts stood, the sell exact.
  if (s.leading === 'buyAmount') out.leading = 'amounts'
  if (s.direction === 'buyPerSell' || s.direction === 'sellPerBuy') out.direction = s.direction
  if (typeof s.expiry === 'string' && EXPIRIES.has(s.expiry)) out.expiry = s.expiry as ExpiryChoice
  if (typeof s.partiallyFillable === 'boolean') out.partiallyFillable = s.partiallyFillable
  return out
}

interface LimitDraftState {
  byChain: Record<string, Partial<StoredLimitDraft>>
  remember: (chainId: number, draft: LimitDraft) => void
}

export function createLimitDraftStore(storage?: StateStorage) {
  return createPersistedStore<LimitDraftState, Pick<LimitDraftState, 'byChain'>>(
    {
      key: LIMIT_DRAFT_STORAGE_KEY,
      storage,
      persisted: ({ byChain }) => ({ byChain }),
      sanitize: (stored) => ({
        byChain: sanitizeRecord(storedField(stored, 'byChain'), sanitizeLimitDraft) ?? {},
      }),
    },
    (set) => ({
      byChain: {},
      remember: (chainId, { acceptBelowMarket: _never, ...kept }) =>
        set((state) => ({ byChain: { ...state.byChain, [chainId]: sanitizeLimitDraft(kept) } })),
    }),
  )
}

export const useLimitDraftStore = createLimitDraftStore()
