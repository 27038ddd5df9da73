import { getAddress, isAddress, type Address } from 'viem'
import type { StateStorage } from 'zustand/middleware'
import { createPersistedStore } from '@/lib/persisted-store'
import type { ApprovalAmount } from './use-approval'

/**
 * The approval amount the trader chose (exact or unlimited), per token and chain: their
 * intent, kept across visits so a trader who approves USDC without limit is not asked again
 * to pick it. The allowance itself is chain state and is never stored here.
 */
export const APPROVAL_CHOICE_STORAGE_KEY = 'batchswap.approval-choice.v1'

/** A bound on remembered tokens, so a runaway loop cannot fill localStorage. */
export const MAX_APPROVAL_CHOICES = 200

/** The choice until the trader makes one: approve only what the order needs. */
export const DEFAULT_APPROVAL_AMOUNT: ApprovalAmount = 'exact'

export interface ApprovalChoices {
  /** By `${chainId}:${checksummed token address}`, oldest first. */
  byToken: Record<string, ApprovalAmount>
}

export interface ApprovalChoiceActions {
  rememberApprovalChoice: (chainId: number, token: Address, amount: ApprovalAmount) => void
}

export type ApprovalChoiceState = ApprovalChoices & ApprovalChoiceActions

// Checksummed, so the same token written in another case is the same entry.
function tokenKey(chainId: number, token: Address): string {
  return `${chainId}:${getAddress(token)}`
}

function isApprovalAmount(value: unknown): value is ApprovalAmount {
  return value === 'exact' || value === 'unlimited'
}

/** The trader's choice for a token, or the default. */
export function approvalChoiceFor(
  byToken: Readonly<Record<string, ApprovalAmount>>,
  chainId: number,
  token: Address | undefined,
): ApprovalAmount {
  return (token && byToken[tokenKey(chainId, token)]) || DEFAULT_APPROVAL_AMOUNT
}

/** Keeps every well-formed entry of a stored value, so a stale or hand-edited one never crashes. */
export function sanitizeApprovalChoices(stored: unknown): Partial<ApprovalChoices> {
  if (typeof stored !== 'object' || stored === null) return {}
  const byToken = (stored as Record<string, unknown>).byToken
  if (typeof byToken !== 'object' || byToken === null) return {}
  const out: Record<string, ApprovalAmount> = {}
  for (const [key, amount] of Object.entries(byToken).slice(-MAX_APPROVAL_CHOICES)) {
    const [chain, token] = key.split(':')
    if (!isApprovalAmount(amount) || !chain || !/^\d+$/.test(chain)) continue
    if (!token || !isAddress(token, { strict: false })) continue
    out[tokenKey(Number(chain), token)] = amount
  }
  return { byToken: out }
}

export function createApprovalChoiceStore(storage?: StateStorage) {
  return createPersistedStore<ApprovalChoiceState>(
    {
      key: APPROVAL_CHOICE_STORAGE_KEY,
      storage,
      persisted: ({ byToken }) => ({ byToken }),
      sanitize: sanitizeApprovalChoices,
    },
    (set) => ({
      byToken: {},
      rememberApprovalChoice: (chainId, token, amount) =>
        set((state) => {
          const key = tokenKey(chainId, token)
          if (state.byToken[key] === amount) return state
          // Re-inserted at the end: the oldest choices are the ones dropped at the bound.
          const rest = Object.entries(state.byToken).filter(([k]) => k !== key)
          return {
            byToken: Object.fromEntries([
              ...rest.slice(-(MAX_APPROVAL_CHOICES - 1)),
              [key, amount],
            ]) as Record<string, ApprovalAmount>,
          }
        }),
    }),
  )
}

export const useApprovalChoiceStore = createApprovalChoiceStore()
