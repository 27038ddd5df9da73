import { t } from '@lingui/core/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { BaseError, type Address, type Hex } from 'viem'
import { toApiError, walletError } from '@/api/errors'
import { describeError } from '@/api/error-descriptions'
import type { ErrorDescription } from '@/api/error-wordings'
import { getOrdersByUids } from '@/api/orderbook'
import { cancelOrdersMutationOptions } from '@/api/queries/order-mutations'
import { orderbookKeys } from '@/api/queries/orderbook-queries'
import type { QueryApiContext } from '@/api/queries/query-utils'
import type { Order } from '@/api/types'
import { sleep } from '@/api/retry'
import { isTransientWriteFailure } from '@/api/write-verdict'
import { shortenAddress } from '@/lib/format-amount'
import { SAFE_CONNECTOR_ID } from '@/wallet/safe-app'
import type { SafeTxProgress } from '@/wallet/safe-tx-tracking'
import { untilAnswered } from '@/lib/until-answered'
import { useTransactor } from '@/wallet/use-transactor'
import { useAccount, useSendTransaction, useSignMessage, useSignTypedData } from 'wagmi'
import {
  hashOrderCancellations,
  orderCancellationsTypedData,
} from '@batchswap/contract/protocol/cancellation'
import { getContracts, isSupportedChainId } from '@batchswap/contract/protocol/chains'
import { getDomainFor } from '@batchswap/contract/protocol/domain'
import {
  normalizeEcdsaSignature,
  type EcdsaSigningScheme,
} from '@batchswap/contract/protocol/signing'
import { cancellationApplied, cancellationKey, classifyCancelFailure } from './cancel-outcome'
import { planCancellation } from './cancellation-plan'
import { cancelAsSafe } from './safe-cancellation'
import { expectedSettlement } from '../settlement-check'
import { invalidationCall } from './invalidation-call'
import { invalidateOrderMutationKey } from '@/api/queries/use-invalidation-tx'

/** Pause between rounds of lookups of orders whose cancellation answer was lost. */
export const CANCEL_RECHECK_MS = 3_000

export type CancelFlowState =
  | { step: 'idle' }
  | { step: 'signing'; count: number }
  | { step: 'sending'; count: number }
  /** The DELETE's answer was lost: looking the orders up before saying anything. */
  | { step: 'checking'; count: number }
  /** `safe`: a Safe cancels all on-chain orders in one Safe transaction its owners execute. */
  | { step: 'onChain'; index: number; total: number; safe?: SafeTxProgress }
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
export function useCancelFlow(ctx: QueryApiContext, account: Address | undefined) {
  const [state, setState] = useState<CancelFlowState>({ step: 'idle' })
  const { connector, isConnected } = useAccount()
  const connectorId = connector?.id
  const isSafe = isConnected && connectorId === SAFE_CONNECTOR_ID
  const queryClient = useQueryClient()
  const transact = useTransactor()
  const { sendTransactionAsync } = useSendTransaction()
  const { signTypedDataAsync } = useSignTypedData()
  const { signMessageAsync } = useSignMessage()
  const { mutateAsync: cancelOffChain } = useMutation(cancelOrdersMutationOptions(ctx))
  const { mutateAsync: invalidateOnChain } = useMutation({
    mutationKey: invalidateOrderMutationKey(ctx),
    // `uid` names the order for useCancellingUids; `order` says which contract to call.
    mutationFn: async ({ uid, order }: { uid: Hex; order: Order }) => {
      const { chainId } = ctx
      if (!isSupportedChainId(chainId)) throw new Error(`Unsupported chain ${chainId}`)
      const call = invalidationCall(order, getContracts(chainId, ctx.env))
      const shortUid = shortenAddress(uid, 6)
      const outcome = await transact({
        title: t`Cancel order ${shortUid}`,
        chainId,
        send: () => sendTransactionAsync({ chainId, ...call }),
      })
      if (outcome.status === 'confirmed') return outcome.hash
      if (outcome.status === 'rejected') throw walletError({ code: 4001, message: 'rejected' })
      if (outcome.status === 'reverted') {
        throw new Error(t`The cancellation transaction reverted on chain; the order is unchanged.`)
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
    [ctx.chainId, ctx.env, account, signMessageAsync, signTypedDataAsync],
  )

  /**
   * The signed cancellation not yet known to be applied: "try again" for the same orders
   * sends it again rather than asking the wallet for a second signature.
   */
  const pendingSignature = useRef<
    { key: string; signature: Hex; signingScheme: EcdsaSigningScheme } | undefined
  >(undefined)
  /** Aborted when the page goes away: stops a lookup after a lost answer. */
  const lifetime = useRef<AbortController | undefined>(undefined)
  useEffect(() => {
    const controller = new AbortController()
    lifetime.current = controller
    return () => controller.abort()
  }, [])

  /**
   * One signed batch DELETE, exactly once: after an answer that did not clearly fail, the
   * orders are looked up (by_uids) until the service can say whether they are cancelled.
   */
  const cancelOffChainOnce = useCallback(
    async (uids: Hex[]) => {
      const key = cancellationKey(uids)
      let signed = pendingSignature.current
      if (signed?.key !== key) {
        setState({ step: 'signing', count: uids.length })
        signed = { key, ...(await sign(uids)) }
        pendingSignature.current = signed
      }
      setState({ step: 'sending', count: uids.length })
      try {
        await cancelOffChain({
          orderUids: uids,
          signature: signed.signature,
          signingScheme: signed.signingScheme,
        })
      } catch (error) {
        const apiError = toApiError(error)
        const verdict = classifyCancelFailure(apiError)
        if (verdict === 'notCancelled') {
          if (!isTransientWriteFailure(apiError)) pendingSignature.current = undefined
          throw apiError
        }
        if (verdict === 'unknown') {
          setState({ step: 'checking', count: uids.length })
          const signal = lifetime.current?.signal
          const applied = await untilAnswered(
            async () =>
              cancellationApplied(
                (await getOrdersByUids({ ...ctx, signal }, uids)).data.byUid,
                uids,
              ),
            () => sleep(CANCEL_RECHECK_MS, signal),
          )
          // Not applied: the same signature can be sent again by "try again".
          if (!applied) throw apiError
        }
      } finally {
        void queryClient.invalidateQueries({ queryKey: orderbookKeys.orders(ctx) })
      }
      pendingSignature.current = undefined
    },
    [cancelOffChain, ctx, queryClient, sign],
  )

  const start = useCallback(
    async (orders: readonly Order[]) => {
      const plan = planCancellation(
        orders,
        account,
        Math.floor(Date.now() / 1000),
        expectedSettlement(ctx.chainId, ctx.env),
      )
      let sent = 0
      try {
        if (plan.offChain.length > 0) {
          const uids = plan.offChain.map((o) => o.uid)
          await cancelOffChainOnce(uids)
          sent += uids.length
        }
        // A Safe cancels all of them (eth-flow ones at the flow contract) in ONE Safe transaction.
        if (isSafe && plan.onChain.length > 0) {
          const total = plan.onChain.length
          setState({ step: 'onChain', index: 0, total })
          if (!isSupportedChainId(ctx.chainId)) throw new Error(`Unsupported chain ${ctx.chainId}`)
          await cancelAsSafe(
            plan.onChain,
            getContracts(ctx.chainId, ctx.env),
            (safe) => setState({ step: 'onChain', index: 0, total, safe }),
            lifetime.current?.signal,
          )
          sent += total
          await queryClient.invalidateQueries({ queryKey: orderbookKeys.orders(ctx) })
        }
        for (const [index, order] of (isSafe ? [] : plan.onChain).entries()) {
          setState({ step: 'onChain', index, total: plan.onChain.length })
          await invalidateOnChain({ uid: order.uid, order })
          sent += 1
        }
        setState({ step: 'done', offChain: plan.offChain.length, onChain: plan.onChain.length })
      } catch (error) {
        // The page went away while checking: nobody is there to tell.
        if (lifetime.current?.signal.aborted) return
        setState({ step: 'failed', error: describeError(error), sent })
      }
    },
    [account, cancelOffChainOnce, ctx, invalidateOnChain, isSafe, queryClient],
  )

  const reset = useCallback(() => setState({ step: 'idle' }), [])
  const busy =
    state.step === 'signing' ||
    state.step === 'sending' ||
    state.step === 'checking' ||
    state.step === 'onChain'
  return { state, start, reset, busy, isSafe }
}
