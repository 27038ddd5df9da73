/**
 * A TWAP's progress, pure: its parts' orders (by their UIDs, in part order) read into parts
 * filled, amounts sold and bought so far, the part that is due and when the next starts.
 */
import type { OrderStatus } from '@/api/types'
import { twapPartAt, twapPartWindow, type TwapData } from '@batchswap/contract/protocol/twap'

export interface TwapPartOrder {
  status: OrderStatus
  executedSellAmount: bigint
  executedBuyAmount: bigint
}

export interface TwapProgress {
  filledParts: number
  parts: number
  sold: bigint
  bought: bigint
  /** Unix seconds the next part starts, while one is to come and the TWAP is live. */
  nextPartAt: number | undefined
  state: 'scheduled' | 'running' | 'finished' | 'cancelled'
}

export function twapProgress({
  data,
  start,
  now,
  active,
  partOrders,
}: {
  data: TwapData
  start: number
  now: number
  /** ComposableCoW still has it (`singleOrders`): not removed. */
  active: boolean
  /** Each part's order, undefined when the orderbook has none. */
  partOrders: readonly (TwapPartOrder | undefined)[]
}): TwapProgress {
  const parts = Number(data.n)
  const filled = partOrders.filter((o) => o?.status === 'fulfilled')
  const at = twapPartAt(data, start, now)
  const next =
    'part' in at
      ? at.part + 1 < parts
        ? at.part + 1
        : undefined
      : at.kind === 'before'
        ? 0
        : undefined
  // Every part filled: nothing is left to post or to cancel, whatever the clock says.
  const state = !active
    ? 'cancelled'
    : filled.length === parts || at.kind === 'after'
      ? 'finished'
      : at.kind === 'before'
        ? 'scheduled'
        : 'running'
  return {
    filledParts: filled.length,
    parts,
    sold: partOrders.reduce((sum, o) => sum + (o?.executedSellAmount ?? 0n), 0n),
    bought: partOrders.reduce((sum, o) => sum + (o?.executedBuyAmount ?? 0n), 0n),
    nextPartAt:
      state === 'running' || state === 'scheduled'
        ? next === undefined
          ? undefined
          : twapPartWindow(data, start, next).from
        : undefined,
    state,
  }
}
