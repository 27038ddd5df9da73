/**
 * The order read model: a stored order as the production service serves it (GET /orders/{uid},
 * /orders/by_uids, the account's orders, /orders/{uid}/status).
 */
import { orderHooksOf, type Hook } from '@batchswap/contract/protocol/hooks'
import { type WireOrder } from '@batchswap/contract/wire/orders'
import { type WireCompetitionStatus } from '@batchswap/contract/wire/competition'
import { signedFieldsOnWire } from '@batchswap/contract/wire/values'
import { orderStatusAt } from '../kernel/order-status'
import type { StoredOrder } from '../kernel/db'

/** GET /orders/{uid}/status without auction data: derived from the stored order. */
export function competitionStatusOf(order: StoredOrder, nowSeconds: number): WireCompetitionStatus {
  switch (orderStatusAt(order, nowSeconds)) {
    case 'fulfilled':
      return {
        type: 'traded',
        value: [
          {
            solver: 'sandbox',
            executedAmounts: {
              sell: order.executedSellAmount.toString(),
              buy: order.executedBuyAmount.toString(),
            },
          },
        ],
      }
    case 'cancelled':
    case 'expired':
      // The competition has no "expired": the order will not be in any auction again.
      return { type: 'cancelled' }
    default:
      return { type: 'open' }
  }
}

/**
 * The order's appData hooks as the production service serves them (spec 2.4): each hook's
 * own call, with no value. The solver runs the same hooks through the HooksTrampoline.
 */
function interactionsOf(order: Pick<StoredOrder, 'fullAppData'>): WireOrder['interactions'] {
  const hooks = orderHooksOf(order.fullAppData)
  const wire = (hook: Hook) => ({ target: hook.target, value: '0', callData: hook.callData })
  return { pre: hooks.pre.map(wire), post: hooks.post.map(wire) }
}

/** The order in the production service's JSON shape (spec 2.1). */
export function toWireOrder(order: StoredOrder, nowSeconds: number): WireOrder {
  const wire: WireOrder = {
    ...signedFieldsOnWire(order),
    signingScheme: order.signingScheme,
    signature: order.signature,
    from: order.from,
    quoteId: order.quoteId,
    creationDate: order.creationDate.toISOString(),
    class: order.class,
    owner: order.owner,
    uid: order.uid,
    availableBalance: null,
    executedSellAmount: order.executedSellAmount.toString(),
    executedSellAmountBeforeFees: order.executedSellAmountBeforeFees.toString(),
    executedBuyAmount: order.executedBuyAmount.toString(),
    executedFeeAmount: order.executedFeeAmount.toString(),
    executedFee: order.executedFee.toString(),
    executedFeeToken: order.executedFeeToken ?? order.sellToken,
    invalidated: order.invalidated,
    status: orderStatusAt(order, nowSeconds),
    fullAppData: order.fullAppData,
    settlementContract: order.settlementContract,
    isLiquidityOrder: order.class === 'liquidity',
    fullBalanceCheck: order.fullBalanceCheck,
    interactions: interactionsOf(order),
  }
  if (order.onchainUser) wire.onchainUser = order.onchainUser
  if (order.ethflow) {
    // As the real service: the signed validTo stays uint32 max, the deadline is userValidTo.
    wire.ethflowData = {
      userValidTo: order.ethflow.userValidTo,
      refundTxHash: order.ethflow.refundTxHash,
    }
    wire.onchainOrderData = {
      sender: order.onchainUser ?? order.owner,
      placementError: order.placementError,
    }
  }
  if (order.quote) {
    wire.quote = {
      gasAmount: order.quote.gasAmount.toString(),
      gasPrice: order.quote.gasPrice.toString(),
      sellTokenPrice: order.quote.sellTokenPrice,
      sellAmount: order.quote.sellAmount.toString(),
      buyAmount: order.quote.buyAmount.toString(),
      feeAmount: order.quote.feeAmount.toString(),
      solver: order.quote.solver,
      verified: order.quote.verified,
      metadata: {},
    }
  }
  return wire
}
