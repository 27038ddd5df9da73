import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { BaseError, parseAbi, type Address, type Hex } from 'viem'
import { useSignMessage, useSignTypedData, useWriteContract } from 'wagmi'
import { describeError, walletError, type ErrorDescription } from '@/api/errors'
import { cancelOrdersMutationOptions, orderbookKeys } from '@/api/queries/orderbook-queries'
import type { QueryApiContext } from '@/api/queries/query-utils'
import type { Order } from '@/api/types'
import { shortenAddress } from '@/lib/format-amount'
import { useTransactor } from '@/lib/use-transactor'
import { hashOrderCancellations, orderCancellationsTypedData } from '@/protocol/cancellation'
import { getContracts, isSupportedChainId } from '@/protocol/chains'
import { getDomainFor } from '@/protocol/domain'
import { normalizeEcdsaSignature, type EcdsaSigningScheme } from '@/protocol/signing'
import { planCancellation } from './cancellation-plan'
import { invalidateOrderMutationKey } from './use-cancelling-uids'

const settlementAbi = parseAbi(['function invalidateOrder(bytes orderUid)'])

export type CancelFlowState =
  | { step: 'idle' }
  | { step: 'signing'; count: number }
  | { step: 'sending'; count: number }
  | { step: 'onChain'; index: number; total: number }
  | { step: 'done'; offChain: number; onChain: number }
  | { step: 'failed'; error: ErrorDescription; sent: number }

/** EIP-1193 / JSON-RPC codes of a wallet that lacks eth_signTypedData_v4. */
const UNSUPPORTED_METHOD_CODES = new Set([4200, -32601, -32004])

function isTypedDataUnsupported(error: unknown): boolean {
  const hasCode = (e: unknown) =>
    typeof e === 'object' &&
    e !== null &&
    UNSUPPORTED_METHOD_CODES.has(Number((e as { code?: unknown }).code))
  return error instanceof BaseError ? error.walk(hasCode) !== null : hasCode(error)
}

/**
 * Cancels a selection of orders: one signed `OrderCancellations` batch DELETE for the
 * ECDSA-signed ones (EIP-712, falling back to ethsign for wallets without typed data), then
 * one `invalidateOrder` transaction each for presign and eip1271 orders. The steps are a
 * small state machine the dialog renders; every failure ends in a described error.
 */
export function useCancelOrders(ctx: QueryApiContext, account: Address | undefined) {
  const [state, setState] = useState<CancelFlowState>({ step: 'idle' })
  const queryClient = useQueryClient()
  const { signTypedDataAsync } = useSignTypedData()
  const { signMessageAsync } = useSignMessage()
  const { writeContractAsync } = useWriteContract()
  const transact = useTransactor()
  const { mutateAsync: cancelOffChain } = useMutation(cancelOrdersMutationOptions(ctx))
  const { mutateAsync: invalidateOnChain } = useMutation({
    mutationKey: invalidateOrderMutationKey(ctx),
    mutationFn: async ({ uid }: { uid: Hex }) => {
      const { chainId } = ctx
      if (!isSupportedChainId(chainId)) throw new Error(`Unsupported chain ${chainId}`)
      const settlement = getContracts(chainId, ctx.env).settlement
      const outcome = await transact({
        title: `Cancel order ${shortenAddress(uid, 6)}`,
        chainId,
        send: () =>
          writeContractAsync({
            chainId,
            address: settlement,
            abi: settlementAbi,
            functionName: 'invalidateOrder',
            args: [uid],
          }),
      })
      if (outcome.status === 'confirmed') return outcome.hash
      if (outcome.status === 'rejected') throw walletError({ code: 4001, message: 'rejected' })
      if (outcome.status === 'reverted') {
        throw new Error('The cancellation transaction reverted on chain; the order is unchanged.')
      }
      throw walletError(outcome.error)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderbookKeys.orders(ctx) }),
  })

  const sign = useCallback(
    async (uids: Hex[]): Promise<{ signature: Hex; signingScheme: EcdsaSigningScheme }> => {
      const domain = getDomainFor(ctx.chainId, ctx.env)
      try {
        const typed = orderCancellationsTypedData(domain, uids)
        const signature = await signTypedDataAsync({
          account,
          domain: typed.domain,
          types: typed.types,
          primaryType: typed.primaryType,
          message: { orderUids: [...uids] },
        })
        return { signature: normalizeEcdsaSignature(signature), signingScheme: 'eip712' }
      } catch (error) {
        if (!isTypedDataUnsupported(error)) throw error
        const digest = hashOrderCancellations(domain, uids)
        const signature = await signMessageAsync({ account, message: { raw: digest } })
        return { signature: normalizeEcdsaSignature(signature), signingScheme: 'ethsign' }
      }
    },
    [ctx.chainId, ctx.env, account, signTypedDataAsync, signMessageAsync],
  )

  const start = useCallback(
    async (orders: readonly Order[]) => {
      const plan = planCancellation(orders, account, Math.floor(Date.now() / 1000))
      let sent = 0
      try {
        if (plan.offChain.length > 0) {
          const uids = plan.offChain.map((o) => o.uid)
          setState({ step: 'signing', count: uids.length })
          const signed = await sign(uids)
          setState({ step: 'sending', count: uids.length })
          await cancelOffChain({ orderUids: uids, ...signed })
          sent += uids.length
        }
        for (const [index, order] of plan.onChain.entries()) {
          setState({ step: 'onChain', index, total: plan.onChain.length })
          await invalidateOnChain({ uid: order.uid })
          sent += 1
        }
        setState({ step: 'done', offChain: plan.offChain.length, onChain: plan.onChain.length })
      } catch (error) {
        setState({ step: 'failed', error: describeError(error), sent })
      }
    },
    [account, sign, cancelOffChain, invalidateOnChain],
  )

  const reset = useCallback(() => setState({ step: 'idle' }), [])
  const busy = state.step === 'signing' || state.step === 'sending' || state.step === 'onChain'
  return { state, start, reset, busy }
}
