/**
 * The orderbook's appData endpoints: `PUT` and `GET /api/v1/app_data/{hash}`. Each
 * function takes the context first and returns `{ data, meta }`.
 */
import type { Hex } from 'viem'
import { appDataHash } from '@batchswap/contract/protocol/app-data'
import { invalidRequest } from './errors'
import { mapResult, requestJson } from './http'
import { type ApiContext, type ApiResult } from './request-types'
import { v1, checkHash32 } from './orderbook-request'
import { ignoredBodySchema, appDataGetResponseSchema } from '@batchswap/contract/wire/orders'

// ---------------------------------------------------------------- app data

export interface PutAppDataResult {
  hash: Hex
  /** 201: the service did not know the document; 200: it did. */
  created: boolean
}

/**
 * PUT /api/v1/app_data/{hash} with `{fullAppData}`. The hash is checked against the
 * document before sending, so a mismatch is caught here with a clear message.
 */
export async function putAppData(
  ctx: ApiContext,
  hash: string,
  fullAppData: string,
): Promise<ApiResult<PutAppDataResult>> {
  const checked = checkHash32('putAppData', 'hash', hash)
  const actual = appDataHash(fullAppData)
  if (actual.toLowerCase() !== checked.toLowerCase()) {
    throw invalidRequest('putAppData', `the document hashes to ${actual}, not ${checked}`)
  }
  const result = await requestJson(ctx, {
    endpoint: 'putAppData',
    method: 'PUT',
    url: v1(ctx, `/app_data/${checked}`),
    body: { fullAppData },
    schema: ignoredBodySchema,
  })
  return { data: { hash: checked, created: result.meta.status === 201 }, meta: result.meta }
}

/** GET /api/v1/app_data/{hash}: the full document. */
export async function getAppData(ctx: ApiContext, hash: string): Promise<ApiResult<string>> {
  const checked = checkHash32('getAppData', 'hash', hash)
  const result = await requestJson(ctx, {
    endpoint: 'getAppData',
    method: 'GET',
    url: v1(ctx, `/app_data/${checked}`),
    schema: appDataGetResponseSchema,
  })
  return mapResult(result, 'getAppData', (wire) => wire.fullAppData)
}
