import { useCallback } from 'react'
import type { Hash, TransactionReceipt } from 'viem'
import { loadOnce } from '@/lib/load-once'
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

/** The transaction code (toast, send, receipt), loaded with the first transaction. */
const loadTransact = loadOnce(() => import('./transact'))

/**
 * Runs a transaction with its lifecycle toast and waits for the receipt. Never throws:
 * the outcome says what happened (a wallet rejection is an outcome, not an error).
 *
 *   const transact = useTransactor()
 *   const outcome = await transact({ title: 'Approve USDC', chainId, send: () => writeContractAsync({...}) })
 */
export function useTransactor() {
  return useCallback(
    (options: TransactOptions): Promise<TransactionOutcome> =>
      loadTransact().then(
        ({ transact }) => transact(options),
        // Offline, or a new deployment replaced the chunk: nothing was sent.
        (error: unknown) => ({
          status: 'failed',
          error,
          message: 'This page could not load what sends the transaction. Nothing was sent.',
        }),
      ),
    [],
  )
}
