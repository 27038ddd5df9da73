/**
 * GET /api/v1/users/{address}/total_surplus (real service, marked unstable there; the
 * interface document is silent): the surplus of every trade of the account to date, in the
 * chain's native-token atoms (wei).
 */
import { totalSurplusResponseSchema } from '@batchswap/contract/wire/total-surplus'
import { mapResult, requestJson } from './http'
import { checkAddress, v1 } from './orderbook-request'
import type { ApiContext, ApiResult } from './request-types'
import { amount } from '@batchswap/contract/wire/values'

export async function getTotalSurplus(
  ctx: ApiContext,
  address: string,
): Promise<ApiResult<bigint>> {
  const checked = checkAddress('totalSurplus', 'address', address)
  const result = await requestJson(ctx, {
    endpoint: 'totalSurplus',
    method: 'GET',
    url: v1(ctx, `/users/${checked}/total_surplus`),
    schema: totalSurplusResponseSchema,
  })
  return mapResult(result, 'totalSurplus', (wire) =>
    amount('totalSurplus', wire.totalSurplus.split('.')[0] ?? ''),
  )
}
