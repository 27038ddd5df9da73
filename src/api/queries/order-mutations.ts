/**
 * The orderbook's writes of orders, placing and cancelling, as mutationOptions factories with
 * their hooks: whatever the outcome, every order query of the network refreshes
 * (`orderbookKeys.orders`).
 */
import { mutationOptions } from '@tanstack/react-query'
import type { Hex } from 'viem'
import type { ApiContext } from '@/api/request-types'
import {
  cancelOrder,
  cancelOrders,
  type CancelOrderParams,
  type CancelOrdersParams,
} from '@/api/orderbook-cancellation'
import { postOrder } from '@/api/orderbook'
import type { OrderCreation } from '@/api/quote-types'
import { mutationHook } from './hooks-of'
import { orderbookKeys } from './orderbook-queries'
import { run, type QueryApiContext } from './query-utils'

export interface PostOrderVariables {
  creation: OrderCreation
  /** The locally computed UID; see `postOrder`. */
  expectedUid?: Hex
}

/** A mutation of orders: whatever its outcome, every order query of the network refreshes. */
function ordersMutationOptions<V, R>(
  ctx: QueryApiContext,
  name: string,
  call: (ctx: ApiContext, variables: V) => Promise<R>,
) {
  const mutationKey = orderbookKeys.mutation(ctx, name)
  return mutationOptions({
    mutationKey,
    mutationFn: (variables: V) => run(mutationKey, ctx, undefined, (c) => call(c, variables)),
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: orderbookKeys.orders(ctx) }),
  })
}

/** Posts a signed order; resolves to its UID and refreshes every order query. */
export function postOrderMutationOptions(ctx: QueryApiContext) {
  return ordersMutationOptions(
    ctx,
    'postOrder',
    async (c, { creation, expectedUid }: PostOrderVariables) =>
      (await postOrder(c, creation, { expectedUid })).data,
  )
}
export const usePostOrder = mutationHook(postOrderMutationOptions)

export function cancelOrdersMutationOptions(ctx: QueryApiContext) {
  return ordersMutationOptions(ctx, 'cancelOrders', async (c, params: CancelOrdersParams) => {
    await cancelOrders(c, params)
  })
}
export const useCancelOrders = mutationHook(cancelOrdersMutationOptions)

export function cancelOrderMutationOptions(ctx: QueryApiContext) {
  return ordersMutationOptions(ctx, 'cancelOrder', async (c, params: CancelOrderParams) => {
    await cancelOrder(c, params)
  })
}
export const useCancelOrder = mutationHook(cancelOrderMutationOptions)
