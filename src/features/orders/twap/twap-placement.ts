/**
 * Why the watch-tower has not posted a TWAP's part, in a trader's words, from what it reports
 * (its conditional order's `lastError` and state): the orderbook's refusal of the part it keeps
 * retrying (the Safe's balance or allowance too low, another errorType), or why it stopped.
 * Pure but for the active language (`t`, read when called); undefined when nothing stands in
 * the way.
 */
import { plural, t } from '@lingui/core/macro'
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
      sentence: t`The watch-tower stopped: this TWAP cannot trade, and no further part is posted.`,
      detail: watched.reason ?? 'invalid',
    }
  }
  const error = watched.lastError
  if (!error || watched.state !== 'active') return undefined
  const index = partUids.findIndex((uid) => uid.toLowerCase() === error.orderUid.toLowerCase())
  const part = index >= 0 ? index : undefined
  const attempts = error.attempts
  const retrying = t`The watch-tower keeps trying (${plural(attempts, { one: '# attempt', other: '# attempts' })} so far) and posts it once it can.`
  return {
    part,
    sentence: `${refusal(error.errorType, sellSymbol, part)} ${retrying}`,
    detail: `${error.errorType}: ${error.description}`,
  }
}

/** Whole sentences, one per case, so a translator can order each one's words. */
function refusal(errorType: string, sellSymbol: string, part: number | undefined): string {
  if (part === undefined) {
    if (errorType === 'InsufficientBalance') {
      return t`The Safe does not hold enough ${sellSymbol} for the part that is due.`
    }
    if (errorType === 'InsufficientAllowance') {
      return t`The Safe has not approved enough ${sellSymbol} for the part that is due.`
    }
    return t`The orderbook refused the part that is due (${errorType}).`
  }
  const number = part + 1
  if (errorType === 'InsufficientBalance') {
    return t`The Safe does not hold enough ${sellSymbol} for part ${number}.`
  }
  if (errorType === 'InsufficientAllowance') {
    return t`The Safe has not approved enough ${sellSymbol} for part ${number}.`
  }
  return t`The orderbook refused part ${number} (${errorType}).`
}

/** The watch-tower's entry for a conditional order, by its id. */
export function watchedById(
  watched: readonly WatchedConditionalOrder[] | undefined,
  id: Hex,
): WatchedConditionalOrder | undefined {
  return watched?.find((w) => w.id.toLowerCase() === id.toLowerCase())
}
