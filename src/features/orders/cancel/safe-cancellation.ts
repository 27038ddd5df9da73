import type { Address } from 'viem'
import { lookupSafeTransaction, proposeSafeTransaction, type SafeCall } from '@/wallet/safe-sdk'
import { followSafeTransaction, type SafeTxProgress } from '@/wallet/safe-tx-tracking'
import { invalidationCall, type InvalidatedOrder } from './invalidation-call'

/**
 * Cancelling as a Safe: the Safe's presign and EIP-1271 orders are cancelled on chain, with
 * `invalidateOrder(uid)` for each (its eth-flow orders with the flow contract's
 * `invalidateOrder(order)`, which refunds their ETH), all in ONE Safe transaction that the
 * owners sign and execute. Followed by its Safe transaction hash through the SDK, never by a receipt of it.
 * (A contract account cannot sign the off-chain ECDSA cancellation, so it is never offered.)
 */

export function invalidateCalls(
  orders: readonly InvalidatedOrder[],
  contracts: { settlement: Address; ethFlow?: Address | undefined },
): SafeCall[] {
  return orders.map((order) => ({ ...invalidationCall(order, contracts), value: '0' }))
}

/** Proposes the cancellation and resolves once the Safe executed it (rejects otherwise). */
export async function cancelAsSafe(
  orders: readonly InvalidatedOrder[],
  contracts: { settlement: Address; ethFlow?: Address | undefined },
  onProgress: (progress: SafeTxProgress) => void,
  signal?: AbortSignal,
): Promise<SafeTxProgress> {
  const safeTxHash = await proposeSafeTransaction(invalidateCalls(orders, contracts))
  onProgress({ safeTxHash, status: 'awaitingConfirmations' })
  return followSafeTransaction({
    safeTxHash,
    lookup: lookupSafeTransaction,
    onProgress,
    ...(signal ? { signal } : {}),
  })
}
