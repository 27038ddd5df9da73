/**
 * Wire schemas of the token-data and market family (spec 4.1 to 4.4): USD prices, top
 * holders, slippage recommendations, volatility.
 */
import * as z from 'zod/mini'
import { addressSchema, orderKindSchema, uintStringSchema } from './primitives'

export const usdPriceResponseSchema = z.looseObject({ price: z.number() })
export const tokenHolderSchema = z.looseObject({
  address: addressSchema,
  balance: uintStringSchema,
})
export const topHoldersResponseSchema = z.array(tokenHolderSchema)
export const slippageToleranceResponseSchema = z.looseObject({
  slippageBps: z.number().check(z.gte(0), z.lte(10000)),
})
/** Query parameters of GET .../slippageTolerance, as sent on the wire. */
export const slippageToleranceQuerySchema = z.looseObject({
  orderKind: z.optional(orderKindSchema),
  partiallyFillable: z.optional(z.enum(['true', 'false'])),
  sellAmount: z.optional(uintStringSchema),
  buyAmount: z.optional(uintStringSchema),
  expirationTimeInSeconds: z.optional(z.string().check(z.regex(/^\d+(\.\d+)?$/))),
  feeAmount: z.optional(uintStringSchema),
})
/** volatilityDetails is an internal endpoint whose shape the spec does not show. */
export const volatilityDetailsResponseSchema = z.looseObject({})
