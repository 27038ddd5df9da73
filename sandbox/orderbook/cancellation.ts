/**
 * Off-chain cancellation: DELETE /orders (batch, `OrderCancellations`) and the older
 * DELETE /orders/{uid} (single, `OrderCancellation`). The owner signs the cancellation with an
 * ECDSA scheme; presign and eip1271 orders can only be cancelled on chain (invalidateOrder).
 */
import { isAddressEqual, type Address, type Hex } from 'viem'
import {
  hashOrderCancellation,
  hashOrderCancellations,
} from '@batchswap/contract/protocol/cancellation'
import { recoverEcdsaSigner, type EcdsaSigningScheme } from '@batchswap/contract/protocol/signing'
import type { OrderbookContext } from '../kernel/context'
import { normalizeHex, type StoredOrder } from '../kernel/db'
import { ApiError, badRequest, invalidParameter, notFound } from '../kernel/errors'
import { orderStatusAt } from '../kernel/order-status'

/** More UIDs than this in one batch are refused, like by_uids. */
export const MAX_CANCELLATION_BATCH = 128

export interface CancellationRequest {
  uids: readonly Hex[]
  signature: Hex
  signingScheme: EcdsaSigningScheme
  /** Single DELETE /orders/{uid} signs `OrderCancellation`, the batch `OrderCancellations`. */
  single: boolean
}

function checkCancellable(order: StoredOrder, signer: Address, nowSeconds: number): void {
  // Before the owner check, as the real service: an eth-flow order's trader is not its
  // owner (the eth-flow contract), and is told to cancel on chain rather than WrongOwner.
  if (order.ethflow) {
    throw badRequest(
      'OnChainOrder',
      `order ${order.uid} is an eth-flow order: cancel it on chain with the eth-flow contract's invalidateOrder`,
    )
  }
  if (order.signingScheme === 'presign' || order.signingScheme === 'eip1271') {
    throw badRequest(
      'OnChainOrder',
      `order ${order.uid} is a ${order.signingScheme} order: cancel it on chain with invalidateOrder`,
    )
  }
  if (!isAddressEqual(order.owner, signer)) {
    throw new ApiError(
      401,
      'WrongOwner',
      `the cancellation is signed by ${signer}, but order ${order.uid} belongs to ${order.owner}`,
    )
  }
  switch (orderStatusAt(order, nowSeconds)) {
    case 'cancelled':
      throw badRequest('AlreadyCancelled', `order ${order.uid} is cancelled already`)
    case 'fulfilled':
      throw badRequest('OrderFullyExecuted', `order ${order.uid} is fully executed`)
    case 'expired':
      throw badRequest('OrderExpired', `order ${order.uid} has expired`)
    default:
  }
}

/** Verifies the owner's signature and cancels every order, or none (one failing UID fails all). */
export async function cancelOrders(
  ctx: OrderbookContext,
  request: CancellationRequest,
): Promise<void> {
  const uids = [...new Set(request.uids.map(normalizeHex))]
  if (uids.length === 0) throw invalidParameter('orderUids is empty')
  if (uids.length > MAX_CANCELLATION_BATCH) {
    throw invalidParameter(`at most ${MAX_CANCELLATION_BATCH} orders can be cancelled at once`)
  }
  const [first] = uids
  const digest =
    request.single && first
      ? hashOrderCancellation(ctx.domain, first)
      : hashOrderCancellations(ctx.domain, request.uids)
  let signer: Address
  try {
    signer = await recoverEcdsaSigner({
      digest,
      signature: request.signature,
      scheme: request.signingScheme,
    })
  } catch (error) {
    throw badRequest(
      'InvalidSignature',
      error instanceof Error ? error.message : 'the signature cannot be recovered',
    )
  }
  const orders = new Map((await ctx.db.getOrders(uids)).map((order) => [order.uid, order]))
  const now = ctx.clock.nowSeconds()
  for (const uid of uids) {
    const order = orders.get(uid)
    if (!order) throw notFound('OrderNotFound', `order ${uid} was not found`)
    checkCancellable(order, signer, now)
  }
  await ctx.db.markCancelled(uids, ctx.clock.now())
}
