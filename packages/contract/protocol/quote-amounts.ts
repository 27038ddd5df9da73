import { assertUint256Amount, isUint256 } from './bounds'
import type { OrderKind } from './order-data'

/**
 * A quote's amounts before and after each cost, as the CoW SDK computes them
 * (`getQuoteAmountsAndCosts`, @cowprotocol/sdk-order-book) and CoW Swap shows them:
 *
 * - the network cost is always paid in the sell token (the quote's `feeAmount`);
 * - the protocol fee (`protocolFeeBps` of the quote response) is already inside the quote's
 *   amounts; it is added back to find the amounts before all fees;
 * - the partner fee is `partnerFeeBps` of the amount before all fees on the surplus side: taken
 *   from the buy amount of a sell order, added to the sell amount of a buy order;
 * - slippage comes last, on the amounts after the partner fee (`minimumReceived` of a sell,
 *   `maximumSold` of a buy; `orderFromQuote` signs them).
 *
 * Every amount is in the smallest unit; divisions round down as the SDK's do.
 */
export interface QuoteCostsInput {
  kind: OrderKind
  /** The quote's sellAmount: after the network cost for a sell order, before it for a buy. */
  sellAmount: bigint
  buyAmount: bigint
  /** The quote's feeAmount: the network cost in sell-token units. */
  feeAmount: bigint
  partnerFeeBps?: number
  /** The quote response's protocolFeeBps (may be fractional, e.g. 0.3). */
  protocolFeeBps?: number
}

export interface Amounts {
  sellAmount: bigint
  buyAmount: bigint
}

export interface QuoteAmountsAndCosts {
  isSell: boolean
  costs: {
    networkFee: { amountInSellCurrency: bigint; amountInBuyCurrency: bigint }
    partnerFee: { amount: bigint; bps: number }
    protocolFee: { amount: bigint; bps: number }
  }
  beforeAllFees: Amounts
  afterProtocolFees: Amounts
  afterNetworkCosts: Amounts
  afterPartnerFees: Amounts
}

const ONE_HUNDRED_BPS = 10_000n
/** The SDK scales a fractional protocol fee bps by 100 000 before using it. */
const PROTOCOL_FEE_SCALE = 100_000n

function protocolFeeAmount(input: QuoteCostsInput, bps: number): bigint {
  if (!(bps > 0)) return 0n
  const scaled = BigInt(Math.round(bps * Number(PROTOCOL_FEE_SCALE)))
  if (scaled <= 0n) return 0n
  return input.kind === 'sell'
    ? (input.buyAmount * scaled) / (ONE_HUNDRED_BPS * PROTOCOL_FEE_SCALE - scaled)
    : ((input.sellAmount + input.feeAmount) * scaled) /
        (ONE_HUNDRED_BPS * PROTOCOL_FEE_SCALE + scaled)
}

export function quoteAmountsAndCosts(input: QuoteCostsInput): QuoteAmountsAndCosts {
  const partnerFeeBps = input.partnerFeeBps ?? 0
  const protocolFeeBps = input.protocolFeeBps ?? 0
  if (!Number.isInteger(partnerFeeBps) || partnerFeeBps < 0 || partnerFeeBps >= 10_000) {
    throw new Error(`Partner fee ${partnerFeeBps} bps is not a whole number from 0 to 9999`)
  }
  const { sellAmount, buyAmount, feeAmount: network } = input
  const isSell = input.kind === 'sell'
  // A quote selling nothing (which the service never sends) has no rate to convert with.
  const networkInBuy = sellAmount > 0n ? (buyAmount * network) / sellAmount : 0n
  const protocolFee = protocolFeeAmount(input, protocolFeeBps)

  const beforeAllFees: Amounts = isSell
    ? { sellAmount: sellAmount + network, buyAmount: buyAmount + networkInBuy + protocolFee }
    : { sellAmount: sellAmount - protocolFee, buyAmount }
  const afterProtocolFees: Amounts = isSell
    ? { sellAmount: beforeAllFees.sellAmount, buyAmount: beforeAllFees.buyAmount - protocolFee }
    : { sellAmount, buyAmount }
  const afterNetworkCosts: Amounts = isSell
    ? { sellAmount, buyAmount }
    : { sellAmount: sellAmount + network, buyAmount }

  const partnerFee =
    partnerFeeBps > 0
      ? ((isSell ? beforeAllFees.buyAmount : beforeAllFees.sellAmount) * BigInt(partnerFeeBps)) /
        ONE_HUNDRED_BPS
      : 0n
  const afterPartnerFees: Amounts = isSell
    ? {
        sellAmount: afterNetworkCosts.sellAmount,
        buyAmount: afterNetworkCosts.buyAmount - partnerFee,
      }
    : { sellAmount: afterNetworkCosts.sellAmount + partnerFee, buyAmount }

  return {
    isSell,
    costs: {
      networkFee: { amountInSellCurrency: network, amountInBuyCurrency: networkInBuy },
      partnerFee: { amount: partnerFee, bps: partnerFeeBps },
      protocolFee: { amount: protocolFee, bps: protocolFeeBps },
    },
    beforeAllFees,
    afterProtocolFees,
    afterNetworkCosts,
    afterPartnerFees,
  }
}

/**
 * The quote as the order to sign must see it once the partner fee is paid (for
 * `orderFromQuote`): a sell's buy amount after the fee, a buy's sell amount with it. Slippage
 * then applies to these, as the SDK's `getQuoteAmountsAfterSlippage` does.
 */
export function quoteAfterPartnerFee<
  Q extends Omit<QuoteCostsInput, 'partnerFeeBps'> & { protocolFeeBps?: number },
>(quote: Q, partnerFeeBps: number): Q {
  if (partnerFeeBps === 0) return quote
  const { afterPartnerFees } = quoteAmountsAndCosts({ ...quote, partnerFeeBps })
  return quote.kind === 'sell'
    ? { ...quote, buyAmount: afterPartnerFees.buyAmount }
    : { ...quote, sellAmount: afterPartnerFees.sellAmount - quote.feeAmount }
}

// ---------------------------------------------------------------- slippage

export const MAX_SLIPPAGE_BPS = 10_000

export function assertSlippageBps(slippageBps: number): void {
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > MAX_SLIPPAGE_BPS) {
    throw new Error(
      `Slippage must be a whole number of basis points from 0 to ${MAX_SLIPPAGE_BPS}, got ${slippageBps}`,
    )
  }
}

/** The least a sell order may receive: `buyAmount` less slippage, rounded down. */
export function minimumReceived(buyAmount: bigint, slippageBps: number): bigint {
  assertUint256Amount('buyAmount', buyAmount)
  assertSlippageBps(slippageBps)
  return (buyAmount * (ONE_HUNDRED_BPS - BigInt(slippageBps))) / ONE_HUNDRED_BPS
}

/**
 * The most a buy order may spend: `sellAmount` (fee included) plus slippage, rounded
 * up so the signed limit never falls below what the user accepted.
 */
export function maximumSold(sellAmountWithFee: bigint, slippageBps: number): bigint {
  assertUint256Amount('sellAmount', sellAmountWithFee)
  assertSlippageBps(slippageBps)
  const numerator = sellAmountWithFee * (ONE_HUNDRED_BPS + BigInt(slippageBps))
  const result = (numerator + ONE_HUNDRED_BPS - 1n) / ONE_HUNDRED_BPS
  if (!isUint256(result)) throw new Error('sellAmount with slippage exceeds uint256')
  return result
}
