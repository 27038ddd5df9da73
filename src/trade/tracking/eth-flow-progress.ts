/**
 * Where a native sell (an eth-flow order) stands, for the confirm dialog: the transaction
 * sent, the order created (the service indexed it from the chain), then filled, or expired
 * and refunded, or cancelled by the trader (the ETH came back in that transaction). Pure: derived from the flow and the order as the service serves it.
 * Apart from eth-flow-refund.ts, which the swap page's tracking reads: these words load with
 * the dialog.
 */
import { t } from '@lingui/core/macro'
import type { Step, StepState } from '../placement/submission-steps'
import type { TradeFlow } from '../placement/trade-machine'
import { ethFlowRefund, type RefundFields } from './eth-flow-refund'

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
  /** The last step's words while the order waits for a reason of its own (`waitingStepLabel`). */
  waiting?: string,
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
      label: t`Send the ${nativeSymbol} with the order in your wallet (createOrder)`,
      state: sendState,
    },
    {
      key: 'mine',
      label: mined ? t`Transaction mined` : t`Waiting for the transaction to be mined`,
      state: mineState,
    },
    {
      key: 'index',
      label: created ? t`Order created` : t`Waiting for the service to index the order`,
      state: created ? 'done' : mined ? 'active' : 'pending',
    },
  ]
  const refund = ethFlowRefund(order)
  if (flow.phase === 'done') {
    const filled = flow.outcome === 'fulfilled'
    steps.push({
      key: 'settle',
      label: filled
        ? t`Filled`
        : flow.outcome === 'expired'
          ? t`Expired without a fill`
          : t`Cancelled`,
      state: filled ? 'done' : 'failed',
    })
  } else {
    steps.push({
      key: 'settle',
      label: (created && waiting) || t`Waiting for a solver to settle the batch`,
      state: created ? 'active' : 'pending',
    })
  }
  if (refund) {
    steps.push({
      key: 'refund',
      label:
        refund === 'refunded' ? t`${nativeSymbol} refunded` : t`Refunding your ${nativeSymbol}`,
      state: refund === 'refunded' ? 'done' : 'active',
    })
  } else if (flow.phase === 'done' && flow.outcome === 'cancelled') {
    // The trader's cancellation (invalidateOrder) sent the ETH back itself: no refund follows.
    steps.push({
      key: 'refund',
      label: t`${nativeSymbol} returned in the cancellation transaction`,
      state: 'done',
    })
  }
  return steps
}
