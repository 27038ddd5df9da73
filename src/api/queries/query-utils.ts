/**
 * Glue between the framework-free API functions and React Query: the query function's
 * signal goes into the API context, errors come out as ApiError, retries and failures are
 * published for `useRetryState` / `useRecovery`, and freshness follows the response's
 * Cache-Control.
 *
 * Recovery without a click: a request makes its own attempts (spec 7.1, in the API
 * module). When they are spent on a transient failure, the query is in error and tries
 * again by itself on React Query's `refetchInterval` (`recoveryIntervalMs`: backoff,
 * Retry-After honoured), at once when the browser comes back online or the tab regains
 * focus (`refetchOnReconnect` / `refetchOnWindowFocus`, see query-client.ts), and a backoff
 * wait inside a request also ends on those events (`subscribeWakeUp`).
 */
import {
  focusManager,
  onlineManager,
  queryOptions,
  skipToken,
  type QueryFunction,
  type QueryKey,
  type SkipToken,
} from '@tanstack/react-query'
import { getAddress, isAddress } from 'viem'
import type { ApiError } from '@/api/errors'
import { toApiError } from '@/api/errors'
import type { ApiContext, ApiResult } from '@/api/request-types'
import { isRecoverable, recoveryDelayMs, type RetryInfo } from '@/api/retry'
import { queryKeyHashFn } from './query-client'

/** The context a factory needs; the signal, retry observer and wake-up are supplied per run. */
export type QueryApiContext = Omit<ApiContext, 'signal' | 'onRetry' | 'wakeUp'>

// ---------------------------------------------------------------- retry state

export interface RetryState extends RetryInfo {
  /** When the next attempt starts, by `Date.now()`. */
  nextAttemptAt: number
}

/** A query whose last fetch failed transiently and that tries again by itself. */
export interface FailureState {
  error: ApiError
  /** Failed fetches in a row. */
  failures: number
  /** When the query fetches again by itself, by `Date.now()`. */
  nextAttemptAt: number
}

const retrying = new Map<string, RetryState>()
const failing = new Map<string, FailureState>()
const listeners = new Set<() => void>()

function emit(): void {
  for (const listener of listeners) listener()
}

export function subscribeRetryState(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The last retry of the request running under `key`, while it is still running. */
export function getRetryState(key: QueryKey): RetryState | undefined {
  return getRetryStateByHash(queryKeyHashFn(key))
}

export function getRetryStateByHash(hash: string): RetryState | undefined {
  return retrying.get(hash)
}

/** The transient failure the query under `hash` is recovering from, until it succeeds. */
export function getFailureStateByHash(hash: string): FailureState | undefined {
  return failing.get(hash)
}

/** Forgets every published retry and failure (tests, which reuse query keys). */
export function resetRecoveryState(): void {
  retrying.clear()
  failing.clear()
  emit()
}

// ---------------------------------------------------------------- wake-up

const wakeListeners = new Set<() => void>()

/**
 * "Try now": ends every backoff wait at once. Fired by React Query's online and focus
 * managers, and by a "Try again" button (`wakeRetries`).
 */
export function subscribeWakeUp(onWake: () => void): () => void {
  wakeListeners.add(onWake)
  const offOnline = onlineManager.subscribe((online) => {
    if (online) onWake()
  })
  const offFocus = focusManager.subscribe((focused) => {
    if (focused) onWake()
  })
  return () => {
    wakeListeners.delete(onWake)
    offOnline()
    offFocus()
  }
}

/** Ends every backoff wait now (the trader pressed "Try again"). */
export function wakeRetries(): void {
  for (const listener of [...wakeListeners]) listener()
}

/**
 * Runs an API call for a query or mutation key, with the signal, retry reporting and
 * ApiError:
 *
 *   run(key, ctx, signal, (c) => getQuote(c, request))
 */
export async function run<T>(
  key: QueryKey,
  ctx: QueryApiContext,
  signal: AbortSignal | undefined,
  call: (ctx: ApiContext) => Promise<T>,
  random: () => number = Math.random,
): Promise<T> {
  const hash = queryKeyHashFn(key)
  try {
    const result = await call({
      ...ctx,
      signal,
      onRetry: (info) => {
        retrying.set(hash, { ...info, nextAttemptAt: Date.now() + info.delayMs })
        emit()
      },
      wakeUp: subscribeWakeUp,
    })
    if (failing.delete(hash)) emit()
    return result
  } catch (error) {
    const apiError = toApiError(error)
    if (apiError.kind.type !== 'aborted') {
      if (isRecoverable(apiError)) {
        const failures = (failing.get(hash)?.failures ?? 0) + 1
        const delayMs = recoveryDelayMs(apiError, failures, undefined, random)
        failing.set(hash, { error: apiError, failures, nextAttemptAt: Date.now() + delayMs })
      } else {
        failing.delete(hash)
      }
      emit()
    }
    throw apiError
  } finally {
    if (retrying.delete(hash)) emit()
  }
}

/**
 * A factory's `queryFn`: runs `call` with `input` once there is one, and is `skipToken`
 * while there is none (a form not yet complete, no account), so the query waits:
 *
 *   queryFn: runWhen(ctx, token, (c, token) => getUsdPrice(c, token))
 */
export function runWhen<I, T>(
  ctx: QueryApiContext,
  input: I | undefined,
  call: (ctx: ApiContext, input: I) => Promise<T>,
): QueryFunction<T> | SkipToken {
  return input
    ? ({ signal, queryKey }) => run(queryKey, ctx, signal, (c) => call(c, input))
    : skipToken
}

/**
 * `refetchInterval` while a query is in error from a transient failure: the time left until
 * its next attempt (undefined otherwise, so the factory's own interval applies).
 */
export function recoveryIntervalMs(query: {
  queryHash: string
  state: { status: string; fetchStatus: string }
}): number | undefined {
  // While an attempt runs, the factory's interval applies (joining it would only spin).
  if (query.state.status !== 'error' || query.state.fetchStatus === 'fetching') return undefined
  const failure = failing.get(query.queryHash)
  if (!failure) return undefined
  return Math.max(1, failure.nextAttemptAt - Date.now())
}

// ---------------------------------------------------------------- reads

export interface ServiceReadOptions<T> {
  /** How long the data stays fresh (ms); with `maxAge`, the response's max-age wins. */
  staleTime?: number
  /** Freshness follows the response's `Cache-Control: max-age`; `staleTime` when absent. */
  maxAge?: boolean
  /** Refetch every so many ms, or never (`false`, the default), or as the last data says. */
  poll?: number | false | ((result: ApiResult<T> | undefined) => number | false)
  gcTime?: number
}

/**
 * What every read of a service shares: it waits while `input` is missing (`runWhen`), hands
 * out the data without the response's meta, and, while it recovers from a transient
 * failure, tries again on the recovery's schedule before its own `poll`:
 *
 *   serviceReadOptions(ctx, tokenKeys.topHolders(ctx, token), token, getTopHolders)
 */
export function serviceReadOptions<I, T, K extends QueryKey>(
  ctx: QueryApiContext,
  queryKey: K,
  input: I | undefined,
  call: (ctx: ApiContext, input: I) => Promise<ApiResult<T>>,
  { staleTime, maxAge = false, poll = false, gcTime }: ServiceReadOptions<T> = {},
) {
  return queryOptions({
    queryKey,
    queryFn: runWhen(ctx, input, call),
    select: selectData<T>,
    staleTime: maxAge ? (query) => staleTimeFromMeta(query.state.data, staleTime ?? 0) : staleTime,
    refetchInterval: (query) =>
      recoveryIntervalMs(query) ?? (typeof poll === 'function' ? poll(query.state.data) : poll),
    gcTime,
  })
}

// ---------------------------------------------------------------- freshness

/** staleTime from the response's max-age, or the endpoint's default when absent. */
export function staleTimeFromMeta(
  result: Pick<ApiResult<unknown>, 'meta'> | undefined,
  defaultMs: number,
): number {
  const maxAge = result?.meta.maxAgeSeconds
  return maxAge === undefined ? defaultMs : maxAge * 1000
}

export function selectData<T>(result: ApiResult<T>): T {
  return result.data
}

/** A query key's address part: checksummed when it is an address, so both spellings share a cache entry. */
export function addressKey(value: string): string {
  return isAddress(value, { strict: false }) ? getAddress(value) : value
}
