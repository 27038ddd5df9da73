import { t } from '@lingui/core/macro'
import type { Hex } from 'viem'
import { ApiError, toApiError } from '@/api/errors'
import { isTransientWriteFailure as isTransientFailure, writeVerdict } from '@/api/write-verdict'
import type { OrderCreation } from '@/api/quote-types'
import type { OrderData, SigningScheme } from '@batchswap/contract/protocol/order'
import { untilAnswered } from '@/lib/until-answered'
import { prepareOrder, type PreparedOrder, type SubmissionInput } from './prepare-order'
import {
  isRejection,
  signOrder,
  toWalletOrApiError,
  type Signed,
  type SigningEffects,
} from './sign-order'
import type { TradeEvent } from './trade-machine'

/**
 * The submission pipeline, from a confirmed quote to a tracked order, written against
 * injected effects (wallet, service, chain) so that every branch runs in unit tests with a
 * real signer and a fake service. It drives the state machine only through `dispatch`.
 *
 *   check chain -> appData document + hash -> order (fee folded, feeAmount 0) -> UID
 *   (prepare-order.ts) -> sign (sign-order.ts: EIP-712; ethsign if the wallet cannot;
 *   presign for a contract account)
 *   -> PUT appData -> POST order (UID must match) -> [look the UID up] -> [setPreSignature]
 *   -> tracking
 *
 * Exactly once (issues 11 and 22): the UID is known before the POST. A POST that failed in
 * any way after it was sent is followed by GET /orders/{uid} until the service answers:
 * found (in any state, filled included) means placed, and only "not found" means not placed.
 * A `DuplicatedOrder` answer means our UID is already there, so placed too. The verdict is
 * over all attempts (`classifyPostFailure`): after a lost answer, a retry's refusal proves
 * nothing. A failed submission keeps its signed order (`SignedOrder`), and trying again
 * sends that same order: the service can hold it once.
 */

export interface SubmissionEffects extends SigningEffects {
  /** Client clock in ms (the quote's clock skew corrects it). */
  now: () => number
  /**
   * A wallet with its own transaction flow pre-signs its way (a Safe: one Safe transaction,
   * signed and executed by its owners); without it, setPreSignature is sent and awaited.
   */
  presign?: (uid: Hex, order: OrderData, dispatch: (event: TradeEvent) => void) => Promise<void>
  putAppData: (hash: Hex, document: string) => Promise<unknown>
  postOrder: (creation: OrderCreation, expectedUid: Hex) => Promise<Hex>
  /** Sends setPreSignature(uid, true) and resolves with the transaction hash. */
  sendPreSignature: (uid: Hex) => Promise<Hex>
  /** Resolves when the transaction is mined; rejects when it reverted. */
  waitForTransaction: (hash: Hex) => Promise<void>
  /** Called once the service has the order (before tracking starts). */
  onPosted: (uid: Hex, order: OrderData) => void
  /** Called with the signed order before it is sent, so a retry can send it again. */
  onSigned?: (signed: SignedOrder) => void
  /**
   * GET /orders/{uid} with the retry policy: true when the service has the order, false
   * when it answers that it does not (404); throws when it cannot tell (still failing).
   */
  lookupOrder: (uid: Hex) => Promise<boolean>
  /** Waits before the next round of lookups (the service is still failing); rejects to stop. */
  waitBeforeRecheck: (round: number) => Promise<void>
}

/** An order ready to be sent: signed, with its appData document. Sent as is on a retry. */
export interface SignedOrder extends PreparedOrder {
  scheme: SigningScheme
  creation: OrderCreation
}

/**
 * What a failed POST /orders says about the order, over all its attempts (`writeVerdict`):
 * - `placed`: DuplicatedOrder: an order with our UID (same signed content and owner) exists;
 * - `refused`: every attempt the app saw was refused (a 4xx, or 429 which is refused before
 *   processing) or never sent; `placeSignedOrder` still confirms a sent one by a lookup;
 * - `unknown`: an attempt may have taken effect and its answer was lost (5xx, timeout,
 *   dropped connection, an answer we could not read), even if a later attempt was refused:
 *   look the UID up before saying anything.
 */
export type PostVerdict = 'placed' | 'refused' | 'unknown'

export function classifyPostFailure(error: ApiError): PostVerdict {
  const verdict = writeVerdict(error, 'DuplicatedOrder')
  return verdict === 'done' ? 'placed' : verdict
}

/**
 * Looks the UID up until the service can tell: true (placed) or false (not placed). Rounds
 * of `lookupOrder` (each with the retry policy) are separated by `waitBeforeRecheck`, which
 * rejects to give up (the page went away); the rejection propagates.
 */
export function checkPlacement(
  uid: Hex,
  effects: Pick<SubmissionEffects, 'lookupOrder' | 'waitBeforeRecheck'>,
): Promise<boolean> {
  return untilAnswered(() => effects.lookupOrder(uid), effects.waitBeforeRecheck)
}

/** A signed order is not sent again when it would expire before a solver could fill it. */
export const MIN_RESEND_VALIDITY_SECONDS = 120

export function canResend(signed: SignedOrder, nowMs: number, clockSkewMs: number): boolean {
  return signed.order.validTo - (nowMs + clockSkewMs) / 1000 >= MIN_RESEND_VALIDITY_SECONDS
}

/**
 * Runs the whole submission. Never throws: every outcome is an event. Returns the UID once
 * the service has the order, else undefined. With `reuse`, the order signed earlier for the
 * same trade is sent again instead of asking the wallet for a new signature.
 */
export async function submitOrder(
  input: SubmissionInput,
  effects: SubmissionEffects,
  dispatch: (event: TradeEvent) => void,
  reuse?: SignedOrder,
): Promise<Hex | undefined> {
  if (input.walletChainId !== input.chainId) {
    // Refuse to sign: the signature would be for another domain and could never settle.
    dispatch({
      type: 'failed',
      step: 'sign',
      error: new ApiError({
        type: 'wallet',
        reason: 'wrongChain',
        message: t`The wallet is on chain ${String(input.walletChainId)}, the order is for chain ${input.chainId}.`,
      }),
    })
    return undefined
  }

  let signedOrder: SignedOrder
  if (reuse) {
    signedOrder = reuse
  } else {
    let prepared: PreparedOrder
    let signed: Signed
    try {
      prepared = prepareOrder(input, effects.now())
      signed = await signOrder(input, prepared, effects)
    } catch (error) {
      const apiError = error instanceof ApiError ? error : toWalletOrApiError(error)
      if (isRejection(apiError)) dispatch({ type: 'signatureRejected' })
      else dispatch({ type: 'failed', step: 'sign', error: apiError })
      return undefined
    }
    const creation: OrderCreation = {
      order: prepared.order,
      appDataDocument: prepared.appDataDocument,
      signingScheme: signed.scheme,
      signature: signed.signature,
      from: input.account,
      // Check the whole sell amount now: an order the balance cannot cover would only expire.
      fullBalanceCheck: true,
    }
    if (input.quote.id !== undefined) creation.quoteId = input.quote.id
    signedOrder = { ...prepared, scheme: signed.scheme, creation }
  }
  effects.onSigned?.(signedOrder)
  dispatch({ type: 'signed', uid: signedOrder.uid, scheme: signedOrder.scheme })
  return placeSignedOrder(signedOrder, effects, dispatch)
}

/**
 * Uploads the appData and posts a signed order, from the `uploadingAppData` phase: the
 * second half of `submitOrder`, and what "try again" runs with the same signed order.
 */
export async function placeSignedOrder(
  signed: SignedOrder,
  effects: SubmissionEffects,
  dispatch: (event: TradeEvent) => void,
): Promise<Hex | undefined> {
  try {
    await effects.putAppData(signed.appDataHash, signed.appDataDocument)
  } catch (error) {
    const apiError = toApiError(error)
    dispatch({
      type: 'failed',
      step: 'uploadAppData',
      error: apiError,
      resendable: isTransientFailure(apiError),
    })
    return undefined
  }
  dispatch({ type: 'appDataUploaded' })

  try {
    await effects.postOrder(signed.creation, signed.uid)
  } catch (error) {
    const apiError = toApiError(error)
    const verdict = classifyPostFailure(apiError)
    if (verdict !== 'placed') {
      if (verdict === 'refused' && apiError.status === undefined) {
        // Never sent (caught before the request): nothing to look up.
        dispatch({ type: 'failed', step: 'submit', error: apiError, resendable: false })
        return undefined
      }
      // A lost answer shows "checking". A plain refusal is confirmed by a quiet lookup too:
      // the browser itself resends a POST whose reused connection was reset, so an earlier
      // attempt may have landed (and even filled) without the app seeing it, and the service
      // checks funds before duplicates. "Not placed" is said only once the service says so.
      if (verdict === 'unknown') dispatch({ type: 'checking', error: apiError })
      let placed: boolean
      try {
        placed = await checkPlacement(signed.uid, effects)
      } catch {
        return undefined // given up: the page went away; nothing to say to anyone
      }
      if (!placed) {
        // The service does not have it: the last answer is now the truth (a refusal such as
        // InsufficientAllowance stands; a lost answer means sending the same order is safe).
        dispatch({
          type: 'failed',
          step: 'submit',
          error: apiError,
          resendable: isTransientFailure(apiError),
        })
        return undefined
      }
    }
  }
  effects.onPosted(signed.uid, signed.order)
  const needsPresign = signed.scheme === 'presign'
  dispatch({ type: 'posted', uid: signed.uid, needsPresign })
  if (needsPresign) {
    if (effects.presign) await effects.presign(signed.uid, signed.order, dispatch)
    else await presign(signed.uid, effects, dispatch)
  }
  return signed.uid
}

/** setPreSignature(uid, true) from the owner; also the retry of a failed presign step. */
export async function presign(
  uid: Hex,
  effects: Pick<SubmissionEffects, 'sendPreSignature' | 'waitForTransaction'>,
  dispatch: (event: TradeEvent) => void,
): Promise<void> {
  try {
    const txHash = await effects.sendPreSignature(uid)
    dispatch({ type: 'presignSent', txHash })
    await effects.waitForTransaction(txHash)
    dispatch({ type: 'presigned' })
  } catch (error) {
    dispatch({ type: 'failed', step: 'presign', error: toWalletOrApiError(error) })
  }
}
