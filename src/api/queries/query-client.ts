/**
 * The app's QueryClient: bigint-safe key hashing, and React Query's own retries off
 * because the API module already retries per spec 7.1 (two layers would multiply them).
 * A query in error refetches at once when the browser comes back online or the tab
 * regains focus, whether or not its data is stale; its timed recovery is the factories'
 * `refetchInterval` (see `recoveryIntervalMs` in query-utils).
 */
import { QueryClient, type Query, type QueryKey } from '@tanstack/react-query'
import type { ApiError } from '@/api/errors'

declare module '@tanstack/react-query' {
  interface Register {
    // Every queryFn and mutationFn of this layer throws ApiError (see `run` in query-utils).
    defaultError: ApiError
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Like React Query's default hash (object keys sorted), plus bigint, which JSON.stringify
 * refuses. A bigint hashes as `{"$bigint":"123"}`, so `1n` and `"1"` stay distinct.
 */
export function queryKeyHashFn(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_key, value: unknown) => {
    if (typeof value === 'bigint') return { $bigint: value.toString() }
    if (isPlainObject(value)) {
      const sorted: Record<string, unknown> = {}
      for (const key of Object.keys(value).sort()) sorted[key] = value[key]
      return sorted
    }
    return value
  })
}

/** `refetchOnWindowFocus` / `refetchOnReconnect`: always for a query in error, else when stale. */
export function refetchOnWake(query: Pick<Query, 'state'>): boolean | 'always' {
  return query.state.status === 'error' ? 'always' : true
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryKeyHashFn,
        retry: false,
        refetchOnWindowFocus: refetchOnWake,
        refetchOnReconnect: refetchOnWake,
      },
      mutations: { retry: false },
    },
  })
}
