/**
 * Wire schemas of `GET /api/v2/trades`:
 * the real service's `Trade` (cowprotocol/services model::trade, as the CoW SDK's order-book
 * types publish it): amounts as decimal strings, `txHash` null while unknown, and the
 * protocol fees the trade paid with the policy that applied.
 */
import type { Address } from 'viem'
import * as z from 'zod/mini'
import { addressSchema, hash32Schema, orderUidSchema, uintStringSchema } from './primitives'

export const executedProtocolFeeSchema = z.looseObject({
  /** e.g. `{volume: {factor}}`, `{surplus: {factor, maxVolumeFactor}}`, `{priceImprovement: …}`. */
  policy: z.record(z.string(), z.unknown()),
  amount: uintStringSchema,
  token: addressSchema,
})

export const tradeSchema = z.looseObject({
  blockNumber: z.number(),
  logIndex: z.number(),
  orderUid: orderUidSchema,
  owner: addressSchema,
  sellToken: addressSchema,
  buyToken: addressSchema,
  /** Sold in this trade, fee included. */
  sellAmount: uintStringSchema,
  sellAmountBeforeFees: uintStringSchema,
  buyAmount: uintStringSchema,
  txHash: z.nullable(hash32Schema),
  executedProtocolFees: z.optional(z.array(executedProtocolFeeSchema)),
})

export const tradesResponseSchema = z.array(tradeSchema)

export type WireTrade = z.infer<typeof tradeSchema>
export type WireExecutedProtocolFee = z.infer<typeof executedProtocolFeeSchema>

/** A volume fee's entry: `factor` a fraction (0.005 = 50 bps), taken in the surplus token. */
export interface VolumeFeeEntry {
  policy: { volume: { factor: number } }
  /** Decimal string, smallest units. */
  amount: string
  token: Address
}

/** The entry of a volume fee of `bps` basis points that took `amount` of `token` (the sandbox's answers). */
export function volumeFeeEntry(bps: number, amount: bigint, token: Address): VolumeFeeEntry {
  return { policy: { volume: { factor: bps / 10_000 } }, amount: amount.toString(), token }
}
