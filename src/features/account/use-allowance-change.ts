import { t } from '@lingui/core/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { Address, Hash } from 'viem'
import { useConfig, useWaitForTransactionReceipt } from 'wagmi'
import type { TokenInfo } from '@/config/token-lists'
import { sendApproval } from '@/trade/approval/send-approval'
import { refreshChainReads } from '@/wallet/use-token-balances'
import { useTransactor } from '@/wallet/use-transactor'
import type { SupportedChainId } from '@batchswap/contract/protocol/chains'
import type { ApproveCall } from './allowance'

export type ChangeState =
  | { status: 'idle' }
  | { status: 'signing' | 'pending'; step: number; steps: number; call: ApproveCall; hash?: Hash }
  | { status: 'confirmed'; steps: number }
  | { status: 'stopped'; sentence: string }

const TITLES: Record<ApproveCall['purpose'], (symbol: string) => string> = {
  approve: (symbol) => t`Approve ${symbol}`,
  reset: (symbol) => t`Reset the ${symbol} allowance to 0`,
  revoke: (symbol) => t`Revoke the ${symbol} allowance`,
}

function revertedSentence(hash: Hash): string {
  return t`The transaction ${hash} reverted; the allowance did not change.`
}

/**
 * Sends an allowance change, one approve after the other (a USDT-style reset, then the new
 * amount): the swap's own approve call (wagmi's `writeContract`) asks the wallet, the app's transactor shows the
 * lifecycle toast and awaits each receipt (the second transaction may only go once the first
 * is mined), and `useWaitForTransactionReceipt` follows the one in flight for the page. Once
 * done, the chain reads (allowances, balances, the trade forms' allowance) are read again.
 */
export function useAllowanceChange(chainId: SupportedChainId, spender: Address) {
  const config = useConfig()
  const transact = useTransactor()
  const queryClient = useQueryClient()
  const [state, setState] = useState<ChangeState>({ status: 'idle' })
  const hash = state.status === 'pending' ? state.hash : undefined
  const receipt = useWaitForTransactionReceipt({ chainId, hash, query: { enabled: !!hash } })

  const send = useCallback(
    async (token: TokenInfo, plan: readonly ApproveCall[]) => {
      for (const [index, call] of plan.entries()) {
        const step = { step: index + 1, steps: plan.length, call }
        setState({ status: 'signing', ...step })
        const outcome = await transact({
          title: TITLES[call.purpose](token.symbol),
          chainId,
          send: async () => {
            const sent = await sendApproval(config, {
              chainId,
              token: token.address,
              spender,
              value: call.amount,
            })
            setState({ status: 'pending', ...step, hash: sent })
            return sent
          },
        })
        if (outcome.status !== 'confirmed') {
          await refreshChainReads(queryClient)
          setState({
            status: 'stopped',
            sentence:
              outcome.status === 'rejected'
                ? t`You declined the transaction in your wallet; nothing changed.`
                : outcome.status === 'reverted'
                  ? revertedSentence(outcome.hash)
                  : outcome.message,
          })
          return
        }
      }
      await refreshChainReads(queryClient)
      setState({ status: 'confirmed', steps: plan.length })
    },
    [chainId, config, queryClient, spender, transact],
  )
  const reset = useCallback(() => setState({ status: 'idle' }), [])
  return { state, mined: receipt.isSuccess, send, reset }
}
