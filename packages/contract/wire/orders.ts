/**
 * Wire schemas of orders (spec 2.1 to 2.4): what POST /orders accepts, what the order
 * endpoints answer (and the tolerant form the app reads them in), by_uids, cancellations
 * and app data.
 *
 * An order is its creation data plus metadata (spec 2.1, openapi.yml `Order = OrderCreation
 * + OrderMetaData`), so the order schema extends the creation schema: the fields both carry
 * are written once and cannot drift apart.
 */
import * as z from 'zod/mini'
import {
  addressSchema,
  buyTokenBalanceSchema,
  ecdsaSigningSchemeSchema,
  hash32Schema,
  hexSchema,
  isoDateSchema,
  openEnumSchema,
  orderClassSchema,
  orderKindSchema,
  orderStatusSchema,
  orderUidSchema,
  sellTokenBalanceSchema,
  signingSchemeSchema,
  uint32Schema,
  uintStringSchema,
} from './primitives'

// ---------------------------------------------------------------- creation

/**
 * The fields the EIP-712 order signs, as the wire spells them: shared by the order, its
 * creation and the quote (whose `quote` object proposes them).
 */
export const signedOrderShape = {
  sellToken: addressSchema,
  buyToken: addressSchema,
  receiver: z.optional(z.nullable(addressSchema)),
  sellAmount: uintStringSchema,
  buyAmount: uintStringSchema,
  validTo: uint32Schema,
  /** The full JSON document (preferred) or its 32-byte hash (legacy). */
  appData: z.string(),
  feeAmount: uintStringSchema,
  kind: orderKindSchema,
  partiallyFillable: z.boolean(),
  sellTokenBalance: z.optional(sellTokenBalanceSchema),
  buyTokenBalance: z.optional(buyTokenBalanceSchema),
}
export type WireSignedOrderFields = z.infer<z.ZodMiniObject<typeof signedOrderShape>>

/** POST /orders: the signed fields, the signature and what the service checks them with. */
export const orderCreationSchema = z.looseObject({
  ...signedOrderShape,
  /** Spec 2.2: "Default for submission is false". */
  partiallyFillable: z._default(z.boolean(), false),
  signingScheme: signingSchemeSchema,
  signature: hexSchema,
  from: z.optional(z.nullable(addressSchema)),
  quoteId: z.optional(z.nullable(z.number())),
  appDataHash: z.optional(z.nullable(hash32Schema)),
  fullBalanceCheck: z.optional(z.boolean()),
})
export type WireOrderCreation = z.infer<typeof orderCreationSchema>

// ---------------------------------------------------------------- orders as answered

export const interactionSchema = z.looseObject({
  target: addressSchema,
  value: uintStringSchema,
  callData: hexSchema,
})
export type WireInteraction = z.infer<typeof interactionSchema>

export const orderQuoteSchema = z.looseObject({
  gasAmount: z.optional(z.string()),
  gasPrice: z.optional(z.string()),
  sellTokenPrice: z.optional(z.string()),
  sellAmount: uintStringSchema,
  buyAmount: uintStringSchema,
  feeAmount: uintStringSchema,
  solver: z.optional(addressSchema),
  verified: z.optional(z.boolean()),
  metadata: z.optional(z.unknown()),
})

const ethflowDataSchema = z.looseObject({
  refundTxHash: z.optional(z.nullable(hash32Schema)),
  userValidTo: z.optional(z.number()),
})

const onchainOrderDataSchema = z.looseObject({
  sender: z.optional(addressSchema),
  placementError: z.optional(z.nullable(z.string())),
})

export const orderSchema = z.extend(orderCreationSchema, {
  creationDate: isoDateSchema,
  class: orderClassSchema,
  owner: addressSchema,
  uid: orderUidSchema,
  availableBalance: z.optional(z.nullable(z.string())),
  executedSellAmount: uintStringSchema,
  executedSellAmountBeforeFees: uintStringSchema,
  executedBuyAmount: uintStringSchema,
  executedFeeAmount: uintStringSchema,
  executedFee: z.optional(z.nullable(uintStringSchema)),
  executedFeeToken: z.optional(z.nullable(addressSchema)),
  invalidated: z.boolean(),
  status: orderStatusSchema,
  fullAppData: z.optional(z.nullable(z.string())),
  settlementContract: addressSchema,
  isLiquidityOrder: z.optional(z.boolean()),
  ethflowData: z.optional(z.nullable(ethflowDataSchema)),
  onchainUser: z.optional(z.nullable(addressSchema)),
  onchainOrderData: z.optional(z.nullable(onchainOrderDataSchema)),
  quote: z.optional(z.nullable(orderQuoteSchema)),
  interactions: z.optional(
    z.nullable(
      z.looseObject({
        pre: z.optional(z.array(interactionSchema)),
        post: z.optional(z.array(interactionSchema)),
      }),
    ),
  ),
})
export type WireOrder = z.infer<typeof orderSchema>

// ---------------------------------------------------------------- reading orders (tolerant)

/**
 * What the app accepts when it reads orders: the contract above, widened where the real
 * service is known to evolve or to send `null` (crates/orderbook/openapi.yml of
 * cowprotocol/services). Enums the service grows over time (status, class, signing scheme)
 * pass as any string; `toOrder` maps values it does not know to a typed `'unknown'`.
 * The signed fields (amounts, tokens, kind, balances) stay strict: an order whose signed
 * data cannot be read is dropped from a list, never guessed at. The sandbox keeps
 * building and checking its answers against the strict `orderSchema`.
 */
export const orderQuoteReadSchema = z.extend(orderQuoteSchema, {
  gasAmount: z.optional(z.nullable(z.string())),
  gasPrice: z.optional(z.nullable(z.string())),
  sellTokenPrice: z.optional(z.nullable(z.string())),
  solver: z.optional(z.nullable(addressSchema)),
  verified: z.optional(z.nullable(z.boolean())),
})

export const orderReadSchema = z.extend(orderSchema, {
  status: openEnumSchema,
  class: openEnumSchema,
  signingScheme: openEnumSchema,
  // Documented as non-null, but a client that must keep working accepts null as absent.
  executedFee: z.optional(z.nullable(uintStringSchema)),
  executedFeeToken: z.optional(z.nullable(addressSchema)),
  isLiquidityOrder: z.optional(z.nullable(z.boolean())),
  fullBalanceCheck: z.optional(z.nullable(z.boolean())),
  /** openapi.yml: earliest time the order may enter an auction, from its appData. */
  validFrom: z.optional(z.nullable(z.number())),
  ethflowData: z.optional(
    z.nullable(z.extend(ethflowDataSchema, { userValidTo: z.optional(z.nullable(z.number())) })),
  ),
  onchainOrderData: z.optional(
    z.nullable(z.extend(onchainOrderDataSchema, { sender: z.optional(z.nullable(addressSchema)) })),
  ),
  quote: z.optional(z.nullable(orderQuoteReadSchema)),
})
export type WireOrderRead = z.infer<typeof orderReadSchema>

// ---------------------------------------------------------------- lists, by_uids

/** by_uids `{error}` entries, as read. */
export const byUidsErrorEntrySchema = z.looseObject({
  error: z.looseObject({ uid: z.string(), description: z.string() }),
})

/**
 * Lists are read element by element (see `src/api/read-list.ts`): the envelope must be an
 * array, each element is checked on its own, so one bad order drops that order only.
 */
export const orderListReadSchema = z.array(z.unknown())

/** 201 body of POST /orders: the UID as a JSON string. */
export const orderPostResponseSchema = orderUidSchema

export const byUidsRequestSchema = z.array(orderUidSchema).check(z.maxLength(128))
export const byUidsEntrySchema = z.union([
  z.looseObject({ order: orderSchema }),
  byUidsErrorEntrySchema,
])
export const byUidsResponseSchema = z.array(byUidsEntrySchema)
export type WireByUidsEntry = z.infer<typeof byUidsEntrySchema>

export const accountOrdersResponseSchema = z.array(orderSchema)

// ---------------------------------------------------------------- cancellation

/** DELETE /orders/{uid} (single, older): OrderCancellation(bytes orderUid). */
export const orderCancellationSchema = z.looseObject({
  signature: hexSchema,
  signingScheme: ecdsaSigningSchemeSchema,
})
export type WireOrderCancellation = z.infer<typeof orderCancellationSchema>

/** DELETE /orders (batch): OrderCancellations(bytes[] orderUids). */
export const orderCancellationsSchema = z.extend(orderCancellationSchema, {
  orderUids: z.array(orderUidSchema).check(z.minLength(1)),
})
export type WireOrderCancellations = z.infer<typeof orderCancellationsSchema>

/** Bodies the client does not read (cancellations answer a bare string, app_data the hash). */
export const ignoredBodySchema = z.unknown()

// ---------------------------------------------------------------- app data

export const appDataPutSchema = z.looseObject({ fullAppData: z.string() })
export const appDataGetResponseSchema = z.looseObject({ fullAppData: z.string() })
