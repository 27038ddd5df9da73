/**
 * The steps the confirm dialog lists while an order is placed (sign, upload the details,
 * submit, pre-sign, settle) and the state of each, derived from the swap flow alone.
 */
import { t } from '@lingui/core/macro'
import type { Order } from '@/api/types'
import type { SafeTxProgress } from '@/wallet/safe-tx-tracking'
import type { TradeFlow } from './trade-machine'

export type StepState = 'pending' | 'active' | 'done' | 'failed'

export interface Step {
  key: string
  label: string
  state: StepState
}

/**
 * The step the dialog's live region announces: the one under way, else the last one reached
 * (done or failed). Not simply the first failed one: an eth-flow order that expired goes on to
 * its refund, and "Refunding your ETH", then "ETH refunded", must be heard after "Expired
 * without a fill".
 */
export function announcedStep(steps: readonly Step[]): Step | undefined {
  return (
    steps.find((s) => s.state === 'active') ??
    steps.findLast((s) => s.state !== 'pending') ??
    steps[steps.length - 1]
  )
}

const ORDER: TradeFlow['phase'][] = [
  'signing',
  'uploadingAppData',
  'submitting',
  'presigning',
  'tracking',
  'done',
]

/** The pre-sign step of a Safe: its owners sign and execute one Safe transaction. */
export function safePresignLabel(safe: SafeTxProgress): string {
  const signatures =
    safe.confirmations !== undefined && safe.threshold !== undefined
      ? t` (${safe.confirmations} of ${safe.threshold} signatures)`
      : ''
  switch (safe.status) {
    case 'awaitingConfirmations':
      return t`Waiting for the Safe's owners to sign and execute${signatures}`
    case 'awaitingExecution':
      return t`Waiting for an owner to execute the Safe transaction${signatures}`
    case 'executed':
      return t`Safe transaction executed: the order is pre-signed`
    case 'failed':
    case 'cancelled':
      return t`The Safe transaction did not go through`
  }
}

/**
 * `waiting`: the last step's words while the order waits for a reason of its own (the market
 * to reach its limit, a batch that left it out), from `waitingStepLabel`.
 */
export function stepsOf(
  flow: TradeFlow,
  presign: boolean,
  order: Order | undefined,
  waiting?: string,
): Step[] {
  const failedStep =
    flow.phase === 'failed'
      ? (
          {
            sign: 'signing',
            uploadAppData: 'uploadingAppData',
            submit: 'submitting',
            presign: 'presigning',
            approve: 'signing',
          } as const
        )[flow.step]
      : undefined
  // Checking whether a POST whose answer was lost arrived is still the submit step.
  const current = failedStep ?? (flow.phase === 'checking' ? 'submitting' : flow.phase)
  const at = ORDER.indexOf(current)
  const state = (phase: TradeFlow['phase']): StepState => {
    const index = ORDER.indexOf(phase)
    if (flow.phase === 'done') return 'done'
    if (index < at) return 'done'
    if (index === at) return failedStep ? 'failed' : 'active'
    return 'pending'
  }
  const settleLabel =
    flow.phase === 'done'
      ? flow.outcome === 'fulfilled'
        ? t`Filled`
        : flow.outcome === 'expired'
          ? t`Expired without a fill`
          : t`Cancelled`
      : order?.status === 'presignaturePending'
        ? t`Waiting for the pre-signature`
        : (waiting ?? t`Waiting for a solver to settle the batch`)
  const steps: Step[] = [
    {
      key: 'sign',
      label: presign
        ? t`Prepare the order (smart-contract account)`
        : t`Sign the order in your wallet`,
      state: state('signing'),
    },
    { key: 'upload', label: t`Upload the order details`, state: state('uploadingAppData') },
    {
      key: 'submit',
      label:
        flow.phase === 'checking'
          ? t`The answer was lost: checking whether the order was placed`
          : t`Submit the order`,
      state: state('submitting'),
    },
  ]
  if (presign) {
    const safe = flow.phase === 'presigning' ? flow.safe : undefined
    steps.push({
      key: 'presign',
      label: safe ? safePresignLabel(safe) : t`Pre-sign the order on chain`,
      state: state('presigning'),
    })
  }
  steps.push({
    key: 'settle',
    label: settleLabel,
    state:
      flow.phase === 'done'
        ? flow.outcome === 'fulfilled'
          ? 'done'
          : 'failed'
        : state('tracking'),
  })
  return steps
}
