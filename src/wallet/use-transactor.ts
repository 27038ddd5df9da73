import { useCallback } from 'react'
import type { Hash, TransactionReceipt } from 'viem'
import { useConfig } from 'wagmi'
import { waitForTransactionReceipt } from 'wagmi/actions'
import { startTransactionToast } from '@/lib/transaction-toast'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import { isUserRejection, walletErrorMessage } from '@/wallet/wallet-errors'

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
 * Runs a transaction with its lifecycle toast (awaiting signature, pending, confirmed or
 * reverted), as scaffold-eth-2's `useTransactor` does, and waits for the receipt with
 * wagmi's `waitForTransactionReceipt`. Never throws: the outcome says what happened (a
 * wallet rejection is an outcome, not an error).
 *
 *   const transact = useTransactor()
 *   const outcome = await transact({ title: 'Approve USDC', chainId, send: () => writeContractAsync({...}) })
 */
export function useTransactor() {
  const config = useConfig()
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
        const receipt = await waitForTransactionReceipt(config, { hash, chainId })
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
    [config],
  )
}
