/**
 * Why the watch-tower has not posted a TWAP's part, in a trader's words, from what it reports
 * (its conditional order's `lastError` and state): the orderbook's refusal of the part it keeps
 * retrying (the Safe's balance or allowance too low, another errorType), or why it stopped.
 * Pure; undefined when nothing stands in the way.
 */
import type { Hex } from 'viem'
import type { WatchedConditionalOrder } from '@/api/watch-tower'

export interface TwapPlacementProblem {
  /** The part that could not be posted (0-based), when the refusal names one of the TWAP's. */
  part: number | undefined
  /** One sentence of what stands in the way and what happens next. */
  sentence: string
  /** The orderbook's errorType and description, or the watch-tower's reason, for details. */
  detail: string
}

export function twapPlacementProblem({
  watched,
  partUids,
  sellSymbol,
}: {
  watched: Pick<WatchedConditionalOrder, 'state' | 'reason' | 'lastError'> | undefined
  /** The TWAP's part UIDs, in part order. */
  partUids: readonly Hex[]
  sellSymbol: string
}): TwapPlacementProblem | undefined {
  if (!watched) return undefined
  if (watched.state === 'invalid') {
    return {
      part: undefined,
      sentence: 'The watch-tower stopped: this TWAP cannot trade, and no further part is posted.',
      detail: watched.reason ?? 'invalid',
    }
  }
  const error = watched.lastError
  if (!error || watched.state !== 'active') return undefined
  const index = partUids.findIndex((uid) => uid.toLowerCase() === error.orderUid.toLowerCase())
  const part = index >= 0 ? index : undefined
  const which = part === undefined ? 'the part that is due' : `part ${part + 1}`
  const retrying = `The watch-tower keeps trying (${error.attempts} ${
    error.attempts === 1 ? 'attempt' : 'attempts'
  } so far) and posts it once it can.`
  const why =
    error.errorType === 'InsufficientBalance'
      ? `The Safe does not hold enough ${sellSymbol} for ${which}.`
      : error.errorType === 'InsufficientAllowance'
        ? `The Safe has not approved enough ${sellSymbol} for ${which}.`
        : `The orderbook refused ${which} (${error.errorType}).`
  return {
    part,
    sentence: `${why} ${retrying}`,
    detail: `${error.errorType}: ${error.description}`,
  }
}

/** The watch-tower's entry for a conditional order, by its id. */
export function watchedById(
  watched: readonly WatchedConditionalOrder[] | undefined,
  id: Hex,
): WatchedConditionalOrder | undefined {
  return watched?.find((w) => w.id.toLowerCase() === id.toLowerCase())
}
