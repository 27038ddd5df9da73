import { useCallback } from 'react'
import type { Hash, TransactionReceipt } from 'viem'
import { loadWagmiRuntime } from '@/wallet/wagmi-loader'
import { startTransactionToast } from '@/lib/transaction-toast'
import { isUserRejection, walletErrorMessage } from '@/wallet/wallet-errors'
import type { SupportedChainId } from '@/protocol/chains'

export type TransactionOutcome =
  | { status: 'confirmed'; hash: Hash; receipt: TransactionReceipt }
  | { status: 'reverted'; hash: Hash; receipt: TransactionReceipt }
  | { status: 'rejected' }
  | { status: 'failed'; error: unknown; message: string }

export interface TransactOptions {
  /** What the transaction does, e.g. "Approve USDC". */
  title: string
  chainId: SupportedChainId
  /** Asks the wallet to send, e.g. `() => writeContractAsync({...})`. */
  send: () => Promise<Hash>
}

/**
 * Runs a transaction with its lifecycle toast and waits for the receipt. Never throws:
 * the outcome says what happened (a wallet rejection is an outcome, not an error).
 *
 *   const transact = useTransactor()
 *   const outcome = await transact({ title: 'Approve USDC', chainId, send: () => writeContractAsync(...) })
 */
export function useTransactor() {
  return useCallback(
    async ({ title, chainId, send }: TransactOptions): Promise<TransactionOutcome> => {
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
    },
    [],
  )
}
