/**
 * The order's status as a short timeline for its page: placed, signed on chain (pre-signed
 * orders only), in the batch auctions, and how it ended or what it waits for. Pure: derived
 * from the order and its display status, never stored.
 */
import { t } from '@lingui/core/macro'
import { orderDeadline, type Order } from '@/api/types'
import { fillBps, fillPercentLabel } from '../order-progress'
import type { DisplayStatus } from '../order-status'

export type TimelineState = 'done' | 'current' | 'upcoming' | 'ended'

export interface TimelineStep {
  label: string
  state: TimelineState
  /** When it happened or, for the last step of a live order, the deadline. */
  at?: Date
  detail?: string
}

type TimelineFields = Pick<
  Order,
  | 'creationDate'
  | 'signingScheme'
  | 'validTo'
  | 'ethflowData'
  | 'kind'
  | 'sellAmount'
  | 'buyAmount'
  | 'executedSellAmountBeforeFees'
  | 'executedBuyAmount'
>

function endings(): Partial<Record<DisplayStatus, { label: string; detail?: string }>> {
  return {
    cancelled: { label: t`Cancelled` },
    expired: { label: t`Expired`, detail: t`No solver filled it before its deadline.` },
    refunding: { label: t`Expired`, detail: t`The native currency is being refunded.` },
    refunded: { label: t`Refunded`, detail: t`The native currency was returned.` },
    unknown: {
      label: t`Other status`,
      detail: t`The service reports a status this app does not know.`,
    },
  }
}

export function orderTimeline(order: TimelineFields, status: DisplayStatus): TimelineStep[] {
  const deadline = new Date(orderDeadline(order) * 1000)
  const bps = fillBps(order)
  const filled = fillPercentLabel(bps)
  const live = status === 'open' || status === 'partiallyFilled' || status === 'cancelling'
  const steps: TimelineStep[] = [{ label: t`Placed`, state: 'done', at: order.creationDate }]

  if (order.signingScheme === 'presign') {
    steps.push(
      status === 'signing'
        ? { label: t`Signed on chain`, state: 'current', detail: t`Waiting for setPreSignature.` }
        : { label: t`Signed on chain`, state: 'done' },
    )
  }
  if (status === 'signing') {
    steps.push({ label: t`In the batch auctions`, state: 'upcoming' })
    steps.push({ label: t`Filled`, state: 'upcoming', at: deadline, detail: t`Deadline` })
    return steps
  }

  steps.push({
    label: t`In the batch auctions`,
    state: live ? 'current' : 'done',
    detail: bps > 0 && status !== 'fulfilled' ? t`${filled} filled so far` : undefined,
  })

  if (status === 'fulfilled') {
    steps.push({ label: t`Filled`, state: 'done' })
  } else if (status === 'cancelling') {
    steps.push({ label: t`Cancelling`, state: 'current', detail: t`It may still fill meanwhile.` })
  } else if (live) {
    steps.push({ label: t`Filled`, state: 'upcoming', at: deadline, detail: t`Deadline` })
  } else {
    const ending = endings()[status] ?? { label: t`Ended` }
    steps.push({
      label: ending.label,
      state: 'ended',
      at: status === 'expired' ? deadline : undefined,
      // A trader's cancellation of an eth-flow order sent its ETH back itself: no refund follows.
      detail:
        status === 'cancelled' && order.ethflowData
          ? t`The native currency came back in the cancellation transaction.`
          : ending.detail,
    })
  }
  return steps
}
