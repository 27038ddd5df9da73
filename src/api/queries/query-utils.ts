/**
 * Glue between the framework-free API functions and React Query: the query function's
 * signal goes into the API context, errors come out as ApiError, retries are published
 * for `useRetryState`, and freshness follows the response's Cache-Control.
 */
import type { QueryKey } from '@tanstack/react-query'
import { toApiError } from '@/api/errors'
import type { ApiContext, ApiResult } from '@/api/http'
import type { RetryInfo } from '@/api/retry'
import { queryKeyHashFn } from './query-client'

/** The context a factory needs; the signal and retry observer are supplied per run. */
export type QueryApiContext = Omit<ApiContext, 'signal' | 'onRetry'>

// ---------------------------------------------------------------- retry state

const retrying = new Map<string, RetryInfo>()
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
export function getRetryState(key: QueryKey): RetryInfo | undefined {
  return getRetryStateByHash(queryKeyHashFn(key))
}

export function getRetryStateByHash(hash: string): RetryInfo | undefined {
  return retrying.get(hash)
}

/** Runs an API call for a query or mutation key, with the signal, retry reporting and ApiError. */
export async function run<T>(
  key: QueryKey,
  ctx: QueryApiContext,
  signal: AbortSignal | undefined,
  call: (ctx: ApiContext) => Promise<T>,
): Promise<T> {
  const hash = queryKeyHashFn(key)
  try {
    return await call({
      ...ctx,
      signal,
      onRetry: (info) => {
        retrying.set(hash, info)
        emit()
      },
    })
  } catch (error) {
    throw toApiError(error)
  } finally {
    if (retrying.delete(hash)) emit()
  }
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
