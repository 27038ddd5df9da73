/**
 * Domain types of an order's way through the auction: its competition status and the
 * solver competition of an auction, with their converters from the wire.
 */
import type { Address, Hex } from 'viem'
import type {
  WireCompetitionStatusRead,
  WireSolverCompetition,
} from '@batchswap/contract/wire/competition'
import { KNOWN_COMPETITION_STATUSES } from '@batchswap/contract/wire/competition-statuses'
import { type Unknown, knownOr } from './types'
import { amount, optionalAmount, optional } from '@batchswap/contract/wire/values'

// ---------------------------------------------------------------- competition status

export type CompetitionStatusType = (typeof KNOWN_COMPETITION_STATUSES)[number] | Unknown

export interface CompetitionStatus {
  type: CompetitionStatusType
  /** The raw value when `type` is `'unknown'`. */
  unrecognizedType?: string
  /** Solvers that proposed to execute the order, with what they would execute. */
  value: { solver: string; executedAmounts?: { sell: bigint; buy: bigint } }[]
}

export function toCompetitionStatus(wire: WireCompetitionStatusRead): CompetitionStatus {
  const type = knownOr(KNOWN_COMPETITION_STATUSES, wire.type)
  return {
    type,
    ...(type === 'unknown' ? { unrecognizedType: wire.type } : {}),
    value: (wire.value ?? []).map((entry) => ({
      solver: entry.solver,
      executedAmounts: entry.executedAmounts
        ? {
            sell: amount('executedAmounts.sell', entry.executedAmounts.sell),
            buy: amount('executedAmounts.buy', entry.executedAmounts.buy),
          }
        : undefined,
    })),
  }
}

// ---------------------------------------------------------------- solver competition

export interface SolverSolution {
  solver?: string
  solverAddress?: Address
  score?: bigint
  ranking?: number
  isWinner: boolean
  txHash?: Hex
  clearingPrices: Record<string, bigint>
  orders: { id: string; sellAmount?: bigint; buyAmount?: bigint }[]
}

export interface SolverCompetition {
  auctionId: number
  auctionStartBlock?: number
  transactionHashes: Hex[]
  referenceScores: Record<string, bigint>
  auction: { orders: string[]; prices: Record<string, bigint> }
  solutions: SolverSolution[]
}

function amountRecord(
  field: string,
  record: Record<string, string> | undefined,
): Record<string, bigint> {
  const out: Record<string, bigint> = {}
  for (const [key, value] of Object.entries(record ?? {}))
    out[key] = amount(`${field}.${key}`, value)
  return out
}

export function toSolverCompetition(wire: WireSolverCompetition): SolverCompetition {
  return {
    auctionId: wire.auctionId,
    auctionStartBlock: wire.auctionStartBlock,
    transactionHashes: wire.transactionHashes ?? [],
    referenceScores: amountRecord('referenceScores', wire.referenceScores),
    auction: {
      orders: wire.auction?.orders ?? [],
      prices: amountRecord('auction.prices', wire.auction?.prices),
    },
    solutions: wire.solutions.map((s) => ({
      solver: s.solver,
      solverAddress: s.solverAddress,
      score: optionalAmount('solution.score', s.score),
      ranking: s.ranking,
      isWinner: s.isWinner ?? false,
      txHash: optional(s.txHash),
      clearingPrices: amountRecord('solution.clearingPrices', s.clearingPrices),
      orders: (s.orders ?? []).map((o) => ({
        id: o.id,
        sellAmount: optionalAmount('solution.order.sellAmount', o.sellAmount),
        buyAmount: optionalAmount('solution.order.buyAmount', o.buyAmount),
      })),
    })),
  }
}
