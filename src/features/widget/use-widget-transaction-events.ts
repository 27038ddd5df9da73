import { useEffect } from 'react'
import { useConfig } from 'wagmi'
import { getTransactionReceipt } from 'wagmi/actions'
import { useToastStore, type Toast } from '@/lib/toast-store'
import { isSupportedChainId } from '@batchswap/contract/protocol/chains'
import type { EmitCowEventPayload } from './widget-protocol'

/**
 * ON_ONCHAIN_TRANSACTION for the transactions the widget sends (approvals): when a
 * transaction toast reports a mined transaction, the host gets its receipt and summary,
 * with an ONCHAIN_TRANSACTION_MINED (or _FAILED) toast message.
 */
export function useWidgetTransactionEvents(
  emit: ((event: EmitCowEventPayload) => void) | undefined,
): void {
  const config = useConfig()
  useEffect(() => {
    if (!emit) return
    let stopped = false
    const reported = new Set<string>()
    const report = async (toast: Toast) => {
      const tx = toast.transaction
      if (!tx || reported.has(tx.hash) || !isSupportedChainId(tx.chainId)) return
      reported.add(tx.hash)
      const { hash, chainId } = tx
      const receipt = await getTransactionReceipt(config, { hash, chainId }).catch(() => undefined)
      if (!receipt || stopped) return
      // The toast's title without its outcome, e.g. "Approve WETH".
      const summary = toast.title.replace(/: (confirmed|reverted)$/, '')
      emit({
        event: 'ON_ONCHAIN_TRANSACTION',
        payload: {
          receipt: {
            to: receipt.to ?? '',
            from: receipt.from,
            contractAddress: receipt.contractAddress ?? '',
            transactionHash: receipt.transactionHash,
            blockNumber: Number(receipt.blockNumber),
            status: receipt.status === 'success' ? 1 : 0,
          },
          summary,
        },
      })
      emit({
        event: 'ON_TOAST_MESSAGE',
        payload: {
          messageType:
            tx.outcome === 'confirmed' ? 'ONCHAIN_TRANSACTION_MINED' : 'ONCHAIN_TRANSACTION_FAILED',
          message: toast.title,
          data: { transactionHash: receipt.transactionHash },
        },
      })
    }
    const unsubscribe = useToastStore.subscribe((state) => {
      for (const toast of state.toasts) void report(toast)
    })
    return () => {
      stopped = true
      unsubscribe()
    }
  }, [config, emit])
}
