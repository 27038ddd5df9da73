/** What the factories' tests share: a query client over a recording fake service. Imported by tests only. */
import type { Query } from '@tanstack/react-query'
import { fakeFetch, testContext, type Handler } from '@/api/test-fixtures'
import { createQueryClient } from './query-client'

/** A fresh query client, and the context of a fake service answering with `handler`. */
export function setupQueries(handler: Handler) {
  const fetch = fakeFetch(handler)
  return { fetch, ctx: testContext(fetch), client: createQueryClient() }
}

/** Evaluates a function-valued option (staleTime, refetchInterval) against the cached query. */
export function evaluate<T>(option: unknown, query: Query | undefined): T {
  if (typeof option !== 'function' || !query) throw new Error('expected a function and a query')
  return (option as (q: Query) => T)(query)
}
