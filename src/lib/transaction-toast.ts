import type { Hash } from 'viem'
import { shortenAddress } from '@/lib/format-amount'
import { toast } from '@/lib/toast-store'
import { CHAINS, isSupportedChainId } from '@batchswap/contract/protocol/chains'

/**
 * One toast per transaction, following its lifecycle:
 * awaiting signature -> pending (explorer link) -> confirmed | reverted,
 * or rejected / failed before it was sent.
 */
export interface TransactionToast {
  id: string
  pending: (hash: Hash) => void
  confirmed: (hash: Hash) => void
  reverted: (hash: Hash) => void
  rejected: () => void
  failed: (message: string) => void
}

/** Explorer page of a transaction; undefined on chains without one (the sandbox). */
export function transactionUrl(chainId: number, hash: Hash): string | undefined {
  if (!isSupportedChainId(chainId)) return undefined
  const explorer = CHAINS[chainId].explorer
  return explorer ? `${explorer}/tx/${hash}` : undefined
}

function hashDetails(chainId: number, hash: Hash) {
  const href = transactionUrl(chainId, hash)
  return {
    description: `Transaction ${shortenAddress(hash, 6)}`,
    link: href ? { href, label: 'View on explorer' } : undefined,
  }
}

export function startTransactionToast(options: {
  /** What the transaction does, e.g. "Approve USDC". */
  title: string
  chainId: number
}): TransactionToast {
  const { title, chainId } = options
  const id = toast.show({
    tone: 'progress',
    title,
    description: 'Confirm the transaction in your wallet.',
  })
  return {
    id,
    pending: (hash) =>
      toast.update(id, {
        tone: 'progress',
        title: `${title}: pending`,
        ...hashDetails(chainId, hash),
      }),
    confirmed: (hash) =>
      toast.update(id, {
        tone: 'success',
        title: `${title}: confirmed`,
        ...hashDetails(chainId, hash),
        transaction: { hash, chainId, outcome: 'confirmed' },
      }),
    reverted: (hash) =>
      toast.update(id, {
        tone: 'error',
        title: `${title}: reverted`,
        ...hashDetails(chainId, hash),
        description: `The transaction failed on chain and changed nothing (${shortenAddress(hash, 6)}).`,
        transaction: { hash, chainId, outcome: 'reverted' },
      }),
    rejected: () =>
      toast.update(id, {
        tone: 'info',
        title: `${title}: cancelled`,
        description: 'You rejected the request in your wallet.',
        durationMs: 4_000,
      }),
    failed: (message) =>
      toast.update(id, { tone: 'error', title: `${title}: failed`, description: message }),
  }
}
