/**
 * Why a read failed, in the terms a trader can act on, and the words for a page that is
 * recovering by itself: rate-limited, service error, unreachable or offline, unexpected
 * answer. Errors that describe the request itself (NoLiquidity, a 404) have no cause here:
 * they are final and keep their own wording (`describeError`).
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type { ApiError } from './errors'
import { isRecoverable } from './retry'

export type FailureCause = 'rateLimited' | 'service' | 'unreachable' | 'offline' | 'unexpected'

/** The cause of a transient failure; undefined when the error is not one the page recovers from. */
export function failureCause(error: ApiError, online = true): FailureCause | undefined {
  if (!isRecoverable(error)) return undefined
  const kind = error.kind
  switch (kind.type) {
    case 'network':
    case 'timeout':
      return online ? 'unreachable' : 'offline'
    case 'invalidResponse':
      return 'unexpected'
    default:
      return error.status === 429 || error.errorType === 'RateLimited' ? 'rateLimited' : 'service'
  }
}

export interface RecoveryWords {
  title: string
  /** One sentence, including when the next attempt comes. */
  sentence: string
}

const TITLES: Record<FailureCause, MessageDescriptor> = {
  rateLimited: msg`Service busy`,
  service: msg`Service error`,
  unreachable: msg`Service unreachable`,
  offline: msg`You are offline`,
  unexpected: msg`Unexpected answer`,
}

const WHAT: Record<FailureCause, MessageDescriptor> = {
  rateLimited: msg`The service is busy`,
  service: msg`The service had a problem`,
  unreachable: msg`The service cannot be reached`,
  offline: msg`You are offline`,
  unexpected: msg`The service sent an answer this app does not understand`,
}

/**
 * "The service is busy: retrying in 4 s." `secondsLeft` undefined or 0 means an attempt is
 * under way; offline waits for the connection rather than a clock.
 */
export function describeRecovery(
  cause: FailureCause,
  secondsLeft: number | undefined,
): RecoveryWords {
  const what = i18n._(WHAT[cause])
  const sentence =
    cause === 'offline'
      ? t`${what}: retrying as soon as you are back online.`
      : secondsLeft === undefined || secondsLeft <= 0
        ? t`${what}: retrying now.`
        : t`${what}: retrying in ${secondsLeft} s.`
  return { title: i18n._(TITLES[cause]), sentence }
}
