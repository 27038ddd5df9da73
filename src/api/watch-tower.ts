/**
 * GET {sandbox}/sandbox/watch-tower/{owner}: what the sandbox's watch-tower knows of an owner's
 * conditional orders (TWAPs): the parts it posted, when it asks again, and why the orderbook
 * refused a part it keeps retrying (the orderbook's errorType and description, as the real
 * service's `onchainOrderData.placementError` tells why an on-chain order was not placed).
 * The sandbox serves every family from one origin; CoW's own watch-tower has no public API,
 * so on other chains there is nothing to ask (`hasWatchTower`).
 */
import { SANDBOX_CHAIN_ID } from '@batchswap/contract/protocol/chains'
import {
  watchTowerOrdersSchema,
  type WireWatchedConditionalOrder,
} from '@batchswap/contract/wire/watch-tower'
import { invalidRequest } from './errors'
import { requestJson } from './http'
import { checkAddress } from './orderbook-request'
import { serviceUrls, type ApiContext, type ApiResult } from './request-types'

export type WatchedConditionalOrder = WireWatchedConditionalOrder

/** Whether there is a watch-tower to ask on this chain (the sandbox's). */
export function hasWatchTower(ctx: ApiContext): boolean {
  return watchTowerBaseUrl(ctx) !== undefined
}

/** The sandbox service's origin and path prefix: the orderbook's `{base}/{network}/api` less its tail. */
function watchTowerBaseUrl(ctx: ApiContext): string | undefined {
  if (ctx.chainId !== SANDBOX_CHAIN_ID) return undefined
  return serviceUrls(ctx).orderbookApi.replace(/\/[^/]+\/api\/?$/, '')
}

/** Throws an invalid request outside the sandbox chain (see `hasWatchTower`). */
export async function getWatchedConditionalOrders(
  ctx: ApiContext,
  owner: string,
): Promise<ApiResult<WatchedConditionalOrder[]>> {
  const checked = checkAddress('watchTower', 'owner', owner)
  const base = watchTowerBaseUrl(ctx)
  if (base === undefined) {
    throw invalidRequest('watchTower', `chain ${ctx.chainId} has no watch-tower to ask`)
  }
  return requestJson(ctx, {
    endpoint: 'watchTower',
    method: 'GET',
    url: `${base}/sandbox/watch-tower/${checked}`,
    schema: watchTowerOrdersSchema,
    cache: 'no-cache',
  })
}
