import type { Hex } from 'viem'
import type { ApiError } from '@/api/errors'
import type { SigningScheme } from '@/protocol/order'

/**
 * The swap as an explicit state machine: one reducer, one place that says which step may
 * follow which. The whole journey is
 *
 *   idle -> quoting -> ready -> approving -> (ready) -> confirming -> signing
 *        -> uploadingAppData -> submitting -> [presigning] -> tracking -> done | failed
 *
 * "idle", "quoting" and "ready" are not stored here: they are server state (the quote
 * query) and are derived in `deriveSwapStatus`. Copying them into the reducer would make
 * two sources of truth. This reducer holds what only the trader's actions create: the
 * approval in flight, the order being signed and submitted, and the order being tracked.
 *
 * Every failure is classified by the step it happened in and is recoverable: `failed`
 * always leads back to editing or to the confirm step.
 */

export type ApprovalStage = 'wallet' | 'pending'
export type FailedStep = 'approve' | 'sign' | 'uploadAppData' | 'submit' | 'presign'
export type OrderOutcome = 'fulfilled' | 'expired' | 'cancelled'

export type SwapFlow =
  /** The form; `notice` is a quiet note about the last action (e.g. a rejected approval). */
  | { phase: 'editing'; notice?: 'approvalRejected' | 'approvalConfirmed' }
  | { phase: 'approving'; stage: ApprovalStage; txHash?: Hex }
  /** The review dialog. `notice: 'rejected'`: the wallet rejected the signature, nothing was sent. */
  | { phase: 'confirming'; notice?: 'rejected' }
  | { phase: 'signing' }
  | { phase: 'uploadingAppData'; uid: Hex; scheme: SigningScheme }
  | { phase: 'submitting'; uid: Hex; scheme: SigningScheme }
  | { phase: 'presigning'; uid: Hex; txHash?: Hex }
  | { phase: 'tracking'; uid: Hex }
  | { phase: 'done'; uid: Hex; outcome: OrderOutcome }
  | { phase: 'failed'; step: FailedStep; error: ApiError; uid?: Hex }

export type SwapEvent =
  | { type: 'approve' }
  | { type: 'approvalSent'; txHash: Hex }
  | { type: 'approvalConfirmed' }
  | { type: 'approvalRejected' }
  | { type: 'review' }
  | { type: 'close' }
  | { type: 'confirm' }
  | { type: 'signed'; uid: Hex; scheme: SigningScheme }
  | { type: 'signatureRejected' }
  | { type: 'appDataUploaded' }
  | { type: 'posted'; uid: Hex; needsPresign: boolean }
  | { type: 'presignSent'; txHash: Hex }
  | { type: 'presigned' }
  | { type: 'settled'; outcome: OrderOutcome }
  | { type: 'failed'; step: FailedStep; error: ApiError }
  | { type: 'retry' }
  | { type: 'reset' }

export const initialSwapFlow: SwapFlow = { phase: 'editing' }

/** Phases in which the order is being signed or sent: nothing may start a second one. */
export const BUSY_PHASES: ReadonlySet<SwapFlow['phase']> = new Set([
  'approving',
  'signing',
  'uploadingAppData',
  'submitting',
  'presigning',
])

export function isBusy(flow: SwapFlow): boolean {
  return BUSY_PHASES.has(flow.phase)
}

/** Whether the review dialog is open: from confirming to done, and for a failed submission. */
export function isDialogPhase(flow: SwapFlow): boolean {
  if (flow.phase === 'failed') return flow.step !== 'approve'
  return flow.phase !== 'editing' && flow.phase !== 'approving'
}

function uidOf(flow: SwapFlow): Hex | undefined {
  return 'uid' in flow ? flow.uid : undefined
}

/**
 * The transition function. Events that make no sense in the current phase are ignored
 * (the same object comes back), which is what makes a double click harmless: the second
 * `confirm` finds the machine already signing.
 */
export function swapReducer(flow: SwapFlow, event: SwapEvent): SwapFlow {
  switch (event.type) {
    case 'approve':
      return flow.phase === 'editing' ? { phase: 'approving', stage: 'wallet' } : flow
    case 'approvalSent':
      return flow.phase === 'approving' && flow.stage === 'wallet'
        ? { phase: 'approving', stage: 'pending', txHash: event.txHash }
        : flow
    case 'approvalConfirmed':
      return flow.phase === 'approving' ? { phase: 'editing', notice: 'approvalConfirmed' } : flow
    case 'approvalRejected':
      return flow.phase === 'approving' ? { phase: 'editing', notice: 'approvalRejected' } : flow
    case 'review':
      return flow.phase === 'editing' ? { phase: 'confirming' } : flow
    case 'close':
      // Closing while the wallet is open or a request is in flight would orphan it.
      if (isBusy(flow)) return flow
      return flow.phase === 'editing' ? flow : { phase: 'editing' }
    case 'confirm':
      return flow.phase === 'confirming' ? { phase: 'signing' } : flow
    case 'signed':
      return flow.phase === 'signing'
        ? { phase: 'uploadingAppData', uid: event.uid, scheme: event.scheme }
        : flow
    case 'signatureRejected':
      return flow.phase === 'signing' ? { phase: 'confirming', notice: 'rejected' } : flow
    case 'appDataUploaded':
      return flow.phase === 'uploadingAppData'
        ? { phase: 'submitting', uid: flow.uid, scheme: flow.scheme }
        : flow
    case 'posted':
      if (flow.phase !== 'submitting') return flow
      return event.needsPresign
        ? { phase: 'presigning', uid: event.uid }
        : { phase: 'tracking', uid: event.uid }
    case 'presignSent':
      return flow.phase === 'presigning' ? { ...flow, txHash: event.txHash } : flow
    case 'presigned':
      return flow.phase === 'presigning' ? { phase: 'tracking', uid: flow.uid } : flow
    case 'settled':
      return flow.phase === 'tracking'
        ? { phase: 'done', uid: flow.uid, outcome: event.outcome }
        : flow
    case 'failed': {
      const stepMatches =
        (event.step === 'approve' && flow.phase === 'approving') ||
        (event.step === 'sign' && flow.phase === 'signing') ||
        (event.step === 'uploadAppData' && flow.phase === 'uploadingAppData') ||
        (event.step === 'submit' && flow.phase === 'submitting') ||
        (event.step === 'presign' && flow.phase === 'presigning')
      if (!stepMatches) return flow
      const uid = uidOf(flow)
      return uid === undefined
        ? { phase: 'failed', step: event.step, error: event.error }
        : { phase: 'failed', step: event.step, error: event.error, uid }
    }
    case 'retry':
      // Back to the step the trader can act from: the form for an approval, else the
      // confirm step (which re-checks the quote before signing again).
      if (flow.phase !== 'failed') return flow
      if (flow.step === 'approve') return { phase: 'editing' }
      if (flow.step === 'presign' && flow.uid) return { phase: 'presigning', uid: flow.uid }
      return { phase: 'confirming' }
    case 'reset':
      return isBusy(flow) ? flow : { phase: 'editing' }
  }
}
