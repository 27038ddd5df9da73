/**
 * Wire schemas: the JSON the orderbook service sends and accepts, exactly as it travels.
 *
 * This file is the contract between the app and the sandbox service: the app validates
 * every response with it, the sandbox validates every request with it and builds its
 * responses to it. Amounts stay decimal strings here; `src/api` converts them to bigint
 * domain types. Object schemas are loose (unknown keys pass) because the real service
 * adds fields over time and the app must keep working when it does.
 *
 * zod/mini keeps the bundle small (the full zod API is ~4x larger in the app).
 */
import * as z from 'zod/mini'
import { KNOWN_COMPETITION_STATUSES } from './competition-statuses'

// ---------------------------------------------------------------- primitives

export const addressSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 20-byte hex address'))
export const hexSchema = z
  .string()
  .check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'expected 0x-prefixed hex bytes'))
export const hash32Schema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'expected 32 bytes of hex'))
export const orderUidSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{112}$/, 'expected a 56-byte order UID'))
/** Unsigned decimal integer string: no sign, no decimal point, no hex, no exponent. */
export const uintStringSchema = z
  .string()
  .check(z.regex(/^\d+$/, 'expected a decimal integer string'))
export const isoDateSchema = z.string().check(z.minLength(1))

export const orderKindSchema = z.enum(['sell', 'buy'])
export const signingSchemeSchema = z.enum(['eip712', 'ethsign', 'presign', 'eip1271'])
export const ecdsaSigningSchemeSchema = z.enum(['eip712', 'ethsign'])
export const sellTokenBalanceSchema = z.enum(['erc20', 'internal', 'external'])
export const buyTokenBalanceSchema = z.enum(['erc20', 'internal'])
export const orderClassSchema = z.enum(['market', 'limit', 'liquidity'])
export const orderStatusSchema = z.enum([
  'presignaturePending',
  'open',
  'fulfilled',
  'cancelled',
  'expired',
])
export const priceQualitySchema = z.enum(['fast', 'optimal', 'verified'])

export type WireOrderKind = z.infer<typeof orderKindSchema>
export type WireSigningScheme = z.infer<typeof signingSchemeSchema>
export type WireOrderStatus = z.infer<typeof orderStatusSchema>
export type WireOrderClass = z.infer<typeof orderClassSchema>

// ---------------------------------------------------------------- errors

/** Orderbook family error body. `errorType` is an open set: unknown names must pass. */
export const apiErrorSchema = z.looseObject({
  errorType: z.string(),
  description: z.optional(z.string()),
  data: z.optional(z.unknown()),
})
export type WireApiError = z.infer<typeof apiErrorSchema>

/** Token-data / markets / notifications family error body. */
export const tokenDataErrorSchema = z.looseObject({ message: z.string() })
export type WireTokenDataError = z.infer<typeof tokenDataErrorSchema>

// ---------------------------------------------------------------- quote

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

export const quoteDataSchema = z.looseObject({
  sellToken: addressSchema,
  buyToken: addressSchema,
  receiver: z.optional(z.nullable(addressSchema)),
  sellAmount: uintStringSchema,
  buyAmount: uintStringSchema,
  validTo: z.number(),
  appData: z.string(),
  appDataHash: z.optional(z.nullable(hash32Schema)),
  feeAmount: uintStringSchema,
  gasAmount: z.optional(z.string()),
  gasPrice: z.optional(z.string()),
  sellTokenPrice: z.optional(z.string()),
  kind: orderKindSchema,
  partiallyFillable: z.boolean(),
  sellTokenBalance: z.optional(sellTokenBalanceSchema),
  buyTokenBalance: z.optional(buyTokenBalanceSchema),
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

// ---------------------------------------------------------------- orders

export const interactionSchema = z.looseObject({
  target: addressSchema,
  value: uintStringSchema,
  callData: hexSchema,
})

export const orderCreationSchema = z.looseObject({
  sellToken: addressSchema,
  buyToken: addressSchema,
  receiver: z.optional(z.nullable(addressSchema)),
  sellAmount: uintStringSchema,
  buyAmount: uintStringSchema,
  validTo: z.number().check(z.int(), z.nonnegative()),
  feeAmount: uintStringSchema,
  kind: orderKindSchema,
  partiallyFillable: z.boolean(),
  sellTokenBalance: z.optional(sellTokenBalanceSchema),
  buyTokenBalance: z.optional(buyTokenBalanceSchema),
  signingScheme: signingSchemeSchema,
  signature: hexSchema,
  from: z.optional(z.nullable(addressSchema)),
  quoteId: z.optional(z.nullable(z.number())),
  /** The full JSON document (preferred) or its 32-byte hash (legacy). */
  appData: z.string(),
  appDataHash: z.optional(z.nullable(hash32Schema)),
  fullBalanceCheck: z.optional(z.boolean()),
})
export type WireOrderCreation = z.infer<typeof orderCreationSchema>

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

export const orderSchema = z.looseObject({
  // creation data
  sellToken: addressSchema,
  buyToken: addressSchema,
  receiver: z.optional(z.nullable(addressSchema)),
  sellAmount: uintStringSchema,
  buyAmount: uintStringSchema,
  validTo: z.number(),
  appData: z.string(),
  feeAmount: uintStringSchema,
  kind: orderKindSchema,
  partiallyFillable: z.boolean(),
  sellTokenBalance: z.optional(sellTokenBalanceSchema),
  buyTokenBalance: z.optional(buyTokenBalanceSchema),
  signingScheme: signingSchemeSchema,
  signature: hexSchema,
  from: z.optional(z.nullable(addressSchema)),
  quoteId: z.optional(z.nullable(z.number())),
  // metadata
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
  fullBalanceCheck: z.optional(z.boolean()),
  ethflowData: z.optional(
    z.nullable(
      z.looseObject({
        refundTxHash: z.optional(z.nullable(hash32Schema)),
        userValidTo: z.optional(z.number()),
      }),
    ),
  ),
  onchainUser: z.optional(z.nullable(addressSchema)),
  onchainOrderData: z.optional(
    z.nullable(
      z.looseObject({
        sender: z.optional(addressSchema),
        placementError: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
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
const openEnumSchema = z.string().check(z.minLength(1))

export const orderQuoteReadSchema = z.looseObject({
  gasAmount: z.optional(z.nullable(z.string())),
  gasPrice: z.optional(z.nullable(z.string())),
  sellTokenPrice: z.optional(z.nullable(z.string())),
  sellAmount: uintStringSchema,
  buyAmount: uintStringSchema,
  feeAmount: uintStringSchema,
  solver: z.optional(z.nullable(addressSchema)),
  verified: z.optional(z.nullable(z.boolean())),
  metadata: z.optional(z.unknown()),
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
    z.nullable(
      z.looseObject({
        refundTxHash: z.optional(z.nullable(hash32Schema)),
        userValidTo: z.optional(z.nullable(z.number())),
      }),
    ),
  ),
  onchainOrderData: z.optional(
    z.nullable(
      z.looseObject({
        sender: z.optional(z.nullable(addressSchema)),
        placementError: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
  quote: z.optional(z.nullable(orderQuoteReadSchema)),
})
export type WireOrderRead = z.infer<typeof orderReadSchema>

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

// ---------------------------------------------------------------- cancellation

/** DELETE /orders (batch): OrderCancellations(bytes[] orderUids). */
export const orderCancellationsSchema = z.looseObject({
  orderUids: z.array(orderUidSchema).check(z.minLength(1)),
  signature: hexSchema,
  signingScheme: ecdsaSigningSchemeSchema,
})
export type WireOrderCancellations = z.infer<typeof orderCancellationsSchema>

/** DELETE /orders/{uid} (single, older): OrderCancellation(bytes orderUid). */
export const orderCancellationSchema = z.looseObject({
  signature: hexSchema,
  signingScheme: ecdsaSigningSchemeSchema,
})
export type WireOrderCancellation = z.infer<typeof orderCancellationSchema>

// ---------------------------------------------------------------- app data

export const appDataPutSchema = z.looseObject({ fullAppData: z.string() })
export const appDataGetResponseSchema = z.looseObject({ fullAppData: z.string() })

// ---------------------------------------------------------------- solver competition

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

/** GET /api/v1/token/{token}/native_price (openapi.yml NativePriceResponse). */
export const nativePriceResponseSchema = z.looseObject({ price: z.number() })

/** Bodies the client does not read (cancellations answer a bare string, app_data the hash). */
export const ignoredBodySchema = z.unknown()

/**
 * GET /api/v1/version answers `text/plain`: the build's `git describe` (cowprotocol/services
 * `version_handler`), seen as `{branch}@{sha}` (e.g. `v2.300.0@6a3e…`). Read as text.
 */
export const versionResponseSchema = z
  .string()
  .check(z.regex(/\S/, 'the version text is empty'), z.maxLength(200))

// ---------------------------------------------------------------- token data, markets

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

// ---------------------------------------------------------------- notifications

/** The interface document's shape. */
export const specNotificationSchema = z.looseObject({
  id: z.string(),
  /** `null`: meant for everyone (see the CMS shape). */
  account: z.optional(z.nullable(z.string())),
  type: z.string(),
  message: z.string(),
  timestamp: isoDateSchema,
  metadata: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
})
/**
 * The production CMS shape (cowprotocol/cms `getNotificationList`): the account's own
 * items, then up to 50 meant for everyone, which carry `account: null`.
 */
export const cmsNotificationSchema = z.looseObject({
  id: z.number(),
  account: z.optional(z.nullable(z.string())),
  title: z.string(),
  description: z.string(),
  createdAt: isoDateSchema,
  url: z.optional(z.nullable(z.string())),
  thumbnail: z.optional(z.nullable(z.string())),
})
/** One notification of either shape; lists are read element by element (`read-list.ts`). */
export const notificationSchema = z.union([specNotificationSchema, cmsNotificationSchema])
export const notificationsResponseSchema = z.array(notificationSchema)
export type WireSpecNotification = z.infer<typeof specNotificationSchema>
export type WireCmsNotification = z.infer<typeof cmsNotificationSchema>

// ---------------------------------------------------------------- sandbox

/** GET /health of the sandbox service. */
export * from './wire-trades'

export const sandboxHealthSchema = z.looseObject({
  chainId: z.number(),
  settlement: addressSchema,
  vaultRelayer: addressSchema,
  /** The eth-flow contract (optional: a sandbox from before eth-flow has none). */
  ethFlow: z.optional(addressSchema),
  /** The HooksTrampoline (optional: a sandbox from before hooks has none). */
  hooksTrampoline: z.optional(addressSchema),
  tokens: z.array(
    z.looseObject({ address: addressSchema, symbol: z.string(), decimals: z.number() }),
  ),
  traders: z.array(addressSchema),
})
export type WireSandboxHealth = z.infer<typeof sandboxHealthSchema>
