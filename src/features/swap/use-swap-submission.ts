import { useMutation, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import type { Address, Hex } from 'viem'
import { useConfig } from 'wagmi'
import {
  orderbookKeys,
  ordersByUidsQueryOptions,
  postOrderMutationOptions,
  putAppDataMutationOptions,
} from '@/api/queries/orderbook-queries'
import type { QueryApiContext } from '@/api/queries/query-utils'
import { useRetryState } from '@/api/queries/use-retry-state'
import { toApiError } from '@/api/errors'
import type { Order, Quote } from '@/api/types'
import { formatTokenAmount } from '@/lib/format-amount'
import { useSubmittedOrdersStore } from '@/lib/submitted-orders-store'
import { toast } from '@/lib/toast-store'
import { getContracts, type Environment, type SupportedChainId } from '@/protocol/chains'
import type { OrderData } from '@/protocol/order'
import type { TokenWords } from './swap-errors'
import type { SubmissionEffects } from './submit-order'
import { initialSwapFlow, swapReducer, type OrderOutcome, type SwapFlow } from './swap-machine'

/** The signing and transaction code, loaded when the trader first confirms. */
function loadSubmission() {
  return Promise.all([import('./submit-order'), import('./wallet-effects')])
}

/** Polling of the order being tracked (the public app: 2 s for pending orders). */
export const TRACKING_POLL_MS = 2_000

export interface ConfirmArgs {
  quote: Quote
  slippageBps: number
  smartSlippage: boolean
  deadlineMinutes: number
  walletChainId: number | undefined
  sellToken: TokenWords
  buyToken: TokenWords
}

/** The in-app link to an order. */
export function orderHref(uid: Hex): string {
  return `#/orders?uid=${uid}`
}

export function outcomeOf(order: Pick<Order, 'status'> | undefined): OrderOutcome | undefined {
  if (
    order?.status === 'fulfilled' ||
    order?.status === 'expired' ||
    order?.status === 'cancelled'
  ) {
    return order.status
  }
  return undefined
}

function describeOrder(order: OrderData, sell: TokenWords, buy: TokenWords): string {
  return order.kind === 'sell'
    ? `Selling ${formatTokenAmount(order.sellAmount, sell.decimals, sell.symbol)} for at least ${formatTokenAmount(order.buyAmount, buy.decimals, buy.symbol)}.`
    : `Buying ${formatTokenAmount(order.buyAmount, buy.decimals, buy.symbol)} for at most ${formatTokenAmount(order.sellAmount, sell.decimals, sell.symbol)}.`
}

function outcomeToast(outcome: OrderOutcome, order: Order, sell: TokenWords, buy: TokenWords) {
  switch (outcome) {
    case 'fulfilled':
      return {
        tone: 'success' as const,
        title: 'Swap filled',
        description: `Sold ${formatTokenAmount(order.executedSellAmount, sell.decimals, sell.symbol)} for ${formatTokenAmount(order.executedBuyAmount, buy.decimals, buy.symbol)}.`,
      }
    case 'expired':
      return {
        tone: 'error' as const,
        title: 'Swap expired',
        description: 'No solver filled the order before its deadline. Nothing was traded.',
      }
    case 'cancelled':
      return {
        tone: 'info' as const,
        title: 'Swap cancelled',
        description: 'The order was cancelled.',
      }
  }
}

/**
 * The swap's flow: the reducer, the submission pipeline wired to wagmi and the orderbook
 * mutations, and the tracking of the submitted order to its outcome.
 */
export function useSwapSubmission({
  ctx,
  chainId,
  env,
  account,
  onSettled,
}: {
  ctx: QueryApiContext
  chainId: SupportedChainId
  env: Environment
  account: Address | undefined
  /** After a fill, so balances refresh at once. */
  onSettled: (outcome: OrderOutcome) => void
}) {
  const [flow, dispatch] = useReducer(swapReducer, initialSwapFlow)
  const config = useConfig()
  const { mutateAsync: putAppData } = useMutation(putAppDataMutationOptions(ctx))
  const { mutateAsync: postOrder } = useMutation(postOrderMutationOptions(ctx))
  const addSubmittedOrder = useSubmittedOrdersStore((s) => s.addSubmittedOrder)
  const postRetry = useRetryState(orderbookKeys.mutation(ctx, 'postOrder'))
  const putRetry = useRetryState(orderbookKeys.mutation(ctx, 'putAppData'))

  // A second click can arrive before React re-renders with the new phase.
  const inFlight = useRef(false)
  /** Toast per tracked order, and the words to finish it with. */
  const toasts = useRef(new Map<string, { id: string; sell: TokenWords; buy: TokenWords }>())

  const { settlement } = getContracts(chainId, env)

  const confirm = useCallback(
    async (args: ConfirmArgs) => {
      if (!account || flow.phase !== 'confirming' || inFlight.current) return
      inFlight.current = true
      dispatch({ type: 'confirm' })
      let modules: Awaited<ReturnType<typeof loadSubmission>>
      try {
        modules = await loadSubmission()
      } catch (error) {
        // A failed chunk load (offline, a new deployment): say so, the trader can retry.
        dispatch({ type: 'failed', step: 'sign', error: toApiError(error) })
        inFlight.current = false
        return
      }
      const [{ submitOrder }, { walletEffects }] = modules
      const effects: SubmissionEffects = {
        now: () => Date.now(),
        ...walletEffects(config, { chainId, account, settlement }),
        putAppData: (hash, fullAppData) => putAppData({ hash, fullAppData }),
        postOrder: (creation, expectedUid) => postOrder({ creation, expectedUid }),
        onPosted: (uid, order) => {
          addSubmittedOrder(
            { environment: env, chainId, owner: account },
            { uid, submittedAt: Date.now() },
          )
          const id = toast.show({
            tone: 'progress',
            title: 'Swap submitted',
            description: describeOrder(order, args.sellToken, args.buyToken),
            link: { href: orderHref(uid), label: 'View order' },
          })
          toasts.current.set(uid.toLowerCase(), { id, sell: args.sellToken, buy: args.buyToken })
        },
      }
      try {
        await submitOrder(
          {
            quote: args.quote,
            slippageBps: args.slippageBps,
            smartSlippage: args.smartSlippage,
            deadlineMinutes: args.deadlineMinutes,
            chainId,
            env,
            account,
            walletChainId: args.walletChainId,
          },
          effects,
          dispatch,
        )
      } finally {
        inFlight.current = false
      }
    },
    [
      account,
      addSubmittedOrder,
      chainId,
      config,
      env,
      flow.phase,
      postOrder,
      putAppData,
      settlement,
    ],
  )

  const retryPresign = useCallback(async () => {
    if (flow.phase !== 'failed' || flow.step !== 'presign' || !flow.uid || inFlight.current) return
    inFlight.current = true
    const uid = flow.uid
    dispatch({ type: 'retry' })
    try {
      const [{ presign }, { walletEffects }] = await loadSubmission()
      if (!account) return
      await presign(uid, walletEffects(config, { chainId, account, settlement }), dispatch)
    } catch (error) {
      dispatch({ type: 'failed', step: 'presign', error: toApiError(error) })
    } finally {
      inFlight.current = false
    }
  }, [account, chainId, config, flow, settlement])

  // Tracking: the order after it was posted, until it fills, expires or is cancelled.
  const trackedUid =
    flow.phase === 'tracking' || flow.phase === 'presigning' || flow.phase === 'done'
      ? flow.uid
      : undefined
  const trackedUids = useMemo(() => (trackedUid ? [trackedUid] : undefined), [trackedUid])
  const tracking = useQuery({
    ...ordersByUidsQueryOptions(ctx, trackedUids),
    // Unlike the shared factory, keep polling through errors and while the order is unknown.
    refetchInterval: (query) => {
      const order = trackedUid
        ? query.state.data?.data.byUid.get(trackedUid.toLowerCase())
        : undefined
      return outcomeOf(order) ? false : TRACKING_POLL_MS
    },
  })
  const order = trackedUid ? tracking.data?.byUid.get(trackedUid.toLowerCase()) : undefined
  const outcome = outcomeOf(order)

  // The outcome is server state: "done" is derived from it, not copied into the reducer.
  const view: SwapFlow =
    flow.phase === 'tracking' && outcome ? swapReducer(flow, { type: 'settled', outcome }) : flow

  // Finish the order's toast (an external system) when its outcome arrives.
  useEffect(() => {
    if (!trackedUid || !order || !outcome) return
    const entry = toasts.current.get(trackedUid.toLowerCase())
    if (!entry) return
    toasts.current.delete(trackedUid.toLowerCase())
    toast.update(entry.id, outcomeToast(outcome, order, entry.sell, entry.buy))
    onSettled(outcome)
  }, [onSettled, order, outcome, trackedUid])

  // Leaving the page stops the tracking here; the orders page carries on.
  useEffect(() => {
    const pending = toasts.current
    return () => {
      for (const [, entry] of pending) {
        toast.update(entry.id, {
          tone: 'info',
          title: 'Swap submitted',
          description: 'Follow its progress on the Orders page.',
        })
      }
      pending.clear()
    }
  }, [])

  const reset = useCallback(() => {
    // A "done" view is a tracking flow underneath; reset leaves it.
    dispatch({ type: 'reset' })
  }, [])

  return {
    flow: view,
    dispatch,
    confirm,
    retryPresign,
    reset,
    order,
    trackingError: tracking.error ?? undefined,
    retrying: postRetry ?? putRetry,
  }
}
