/**
 * Wire schemas of `GET /api/v2/trades` (re-exported by ./wire, which the app loads lazily):
 * the real service's `Trade` (cowprotocol/services model::trade, as the CoW SDK's order-book
 * types publish it): amounts as decimal strings, `txHash` null while unknown, and the
 * protocol fees the trade paid with the policy that applied.
 */
import * as z from 'zod/mini'

const addressSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 20-byte hex address'))
const uintStringSchema = z.string().check(z.regex(/^\d+$/, 'expected a decimal integer string'))

export const executedProtocolFeeSchema = z.looseObject({
  /** e.g. `{volume: {factor}}`, `{surplus: {factor, maxVolumeFactor}}`, `{priceImprovement: …}`. */
  policy: z.record(z.string(), z.unknown()),
  amount: uintStringSchema,
  token: addressSchema,
})

export const tradeSchema = z.looseObject({
  blockNumber: z.number(),
  logIndex: z.number(),
  orderUid: z.string().check(z.regex(/^0x[0-9a-fA-F]{112}$/, 'expected a 56-byte order UID')),
  owner: addressSchema,
  sellToken: addressSchema,
  buyToken: addressSchema,
  /** Sold in this trade, fee included. */
  sellAmount: uintStringSchema,
  sellAmountBeforeFees: uintStringSchema,
  buyAmount: uintStringSchema,
  txHash: z.nullable(z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'expected 32 bytes of hex'))),
  executedProtocolFees: z.optional(z.array(executedProtocolFeeSchema)),
})

export const tradesResponseSchema = z.array(tradeSchema)

export type WireTrade = z.infer<typeof tradeSchema>
export type WireExecutedProtocolFee = z.infer<typeof executedProtocolFeeSchema>
