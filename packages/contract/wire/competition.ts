/**
 * Wire schemas of the solver competition: an order's place in the current one
 * (GET /orders/{uid}/status) and a finished auction's (GET /api/v2/solver_competition).
 */
import * as z from 'zod/mini'
import { addressSchema, hash32Schema, openEnumSchema, uintStringSchema } from './primitives'
import { KNOWN_COMPETITION_STATUSES } from './competition-statuses'

/** GET /orders/{uid}/status: the order's place in the current competition. */
export const competitionStatusTypeSchema = z.enum(KNOWN_COMPETITION_STATUSES)
/** A solver's proposed execution of the order in the competition. */
const competitionSolutionSchema = z.looseObject({
  solver: z.string(),
  executedAmounts: z.optional(
    z.nullable(z.looseObject({ sell: uintStringSchema, buy: uintStringSchema })),
  ),
})
export const competitionStatusSchema = z.looseObject({
  type: competitionStatusTypeSchema,
  value: z.optional(z.array(competitionSolutionSchema)),
})
export type WireCompetitionStatus = z.infer<typeof competitionStatusSchema>

/** GET /orders/{uid}/status as read: a competition state the app does not know passes. */
export const competitionStatusReadSchema = z.extend(competitionStatusSchema, {
  type: openEnumSchema,
  value: z.optional(z.nullable(z.array(competitionSolutionSchema))),
})
export type WireCompetitionStatusRead = z.infer<typeof competitionStatusReadSchema>

export const solverCompetitionSchema = z.looseObject({
  auctionId: z.number(),
  auctionStartBlock: z.optional(z.number()),
  transactionHashes: z.optional(z.array(hash32Schema)),
  referenceScores: z.optional(z.record(z.string(), z.string())),
  auction: z.optional(
    z.looseObject({
      orders: z.optional(z.array(z.string())),
      prices: z.optional(z.record(z.string(), z.string())),
    }),
  ),
  solutions: z.array(
    z.looseObject({
      solver: z.optional(z.string()),
      solverAddress: z.optional(addressSchema),
      score: z.optional(z.string()),
      ranking: z.optional(z.number()),
      clearingPrices: z.optional(z.record(z.string(), z.string())),
      orders: z.optional(
        z.array(
          z.looseObject({
            id: z.string(),
            sellAmount: z.optional(z.string()),
            buyAmount: z.optional(z.string()),
          }),
        ),
      ),
      isWinner: z.optional(z.boolean()),
      txHash: z.optional(z.nullable(hash32Schema)),
    }),
  ),
})
export type WireSolverCompetition = z.infer<typeof solverCompetitionSchema>
