import type { Order } from '@/api/types'
import { signedFieldsOnWire } from '@batchswap/contract/wire/values'
import type {
  OrderLifecyclePayload,
  PostedOrderPayload,
  PresignedOrderPayload,
  ToastPayload,
  WidgetOrder,
  WidgetTokenInfo,
} from './widget-protocol'

/**
 * The payloads of the order events (@cowprotocol/events' OnPostedOrderPayload and
 * BaseOrderLifecyclePayload) built from the app's domain order. The lifecycle events carry
 * the order as the orderbook's JSON has it (the SDK's EnrichedOrder): amounts as decimal
 * strings, dates in ISO 8601. Pure functions.
 */

export function toWidgetOrder(order: Order): WidgetOrder {
  return {
    ...signedFieldsOnWire({ ...order, receiver: order.receiver ?? null }),
    signingScheme: order.signingScheme,
    signature: order.signature,
    creationDate: order.creationDate.toISOString(),
    class: order.class,
    owner: order.owner,
    uid: order.uid,
    executedSellAmount: order.executedSellAmount.toString(),
    executedSellAmountBeforeFees: order.executedSellAmountBeforeFees.toString(),
    executedBuyAmount: order.executedBuyAmount.toString(),
    executedFeeAmount: order.executedFeeAmount.toString(),
    invalidated: order.invalidated,
    status: order.status,
    fullAppData: order.fullAppData ?? null,
    totalFee: (order.executedFee ?? 0n).toString(),
  }
}

export function postedOrderPayload(
  order: Order,
  chainId: number,
  tokens: { sell: WidgetTokenInfo; buy: WidgetTokenInfo },
): PostedOrderPayload {
  return {
    orderUid: order.uid,
    chainId,
    owner: order.owner,
    kind: order.kind,
    orderType: 'SWAP',
    ...(order.quoteId !== undefined ? { quoteId: order.quoteId } : {}),
    partiallyFillable: order.partiallyFillable,
    // The network fee is folded into the signed sell amount (feeAmount is 0).
    inputAmount: order.sellAmount + order.feeAmount,
    outputAmount: order.buyAmount,
    inputToken: tokens.sell,
    outputToken: tokens.buy,
    ...(order.receiver ? { receiver: order.receiver } : {}),
    isEthFlow: false,
  }
}

export function lifecyclePayload(order: Order, chainId: number): OrderLifecyclePayload {
  return { chainId, order: toWidgetOrder(order), orderType: 'SWAP' }
}

export function presignedPayload(order: Order, chainId: number): PresignedOrderPayload {
  return { chainId, order: toWidgetOrder(order) }
}

/** The final event of an order, or undefined while it is still open. */
export function finalEvent(
  status: Order['status'],
): 'ON_FULFILLED_ORDER' | 'ON_CANCELLED_ORDER' | 'ON_EXPIRED_ORDER' | undefined {
  switch (status) {
    case 'fulfilled':
      return 'ON_FULFILLED_ORDER'
    case 'cancelled':
      return 'ON_CANCELLED_ORDER'
    case 'expired':
      return 'ON_EXPIRED_ORDER'
    default:
      return undefined
  }
}

const SHORT_UID = (uid: string) => `${uid.slice(0, 10)}…`

/** The toast a host that hides ours (disableToastMessages) shows instead. */
export function orderToast(
  type:
    'ORDER_CREATED' | 'ORDER_FULFILLED' | 'ORDER_CANCELLED' | 'ORDER_EXPIRED' | 'ORDER_PRESIGNED',
  order: Pick<Order, 'uid'>,
): ToastPayload {
  const words = {
    ORDER_CREATED: 'Swap order submitted',
    ORDER_FULFILLED: 'Swap order filled',
    ORDER_CANCELLED: 'Swap order cancelled',
    ORDER_EXPIRED: 'Swap order expired',
    ORDER_PRESIGNED: 'Swap order signed on chain',
  }[type]
  return {
    messageType: type,
    message: `${words}: ${SHORT_UID(order.uid)}`,
    data: { orderUid: order.uid, orderType: 'SWAP' },
  }
}
