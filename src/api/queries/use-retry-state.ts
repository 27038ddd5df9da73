import type { QueryKey } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import type { RetryInfo } from '@/api/retry'
import { queryKeyHashFn } from './query-client'
import { getRetryStateByHash, subscribeRetryState } from './query-utils'

/**
 * The last retry of the request running under `key` (a query or mutation key from the
 * factories), or undefined when it is not retrying: lets a page show "retrying" instead
 * of a flash of error while the API module backs off.
 */
export function useRetryState(key: QueryKey): RetryInfo | undefined {
  const hash = queryKeyHashFn(key)
  // Keyed by the hash, not the key array, which is new on every render.
  const snapshot = useCallback(() => getRetryStateByHash(hash), [hash])
  return useSyncExternalStore(subscribeRetryState, snapshot, snapshot)
}
