/**
 * The solver competition as the orderbook reports it: where each order of the current
 * auction stands (GET /orders/{uid}/status) and the solution recorded for the
 * solver-competition endpoints, with its score.
 */
import { getAddress, isAddressEqual, type Address, type Hex } from 'viem'
import type { WireCompetitionStatus } from '@batchswap/contract/wire/competition'
import { normalizeHex, type StoredOrder } from '../kernel/db'
import { orderStatusAt } from '../kernel/order-status'
import type { PriceModel } from '../kernel/price-model'
import type { PlannedFill } from './clearing'
import { surplusOf, type PriceVector } from './trade-execution'
import type { AuctionSolution } from './store'

/** The solver's name in competitions and statuses (the orderbook's own status uses it too). */
export const SOLVER_NAME = 'sandbox'

export type CompetitionStage = 'active' | 'scheduled' | 'solved' | 'executing' | 'traded'

/** Where each order of the current auction stands. */
export class CompetitionStages {
  private stages = new Map<string, { stage: CompetitionStage; fill?: PlannedFill }>()

  /** A new auction: no order stands anywhere yet. */
  clear(): void {
    this.stages = new Map()
  }

  /** Moves `uids` to `stage`; an order keeps its planned fill unless `fills` has a new one. */
  set(uids: Iterable<Hex>, stage: CompetitionStage, fills: readonly PlannedFill[] = []): void {
    const byUid = new Map(fills.map((f) => [normalizeHex(f.order.uid), f]))
    for (const uid of uids) {
      const key = normalizeHex(uid)
      this.stages.set(key, { stage, fill: byUid.get(key) ?? this.stages.get(key)?.fill })
    }
  }

  /**
   * Where an open order stands in the current auction, or undefined when the auction has
   * nothing to add to the status derived from the stored order (fulfilled, cancelled,
   * expired, or not part of the current auction).
   */
  statusOf(order: StoredOrder, nowSeconds: number): WireCompetitionStatus | undefined {
    if (orderStatusAt(order, nowSeconds) !== 'open') return undefined
    const current = this.stages.get(normalizeHex(order.uid))
    if (!current) return undefined
    if (current.stage === 'active' || current.stage === 'scheduled') return { type: current.stage }
    const fill = current.fill
    return {
      type: current.stage,
      value: [
        {
          solver: SOLVER_NAME,
          executedAmounts: fill
            ? {
                sell: (fill.executedSell - fill.executedFee).toString(),
                buy: fill.executedBuy.toString(),
              }
            : null,
        },
      ],
    }
  }
}

/** Prices as the competition records them: decimal strings per token. */
export function pricesRecord(prices: ReadonlyMap<Address, bigint>): Record<string, string> {
  return Object.fromEntries([...prices].map(([token, price]) => [token, price.toString()]))
}

/** The sandbox solver's solution of one auction: what it settled, at which prices. */
export function solutionOf(
  settled: { fills: readonly PlannedFill[]; txHash?: Hex },
  prices: PriceVector,
  score: bigint,
  solverAddress: Address,
): AuctionSolution {
  return {
    solver: SOLVER_NAME,
    solverAddress,
    score: score.toString(),
    ranking: 1,
    clearingPrices: pricesRecord(
      new Map([...prices].filter(([token]) => settled.fills.some((f) => involves(f, token)))),
    ),
    orders: settled.fills.map((f) => ({
      id: f.order.uid,
      sellAmount: f.executedSell.toString(),
      buyAmount: f.executedBuy.toString(),
    })),
    isWinner: settled.txHash !== undefined,
    txHash: settled.txHash ?? null,
  }
}

/** Total surplus of the batch in wei of the native token (the auction's score). */
export function batchScore(
  fills: readonly PlannedFill[],
  prices: PriceVector,
  priceModel: PriceModel,
): bigint {
  const native = priceModel.nativeToken()
  const nativePrice = native
    ? (prices.get(getAddress(native.address)) ?? priceModel.atomPrice(native.address))
    : undefined
  if (!nativePrice) return 0n
  let total = 0n
  for (const fill of fills) {
    const surplus = surplusOf(fill.order.order, fill)
    const price = prices.get(getAddress(surplus.token))
    if (price !== undefined) total += (surplus.amount * price) / nativePrice
  }
  return total
}

function involves(fill: PlannedFill, token: Address): boolean {
  return (
    isAddressEqual(fill.order.order.sellToken, token) ||
    isAddressEqual(fill.order.order.buyToken, token)
  )
}
