import { onlineManager, type QueryKey } from '@tanstack/react-query'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { ApiError } from '@/api/errors'
import { describeRecovery, failureCause, type FailureCause } from '@/api/failure-cause'
import { queryKeyHashFn } from './query-client'
import {
  getFailureStateByHash,
  getRetryStateByHash,
  subscribeRetryState,
  wakeRetries,
} from './query-utils'

export interface Recovery {
  /** The latest transient failure; kept while the query recovers, so nothing flickers. */
  error: ApiError
  cause: FailureCause
  title: string
  /** "The service is busy: retrying in 4 s." */
  sentence: string
  /** Whole seconds until the next attempt; 0 while one is under way. */
  secondsLeft: number
}

interface Snapshot {
  error: ApiError
  nextAttemptAt: number
}

function snapshotOf(hash: string): Snapshot | undefined {
  // A request backing off inside its own attempts is the fresher news.
  return getRetryStateByHash(hash) ?? getFailureStateByHash(hash)
}

function subscribeOnline(onChange: () => void): () => void {
  return onlineManager.subscribe(onChange)
}

const isOnline = () => onlineManager.isOnline()

/**
 * The clock of the countdown "retrying in N s": re-read at once when `since` changes (a
 * new failure) and every second while `active`.
 */
function useSecondTicks(active: boolean, since: number | undefined): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return undefined
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, 1_000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [active, since])
  return now
}

/**
 * What the page should say while the query under `key` recovers from a transient failure
 * (rate limit, service error, unreachable or offline, unexpected answer), with the
 * countdown to the next attempt; undefined when it is not failing or the failure is final
 * (then the page shows `describeError` of the query's error).
 */
export function useRecovery(key: QueryKey | undefined): Recovery | undefined {
  const hash = key === undefined ? undefined : queryKeyHashFn(key)
  const getSnapshot = useCallback(() => (hash === undefined ? undefined : snapshotOf(hash)), [hash])
  const snapshot = useSyncExternalStore(subscribeRetryState, getSnapshot, getSnapshot)
  const online = useSyncExternalStore(subscribeOnline, isOnline, isOnline)
  const now = useSecondTicks(snapshot !== undefined, snapshot?.nextAttemptAt)
  if (!snapshot) return undefined
  const cause = failureCause(snapshot.error, online)
  if (!cause) return undefined
  const secondsLeft = Math.max(0, Math.ceil((snapshot.nextAttemptAt - now) / 1000))
  return { error: snapshot.error, cause, secondsLeft, ...describeRecovery(cause, secondsLeft) }
}

/** "Try again": ends the backoff waits and refetches now. */
export function retryNow(refetch: () => unknown): void {
  wakeRetries()
  void refetch()
}
