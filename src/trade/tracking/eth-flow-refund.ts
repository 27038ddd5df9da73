/**
 * The refund of an eth-flow order, for the swap's tracking (which polls until it is done) and
 * the confirm dialog. Small and apart: the swap page's first view loads it.
 */
import type { Order } from '@/api/types'

export type RefundFields = Pick<Order, 'status' | 'ethflowData' | 'executedSellAmount'>

/**
 * The refund of an eth-flow order that expired without filling: `refunding` until the flow
 * contract has sent the ETH back (`ethflowData.refundTxHash`), then `refunded`. Undefined for
 * any other order: a live one, a filled one, a partly filled one (the refunder, like the real
 * one, leaves those to their trader), and a cancelled one, whose ETH came back in the
 * cancellation transaction itself: no refund follows, the service never serves one for it.
 */
export function ethFlowRefund(
  order: RefundFields | undefined,
): 'refunding' | 'refunded' | undefined {
  if (!order?.ethflowData) return undefined
  if (order.ethflowData.refundTxHash) return 'refunded'
  return order.status === 'expired' && order.executedSellAmount === 0n ? 'refunding' : undefined
}

/** Whether the tracked order needs no more polling: it ended, and any refund is done. */
export function trackingFinished(order: RefundFields | undefined): boolean {
  if (!order) return false
  const ended =
    order.status === 'fulfilled' || order.status === 'expired' || order.status === 'cancelled'
  return ended && ethFlowRefund(order) !== 'refunding'
}
