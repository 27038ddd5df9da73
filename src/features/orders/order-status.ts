import type { Order } from '@/api/types'
import { fillBps, fillPercentLabel } from './order-progress'

export type DisplayStatus =
  'signing' | 'open' | 'partiallyFilled' | 'cancelling' | 'fulfilled' | 'cancelled' | 'expired'

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
>

/**
 * What the trader sees for an order. The service's status is the base; two things are
 * derived on top of it: an open order past its validTo is expired (the service reports
 * it a little later), and an open order with a cancellation in flight is "Cancelling".
 */
export function displayStatus(order: StatusFields, context: StatusContext): DisplayStatus {
  switch (order.status) {
    case 'presignaturePending':
    case 'open': {
      if (order.validTo <= context.nowSeconds) return 'expired'
      if (context.cancelling) return 'cancelling'
      if (order.status === 'presignaturePending') return 'signing'
      return fillBps(order) > 0 ? 'partiallyFilled' : 'open'
    }
    case 'fulfilled':
      return 'fulfilled'
    case 'cancelled':
      return 'cancelled'
    case 'expired':
      return 'expired'
  }
}

const TONES: Record<DisplayStatus, StatusTone> = {
  signing: 'warning',
  open: 'info',
  partiallyFilled: 'progress',
  cancelling: 'warning',
  fulfilled: 'success',
  cancelled: 'neutral',
  expired: 'neutral',
}

const LABELS: Record<Exclude<DisplayStatus, 'partiallyFilled'>, string> = {
  signing: 'Signing',
  open: 'Open',
  cancelling: 'Cancelling',
  fulfilled: 'Filled',
  cancelled: 'Cancelled',
  expired: 'Expired',
}

export function statusChip(order: StatusFields, context: StatusContext): StatusChip {
  const status = displayStatus(order, context)
  const label =
    status === 'partiallyFilled'
      ? `Partially filled ${fillPercentLabel(fillBps(order))}`
      : LABELS[status]
  return { status, label, tone: TONES[status] }
}

/** Open and not yet expired by the clock: what the Open tab lists and what can be cancelled. */
export function isLive(order: Pick<Order, 'status' | 'validTo'>, nowSeconds: number): boolean {
  return (
    (order.status === 'open' || order.status === 'presignaturePending') &&
    order.validTo > nowSeconds
  )
}
