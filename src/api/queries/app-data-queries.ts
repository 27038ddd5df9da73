/**
 * appData documents (orderbook-app-data.ts): read by hash, and uploaded before the order that
 * names them, the upload seeding the read's cache.
 */
import { mutationOptions } from '@tanstack/react-query'
import type { Hex } from 'viem'
import type { ApiResult } from '@/api/request-types'
import { getAppData, putAppData } from '@/api/orderbook-app-data'
import { mutationHook, queryHook } from './hooks-of'
import { orderbookKeys } from './orderbook-queries'
import { run, serviceReadOptions, type QueryApiContext } from './query-utils'

/** A document by hash: content-addressed, so never stale. */
export function appDataQueryOptions(ctx: QueryApiContext, hash: string | undefined) {
  return serviceReadOptions(ctx, orderbookKeys.appData(ctx, hash), hash, getAppData, {
    staleTime: Infinity,
  })
}
export const useAppData = queryHook(appDataQueryOptions)

/** Uploads an appData document; resolves to `{hash, created}` and seeds the appData cache. */
export function putAppDataMutationOptions(ctx: QueryApiContext) {
  const mutationKey = orderbookKeys.mutation(ctx, 'putAppData')
  return mutationOptions({
    mutationKey,
    mutationFn: async ({ hash, fullAppData }: { hash: Hex; fullAppData: string }) =>
      (await run(mutationKey, ctx, undefined, (c) => putAppData(c, hash, fullAppData))).data,
    onSuccess: (data, { fullAppData }, _result, { client }) => {
      const seeded: ApiResult<string> = {
        data: fullAppData,
        meta: { status: 200, receivedAt: new Date(), attempts: 1 },
      }
      client.setQueryData(orderbookKeys.appData(ctx, data.hash), seeded)
    },
  })
}
export const usePutAppData = mutationHook(putAppDataMutationOptions)
