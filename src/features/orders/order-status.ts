import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { orderDeadline, type Order } from '@/api/types'
import { fillBps, fillPercentLabel } from './order-progress'

export type DisplayStatus =
  | 'signing'
  | 'open'
  | 'partiallyFilled'
  | 'cancelling'
  | 'fulfilled'
  | 'cancelled'
  | 'expired'
  /** An eth-flow order that expired unfilled; the native currency is on its way back. */
  | 'refunding'
  /** An eth-flow order whose native currency was returned (`ethflowData.refundTxHash`). */
  | 'refunded'
  /** A status the service sent that this app does not know. */
  | 'unknown'

export type StatusTone = 'neutral' | 'info' | 'progress' | 'success' | 'warning' | 'danger'

export interface StatusChip {
  status: DisplayStatus
  label: string
  tone: StatusTone
}

export interface StatusContext {
  /** Unix seconds, the clock the status is judged by. */
  nowSeconds: number
  /** A cancellation was sent and the service has not reported the order cancelled yet. */
  cancelling?: boolean
}

type StatusFields = Pick<
  Order,
  | 'status'
  | 'validTo'
  | 'kind'
  | 'sellAmount'
  | 'buyAmount'
  | 'executedSellAmountBeforeFees'
  | 'executedBuyAmount'
  | 'ethflowData'
  | 'partiallyFillable'
>

/**
 * An eth-flow order that expired is refunded by the flow contract: `refunded` once the service
 * serves the refund transaction, `refunding` until then if nothing filled (a partly filled
 * one is left to its trader, as the real refunder does: it reads expired). A cancelled one is
 * not refunded: the trader's cancellation sent the ETH back itself, and the real service
 * serves it cancelled without a refund transaction.
 */
function expiredEthFlow(order: StatusFields): DisplayStatus | undefined {
  if (!order.ethflowData) return undefined
  if (order.ethflowData.refundTxHash) return 'refunded'
  return order.executedSellAmountBeforeFees === 0n ? 'refunding' : undefined
}

/**
 * What the trader sees for an order. The service's status is the base; two things are
 * derived on top of it: an open order past its validTo is expired (the service reports
 * it a little later), and an open order with a cancellation in flight is "Cancelling".
 */
export function displayStatus(order: StatusFields, context: StatusContext): DisplayStatus {
  switch (order.status) {
    case 'presignaturePending':
    case 'open': {
      // Eth-flow orders sign validTo = uint32 max; the trader's deadline is userValidTo.
      if (orderDeadline(order) <= context.nowSeconds) return expiredEthFlow(order) ?? 'expired'
      if (context.cancelling) return 'cancelling'
      if (order.status === 'presignaturePending') return 'signing'
      return fillBps(order) > 0 ? 'partiallyFilled' : 'open'
    }
    case 'fulfilled':
      return 'fulfilled'
    case 'cancelled':
      return 'cancelled'
    case 'expired':
      return expiredEthFlow(order) ?? 'expired'
    case 'unknown':
      return 'unknown'
  }
}

/**
 * Whether a sent cancellation is still waiting for the service: only while the order reads
 * "Cancelling". A sent cancellation stays in the mutation cache after it succeeded, so once
 * the service reports the order cancelled (or filled, or expired) this turns false by
 * itself: the note about it goes with no reload and nothing to clear.
 */
export function cancellationPending(order: StatusFields, context: StatusContext): boolean {
  return displayStatus(order, context) === 'cancelling'
}

const TONES: Record<DisplayStatus, StatusTone> = {
  signing: 'warning',
  open: 'info',
  partiallyFilled: 'progress',
  cancelling: 'warning',
  fulfilled: 'success',
  cancelled: 'neutral',
  expired: 'neutral',
  refunding: 'warning',
  refunded: 'neutral',
  unknown: 'neutral',
}

const LABELS: Record<Exclude<DisplayStatus, 'partiallyFilled'>, MessageDescriptor> = {
  signing: msg`Signing`,
  open: msg({ message: 'Open', context: 'order status' }),
  cancelling: msg`Cancelling`,
  fulfilled: msg`Filled`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
  refunding: msg`Refunding`,
  refunded: msg`Refunded`,
  unknown: msg`Other status`,
}

export function statusChip(order: StatusFields, context: StatusContext): StatusChip {
  const status = displayStatus(order, context)
  const bps = fillBps(order)
  let label: string
  const filled = fillPercentLabel(bps)
  if (status === 'partiallyFilled') label = t`Partially filled ${filled}`
  else if (order.partiallyFillable && bps > 0 && (status === 'expired' || status === 'cancelled'))
    // A partially fillable order that ended part-way: say how far it got.
    label = status === 'expired' ? t`Expired (${filled} filled)` : t`Cancelled (${filled} filled)`
  else label = i18n._(LABELS[status])
  return { status, label, tone: TONES[status] }
}

/** Open and not yet expired by the clock: what the Open tab lists and what can be cancelled. */
export function isLive(
  order: Pick<Order, 'status' | 'validTo' | 'ethflowData'>,
  nowSeconds: number,
): boolean {
  return (
    (order.status === 'open' || order.status === 'presignaturePending') &&
    orderDeadline(order) > nowSeconds
  )
}
