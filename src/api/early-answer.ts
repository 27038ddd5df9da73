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
 *
 * An answer that has already arrived whole when the app first asks can be taken at once
 * (`peekArrivedAnswer`): the app's first render then shows it, with no loading state between
 * the link's preview, which showed it already, and the app's form.
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
  /** The answer, read whole from a copy (`response` keeps its own body), once it is in. */
  arrived?: ArrivedAnswer
}

/** An early request's answer as it arrived. */
export interface ArrivedAnswer {
  status: number
  ok: boolean
  headers: Headers
  text: string
  /** `Date.now()` when it was read whole. */
  receivedAt: number
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

/**
 * For the early script: the request it has just sent. Its answer is read (from a copy) as
 * soon as it arrives; the promise resolves to it, undefined when the request failed.
 */
export function offerEarlyRequest(
  request: Omit<EarlyRequest, 'arrived'>,
): Promise<ArrivedAnswer | undefined> {
  const offered: EarlyRequest = request
  ;(window.__batchswapEarlyRequests ??= []).push(offered)
  // Registered before anyone else can read the body: the copy is taken first.
  return request.response
    .then(async (response) => {
      const text = await response.clone().text()
      const { status, ok, headers } = response
      offered.arrived = { status, ok, headers, text, receivedAt: Date.now() }
      return offered.arrived
    })
    .catch(() => undefined)
}

/** Whether any early request waits to be taken (nothing else is worth checking when not). */
export function hasEarlyRequests(): boolean {
  return typeof window !== 'undefined' && (window.__batchswapEarlyRequests?.length ?? 0) > 0
}

/** The body as a JSON text with sorted keys; undefined for one JSON cannot carry (no match). */
function comparable(body: unknown): string | undefined {
  try {
    return stableStringify(body)
  } catch {
    return undefined
  }
}

/** The index of an early request equal to this one, sent recently enough; -1 if none. */
function findEarly(url: string, body: unknown, now: number): number {
  const requests = hasEarlyRequests() ? window.__batchswapEarlyRequests : undefined
  if (!requests) return -1
  const wanted = comparable(body)
  if (wanted === undefined) return -1
  return requests.findIndex(
    (early) =>
      early.url === url &&
      now - early.sentAt <= EARLY_ANSWER_MAX_AGE_MS &&
      comparable(early.body) === wanted,
  )
}

/**
 * The OK answer of an early request equal to this one when it has already arrived whole,
 * with `take` to take it (then it is gone: taken once); undefined otherwise (the request
 * stays for `takeEarlyAnswer`).
 */
export function peekArrivedAnswer(
  url: string,
  body: unknown,
  now: number = performance.now(),
): { answer: ArrivedAnswer; take: () => void } | undefined {
  const index = findEarly(url, body, now)
  const early = index < 0 ? undefined : window.__batchswapEarlyRequests?.[index]
  const answer = early?.arrived
  if (!early || !answer?.ok) return undefined
  return {
    answer,
    take: () => {
      const requests = window.__batchswapEarlyRequests
      const at = requests?.indexOf(early) ?? -1
      if (at >= 0) requests?.splice(at, 1)
    },
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
  const index = findEarly(url, body, now)
  if (index < 0) return undefined
  const [early] = window.__batchswapEarlyRequests?.splice(index, 1) ?? []
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
