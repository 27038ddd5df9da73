/**
 * Where a native sell (an eth-flow order) stands, for the confirm dialog: the transaction
 * sent, the order created (the service indexed it from the chain), then filled, or ended
 * unfilled and refunded. Pure: derived from the flow and the order as the service serves it.
 */
import type { Order } from '@/api/types'
import type { Step, StepState } from '../placement/submission-steps'
import type { TradeFlow } from '../placement/trade-machine'

type RefundFields = Pick<Order, 'status' | 'ethflowData' | 'executedSellAmount'>

/**
 * The refund of an eth-flow order that ended without filling: `refunding` until the flow
 * contract has sent the ETH back (`ethflowData.refundTxHash`), then `refunded`. Undefined for
 * any other order, a live one, a filled one, and a partly filled one (the refunder, like the
 * real one, leaves those to their trader).
 */
export function ethFlowRefund(
  order: RefundFields | undefined,
): 'refunding' | 'refunded' | undefined {
  if (!order?.ethflowData) return undefined
  if (order.ethflowData.refundTxHash) return 'refunded'
  const ended = order.status === 'expired' || order.status === 'cancelled'
  return ended && order.executedSellAmount === 0n ? 'refunding' : undefined
}

/** Whether the tracked order needs no more polling: it ended, and any refund is done. */
export function trackingFinished(order: RefundFields | undefined): boolean {
  if (!order) return false
  const ended =
    order.status === 'fulfilled' || order.status === 'expired' || order.status === 'cancelled'
  return ended && ethFlowRefund(order) !== 'refunding'
}

const AFTER_SIGNING: ReadonlySet<TradeFlow['phase']> = new Set([
  'uploadingAppData',
  'submitting',
  'checking',
  'tracking',
  'done',
])

/** The steps of a native sell: send, mined, created, settled, and the refund if it ended unfilled. */
export function ethFlowStepsOf(
  flow: TradeFlow,
  order: RefundFields | undefined,
  nativeSymbol: string,
): Step[] {
  const failedAt = flow.phase === 'failed' ? flow.step : undefined
  const sent = AFTER_SIGNING.has(flow.phase) || failedAt === 'submit'
  const mined = flow.phase === 'tracking' || flow.phase === 'done'
  const created = mined && order !== undefined
  const sendState: StepState =
    flow.phase === 'signing' ? 'active' : failedAt === 'sign' ? 'failed' : sent ? 'done' : 'pending'
  const mineState: StepState = mined
    ? 'done'
    : failedAt === 'submit'
      ? 'failed'
      : sent
        ? 'active'
        : 'pending'
  const steps: Step[] = [
    {
      key: 'sign',
      label: `Send the ${nativeSymbol} with the order in your wallet (createOrder)`,
      state: sendState,
    },
    {
      key: 'mine',
      label: mined ? 'Transaction mined' : 'Waiting for the transaction to be mined',
      state: mineState,
    },
    {
      key: 'index',
      label: created ? 'Order created' : 'Waiting for the service to index the order',
      state: created ? 'done' : mined ? 'active' : 'pending',
    },
  ]
  const refund = ethFlowRefund(order)
  if (flow.phase === 'done') {
    const filled = flow.outcome === 'fulfilled'
    steps.push({
      key: 'settle',
      label: filled
        ? 'Filled'
        : flow.outcome === 'expired'
          ? 'Expired without a fill'
          : 'Cancelled',
      state: filled ? 'done' : 'failed',
    })
  } else {
    steps.push({
      key: 'settle',
      label: 'Waiting for a solver to settle the batch',
      state: created ? 'active' : 'pending',
    })
  }
  if (refund) {
    steps.push({
      key: 'refund',
      label: refund === 'refunded' ? `${nativeSymbol} refunded` : `Refunding your ${nativeSymbol}`,
      state: refund === 'refunded' ? 'done' : 'active',
    })
  }
  return steps
}
