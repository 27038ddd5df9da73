/** What a quote is asked for (POST /api/v1/quote's body) and its wire form. */
import type { Address, Hex } from 'viem'
import type {
  BuyTokenBalance,
  SellTokenBalance,
  SigningScheme,
} from '@batchswap/contract/protocol/order'
import type { WireQuoteRequest } from '@batchswap/contract/wire/quote'
import type { PriceQuality } from './types'

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
