import { zeroAddress, type Address, type Hex } from 'viem'
import { isUint256, isUint32 } from './bounds'
import {
  normalizeOrder,
  type BuyTokenBalance,
  type OrderData,
  type OrderKind,
  type SellTokenBalance,
} from './order-data'

export const MAX_SLIPPAGE_BPS = 10_000
const BPS = 10_000n

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

export function assertSlippageBps(slippageBps: number): void {
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > MAX_SLIPPAGE_BPS) {
    throw new Error(
      `Slippage must be a whole number of basis points from 0 to ${MAX_SLIPPAGE_BPS}, got ${slippageBps}`,
    )
  }
}

function assertAmount(name: string, amount: bigint): void {
  if (typeof amount !== 'bigint' || !isUint256(amount)) {
    throw new Error(`${name} ${String(amount)} is not a uint256 amount`)
  }
}

/** The least a sell order may receive: `buyAmount` less slippage, rounded down. */
export function minimumReceived(buyAmount: bigint, slippageBps: number): bigint {
  assertAmount('buyAmount', buyAmount)
  assertSlippageBps(slippageBps)
  return (buyAmount * (BPS - BigInt(slippageBps))) / BPS
}

/**
 * The most a buy order may spend: `sellAmount` (fee included) plus slippage, rounded
 * up so the signed limit never falls below what the user accepted.
 */
export function maximumSold(sellAmountWithFee: bigint, slippageBps: number): bigint {
  assertAmount('sellAmount', sellAmountWithFee)
  assertSlippageBps(slippageBps)
  const numerator = sellAmountWithFee * (BPS + BigInt(slippageBps))
  const result = (numerator + BPS - 1n) / BPS
  if (!isUint256(result)) throw new Error('sellAmount with slippage exceeds uint256')
  return result
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
  assertAmount('quote sellAmount', quote.sellAmount)
  assertAmount('quote buyAmount', quote.buyAmount)
  assertAmount('quote feeAmount', quote.feeAmount)
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
