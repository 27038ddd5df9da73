/**
 * A Safe selling the native currency: `createOrder` with the ETH as ONE Safe transaction,
 * proposed through the Safe Apps SDK and followed by its Safe transaction hash until an owner
 * executes it (a Safe tx hash is no chain transaction: there is no receipt to wait for). The
 * order is the Safe's (`onchainUser`), indexed from the chain once executed; if the owners
 * never execute it before the trader's deadline, nothing was sent.
 */
import { encodeFunctionData, type Address, type Hex } from 'viem'
import { lookupSafeTransaction, proposeSafeTransaction, type SafeCall } from '@/wallet/safe-sdk'
import { followSafeTransaction, SafeTxFailedError } from '@/wallet/safe-tx-tracking'
import { ethFlowAbi } from '@batchswap/contract/protocol/abis'
import type { EthFlowEffects } from './eth-flow-submission'
import { SAFE_TX_POLL_MS, type SafeTransactionDeps } from './safe-submission'

export function safeEthFlowEffects(
  ethFlow: Address,
  deps: SafeTransactionDeps,
): Pick<EthFlowEffects, 'createOrder' | 'waitForTransaction'> {
  /** Each proposal's deadline (ms): the trader's, after which the order could not trade. */
  const deadlines = new Map<Hex, number>()
  return {
    createOrder: async (order, value) => {
      const call: SafeCall = {
        to: ethFlow,
        value: value.toString(),
        data: encodeFunctionData({
          abi: ethFlowAbi,
          functionName: 'createOrder',
          args: [order],
        }),
      }
      const safeTxHash = await deps.propose([call])
      deadlines.set(safeTxHash, order.validTo * 1000)
      return safeTxHash
    },
    waitForTransaction: async (safeTxHash) => {
      try {
        await followSafeTransaction({
          safeTxHash,
          lookup: deps.lookup,
          deadlineMs: deadlines.get(safeTxHash),
          deadlineMessage:
            "The Safe's owners did not execute the transaction before the order's deadline: no ETH was sent.",
          intervalMs: SAFE_TX_POLL_MS,
          now: deps.now,
          ...(deps.sleep ? { sleep: deps.sleep } : {}),
          ...(deps.signal ? { signal: deps.signal } : {}),
        })
        return 'success'
      } catch (error) {
        // Failed or cancelled in the Safe: the ETH never left it.
        if (error instanceof SafeTxFailedError) return 'reverted'
        throw error
      }
    },
  }
}

/** The effects for a Safe inside Safe{Wallet}: the Safe Apps SDK proposes and looks up. */
export function safeEthFlowSender(
  ethFlow: Address,
  signal: AbortSignal | undefined,
): Pick<EthFlowEffects, 'createOrder' | 'waitForTransaction'> {
  return safeEthFlowEffects(ethFlow, {
    propose: proposeSafeTransaction,
    lookup: lookupSafeTransaction,
    now: () => Date.now(),
    ...(signal ? { signal } : {}),
  })
}
