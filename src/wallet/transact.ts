/**
 * A transaction's run: its lifecycle toast, the wallet's send and the receipt. Loaded when the
 * first transaction is sent (use-transactor.ts), not with the page.
 */
import type { Hash } from 'viem'
import { startTransactionToast } from '@/lib/transaction-toast'
import { loadWagmiRuntime } from '@/wallet/wagmi-loader'
import { isUserRejection, walletErrorMessage } from '@/wallet/wallet-errors'
import type { TransactionOutcome, TransactOptions } from './use-transactor'

export async function transact({
  title,
  chainId,
  send,
}: TransactOptions): Promise<TransactionOutcome> {
  const tx = startTransactionToast({ title, chainId })
  let hash: Hash
  try {
    hash = await send()
  } catch (error) {
    if (isUserRejection(error)) {
      tx.rejected()
      return { status: 'rejected' }
    }
    const message = walletErrorMessage(error)
    tx.failed(message)
    return { status: 'failed', error, message }
  }
  tx.pending(hash)
  try {
    // Loaded already: `send` went through the wallet, which needs wagmi.
    const { wagmiConfig, waitForTransactionReceipt } = await loadWagmiRuntime()
    const receipt = await waitForTransactionReceipt(wagmiConfig, { hash, chainId })
    if (receipt.status === 'success') {
      tx.confirmed(hash)
      return { status: 'confirmed', hash, receipt }
    }
    tx.reverted(hash)
    return { status: 'reverted', hash, receipt }
  } catch (error) {
    const message = walletErrorMessage(error)
    tx.failed(message)
    return { status: 'failed', error, message }
  }
}
