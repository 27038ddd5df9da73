import type { Address } from 'viem'
import type { StateStorage } from 'zustand/middleware'
import type { Environment } from '@batchswap/contract/protocol/chains'
import { createPersistedStore, sanitizeRecord, storedField } from '@/lib/persisted-store'
import { getChain } from '@batchswap/contract/protocol/chains'

/**
 * Which notifications the trader has read, per account: client state (the service has
 * no read flag, real-service notes), persisted under a versioned key. Only ids live here;
 * the notifications themselves are server state in React Query.
 */
export const INBOX_READ_STORAGE_KEY = 'batchswap.inbox-read.v1'

/** Ids kept per account; the oldest marks fall off first. */
export const MAX_READ_IDS_PER_ACCOUNT = 1000

export interface InboxScope {
  environment: Environment
  chainId: number
  account: Address
}

/**
 * One inbox per notification service and account: the sandbox serves its own, production
 * and staging theirs (the same for every chain of the environment). Lower case only forms
 * the storage key; addresses are never compared as strings.
 */
export function inboxScopeKey({ environment, chainId, account }: InboxScope): string {
  const service = getChain(chainId).isSandbox ? 'sandbox' : environment
  return `${service}:${account.toLowerCase()}`
}

export interface InboxReadState {
  readByAccount: Record<string, string[]>
  markRead: (scopeKey: string, ids: readonly string[]) => void
}

/** An account's read ids as stored: the strings of an array. */
function sanitizeReadIds(ids: unknown): string[] | undefined {
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : undefined
}

export function createInboxReadStore(storage?: StateStorage) {
  return createPersistedStore<InboxReadState>(
    {
      key: INBOX_READ_STORAGE_KEY,
      storage,
      persisted: (state) => ({ readByAccount: state.readByAccount }),
      // A hand-edited or stale entry must never crash the header badge.
      sanitize: (stored) => ({
        readByAccount: sanitizeRecord(storedField(stored, 'readByAccount'), sanitizeReadIds) ?? {},
      }),
    },
    (set) => ({
      readByAccount: {},
      markRead: (scopeKey, ids) =>
        set((state) => {
          const existing = state.readByAccount[scopeKey] ?? []
          const known = new Set(existing)
          const added = ids.filter((id) => !known.has(id))
          if (added.length === 0) return state
          const next = [...new Set(added), ...existing].slice(0, MAX_READ_IDS_PER_ACCOUNT)
          return { readByAccount: { ...state.readByAccount, [scopeKey]: next } }
        }),
    }),
  )
}

export const useInboxReadStore = createInboxReadStore()

const EMPTY: readonly string[] = []

export function selectReadIds(scopeKey: string | undefined) {
  return (state: InboxReadState): readonly string[] =>
    scopeKey ? (state.readByAccount[scopeKey] ?? EMPTY) : EMPTY
}

export function countUnread(
  notifications: readonly { id: string }[],
  readIds: readonly string[],
): number {
  const read = new Set(readIds)
  return notifications.reduce((n, notification) => n + (read.has(notification.id) ? 0 : 1), 0)
}
