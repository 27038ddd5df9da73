/**
 * Wire schemas of prices the orderbook quotes: POST /quote (request and answer) and a
 * token's native price.
 */
import * as z from 'zod/mini'
import {
  addressSchema,
  buyTokenBalanceSchema,
  hash32Schema,
  isoDateSchema,
  orderKindSchema,
  priceQualitySchema,
  sellTokenBalanceSchema,
  signingSchemeSchema,
  uintStringSchema,
} from './primitives'
import { signedOrderShape } from './orders'

export const quoteRequestSchema = z.looseObject({
  sellToken: addressSchema,
  buyToken: addressSchema,
  from: addressSchema,
  kind: orderKindSchema,
  sellAmountBeforeFee: z.optional(uintStringSchema),
  sellAmountAfterFee: z.optional(uintStringSchema),
  buyAmountAfterFee: z.optional(uintStringSchema),
  receiver: z.optional(z.nullable(addressSchema)),
  validTo: z.optional(z.number().check(z.int(), z.nonnegative())),
  validFor: z.optional(z.number().check(z.int(), z.nonnegative())),
  appData: z.optional(z.string()),
  appDataHash: z.optional(hash32Schema),
  partiallyFillable: z.optional(z.boolean()),
  sellTokenBalance: z.optional(sellTokenBalanceSchema),
  buyTokenBalance: z.optional(buyTokenBalanceSchema),
  priceQuality: z.optional(priceQualitySchema),
  signingScheme: z.optional(signingSchemeSchema),
  onchainOrder: z.optional(z.boolean()),
  /** eip1271 only: the gas the signature check costs (the real service's default 27,000). */
  verificationGasLimit: z.optional(z.number().check(z.int(), z.nonnegative())),
  timeout: z.optional(z.number()),
})
export type WireQuoteRequest = z.infer<typeof quoteRequestSchema>

/** The quote's proposal: the order's signed fields, priced. */
export const quoteDataSchema = z.looseObject({
  ...signedOrderShape,
  appDataHash: z.optional(z.nullable(hash32Schema)),
  gasAmount: z.optional(z.string()),
  gasPrice: z.optional(z.string()),
  sellTokenPrice: z.optional(z.string()),
  signingScheme: z.optional(signingSchemeSchema),
})
export type WireQuoteData = z.infer<typeof quoteDataSchema>

export const quoteResponseSchema = z.looseObject({
  quote: quoteDataSchema,
  from: z.optional(addressSchema),
  expiration: isoDateSchema,
  id: z.optional(z.nullable(z.number())),
  verified: z.optional(z.boolean()),
  protocolFeeBps: z.optional(z.string()),
})
export type WireQuoteResponse = z.infer<typeof quoteResponseSchema>

/** GET /api/v1/token/{token}/native_price (openapi.yml NativePriceResponse). */
export const nativePriceResponseSchema = z.looseObject({ price: z.number() })
