import { zeroAddress, type Address, type Hex } from 'viem'
import { assertUint256Amount, isUint256, isUint32 } from './bounds'
import {
  normalizeOrder,
  type BuyTokenBalance,
  type OrderData,
  type OrderKind,
  type SellTokenBalance,
} from './order-data'
import { assertSlippageBps, maximumSold, minimumReceived } from './quote-amounts'

/** The parts of a quote response that the order to sign is built from (amounts already parsed). */
export interface QuoteAmounts {
  sellToken: Address
  buyToken: Address
  sellAmount: bigint
  buyAmount: bigint
  /** Network cost in sell-token units; folded into the signed sellAmount. */
  feeAmount: bigint
  kind: OrderKind
  partiallyFillable?: boolean
  sellTokenBalance?: SellTokenBalance
  buyTokenBalance?: BuyTokenBalance
}

/**
 * The order to sign from a quote: fee folded into sellAmount and `feeAmount` 0, as the
 * orderbook expects of current orders; slippage moves the side the trader did not fix
 * (buyAmount of a sell, sellAmount of a buy).
 */
export function orderFromQuote({
  quote,
  slippageBps,
  validTo,
  receiver,
  appDataHash,
}: {
  quote: QuoteAmounts
  slippageBps: number
  validTo: number
  receiver?: Address | null
  appDataHash: Hex
}): OrderData {
  assertSlippageBps(slippageBps)
  assertUint256Amount('quote sellAmount', quote.sellAmount)
  assertUint256Amount('quote buyAmount', quote.buyAmount)
  assertUint256Amount('quote feeAmount', quote.feeAmount)
  if (!isUint32(validTo)) throw new Error(`validTo ${validTo} is not a uint32 timestamp`)
  const sellWithFee = quote.sellAmount + quote.feeAmount
  if (!isUint256(sellWithFee)) throw new Error('quote sellAmount + feeAmount exceeds uint256')

  let sellAmount: bigint
  let buyAmount: bigint
  if (quote.kind === 'sell') {
    sellAmount = sellWithFee
    buyAmount = minimumReceived(quote.buyAmount, slippageBps)
  } else if (quote.kind === 'buy') {
    sellAmount = maximumSold(sellWithFee, slippageBps)
    buyAmount = quote.buyAmount
  } else {
    throw new Error(`Unknown order kind "${String(quote.kind)}"`)
  }
  return normalizeOrder({
    sellToken: quote.sellToken,
    buyToken: quote.buyToken,
    receiver: receiver ?? zeroAddress,
    sellAmount,
    buyAmount,
    validTo,
    appData: appDataHash,
    feeAmount: 0n,
    kind: quote.kind,
    partiallyFillable: quote.partiallyFillable ?? false,
    sellTokenBalance: quote.sellTokenBalance ?? 'erc20',
    buyTokenBalance: quote.buyTokenBalance ?? 'erc20',
  })
}

/**
 * validTo for an order placed now with a deadline of `deadlineSeconds` from now (the
 * user's "transaction deadline" setting). Fractional `nowSeconds` (Date.now()/1000) is floored.
 */
export function validToFromDeadline(nowSeconds: number, deadlineSeconds: number): number {
  if (!Number.isFinite(nowSeconds) || nowSeconds < 0) {
    throw new Error(`Current time ${nowSeconds} is not a valid Unix timestamp`)
  }
  if (!Number.isInteger(deadlineSeconds) || deadlineSeconds <= 0) {
    throw new Error(`Deadline must be a positive whole number of seconds, got ${deadlineSeconds}`)
  }
  const validTo = Math.floor(nowSeconds) + deadlineSeconds
  if (!isUint32(validTo)) throw new Error(`validTo ${validTo} is beyond the uint32 range`)
  return validTo
}
