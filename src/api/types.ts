/**
 * Domain types: what the rest of the app sees instead of raw JSON. Amounts are bigint in
 * the token's smallest unit, addresses and hex are viem's `Address`/`Hex`, times are
 * `Date`, absent and `null` are both `undefined`. The converters throw a plain Error on
 * data the wire schema let through but the domain cannot hold; `mapResult` turns that into
 * an `invalidResponse` ApiError.
 */
import { isAddressEqual, zeroAddress, type Address, type Hex } from 'viem'
import { appDataHash } from '@/protocol/app-data'
import { parseUintString } from '@/protocol/bounds'
import type {
  BuyTokenBalance,
  OrderData,
  OrderKind,
  SellTokenBalance,
  SigningScheme,
} from '@/protocol/order'
import type { ResponseMeta } from './http'
import type {
  WireCmsNotification,
  WireCompetitionStatusRead,
  WireOrderClass,
  WireOrderCreation,
  WireOrderRead,
  WireOrderStatus,
  WireQuoteRequest,
  WireQuoteResponse,
  WireSolverCompetition,
  WireSpecNotification,
} from './wire'

/**
 * Enums the services grow over time are open on the way in: a value the app does not know
 * becomes `'unknown'` (the raw value is kept in `Order.unrecognized` for display), so one
 * new status upstream cannot blank a trader's history. Requests stay strict.
 */
export type Unknown = 'unknown'

export const KNOWN_ORDER_STATUSES = [
  'presignaturePending',
  'open',
  'fulfilled',
  'cancelled',
  'expired',
] as const satisfies readonly WireOrderStatus[]
export const KNOWN_ORDER_CLASSES = [
  'market',
  'limit',
  'liquidity',
] as const satisfies readonly WireOrderClass[]
export const KNOWN_SIGNING_SCHEMES = [
  'eip712',
  'ethsign',
  'presign',
  'eip1271',
] as const satisfies readonly SigningScheme[]
export const KNOWN_COMPETITION_STATUSES = [
  'open',
  'scheduled',
  'active',
  'solved',
  'executing',
  'traded',
  'cancelled',
] as const

export type OrderStatus = WireOrderStatus | Unknown
export type OrderClass = WireOrderClass | Unknown
export type OrderSigningScheme = SigningScheme | Unknown

/** `value` when it is one of `known`, else `'unknown'`. */
export function knownOr<T extends string>(known: readonly T[], value: string): T | Unknown {
  return (known as readonly string[]).includes(value) ? (value as T) : 'unknown'
}
export type PriceQuality = 'fast' | 'optimal' | 'verified'

// ---------------------------------------------------------------- helpers

function amount(field: string, value: string): bigint {
  const parsed = parseUintString(value)
  if (parsed === undefined) throw new Error(`${field}: "${value}" is not a uint256 amount`)
  return parsed
}

function optionalAmount(field: string, value: string | null | undefined): bigint | undefined {
  return value == null ? undefined : amount(field, value)
}

function date(field: string, value: string): Date {
  const ms = Date.parse(value)
  if (Number.isNaN(ms)) throw new Error(`${field}: "${value}" is not a date`)
  return new Date(ms)
}

/** Decimal strings of estimates (gas, prices): the service sends "12345" or "1.5e-7". */
function estimate(value: string | null | undefined): number | undefined {
  if (value == null || value.trim() === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) ? n : undefined
}

function optional<T>(value: T | null | undefined): T | undefined {
  return value ?? undefined
}

/** The zero address means "the owner"; domain data says that with `undefined`. */
function receiverOf(value: string | null | undefined): Address | undefined {
  if (value == null) return undefined
  const address = value as Address
  return isAddressEqual(address, zeroAddress) ? undefined : address
}

const HASH32 = /^0x[0-9a-fA-F]{64}$/

/** The signed bytes32 of an order's appData field, which may be the document or its hash. */
export function appDataHashOf(appData: string): Hex {
  return HASH32.test(appData) ? (appData as Hex) : appDataHash(appData)
}

// ---------------------------------------------------------------- quote

interface QuoteRequestBase {
  sellToken: Address
  buyToken: Address
  /** The trader; the service simulates from this account. */
  from: Address
  receiver?: Address
  /** Seconds the order will be valid (alternative to validTo). */
  validFor?: number
  validTo?: number
  /** The full appData document, or its hash. */
  appData?: string
  appDataHash?: Hex
  partiallyFillable?: boolean
  sellTokenBalance?: SellTokenBalance
  buyTokenBalance?: BuyTokenBalance
  priceQuality?: PriceQuality
  signingScheme?: SigningScheme
  onchainOrder?: boolean
  /** Milliseconds the service may spend on the quote. */
  timeout?: number
}

export type QuoteRequest = QuoteRequestBase &
  (
    | { kind: 'sell'; sellAmountBeforeFee: bigint }
    | { kind: 'sell'; sellAmountAfterFee: bigint }
    | { kind: 'buy'; buyAmountAfterFee: bigint }
  )

export function toWireQuoteRequest(request: QuoteRequest): WireQuoteRequest {
  const wire: WireQuoteRequest = {
    sellToken: request.sellToken,
    buyToken: request.buyToken,
    from: request.from,
    kind: request.kind,
  }
  if ('sellAmountBeforeFee' in request)
    wire.sellAmountBeforeFee = request.sellAmountBeforeFee.toString()
  if ('sellAmountAfterFee' in request)
    wire.sellAmountAfterFee = request.sellAmountAfterFee.toString()
  if ('buyAmountAfterFee' in request) wire.buyAmountAfterFee = request.buyAmountAfterFee.toString()
  const optionalFields = [
    'receiver',
    'validFor',
    'validTo',
    'appData',
    'appDataHash',
    'partiallyFillable',
    'sellTokenBalance',
    'buyTokenBalance',
    'priceQuality',
    'signingScheme',
    'onchainOrder',
    'timeout',
  ] as const
  for (const field of optionalFields) {
    if (request[field] !== undefined) Object.assign(wire, { [field]: request[field] })
  }
  return wire
}

/** A quote is trusted for at most this long after it arrived (real-service notes). */
export const QUOTE_MAX_AGE_MS = 60_000

/** The largest page of an account's orders (spec 4.5 and 8). */
export const ACCOUNT_ORDERS_MAX_LIMIT = 1000

/**
 * The quote response, flattened. Structurally a `QuoteAmounts` of `@/protocol/quote-to-order`,
 * so `orderFromQuote({ quote, ... })` takes it as is.
 */
export interface Quote {
  /** Send as `quoteId` with the order. */
  id?: number
  from?: Address
  /** The service's expiry, on the service's clock. */
  expiration: Date
  verified: boolean
  protocolFeeBps?: number
  sellToken: Address
  buyToken: Address
  receiver?: Address
  sellAmount: bigint
  buyAmount: bigint
  /** Network cost in sell-token units. */
  feeAmount: bigint
  validTo: number
  appData: string
  appDataHash?: Hex
  gasAmount?: number
  gasPrice?: number
  sellTokenPrice?: number
  kind: OrderKind
  partiallyFillable: boolean
  sellTokenBalance: SellTokenBalance
  buyTokenBalance: BuyTokenBalance
  signingScheme?: SigningScheme
  /** When the answer arrived, by the client's clock. */
  receivedAt: Date
  /** Server clock minus client clock in ms, from the `Date` header (0 when absent). */
  clockSkewMs: number
  /** When to stop trusting the quote, by the client's clock: min(expiration less skew, receipt + 60 s). */
  expiresAt: Date
}

export function toQuote(
  wire: WireQuoteResponse,
  meta: Pick<ResponseMeta, 'date' | 'receivedAt'>,
): Quote {
  const q = wire.quote
  const expiration = date('expiration', wire.expiration)
  const clockSkewMs = meta.date ? meta.date.getTime() - meta.receivedAt.getTime() : 0
  const expiresAt = new Date(
    Math.min(expiration.getTime() - clockSkewMs, meta.receivedAt.getTime() + QUOTE_MAX_AGE_MS),
  )
  const protocolFeeBps = estimate(wire.protocolFeeBps)
  return {
    id: optional(wire.id),
    from: wire.from as Address | undefined,
    expiration,
    verified: wire.verified ?? false,
    protocolFeeBps,
    sellToken: q.sellToken as Address,
    buyToken: q.buyToken as Address,
    receiver: receiverOf(q.receiver),
    sellAmount: amount('quote.sellAmount', q.sellAmount),
    buyAmount: amount('quote.buyAmount', q.buyAmount),
    feeAmount: amount('quote.feeAmount', q.feeAmount),
    validTo: q.validTo,
    appData: q.appData,
    appDataHash: optional(q.appDataHash) as Hex | undefined,
    gasAmount: estimate(q.gasAmount),
    gasPrice: estimate(q.gasPrice),
    sellTokenPrice: estimate(q.sellTokenPrice),
    kind: q.kind,
    partiallyFillable: q.partiallyFillable,
    sellTokenBalance: q.sellTokenBalance ?? 'erc20',
    buyTokenBalance: q.buyTokenBalance ?? 'erc20',
    signingScheme: q.signingScheme,
    receivedAt: meta.receivedAt,
    clockSkewMs,
    expiresAt,
  }
}

// ---------------------------------------------------------------- order creation

/** What `postOrder` sends: the signed order plus how it was signed. */
export interface OrderCreation {
  /** The signed struct (appData is the bytes32 hash). */
  order: OrderData
  /** The full appData document whose keccak256 is `order.appData`; omit to send the hash form. */
  appDataDocument?: string
  signingScheme: SigningScheme
  signature: Hex
  /** The signer; the service checks it against the recovered one. Required for presign. */
  from?: Address
  quoteId?: number
  fullBalanceCheck?: boolean
}

export function toWireOrderCreation(creation: OrderCreation): WireOrderCreation {
  const { order } = creation
  const wire: WireOrderCreation = {
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    receiver: isAddressEqual(order.receiver, zeroAddress) ? null : order.receiver,
    sellAmount: order.sellAmount.toString(),
    buyAmount: order.buyAmount.toString(),
    validTo: order.validTo,
    feeAmount: order.feeAmount.toString(),
    kind: order.kind,
    partiallyFillable: order.partiallyFillable,
    sellTokenBalance: order.sellTokenBalance,
    buyTokenBalance: order.buyTokenBalance,
    signingScheme: creation.signingScheme,
    signature: creation.signature,
    appData: creation.appDataDocument ?? order.appData,
  }
  // With the document sent, the hash rides along as the spec's debug cross-check.
  if (creation.appDataDocument !== undefined) wire.appDataHash = order.appData
  if (creation.from !== undefined) wire.from = creation.from
  if (creation.quoteId !== undefined) wire.quoteId = creation.quoteId
  if (creation.fullBalanceCheck !== undefined) wire.fullBalanceCheck = creation.fullBalanceCheck
  return wire
}

// ---------------------------------------------------------------- order

export interface Interaction {
  target: Address
  value: bigint
  callData: Hex
}

export interface OrderQuote {
  gasAmount?: number
  gasPrice?: number
  sellTokenPrice?: number
  sellAmount: bigint
  buyAmount: bigint
  feeAmount: bigint
  solver?: Address
  verified?: boolean
  metadata?: unknown
}

/** Every field of spec 2.1. */
export interface Order {
  // creation data
  sellToken: Address
  buyToken: Address
  /** Undefined means the owner (the wire's null, absent or zero address). */
  receiver?: Address
  sellAmount: bigint
  buyAmount: bigint
  /** Unix seconds (uint32), as signed. */
  validTo: number
  /** As sent: the full JSON document or the 32-byte hash. */
  appData: string
  /** The bytes32 the order signed (derived from `appData`). */
  appDataHash: Hex
  feeAmount: bigint
  kind: OrderKind
  partiallyFillable: boolean
  sellTokenBalance: SellTokenBalance
  buyTokenBalance: BuyTokenBalance
  signingScheme: OrderSigningScheme
  signature: Hex
  from?: Address
  quoteId?: number
  fullBalanceCheck: boolean
  // metadata
  creationDate: Date
  class: OrderClass
  owner: Address
  uid: Hex
  /** Deprecated, always absent in practice. */
  availableBalance?: string
  executedSellAmount: bigint
  executedSellAmountBeforeFees: bigint
  executedBuyAmount: bigint
  /** Deprecated: the executed part of the signed fee (old orders only). */
  executedFeeAmount: bigint
  executedFee?: bigint
  executedFeeToken?: Address
  invalidated: boolean
  status: OrderStatus
  settlementContract: Address
  isLiquidityOrder?: boolean
  ethflowData?: { refundTxHash?: Hex; userValidTo?: number }
  onchainUser?: Address
  onchainOrderData?: { sender?: Address; placementError?: string }
  fullAppData?: string
  /** Earliest time (unix seconds) the order may enter an auction (real service, from appData). */
  validFrom?: number
  quote?: OrderQuote
  interactions: { pre: Interaction[]; post: Interaction[] }
  /** Raw values of open enums the app did not recognise (each such field reads `'unknown'`). */
  unrecognized?: { status?: string; class?: string; signingScheme?: string }
}

/** Placed through the native-currency flow contract (owner is the contract, not the trader). */
export function isEthFlowOrder(order: Pick<Order, 'ethflowData'>): boolean {
  return order.ethflowData !== undefined
}

/**
 * The deadline the trader chose. Eth-flow orders sign `validTo` = uint32 max and carry the
 * real one in `ethflowData.userValidTo` (openapi.yml, EthflowData).
 */
export function orderDeadline(order: Pick<Order, 'validTo' | 'ethflowData'>): number {
  return order.ethflowData?.userValidTo ?? order.validTo
}

/** Who actually traded: `onchainUser` for on-chain placed orders (eth-flow), else the owner. */
export function orderTrader(order: Pick<Order, 'owner' | 'onchainUser'>): Address {
  return order.onchainUser ?? order.owner
}

function toInteraction(wire: { target: string; value: string; callData: string }): Interaction {
  return {
    target: wire.target as Address,
    value: amount('interaction.value', wire.value),
    callData: wire.callData as Hex,
  }
}

export function toOrder(wire: WireOrderRead): Order {
  const quote = wire.quote
  const ethflow = wire.ethflowData
  const onchain = wire.onchainOrderData
  const status = knownOr(KNOWN_ORDER_STATUSES, wire.status)
  const orderClass = knownOr(KNOWN_ORDER_CLASSES, wire.class)
  const signingScheme = knownOr(KNOWN_SIGNING_SCHEMES, wire.signingScheme)
  const unrecognized: NonNullable<Order['unrecognized']> = {}
  if (status === 'unknown') unrecognized.status = wire.status
  if (orderClass === 'unknown') unrecognized.class = wire.class
  if (signingScheme === 'unknown') unrecognized.signingScheme = wire.signingScheme
  const order: Order = {
    sellToken: wire.sellToken as Address,
    buyToken: wire.buyToken as Address,
    receiver: receiverOf(wire.receiver),
    sellAmount: amount('sellAmount', wire.sellAmount),
    buyAmount: amount('buyAmount', wire.buyAmount),
    validTo: wire.validTo,
    appData: wire.appData,
    appDataHash: appDataHashOf(wire.appData),
    feeAmount: amount('feeAmount', wire.feeAmount),
    kind: wire.kind,
    partiallyFillable: wire.partiallyFillable,
    sellTokenBalance: wire.sellTokenBalance ?? 'erc20',
    buyTokenBalance: wire.buyTokenBalance ?? 'erc20',
    signingScheme,
    signature: wire.signature as Hex,
    from: optional(wire.from) as Address | undefined,
    quoteId: optional(wire.quoteId),
    fullBalanceCheck: wire.fullBalanceCheck ?? false,
    creationDate: date('creationDate', wire.creationDate),
    class: orderClass,
    owner: wire.owner as Address,
    uid: wire.uid as Hex,
    availableBalance: optional(wire.availableBalance),
    executedSellAmount: amount('executedSellAmount', wire.executedSellAmount),
    executedSellAmountBeforeFees: amount(
      'executedSellAmountBeforeFees',
      wire.executedSellAmountBeforeFees,
    ),
    executedBuyAmount: amount('executedBuyAmount', wire.executedBuyAmount),
    executedFeeAmount: amount('executedFeeAmount', wire.executedFeeAmount),
    executedFee: optionalAmount('executedFee', wire.executedFee),
    executedFeeToken: optional(wire.executedFeeToken) as Address | undefined,
    invalidated: wire.invalidated,
    status,
    settlementContract: wire.settlementContract as Address,
    isLiquidityOrder: optional(wire.isLiquidityOrder),
    ethflowData: ethflow
      ? {
          refundTxHash: optional(ethflow.refundTxHash) as Hex | undefined,
          userValidTo: optional(ethflow.userValidTo),
        }
      : undefined,
    onchainUser: optional(wire.onchainUser) as Address | undefined,
    onchainOrderData: onchain
      ? {
          sender: optional(onchain.sender) as Address | undefined,
          placementError: optional(onchain.placementError),
        }
      : undefined,
    fullAppData: optional(wire.fullAppData),
    validFrom: optional(wire.validFrom),
    quote: quote
      ? {
          gasAmount: estimate(quote.gasAmount),
          gasPrice: estimate(quote.gasPrice),
          sellTokenPrice: estimate(quote.sellTokenPrice),
          sellAmount: amount('quote.sellAmount', quote.sellAmount),
          buyAmount: amount('quote.buyAmount', quote.buyAmount),
          feeAmount: amount('quote.feeAmount', quote.feeAmount),
          solver: optional(quote.solver) as Address | undefined,
          verified: optional(quote.verified),
          metadata: quote.metadata,
        }
      : undefined,
    interactions: {
      pre: (wire.interactions?.pre ?? []).map(toInteraction),
      post: (wire.interactions?.post ?? []).map(toInteraction),
    },
  }
  if (Object.keys(unrecognized).length > 0) order.unrecognized = unrecognized
  return order
}

/** The signed struct of an order, e.g. to recompute its UID or digest with `@/protocol`. */
export function orderDataOf(order: Order): OrderData {
  return {
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    receiver: order.receiver ?? zeroAddress,
    sellAmount: order.sellAmount,
    buyAmount: order.buyAmount,
    validTo: order.validTo,
    appData: order.appDataHash,
    feeAmount: order.feeAmount,
    kind: order.kind,
    partiallyFillable: order.partiallyFillable,
    sellTokenBalance: order.sellTokenBalance,
    buyTokenBalance: order.buyTokenBalance,
  }
}

/** Statuses after which nothing changes any more. */
export function isOrderPending(order: Pick<Order, 'status'>): boolean {
  return order.status === 'open' || order.status === 'presignaturePending'
}

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
    transactionHashes: (wire.transactionHashes ?? []) as Hex[],
    referenceScores: amountRecord('referenceScores', wire.referenceScores),
    auction: {
      orders: wire.auction?.orders ?? [],
      prices: amountRecord('auction.prices', wire.auction?.prices),
    },
    solutions: wire.solutions.map((s) => ({
      solver: s.solver,
      solverAddress: s.solverAddress as Address | undefined,
      score: optionalAmount('solution.score', s.score),
      ranking: s.ranking,
      isWinner: s.isWinner ?? false,
      txHash: optional(s.txHash) as Hex | undefined,
      clearingPrices: amountRecord('solution.clearingPrices', s.clearingPrices),
      orders: (s.orders ?? []).map((o) => ({
        id: o.id,
        sellAmount: optionalAmount('solution.order.sellAmount', o.sellAmount),
        buyAmount: optionalAmount('solution.order.buyAmount', o.buyAmount),
      })),
    })),
  }
}

// ---------------------------------------------------------------- misc

export interface VersionInfo {
  /** The service's whole answer, trimmed. */
  version: string
  /** Before the last `@` of `{branch}@{sha}`, when the answer has that form. */
  branch?: string
  /** After it. */
  commit?: string
}

/** The text of GET /api/v1/version (`{branch}@{sha}`, or a bare describe) as parts. */
export function toVersionInfo(text: string): VersionInfo {
  const version = text.trim()
  const at = version.lastIndexOf('@')
  if (at <= 0 || at === version.length - 1) return { version }
  return { version, branch: version.slice(0, at), commit: version.slice(at + 1) }
}

export interface TokenHolder {
  address: Address
  balance: bigint
}

export interface SlippageRecommendation {
  /** 0..10000 basis points. */
  slippageBps: number
}

// ---------------------------------------------------------------- notifications

/** One type for both notification shapes: the spec's and the production CMS's. */
export interface Notification {
  id: string
  account?: string
  /** Sent to every account (the service's `account: null`), not about this one's orders. */
  forEveryone?: true
  /** The spec's type (order_filled, ...), or 'cms' for CMS announcements. */
  type: string
  title?: string
  /** Plain text; render as text, never as HTML. */
  message: string
  timestamp: Date
  url?: string
  thumbnail?: string
  /** From `metadata.orderId` when present. */
  orderId?: string
  metadata: Record<string, unknown>
}

export function toNotification(wire: WireSpecNotification | WireCmsNotification): Notification {
  // The two shapes differ in the type of `id`: a number only in the CMS shape.
  if (typeof wire.id === 'number') {
    const cms = wire as WireCmsNotification
    const notification: Notification = {
      id: String(cms.id),
      type: 'cms',
      title: cms.title,
      message: cms.description,
      timestamp: date('createdAt', cms.createdAt),
      metadata: {},
    }
    if (cms.account === null) notification.forEveryone = true
    else if (cms.account !== undefined) notification.account = cms.account
    if (cms.url) notification.url = cms.url
    if (cms.thumbnail) notification.thumbnail = cms.thumbnail
    return notification
  }
  const spec = wire as WireSpecNotification
  const metadata = spec.metadata ?? {}
  const notification: Notification = {
    id: spec.id,
    type: spec.type,
    message: spec.message,
    timestamp: date('timestamp', spec.timestamp),
    metadata,
  }
  if (spec.account === null) notification.forEveryone = true
  else if (spec.account !== undefined) notification.account = spec.account
  if (typeof metadata.orderId === 'string') notification.orderId = metadata.orderId
  return notification
}

/** Normalises a list and orders it newest first (stable for equal times). */
export function toNotifications(
  wire: readonly (WireSpecNotification | WireCmsNotification)[],
): Notification[] {
  return wire
    .map(toNotification)
    .map((n, index) => ({ n, index }))
    .sort((a, b) => b.n.timestamp.getTime() - a.n.timestamp.getTime() || a.index - b.index)
    .map(({ n }) => n)
}
