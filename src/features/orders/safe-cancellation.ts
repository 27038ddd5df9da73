import { encodeFunctionData, parseAbi, type Address, type Hex } from 'viem'
import type { SafeCall } from '@/wallet/safe-sdk'
import { followSafeTransaction, type SafeTxProgress } from '@/wallet/safe-tx-tracking'

/**
 * Cancelling as a Safe: the Safe's presign and EIP-1271 orders are cancelled on chain, with
 * `invalidateOrder(uid)` for each, all in ONE Safe transaction that the owners sign and
 * execute. Followed by its Safe transaction hash through the SDK, never by a receipt of it.
 * (A contract account cannot sign the off-chain ECDSA cancellation, so it is never offered.)
 */

const settlementAbi = parseAbi(['function invalidateOrder(bytes orderUid)'])

export function invalidateCalls(uids: readonly Hex[], settlement: Address): SafeCall[] {
  return uids.map((uid) => ({
    to: settlement,
    value: '0',
    data: encodeFunctionData({ abi: settlementAbi, functionName: 'invalidateOrder', args: [uid] }),
  }))
}

/** Proposes the cancellation and resolves once the Safe executed it (rejects otherwise). */
export async function cancelAsSafe(
  uids: readonly Hex[],
  settlement: Address,
  onProgress: (progress: SafeTxProgress) => void,
  signal?: AbortSignal,
): Promise<SafeTxProgress> {
  const { proposeSafeTransaction, lookupSafeTransaction } = await import('@/wallet/safe-sdk')
  const safeTxHash = await proposeSafeTransaction(invalidateCalls(uids, settlement))
  onProgress({ safeTxHash, status: 'awaitingConfirmations' })
  return followSafeTransaction({
    safeTxHash,
    lookup: lookupSafeTransaction,
    onProgress,
    ...(signal ? { signal } : {}),
  })
}
