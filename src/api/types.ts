/**
 * Domain types: what the rest of the app sees instead of raw JSON. Amounts are bigint in
 * the token's smallest unit, addresses and hex are viem's `Address`/`Hex`, times are
 * `Date`, absent and `null` are both `undefined`. The converters throw a plain Error on
 * data the wire schema let through but the domain cannot hold; `mapResult` turns that into
 * an `invalidResponse` ApiError.
 *
 * This module holds the open enums and orders; quotes and order creation are in
 * quote-types.ts, the auction's view of an order in competition-types.ts, notifications in
 * notification-types.ts, and the shared wire-value converters in wire-values.ts.
 */
import { zeroAddress, type Address, type Hex } from 'viem'
import { NATIVE_CURRENCY_ADDRESS } from '@batchswap/contract/protocol/eth-flow'
import type { OrderData, SigningScheme } from '@batchswap/contract/protocol/order'
import type { WireOrderClass, WireOrderStatus } from '@batchswap/contract/wire/primitives'
import type { WireInteraction, WireOrderRead } from '@batchswap/contract/wire/orders'
import {
  amount,
  appDataHashOf,
  date,
  estimate,
  optional,
  optionalAmount,
  signedTermsOf,
  type SignedTerms,
} from '@batchswap/contract/wire/values'

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

export type OrderStatus = WireOrderStatus | Unknown
export type OrderClass = WireOrderClass | Unknown
export type OrderSigningScheme = SigningScheme | Unknown

/** `value` when it is one of `known`, else `'unknown'`. */
export function knownOr<T extends string>(known: readonly T[], value: string): T | Unknown {
  return (known as readonly string[]).includes(value) ? (value as T) : 'unknown'
}
export type PriceQuality = 'fast' | 'optimal' | 'verified'

// ---------------------------------------------------------------- order

/** The largest page of an account's orders (spec 4.5 and 8). */
export const ACCOUNT_ORDERS_MAX_LIMIT = 1000

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
export interface Order extends SignedTerms {
  // creation data beyond the signed terms
  /** The bytes32 the order signed (derived from `appData`). */
  appDataHash: Hex
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

/**
 * What the trader sold: the native currency for an eth-flow order (they sent ETH; the flow
 * contract sells it as its wrapper, the order's `sellToken`), else the sell token.
 */
export function orderSellToken(order: Pick<Order, 'sellToken' | 'ethflowData'>): Address {
  return isEthFlowOrder(order) ? NATIVE_CURRENCY_ADDRESS : order.sellToken
}

function toInteraction(wire: WireInteraction): Interaction {
  return {
    target: wire.target,
    value: amount('interaction.value', wire.value),
    callData: wire.callData,
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
    ...signedTermsOf(wire),
    appDataHash: appDataHashOf(wire.appData),
    signingScheme,
    signature: wire.signature,
    from: optional(wire.from),
    quoteId: optional(wire.quoteId),
    fullBalanceCheck: wire.fullBalanceCheck ?? false,
    creationDate: date('creationDate', wire.creationDate),
    class: orderClass,
    owner: wire.owner,
    uid: wire.uid,
    availableBalance: optional(wire.availableBalance),
    executedSellAmount: amount('executedSellAmount', wire.executedSellAmount),
    executedSellAmountBeforeFees: amount(
      'executedSellAmountBeforeFees',
      wire.executedSellAmountBeforeFees,
    ),
    executedBuyAmount: amount('executedBuyAmount', wire.executedBuyAmount),
    executedFeeAmount: amount('executedFeeAmount', wire.executedFeeAmount),
    executedFee: optionalAmount('executedFee', wire.executedFee),
    executedFeeToken: optional(wire.executedFeeToken),
    invalidated: wire.invalidated,
    status,
    settlementContract: wire.settlementContract,
    isLiquidityOrder: optional(wire.isLiquidityOrder),
    ethflowData: ethflow
      ? {
          refundTxHash: optional(ethflow.refundTxHash),
          userValidTo: optional(ethflow.userValidTo),
        }
      : undefined,
    onchainUser: optional(wire.onchainUser),
    onchainOrderData: onchain
      ? {
          sender: optional(onchain.sender),
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
          solver: optional(quote.solver),
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

/** The signed struct of an order, e.g. to recompute its UID or digest with the contract's protocol. */
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
