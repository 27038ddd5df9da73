import { isFateUnknown, isOrderbookError, type ApiError, type OrderbookErrorType } from './errors'

/**
 * What a failed write (placing an order, cancelling orders) says about whether it took
 * effect, judged over all of the request's attempts, not only the last answer:
 * - `done`: the service answered `doneErrorType` (DuplicatedOrder, AlreadyCancelled): what
 *   we asked for is already there;
 * - `refused`: every attempt was refused or never sent, so nothing happened;
 * - `unknown`: this attempt or an earlier one may have taken effect (a lost answer, a 5xx,
 *   an unreadable body). Then no later refusal proves anything: after a lost placement the
 *   order may fill before the retry, which the service then refuses for the funds it already
 *   spent. Only a lookup can tell.
 *
 * A retry after a lost answer can meet any refusal, so the caller must look up before saying
 * "not placed" or "not cancelled" whenever the verdict is `unknown`.
 */
export type WriteVerdict = 'done' | 'refused' | 'unknown'

/**
 * Whether a write that did not take effect is worth sending again as it is (the same signed
 * order or cancellation): the failure was passing (a rate limit, an outage, a lost answer),
 * not a refusal of the write itself (a 4xx) nor something caught before sending.
 */
export function isTransientWriteFailure(error: ApiError): boolean {
  return error.status === 429 || isFateUnknown(error)
}

export function writeVerdict(error: ApiError, doneErrorType: OrderbookErrorType): WriteVerdict {
  if (isOrderbookError(error, doneErrorType)) return 'done'
  if (error.earlierAttemptUnknown || isFateUnknown(error)) return 'unknown'
  return 'refused'
}
