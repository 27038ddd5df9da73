import { useCallback, useState } from 'react'
import { useWriteContract } from 'wagmi'
import { getChain, type SupportedChainId } from '@batchswap/contract/protocol/chains'
import { useTransactor } from '@/wallet/use-transactor'
import { formatAmount } from '@/lib/format-amount'
import {
  refusedByHostFlow,
  wrapOutcomeFlow,
  type WrapDirection,
  type WrapFlow,
} from './wrap-status'

/** WETH9's `deposit()` (the amount as value) and `withdraw(wad)`. */
// prettier-ignore
const wrappedNativeAbi = [
  { name: 'deposit', type: 'function', stateMutability: 'payable', inputs: [], outputs: [] },
  { name: 'withdraw', type: 'function', stateMutability: 'nonpayable', inputs: [{ type: 'uint256', name: 'wad' }], outputs: [] },
] as const

/**
 * Wraps or unwraps through the app's transaction path (`useTransactor`: the lifecycle
 * toast, the receipt), then refetches the balances so both fields follow at once.
 */
export function useWrap({
  chainId,
  direction,
  refetchBalances,
  beforeWrap,
}: {
  chainId: SupportedChainId
  direction: WrapDirection
  refetchBalances: () => unknown
  /** The embedding's say before the wallet is asked (a widget host's onBeforeWrapOrUnwrap). */
  beforeWrap?: (() => Promise<boolean>) | undefined
}) {
  const transact = useTransactor()
  const { writeContractAsync } = useWriteContract()
  const [flow, setFlow] = useState<WrapFlow>({ phase: 'idle' })
  const run = useCallback(
    async (amount: bigint) => {
      const { wrappedNative, nativeSymbol } = getChain(chainId)
      setFlow({ phase: 'wallet' })
      if (beforeWrap && !(await beforeWrap().catch(() => false))) {
        setFlow(refusedByHostFlow(direction))
        return
      }
      const shown = `${formatAmount(amount, 18, { maxDecimals: 6 })} ${nativeSymbol}`
      const outcome = await transact({
        title: direction === 'wrap' ? `Wrap ${shown}` : `Unwrap ${shown}`,
        chainId,
        send: async () => {
          const hash = await (direction === 'wrap'
            ? writeContractAsync({
                chainId,
                address: wrappedNative,
                abi: wrappedNativeAbi,
                functionName: 'deposit',
                value: amount,
              })
            : writeContractAsync({
                chainId,
                address: wrappedNative,
                abi: wrappedNativeAbi,
                functionName: 'withdraw',
                args: [amount],
              }))
          setFlow({ phase: 'pending' })
          return hash
        },
      })
      if (outcome.status === 'confirmed') await refetchBalances()
      setFlow(wrapOutcomeFlow(direction, outcome))
    },
    [beforeWrap, chainId, direction, refetchBalances, transact, writeContractAsync],
  )
  return { flow, run, reset: () => setFlow({ phase: 'idle' }) }
}
