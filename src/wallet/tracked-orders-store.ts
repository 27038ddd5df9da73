/**
 * What the app has seen of the orders it tracks (the ones this browser submitted), so that
 * the outcome watcher announces each change once, also across reloads; and, in memory, the
 * "Swap submitted" toast of an order and its token words, which the watcher finishes.
 */
import type { Hex } from 'viem'
import { createPersistedStore } from '@/lib/persisted-store'
import type { KnownToken, SeenOrder } from '@/api/order-outcome'

export const TRACKED_ORDERS_STORAGE_KEY = 'batchswap.tracked-orders.v1'
/** Bounded: the oldest entries drop off. */
export const MAX_SEEN_ORDERS = 500

interface TrackedOrdersState {
  /** By lowercase UID, insertion order = age. */
  seen: Record<string, SeenOrder>
  markSeen: (uid: Hex, seen: SeenOrder) => void
}

export const useTrackedOrdersStore = createPersistedStore<TrackedOrdersState>(
  { key: TRACKED_ORDERS_STORAGE_KEY, persisted: (state) => ({ seen: state.seen }) },
  (set) => ({
    seen: {},
    markSeen: (uid, seen) =>
      set((state) => {
        const key = uid.toLowerCase()
        const previous = state.seen[key]
        if (
          previous &&
          previous.status === seen.status &&
          previous.executedSell === seen.executedSell
        ) {
          return state
        }
        const entries = Object.entries({ ...state.seen, [key]: seen })
        return { seen: Object.fromEntries(entries.slice(-MAX_SEEN_ORDERS)) }
      }),
  }),
)

export interface OrderToastEntry {
  toastId: string
  /** The tokens confirmed, with their addresses: the watcher words the order's tokens by address. */
  sell?: KnownToken
  buy?: KnownToken
}

const orderToasts = new Map<string, OrderToastEntry>()

/** The swap page hands its "Swap submitted" toast over to the watcher. */
export function rememberOrderToast(uid: Hex, entry: OrderToastEntry): void {
  orderToasts.set(uid.toLowerCase(), entry)
}

export function orderToastOf(uid: Hex): OrderToastEntry | undefined {
  return orderToasts.get(uid.toLowerCase())
}

export function forgetOrderToast(uid: Hex): void {
  orderToasts.delete(uid.toLowerCase())
}
