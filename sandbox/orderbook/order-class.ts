/**
 * Market or limit order, and the POST /orders rules that differ between them, after the real
 * orderbook (cowprotocol/services, crates/shared/src/order_validation.rs):
 *
 * - Every order is signed fee-less (NonZeroFee otherwise). Such an order is a **limit** order
 *   when its limit price is better than the market's (its quote's, or the price model's when
 *   it has no quote for the same trade), when the market has no price for it (the real service
 *   then places it without a quote), or when its appData says so
 *   (`metadata.orderClass.orderClass: "limit"`, as CoW Swap's limit orders do). Otherwise it is
 *   a **market** order. (The real service answers `class: limit` for every fee-less order, and
 *   CoW Swap tells them apart by the appData; the sandbox keeps `market` for orders at the
 *   market that do not say otherwise, so that the rules below can be tried.)
 * - Validity: a market order up to `maxMarketOrderValiditySeconds` (the real 3 h), a limit
 *   order up to `maxLimitOrderValiditySeconds` (a year), a presign order without a maximum
 *   (the real service's allowance for collecting a Safe's signatures): ExcessiveValidTo.
 * - Partially fillable: limit orders only; a market order is refused (UnsupportedOrderType).
 * - At most `maxLimitOrdersPerOwner` open limit orders per owner, checked when the new order
 *   is away from the market (TooManyLimitOrders), as the real service does.
 */
import { type Address } from 'viem'
import type { WireOrderClass, WireSigningScheme } from '@batchswap/contract/wire/primitives'
import { summarizeAppData, type OrderClass } from '@batchswap/contract/protocol/app-data'
import type { OrderData } from '@batchswap/contract/protocol/order'
import type { OrderbookContext } from '../kernel/context'
import type { StoredQuote } from '../kernel/db'
import { badRequest } from '../kernel/errors'
import { networkFee } from './quotes'

export interface OrderClassVerdict {
  class: Extract<WireOrderClass, 'market' | 'limit'>
  /** Its limit price is better than the market's, or the market has no price for it. */
  awayFromMarket: boolean
}

/** `metadata.orderClass.orderClass` of an appData document, when it is one the protocol knows. */
export function appDataOrderClass(document: string | undefined): OrderClass | undefined {
  if (document === undefined) return undefined
  try {
    return summarizeAppData(document).orderClass
  } catch {
    // A document the service stored was checked already; anything else says nothing.
    return undefined
  }
}

/**
 * Whether the order's limit price is better than the market's: than the quote's (sell plus
 * fee against buy) when there is one for the same trade, else than the price model's pool
 * after the network fee. An order the market cannot price (a token without a price, or more
 * than the pool holds) is away from it.
 */
async function isAwayFromMarket(
  ctx: OrderbookContext,
  order: OrderData,
  quote: StoredQuote | undefined,
): Promise<boolean> {
  if (quote) {
    return (
      order.sellAmount * quote.buyAmount < order.buyAmount * (quote.sellAmount + quote.feeAmount)
    )
  }
  const fee = await networkFee(ctx, order.sellToken)
  if (!fee) return true
  if (order.kind === 'sell') {
    if (order.sellAmount <= fee.feeAmount) return true
    const result = ctx.prices.quoteSell(
      order.sellToken,
      order.buyToken,
      order.sellAmount - fee.feeAmount,
    )
    return !result.ok || order.buyAmount > result.buyAmount
  }
  const result = ctx.prices.quoteBuy(order.sellToken, order.buyToken, order.buyAmount)
  return !result.ok || order.sellAmount < result.sellAmount + fee.feeAmount
}

export async function classifyOrder(
  ctx: OrderbookContext,
  order: OrderData,
  quote: StoredQuote | undefined,
  appDataDocument: string | undefined,
): Promise<OrderClassVerdict> {
  const awayFromMarket = await isAwayFromMarket(ctx, order, quote)
  // A TWAP part lives as long as its part (up to days): the service keeps it as a limit order.
  const declared = appDataOrderClass(appDataDocument)
  const limit = awayFromMarket || declared === 'limit' || declared === 'twap'
  return { class: limit ? 'limit' : 'market', awayFromMarket }
}

/** "3 h", "365 d", "1 h 30 min", "90 s". */
export function formatDuration(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400} d`
  if (seconds % 60 !== 0) return `${seconds} s`
  const hours = Math.floor(seconds / 3600)
  const minutes = (seconds % 3600) / 60
  if (hours === 0) return `${minutes} min`
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`
}

const LIMIT_HOW =
  'a limit price better than the market, or appData metadata.orderClass.orderClass "limit"'

/**
 * The class's rules that need no database: partial fills for limit orders only, and the
 * class's longest validity (none for presign orders).
 */
export function enforceClassRules(
  ctx: OrderbookContext,
  verdict: OrderClassVerdict,
  order: Pick<OrderData, 'validTo' | 'partiallyFillable'>,
  signingScheme: WireSigningScheme,
): void {
  if (order.partiallyFillable && verdict.class === 'market') {
    throw badRequest(
      'UnsupportedOrderType',
      `a partially fillable order must be a limit order (${LIMIT_HOW}); this one is a market order: sign it with partiallyFillable false, or as a limit order`,
    )
  }
  if (signingScheme === 'presign') return
  const { maxMarketOrderValiditySeconds: market, maxLimitOrderValiditySeconds: limit } = ctx.config
  const max = verdict.class === 'limit' ? limit : market
  const now = ctx.clock.nowSeconds()
  if (order.validTo > now + max) {
    throw badRequest(
      'ExcessiveValidTo',
      verdict.class === 'limit'
        ? `validTo is too far into the future: a limit order may be valid for at most ${formatDuration(limit)} (${limit} s)`
        : `validTo is too far into the future: a market order may be valid for at most ${formatDuration(market)} (${market} s), a limit order (${LIMIT_HOW}) for ${formatDuration(limit)}`,
    )
  }
}

/** TooManyLimitOrders when a new limit order away from the market would pass the owner's cap. */
export async function enforceLimitOrderCount(
  ctx: OrderbookContext,
  owner: Address,
  verdict: OrderClassVerdict,
): Promise<void> {
  const max = ctx.config.maxLimitOrdersPerOwner
  if (verdict.class !== 'limit' || !verdict.awayFromMarket || max === Number.POSITIVE_INFINITY) {
    return
  }
  const open = await ctx.db.countOpenLimitOrders(owner, ctx.clock.nowSeconds())
  if (open >= max) {
    throw badRequest(
      'TooManyLimitOrders',
      `${owner} has ${open} open limit orders and may have at most ${max}: cancel one, or wait until one fills or expires`,
    )
  }
}
