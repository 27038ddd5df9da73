import type { Address, Hex } from 'viem'
import { createPersistedStore } from '@/lib/persisted-store'
import type { Environment } from '@batchswap/contract/protocol/chains'

/**
 * UIDs of the orders this browser submitted, per environment, chain and owner: the swap
 * page adds to it, the orders page refreshes them together through POST by_uids. Only the
 * intent ("I submitted this UID") lives here; the order itself is server state and comes
 * from React Query.
 */
export const SUBMITTED_ORDERS_STORAGE_KEY = 'batchswap.submitted-orders.v1'

/** Keep the store bounded: the newest entries per account survive. */
export const MAX_SUBMITTED_PER_ACCOUNT = 1000

export interface SubmittedOrder {
  uid: Hex
  /** Unix milliseconds when the app posted it. */
  submittedAt: number
  /**
   * An eth-flow order, kept from the moment its createOrder transaction was sent: the service
   * learns of it from the chain only once mined and indexed. Its UID's validTo is uint32 max;
   * the trader's deadline is `userValidTo`.
   */
  ethFlow?: { txHash: Hex; userValidTo: number }
}

export interface SubmittedOrdersState {
  byAccount: Record<string, SubmittedOrder[]>
  addSubmittedOrder: (scope: SubmittedOrderScope, order: SubmittedOrder) => void
  removeSubmittedOrder: (scope: SubmittedOrderScope, uid: Hex) => void
}

export interface SubmittedOrderScope {
  environment: Environment
  chainId: number
  owner: Address
}

/** Addresses are keyed in lower case only for the storage key, never compared as strings. */
export function submittedOrdersKey({ environment, chainId, owner }: SubmittedOrderScope): string {
  return `${environment}:${chainId}:${owner.toLowerCase()}`
}

export const useSubmittedOrdersStore = createPersistedStore<SubmittedOrdersState>(
  { key: SUBMITTED_ORDERS_STORAGE_KEY, persisted: (state) => ({ byAccount: state.byAccount }) },
  (set) => ({
    byAccount: {},
    addSubmittedOrder: (scope, order) =>
      set((state) => {
        const key = submittedOrdersKey(scope)
        const existing = state.byAccount[key] ?? []
        if (existing.some((o) => o.uid.toLowerCase() === order.uid.toLowerCase())) return state
        const next = [order, ...existing].slice(0, MAX_SUBMITTED_PER_ACCOUNT)
        return { byAccount: { ...state.byAccount, [key]: next } }
      }),
    removeSubmittedOrder: (scope, uid) =>
      set((state) => {
        const key = submittedOrdersKey(scope)
        const existing = state.byAccount[key] ?? []
        return {
          byAccount: {
            ...state.byAccount,
            [key]: existing.filter((o) => o.uid.toLowerCase() !== uid.toLowerCase()),
          },
        }
      }),
  }),
)

const EMPTY: readonly SubmittedOrder[] = []

/** The submitted orders of one account, newest first (stable reference when empty). */
export function selectSubmittedOrders(scope: SubmittedOrderScope | undefined) {
  return (state: SubmittedOrdersState): readonly SubmittedOrder[] =>
    scope ? (state.byAccount[submittedOrdersKey(scope)] ?? EMPTY) : EMPTY
}
