/**
 * Domain types of quotes and of the order the trader places from one: the quote, the order
 * creation, and their converters to and from the wire (the request: ./quote-request.ts).
 */
import { isAddressEqual, zeroAddress, type Address, type Hex } from 'viem'
import type { OrderData, SigningScheme } from '@batchswap/contract/protocol/order'
import type { ResponseMeta } from './request-types'
import type { WireOrderCreation } from '@batchswap/contract/wire/orders'
import type { WireQuoteResponse } from '@batchswap/contract/wire/quote'
import {
  date,
  estimate,
  optional,
  signedTermsOf,
  type SignedTerms,
} from '@batchswap/contract/wire/values'

// ---------------------------------------------------------------- quote

/** A quote is trusted for at most this long after it arrived (real-service notes). */
export const QUOTE_MAX_AGE_MS = 60_000

/**
 * The quote response, flattened. Structurally a `QuoteAmounts` of the contract's
 * `protocol/quote-to-order`, so `orderFromQuote({ quote, ... })` takes it as is.
 */
export interface Quote extends SignedTerms {
  /** Send as `quoteId` with the order. */
  id?: number
  from?: Address
  /** The service's expiry, on the service's clock. */
  expiration: Date
  verified: boolean
  protocolFeeBps?: number
  /** Network cost in sell-token units. */
  feeAmount: bigint
  appDataHash?: Hex
  gasAmount?: number
  gasPrice?: number
  sellTokenPrice?: number
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
    from: wire.from,
    expiration,
    verified: wire.verified ?? false,
    protocolFeeBps,
    ...signedTermsOf(q, 'quote.'),
    appDataHash: optional(q.appDataHash),
    gasAmount: estimate(q.gasAmount),
    gasPrice: estimate(q.gasPrice),
    sellTokenPrice: estimate(q.sellTokenPrice),
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
