/**
 * Placing an eth-flow order from a quote: the `createOrder` argument, the ETH it is sent
 * with and its UID. Apart from eth-flow.ts (which the app's first view reads for the native
 * currency's address) because it brings order hashing with it.
 */
import { zeroAddress, type Address, type Hex } from 'viem'
import type { ProtocolDomain } from './domain'
import type { OrderData } from './order-data'
import { ethFlowCowOrder, hasEthFlowReceiver, type EthFlowOrderData } from './eth-flow'
import { quoteAfterPartnerFee } from './quote-amounts'
import { orderFromQuote, type QuoteAmounts } from './quote-to-order'
import { computeOrderUid } from './order'

/**
 * The eth-flow order to create from a sell quote (asked with the wrapped token as sell token,
 * `onchainOrder`, `eip1271`), the way CoW Swap's front end does: the quote's fee folded into
 * `sellAmount` (`feeAmount` 0), `buyAmount` less slippage, the trader as receiver when no
 * other is set (the contract refuses the zero address), and the quote's id. The ETH sent with
 * `createOrder` is `sellAmount + feeAmount`.
 */
export function ethFlowOrderFromQuote({
  quote,
  slippageBps,
  validTo,
  appDataHash,
  owner,
  receiver,
  quoteId,
  partnerFeeBps = 0,
}: {
  quote: QuoteAmounts
  slippageBps: number
  validTo: number
  appDataHash: Hex
  owner: Address
  receiver?: Address | null
  quoteId: number | undefined
  /** A partner fee, off `buyAmount` before slippage as for any sell order. */
  partnerFeeBps?: number
}): EthFlowOrderData {
  if (quote.kind !== 'sell') throw new Error('Eth-flow orders are sell orders.')
  const paying = quoteAfterPartnerFee(quote, partnerFeeBps)
  const order = orderFromQuote({ quote: paying, slippageBps, validTo, appDataHash, receiver })
  return ethFlowOrderOf(order, { owner, quoteId })
}

/**
 * The eth-flow order for a sell order already built (a limit order's own amounts, expiry and
 * partial fills): the trader as receiver when none is set, the quote's id. The fee must be
 * folded in already (eth-flow orders are placed fee-less, NonZeroFee otherwise).
 */
export function ethFlowOrderOf(
  order: Pick<
    OrderData,
    | 'kind'
    | 'buyToken'
    | 'receiver'
    | 'sellAmount'
    | 'buyAmount'
    | 'appData'
    | 'feeAmount'
    | 'validTo'
    | 'partiallyFillable'
  >,
  { owner, quoteId }: { owner: Address; quoteId: number | undefined },
): EthFlowOrderData {
  if (order.kind !== 'sell') throw new Error('Eth-flow orders are sell orders.')
  return {
    buyToken: order.buyToken,
    receiver: hasEthFlowReceiver(order) ? order.receiver : owner,
    sellAmount: order.sellAmount,
    buyAmount: order.buyAmount,
    appData: order.appData,
    feeAmount: order.feeAmount,
    validTo: order.validTo,
    partiallyFillable: order.partiallyFillable,
    quoteId: BigInt(quoteId ?? -1),
  }
}

/** The native currency `createOrder` must be sent with. */
export function ethFlowValue(order: Pick<EthFlowOrderData, 'sellAmount' | 'feeAmount'>): bigint {
  return order.sellAmount + order.feeAmount
}

/**
 * The UID of an eth-flow order, as the SDK computes it: the CoW order it stands for, hashed
 * in the settlement's domain, owned by the eth-flow contract (validTo uint32 max).
 */
export function ethFlowOrderUid(
  domain: ProtocolDomain,
  order: EthFlowOrderData,
  { ethFlow, wrappedNative }: { ethFlow: Address; wrappedNative: Address },
): Hex {
  return computeOrderUid(domain, ethFlowCowOrder(order, wrappedNative), ethFlow)
}

/**
 * The `EthFlowOrder.Data` an indexed eth-flow order was created with, for `invalidateOrder`
 * (the trader's cancel, the refunder's refund): the CoW order's fields and the trader's own
 * deadline. The contract finds the order by the CoW order's hash, which neither the deadline
 * nor the quote id enter, so an unknown quote id (-1, as CoW Swap's front end sends it) is fine.
 */
export function ethFlowOrderDataOf(
  order: Pick<
    OrderData,
    'buyToken' | 'sellAmount' | 'buyAmount' | 'feeAmount' | 'partiallyFillable'
  > & { receiver?: Address | null; appDataHash: Hex; quoteId?: number | null },
  userValidTo: number,
): EthFlowOrderData {
  return {
    buyToken: order.buyToken,
    receiver: order.receiver ?? zeroAddress,
    sellAmount: order.sellAmount,
    buyAmount: order.buyAmount,
    appData: order.appDataHash,
    feeAmount: order.feeAmount,
    validTo: userValidTo,
    partiallyFillable: order.partiallyFillable,
    quoteId: BigInt(order.quoteId ?? -1),
  }
}
