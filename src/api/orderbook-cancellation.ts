/**
 * The orderbook's cancellation endpoints: `DELETE /api/v1/orders` (several orders, one
 * signature) and `DELETE /api/v1/orders/{uid}`. Each function takes the context first and
 * returns `{ data, meta }`.
 */
import type { Hex } from 'viem'
import type { EcdsaSigningScheme } from '@batchswap/contract/protocol/signing'
import { ApiError, isOrderbookError, type ApiEndpoint } from './errors'
import { requestJson } from './http'
import { type ApiContext, type ApiResult } from './request-types'
import { v1, checkBody, checkUid } from './orderbook-request'
import {
  ignoredBodySchema,
  orderCancellationsSchema,
  orderCancellationSchema,
} from '@batchswap/contract/wire/orders'

// ---------------------------------------------------------------- cancellation

export interface CancelOrdersParams {
  orderUids: readonly string[]
  /** Signature of `OrderCancellations(bytes[] orderUids)` by the owner. */
  signature: Hex
  signingScheme: EcdsaSigningScheme
}

export interface CancelOrderParams {
  uid: string
  /** Signature of `OrderCancellation(bytes orderUid)` by the owner. */
  signature: Hex
  signingScheme: EcdsaSigningScheme
}

/** A cancel retried after a lost answer meets its own first attempt: that is success. */
async function cancelRequest(
  ctx: ApiContext,
  endpoint: ApiEndpoint,
  url: string,
  body: unknown,
): Promise<ApiResult<void>> {
  try {
    const result = await requestJson(ctx, {
      endpoint,
      method: 'DELETE',
      url,
      body,
      schema: ignoredBodySchema,
    })
    return { data: undefined, meta: result.meta }
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.attempts > 1 &&
      isOrderbookError(error, 'AlreadyCancelled')
    ) {
      return {
        data: undefined,
        meta: { status: error.status ?? 400, receivedAt: new Date(), attempts: error.attempts },
      }
    }
    throw error
  }
}

/** DELETE /api/v1/orders (batch, the current form). */
export async function cancelOrders(
  ctx: ApiContext,
  params: CancelOrdersParams,
): Promise<ApiResult<void>> {
  params.orderUids.forEach((uid) => checkUid('cancelOrders', uid))
  const body = checkBody('cancelOrders', orderCancellationsSchema, {
    orderUids: [...params.orderUids],
    signature: params.signature,
    signingScheme: params.signingScheme,
  })
  return cancelRequest(ctx, 'cancelOrders', v1(ctx, '/orders'), body)
}

/** DELETE /api/v1/orders/{uid} (single, the older form). */
export async function cancelOrder(
  ctx: ApiContext,
  params: CancelOrderParams,
): Promise<ApiResult<void>> {
  const uid = checkUid('cancelOrder', params.uid)
  const body = checkBody('cancelOrder', orderCancellationSchema, {
    signature: params.signature,
    signingScheme: params.signingScheme,
  })
  return cancelRequest(ctx, 'cancelOrder', v1(ctx, `/orders/${uid}`), body)
}
