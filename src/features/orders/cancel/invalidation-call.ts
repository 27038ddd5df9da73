/**
 * The transaction that cancels an order on chain, as calldata for the wallet: the
 * settlement's `invalidateOrder(uid)` for presign and eip1271 orders, the eth-flow contract's
 * `invalidateOrder(EthFlowOrder.Data)` for an order placed with native currency (which also
 * sends the trader's ETH back). Pure; the cancellation hook sends it.
 */
import { encodeFunctionData, type Address, type Hex } from 'viem'
import type { Order } from '@/api/types'
import { ethFlowAbi, settlementAbi } from '@batchswap/contract/protocol/abis'
import { ethFlowOrderDataOf } from '@batchswap/contract/protocol/eth-flow-order'

/**
 * The transaction that cancels an order on chain: the settlement's `invalidateOrder(uid)`,
 * or for an eth-flow order the flow contract's `invalidateOrder(order)`.
 */
/** What the call is built from: the order's UID, and an eth-flow order's creation data. */
export type InvalidatedOrder = Pick<
  Order,
  | 'uid'
  | 'ethflowData'
  | 'buyToken'
  | 'receiver'
  | 'sellAmount'
  | 'buyAmount'
  | 'appDataHash'
  | 'feeAmount'
  | 'partiallyFillable'
  | 'quoteId'
>

export function invalidationCall(
  order: InvalidatedOrder,
  contracts: { settlement: Address; ethFlow?: Address | undefined },
): { to: Address; data: Hex } {
  if (order.ethflowData) {
    if (!contracts.ethFlow) throw new Error('This network has no eth-flow contract.')
    return {
      to: contracts.ethFlow,
      data: encodeFunctionData({
        abi: ethFlowAbi,
        functionName: 'invalidateOrder',
        args: [ethFlowOrderDataOf(order, order.ethflowData.userValidTo ?? 0)],
      }),
    }
  }
  return {
    to: contracts.settlement,
    data: encodeFunctionData({
      abi: settlementAbi,
      functionName: 'invalidateOrder',
      args: [order.uid],
    }),
  }
}
