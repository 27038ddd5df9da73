/**
 * Requests sent before the app had loaded, whose answers the app takes instead of sending
 * the same request again. A shared swap link asks for its quote this way
 * (src/app/early-quote.ts): on a phone's slow 4G the entry alone takes about 2 s to arrive,
 * and the quote would only be asked for after it.
 *
 * Only the very same request is answered (the same URL, a body of the same JSON value),
 * once, within EARLY_ANSWER_MAX_AGE_MS of being sent. Only an answer that came back OK is
 * taken: an early request that failed, was refused or has not answered within
 * EARLY_ANSWER_GRACE_MS of the app's asking is forgotten, and the app sends its own (so the
 * trader is never told of a failure the app did not meet itself).
 */
import { stableStringify } from '@/protocol/app-data'

/** A request index.html's early script sent. */
export interface EarlyRequest {
  url: string
  /** The JSON body sent, as a value. */
  body: unknown
  /** `performance.now()` when it was sent. */
  sentAt: number
  response: Promise<Response>
}

declare global {
  interface Window {
    /** See src/api/early-answer.ts. */
    __batchswapEarlyRequests?: EarlyRequest[]
  }
}

/** An early answer older than this is not taken (the app's own request is as fast then). */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000
/** How long the app waits for an early request still under way before sending its own. */
export const EARLY_ANSWER_GRACE_MS = 1_000

/** For the early script: the request it has just sent. */
export function offerEarlyRequest(request: EarlyRequest): void {
  ;(window.__batchswapEarlyRequests ??= []).push(request)
}

/** The body as a JSON text with sorted keys; undefined for one JSON cannot carry (no match). */
function comparable(body: unknown): string | undefined {
  try {
    return stableStringify(body)
  } catch {
    return undefined
  }
}

/**
 * The answer of an early request equal to this one (removed: it is taken once), or
 * undefined when there is none. It resolves to the early response when that is OK and
 * arrives within the grace period, otherwise to undefined.
 */
export function takeEarlyAnswer(
  url: string,
  body: unknown,
  now: number = performance.now(),
): Promise<Response | undefined> | undefined {
  if (typeof window === 'undefined') return undefined
  const requests = window.__batchswapEarlyRequests
  if (!requests || requests.length === 0) return undefined
  const wanted = comparable(body)
  if (wanted === undefined) return undefined
  const index = requests.findIndex(
    (early) =>
      early.url === url &&
      now - early.sentAt <= EARLY_ANSWER_MAX_AGE_MS &&
      comparable(early.body) === wanted,
  )
  if (index < 0) return undefined
  const [early] = requests.splice(index, 1)
  if (!early) return undefined
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), EARLY_ANSWER_GRACE_MS)
    early.response.then(
      (response) => {
        clearTimeout(timer)
        resolve(response.ok ? response : undefined)
      },
      () => {
        clearTimeout(timer)
        resolve(undefined)
      },
    )
  })
}
