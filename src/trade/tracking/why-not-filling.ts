/**
 * Why an open order has not filled yet, from what can be known now: a fresh quote of the
 * same pair and remaining amount (the market), the owner's balance and allowance of the sell
 * token, and where the order stood in the last batch auction (GET /orders/{uid}/status).
 * Pure: the hook (use-why-not-filling.ts) gathers the inputs; the orders page, the list and
 * the trade dialog word it (why-not-filling-words.ts).
 */
import { t } from '@lingui/core/macro'
import type { CompetitionStatusType } from '@/api/competition-types'
import { formatDecimalString } from '@/lib/locale-format'
import { isEthFlowOrder, orderDeadline, type Order } from '@/api/types'

export type WhyOrderFields = Pick<
  Order,
  | 'status'
  | 'kind'
  | 'sellAmount'
  | 'buyAmount'
  | 'feeAmount'
  | 'executedSellAmount'
  | 'executedSellAmountBeforeFees'
  | 'executedBuyAmount'
  | 'partiallyFillable'
  | 'validTo'
  | 'ethflowData'
  | 'sellTokenBalance'
>

/**
 * A fresh quote for what is left of the order: the sell amount including the network cost,
 * and the buy amount the market gives for it. `'noLiquidity'` when the service found no
 * market for that amount, `'unavailable'` for any other failure, undefined while asking.
 */
export type MarketInput = { sellAmount: bigint; buyAmount: bigint } | 'noLiquidity' | 'unavailable'

/** The market a quote says: all it sells (network cost included) for what it buys. */
export function marketOfQuote(quote: {
  sellAmount: bigint
  feeAmount: bigint
  buyAmount: bigint
}): {
  sellAmount: bigint
  buyAmount: bigint
} {
  return { sellAmount: quote.sellAmount + quote.feeAmount, buyAmount: quote.buyAmount }
}

/** The owner's sell-token balance and allowance to the vault relayer; undefined while reading. */
export type FundsInput = { balance: bigint; allowance: bigint } | 'unavailable'

export interface WhyNotFillingInput {
  order: WhyOrderFields
  nowSeconds: number
  market?: MarketInput
  funds?: FundsInput
  /** The order's competition status; undefined when not asked or not answered yet. */
  auction?: CompetitionStatusType
}

export type WhyNotFilling =
  /** Pre-signed order whose owner has not called setPreSignature yet. */
  | { reason: 'awaitingSignature' }
  /** The owner cannot hand over the sell token: solvers skip the order. */
  | {
      reason: 'unfillable'
      short: 'balance' | 'allowance' | 'balance and allowance'
      required: bigint
      balance: bigint
      allowance: bigint
    }
  /** A solver has a solution with this order and is settling it. */
  | { reason: 'settling' }
  /** The market gives less than the limit asks; `distanceBps` > 0 is how far it must move. */
  | { reason: 'outOfMarket'; distanceBps: bigint }
  /** No market for this amount: a quote of the same size found no liquidity. */
  | { reason: 'noLiquidity' }
  /** In the current auction, solvers are working on it. */
  | { reason: 'inAuction'; distanceBps?: bigint }
  /**
   * Nothing stands in the way: it waits for the next batch. `lastAuctionUnfilled` when it was
   * in the last auction and no solution took it (e.g. not enough liquidity for all of it).
   */
  | { reason: 'nextBatch'; distanceBps?: bigint; lastAuctionUnfilled: boolean }
  /** The market price or the funds are still being read. */
  | { reason: 'checking' }

/** What is left to trade: the sell amount still to sell, or the buy amount still to buy. */
export function remainingAmount(order: WhyOrderFields): bigint {
  const left =
    order.kind === 'sell'
      ? order.sellAmount - order.executedSellAmountBeforeFees
      : order.buyAmount - order.executedBuyAmount
  return left > 0n ? left : 0n
}

/** The sell token the owner must still be able to hand over (signed fee included). */
export function requiredSellAmount(order: WhyOrderFields): bigint {
  const left = order.sellAmount + order.feeAmount - order.executedSellAmount
  return left > 0n ? left : 0n
}

/**
 * How far the market is from the limit price, in basis points of the market rate (buy per
 * sell): positive when the limit asks more than the market gives (the market must rise that
 * much for the order to fill), zero or negative when the market already satisfies it.
 * Rates compare by cross-multiplication, so whole and remaining amounts give the same answer.
 */
export function marketDistanceBps(
  order: Pick<WhyOrderFields, 'sellAmount' | 'buyAmount'>,
  market: { sellAmount: bigint; buyAmount: bigint },
): bigint | undefined {
  const denominator = order.sellAmount * market.buyAmount
  if (denominator <= 0n) return undefined
  // (limit rate / market rate - 1) = B·qS / (S·qB) - 1, rounded up so a gap never reads 0.
  const numerator = (order.buyAmount * market.sellAmount - denominator) * 10_000n
  if (numerator <= 0n) return numerator / denominator
  return (numerator + denominator - 1n) / denominator
}

function fundsShortfall(
  order: WhyOrderFields,
  funds: { balance: bigint; allowance: bigint },
): WhyNotFilling | undefined {
  const required = requiredSellAmount(order)
  if (required === 0n) return undefined
  // As the solvers judge it: a fill-or-kill order needs all of it, a partially fillable one some.
  const enough = (value: bigint) => (order.partiallyFillable ? value > 0n : value >= required)
  const balanceShort = !enough(funds.balance)
  const allowanceShort = !enough(funds.allowance)
  if (!balanceShort && !allowanceShort) return undefined
  return {
    reason: 'unfillable',
    short:
      balanceShort && allowanceShort
        ? 'balance and allowance'
        : balanceShort
          ? 'balance'
          : 'allowance',
    required,
    balance: funds.balance,
    allowance: funds.allowance,
  }
}

/**
 * The one reason that matters most for an order that is still live, or undefined when the
 * order has ended (filled, cancelled, expired) and there is nothing to explain. Order of
 * precedence: a missing pre-signature, then funds (no solver can settle without them), a
 * settlement under way, the market price, the current auction, and otherwise the next batch.
 */
export function whyNotFilling(input: WhyNotFillingInput): WhyNotFilling | undefined {
  const { order, nowSeconds, market, funds, auction } = input
  if (order.status !== 'open' && order.status !== 'presignaturePending') return undefined
  if (orderDeadline(order) <= nowSeconds) return undefined
  if (remainingAmount(order) === 0n) return undefined
  if (order.status === 'presignaturePending') return { reason: 'awaitingSignature' }

  // Eth-flow orders are owned by the flow contract, which holds the native currency itself;
  // vault balances are not ERC-20 reads. Neither is judged by the owner's funds.
  const fundsApply = !isEthFlowOrder(order) && order.sellTokenBalance === 'erc20'
  if (fundsApply && funds !== undefined && funds !== 'unavailable') {
    const short = fundsShortfall(order, funds)
    if (short) return short
  }

  if (auction === 'solved' || auction === 'executing' || auction === 'traded') {
    return { reason: 'settling' }
  }

  const distanceBps =
    market !== undefined && typeof market === 'object'
      ? marketDistanceBps(order, market)
      : undefined
  if (distanceBps !== undefined && distanceBps > 0n) return { reason: 'outOfMarket', distanceBps }
  if (auction === 'active') return { reason: 'inAuction', distanceBps }
  if (market === 'noLiquidity') return { reason: 'noLiquidity' }
  if (market === undefined || (fundsApply && funds === undefined)) {
    // Still reading; the last auction's verdict is enough to say something meanwhile.
    if (auction !== 'scheduled') return { reason: 'checking' }
  }
  return { reason: 'nextBatch', distanceBps, lastAuctionUnfilled: auction === 'scheduled' }
}

/** "12.5 %", "1,250 %": one decimal below 100 %, whole percent above, "< 0.1 %" for a sliver. */
export function formatBpsPercent(bps: bigint): string {
  const abs = bps < 0n ? -bps : bps
  if (abs > 0n && abs < 10n) {
    const sliver = formatDecimalString('0.1', { fractionDigits: 1 })
    return t`< ${sliver} %`
  }
  const whole = abs / 100n
  const plain =
    whole >= 100n ? whole.toString() : `${whole}.${(abs % 100n) / 10n}`.replace(/\.0$/, '')
  // In the active language's digits and separators ("1,250", "12.5", "12,5").
  const text = formatDecimalString(plain, { fractionDigits: plain.includes('.') ? 1 : 0 })
  return t`${text} %`
}

/** A few words for the orders list, beside the status chip. */
export function whyNotFillingShort(why: WhyNotFilling): string {
  switch (why.reason) {
    case 'awaitingSignature':
      return t`Waiting for the on-chain signature`
    case 'unfillable':
      return why.short === 'balance'
        ? t`Unfillable: balance too low`
        : why.short === 'allowance'
          ? t`Unfillable: allowance too low`
          : t`Unfillable: balance and allowance too low`
    case 'settling':
      return t`Being settled`
    case 'outOfMarket': {
      const distance = formatBpsPercent(why.distanceBps)
      return t`${distance} from market`
    }
    case 'noLiquidity':
      return t`No market for this amount`
    case 'inAuction':
      return t`In the current auction`
    case 'nextBatch':
      return why.lastAuctionUnfilled ? t`Not matched; next batch` : t`Waiting for the next batch`
    case 'checking':
      return t`Checking the market…`
  }
}
