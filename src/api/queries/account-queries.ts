/**
 * queryOptions of the account page's own reads: the account's total surplus. Keyed under the
 * network's orderbook prefix, so what refreshes the network's orderbook reads refreshes it.
 */
import { getTotalSurplus } from '@/api/orderbook-users'
import { orderbookKeys } from './orderbook-queries'
import { addressKey, serviceReadOptions, type QueryApiContext } from './query-utils'

/** The total moves only when a trade settles: read again at most once a minute. */
export const TOTAL_SURPLUS_STALE_MS = 60_000

export const accountKeys = {
  totalSurplus: (ctx: QueryApiContext, account: string | undefined) =>
    [
      ...orderbookKeys.all(ctx),
      'users',
      account === undefined ? null : addressKey(account),
      'totalSurplus',
    ] as const,
}

/** The account's surplus to date, in native-token atoms; `undefined` without an account. */
export function totalSurplusQueryOptions(ctx: QueryApiContext, account: string | undefined) {
  return serviceReadOptions(ctx, accountKeys.totalSurplus(ctx, account), account, getTotalSurplus, {
    staleTime: TOTAL_SURPLUS_STALE_MS,
  })
}
