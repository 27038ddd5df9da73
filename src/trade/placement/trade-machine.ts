import type { Hex } from 'viem'
import type { ApiError } from '@/api/errors'
import type { SafeTxProgress } from '@/wallet/safe-tx-tracking'
import type { SigningScheme } from '@batchswap/contract/protocol/order'

/**
 * The swap as an explicit state machine: one reducer, one place that says which step may
 * follow which. The whole journey is
 *
 *   idle -> quoting -> ready -> approving -> (ready) -> confirming -> signing
 *        -> uploadingAppData -> submitting -> [checking] -> [presigning] -> tracking
 *        -> done | failed
 *
 * "idle", "quoting" and "ready" are not stored here: they are server state (the quote
 * query) and are derived in `deriveTradeStatus`. Copying them into the reducer would make
 * two sources of truth. This reducer holds what only the trader's actions create: the
 * approval in flight, the order being signed and submitted, and the order being tracked.
 *
 * Every failure is classified by the step it happened in and is recoverable: `failed`
 * always leads back to editing or to the confirm step.
 *
 * Exactly-once placement (issue 11): a POST whose answer was lost (5xx, timeout, dropped
 * connection, malformed answer) does not fail the order; it moves to `checking`, where the
 * UID is looked up and nothing can be closed or submitted until the answer is known. A
 * submission that did fail keeps its signed order: "retry" sends that same order again
 * (`uploadingAppData` with the same UID), never a new signature.
 */

export type ApprovalStage = 'wallet' | 'pending'
export type FailedStep = 'approve' | 'sign' | 'uploadAppData' | 'submit' | 'presign'
export type OrderOutcome = 'fulfilled' | 'expired' | 'cancelled'

/**
 * The tracked order's outcome: the one the service serves, except that an order seen expired
 * stays expired when it is later served cancelled. Past its deadline the trader no longer
 * cancels it; the real service still may: its transfer listener cancels an expired order
 * whose owner moves the sell token away, and an on-chain invalidation counts whenever it
 * comes. The trade ended by expiring. Not so an eth-flow order (`ethFlow`): expired, it is
 * refunded and stays expired (OrderRefund is no invalidation), so a cancellation served after
 * an expiry is the trader's own, sent while it could still trade and indexed after the
 * service's clock passed its deadline; its ETH came back then, and no refund will come.
 * A fill indexed after the deadline still turns expired into fulfilled.
 */
export const trackedOutcome = (
  seenExpired: boolean,
  served: OrderOutcome | undefined,
  ethFlow?: boolean,
) => (seenExpired && !ethFlow && served === 'cancelled' ? 'expired' : served)

export type TradeFlow =
  /** The form; `notice` is a quiet note about the last action (e.g. a rejected approval). */
  | {
      phase: 'editing'
      notice?: 'approvalRejected' | 'approvalConfirmed' | 'approvalRefusedByHost'
    }
  | { phase: 'approving'; stage: ApprovalStage; txHash?: Hex }
  /**
   * The review dialog. `notice: 'rejected'`: the wallet rejected the signature, nothing was
   * sent; `'refusedByHost'`: the page embedding the app (its onBeforeTrade hook) said no.
   */
  | { phase: 'confirming'; notice?: 'rejected' | 'refusedByHost' }
  | { phase: 'signing' }
  | { phase: 'uploadingAppData'; uid: Hex; scheme: SigningScheme }
  | { phase: 'submitting'; uid: Hex; scheme: SigningScheme }
  /** The POST's answer was lost: looking the UID up before saying anything. */
  | { phase: 'checking'; uid: Hex; scheme: SigningScheme; error: ApiError }
  /** `safe`: a Safe pre-signs through a Safe transaction, which its owners sign and execute. */
  | { phase: 'presigning'; uid: Hex; txHash?: Hex; safe?: SafeTxProgress }
  | { phase: 'tracking'; uid: Hex }
  | { phase: 'done'; uid: Hex; outcome: OrderOutcome }
  /** `scheme` is set when a signed order exists, which a retry sends again. */
  | { phase: 'failed'; step: FailedStep; error: ApiError; uid?: Hex; scheme?: SigningScheme }

export type TradeEvent =
  | { type: 'approve' }
  | { type: 'approvalSent'; txHash: Hex }
  | { type: 'approvalConfirmed' }
  | { type: 'approvalRejected' }
  /** The embedding page's onBeforeApproval hook said no: nothing was asked of the wallet. */
  | { type: 'approvalRefusedByHost' }
  | { type: 'review' }
  | { type: 'close' }
  | { type: 'confirm' }
  | { type: 'signed'; uid: Hex; scheme: SigningScheme }
  | { type: 'signatureRejected' }
  /** The embedding page's onBeforeTrade hook said no: nothing was signed. */
  | { type: 'refusedByHost' }
  | { type: 'appDataUploaded' }
  /** The POST did not clearly fail; the UID is being looked up. */
  | { type: 'checking'; error: ApiError }
  | { type: 'posted'; uid: Hex; needsPresign: boolean }
  | { type: 'presignSent'; txHash: Hex }
  /** A Safe proposed the pre-signature (batched with an approval if needed), or it moved on. */
  | { type: 'safeTxProgress'; progress: SafeTxProgress }
  | { type: 'presigned' }
  | { type: 'settled'; outcome: OrderOutcome }
  /**
   * `resendable`: the signed order was not placed for a passing reason (rate limit, outage,
   * a lost answer that turned out not to have arrived); "retry" sends the same order again.
   */
  | { type: 'failed'; step: FailedStep; error: ApiError; resendable?: boolean }
  /** `signAgain`: the earlier signed order cannot be sent again; back to the confirm step. */
  | { type: 'retry'; signAgain?: boolean }
  | { type: 'reset' }

export const initialTradeFlow: TradeFlow = { phase: 'editing' }

/** Phases in which the order is being signed or sent: nothing may start a second one. */
export const BUSY_PHASES: ReadonlySet<TradeFlow['phase']> = new Set([
  'approving',
  'signing',
  'uploadingAppData',
  'submitting',
  'checking',
  'presigning',
])

export function isBusy(flow: TradeFlow): boolean {
  // A proposed Safe transaction waits for the owners, maybe for hours: the trader may close
  // the dialog meanwhile (the order carries on, or expires if they never execute it).
  if (flow.phase === 'presigning' && flow.safe) return false
  return BUSY_PHASES.has(flow.phase)
}

/** Whether the review dialog is open: from confirming to done, and for a failed submission. */
export function isDialogPhase(flow: TradeFlow): boolean {
  if (flow.phase === 'failed') return flow.step !== 'approve'
  return flow.phase !== 'editing' && flow.phase !== 'approving'
}

function uidOf(flow: TradeFlow): Hex | undefined {
  return 'uid' in flow ? flow.uid : undefined
}

function schemeOf(flow: TradeFlow): SigningScheme | undefined {
  return 'scheme' in flow ? flow.scheme : undefined
}

/**
 * The transition function. Events that make no sense in the current phase are ignored
 * (the same object comes back), which is what makes a double click harmless: the second
 * `confirm` finds the machine already signing.
 */
export function tradeReducer(flow: TradeFlow, event: TradeEvent): TradeFlow {
  switch (event.type) {
    case 'approve':
      return flow.phase === 'editing' ? { phase: 'approving', stage: 'wallet' } : flow
    case 'approvalSent':
      return flow.phase === 'approving' && flow.stage === 'wallet'
        ? { phase: 'approving', stage: 'pending', txHash: event.txHash }
        : flow
    case 'approvalConfirmed':
    case 'approvalRejected':
    case 'approvalRefusedByHost':
      // However the approval ended, the form says so (the notice is named after the event).
      return flow.phase === 'approving' ? { phase: 'editing', notice: event.type } : flow
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
    case 'refusedByHost':
      return flow.phase === 'signing' ? { phase: 'confirming', notice: 'refusedByHost' } : flow
    case 'appDataUploaded':
      return flow.phase === 'uploadingAppData'
        ? { phase: 'submitting', uid: flow.uid, scheme: flow.scheme }
        : flow
    case 'checking':
      return flow.phase === 'submitting'
        ? { phase: 'checking', uid: flow.uid, scheme: flow.scheme, error: event.error }
        : flow
    case 'posted':
      if (flow.phase !== 'submitting' && flow.phase !== 'checking') return flow
      return event.needsPresign
        ? { phase: 'presigning', uid: event.uid }
        : { phase: 'tracking', uid: event.uid }
    case 'presignSent':
      return flow.phase === 'presigning' ? { ...flow, txHash: event.txHash } : flow
    case 'safeTxProgress':
      return flow.phase === 'presigning'
        ? {
            ...flow,
            safe: event.progress,
            ...(event.progress.txHash ? { txHash: event.progress.txHash } : {}),
          }
        : flow
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
        (event.step === 'submit' && (flow.phase === 'submitting' || flow.phase === 'checking')) ||
        (event.step === 'presign' && flow.phase === 'presigning')
      if (!stepMatches) return flow
      const uid = uidOf(flow)
      const scheme = event.resendable ? schemeOf(flow) : undefined
      if (uid === undefined) return { phase: 'failed', step: event.step, error: event.error }
      return scheme === undefined
        ? { phase: 'failed', step: event.step, error: event.error, uid }
        : { phase: 'failed', step: event.step, error: event.error, uid, scheme }
    }
    case 'retry':
      // Back to the step the trader can act from: the form for an approval; the same signed
      // order again when there is one (no second signature, so no second order); else the
      // confirm step (which re-checks the quote before signing).
      if (flow.phase !== 'failed') return flow
      if (flow.step === 'approve') return { phase: 'editing' }
      if (flow.step === 'presign' && flow.uid) return { phase: 'presigning', uid: flow.uid }
      if (
        (flow.step === 'submit' || flow.step === 'uploadAppData') &&
        flow.uid &&
        flow.scheme &&
        !event.signAgain
      ) {
        return { phase: 'uploadingAppData', uid: flow.uid, scheme: flow.scheme }
      }
      return { phase: 'confirming' }
    case 'reset':
      return isBusy(flow) ? flow : { phase: 'editing' }
  }
}
