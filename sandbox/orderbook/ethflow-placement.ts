/**
 * Eth-flow orders enter the orderbook from the chain, not through POST /orders: the indexer
 * reads the eth-flow contract's OrderPlacement and stores the order whatever it holds, with a
 * placement error when the orderbook would not trade it. As the real service
 * (cowprotocol/services, autopilot `onchain_order_events`): an order with an error is kept and
 * served (`onchainOrderData.placementError`) but never auctioned nor refunded automatically.
 *
 * The errors are the real service's `OnchainOrderPlacementError` names: `NonZeroFee` (eth-flow
 * orders are signed with fee 0 like every order), `QuoteNotFound` (the quote id names no
 * quote), `InvalidQuote` (the quote is for another trade), `PreValidationError` (what
 * POST /orders would refuse before any signature check: an unsupported token, the same token
 * on both sides, a zero amount, a deadline too close or too far).
 */
import { getAddress, isAddressEqual, type Hex } from 'viem'
import { isSameToken } from '@batchswap/contract/protocol/eth-flow'
import type { OrderbookContext } from '../kernel/context'
import type { NewOrder } from '../kernel/db'
import type { EthFlowPlacement } from '../kernel/ports'
import { ApiError } from '../kernel/errors'
import { requireTradablePair } from './tokens'

export type PlacementError = 'NonZeroFee' | 'QuoteNotFound' | 'InvalidQuote' | 'PreValidationError'

/** Why the orderbook would not trade this placement, or null. */
export async function placementErrorOf(
  ctx: OrderbookContext,
  p: EthFlowPlacement,
): Promise<PlacementError | null> {
  const { order } = p
  if (order.feeAmount !== 0n) return 'NonZeroFee'
  if (preValidationFails(ctx, p)) return 'PreValidationError'
  // int64 on chain; the sandbox's ids are positive integers.
  const id = p.quoteId > 0n && p.quoteId <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(p.quoteId) : 0
  const quote = id > 0 ? await ctx.db.getQuote(id) : undefined
  if (!quote) return 'QuoteNotFound'
  if (
    quote.kind !== 'sell' ||
    !isAddressEqual(quote.sellToken, order.sellToken) ||
    !isAddressEqual(quote.buyToken, order.buyToken)
  ) {
    return 'InvalidQuote'
  }
  return null
}

function preValidationFails(ctx: OrderbookContext, p: EthFlowPlacement): boolean {
  const { order } = p
  if (order.sellAmount === 0n || order.buyAmount === 0n) return true
  if (isSameToken(order.sellToken, order.buyToken, ctx.config.wrappedNativeToken)) return true
  try {
    requireTradablePair(ctx, order.sellToken, order.buyToken)
  } catch (error) {
    if (error instanceof ApiError) return true
    throw error
  }
  const placed = Math.floor(p.placedAt.getTime() / 1000)
  return (
    p.userValidTo < placed + ctx.config.minOrderValiditySeconds ||
    p.userValidTo > placed + ctx.config.maxLimitOrderValiditySeconds
  )
}

/** The order row of a placement, as the real service stores it. */
export function placementOrder(
  ctx: OrderbookContext,
  p: EthFlowPlacement,
  placementError: PlacementError | null,
): NewOrder {
  const { order } = p
  return {
    ...order,
    uid: p.uid,
    owner: getAddress(p.owner),
    // Never zero: the contract refuses orders without a receiver (ReceiverMustBeSet).
    receiver: order.receiver,
    signingScheme: 'eip1271',
    // The EIP-1271 signature data: the eth-flow contract's address.
    signature: p.owner.toLowerCase() as Hex,
    from: null,
    quoteId: placementError === null ? Number(p.quoteId) : null,
    // As the real service: a zero signed fee makes it a limit order.
    class: order.feeAmount === 0n ? 'limit' : 'market',
    fullBalanceCheck: false,
    settlementContract: ctx.config.settlement,
    creationDate: p.placedAt,
    status: 'open',
    onchain: { user: getAddress(p.sender), userValidTo: p.userValidTo, placementError },
  }
}

/** The order row of a placement with its placement error (the settlement indexer's rule). */
export async function placeEthFlowOrder(
  ctx: OrderbookContext,
  placement: EthFlowPlacement,
): Promise<NewOrder> {
  return placementOrder(ctx, placement, await placementErrorOf(ctx, placement))
}
