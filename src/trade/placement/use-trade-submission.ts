import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import type { Address, Hex } from 'viem'
import { orderbookKeys, ordersByUidsQueryOptions } from '@/api/queries/orderbook-queries'
import type { QueryApiContext } from '@/api/queries/query-utils'
import { useRetryState } from '@/api/queries/use-retry-state'
import { toApiError } from '@/api/errors'
import type { Order } from '@/api/types'
import { useSubmittedOrdersStore } from '@/lib/submitted-orders-store'
import type { Environment, SupportedChainId } from '@batchswap/contract/protocol/chains'
import { sellsThroughEthFlow } from '../tokens/native-currency'
import { ethFlowRefund, trackingFinished } from '../tracking/eth-flow-refund'
import type { OrderData } from '@batchswap/contract/protocol/order'
import type { ConfirmArgs, PendingOrder, SubmissionSession } from './submission-session'
import {
  initialTradeFlow,
  trackedOutcome,
  tradeReducer,
  type OrderOutcome,
  type TradeEvent,
  type TradeFlow,
} from './trade-machine'

/** What confirm takes: the trade as confirmed (defined beside the runner's session). */
export type { ConfirmArgs }

/**
 * The placement code (signing, the wallet's transactions, the Safe's, the order's upload)
 * is needed from Confirm on, never to draw the form: it loads there, once, as one module
 * whose imports are all static (docs/first-load.md). It is 20-25 KB gzip of viem's wallet
 * actions and secp256k1 that the first load need not carry.
 */
const loadRunner = () => import('./submission-runner')

/** Polling of the order being tracked (the public app: 2 s for pending orders). */
export const TRACKING_POLL_MS = 2_000

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

/**
 * The swap's flow: the reducer, the submission pipeline wired to wagmi and the orderbook
 * mutations, and the tracking of the submitted order to its outcome.
 */
export function useTradeSubmission({
  ctx,
  chainId,
  env,
  account,
  onSettled,
  isSafe = false,
  hostAppCode,
  beforeTrade,
}: {
  ctx: QueryApiContext
  chainId: SupportedChainId
  env: Environment
  account: Address | undefined
  /** The account is a Safe (Safe App): pre-sign through one Safe transaction (safe-submission.ts). */
  isSafe?: boolean
  /** After a fill, so balances refresh at once. */
  onSettled: (outcome: OrderOutcome) => void
  /** Embedded as a widget: the host's appCode for the order's appData. */
  hostAppCode?: string
  /** The embedding's say before anything is signed (a widget host's onBeforeTrade): false stops. */
  beforeTrade?: (() => Promise<boolean>) | undefined
}) {
  const [flow, dispatch] = useReducer(tradeReducer, initialTradeFlow)
  const queryClient = useQueryClient()
  const addSubmittedOrder = useSubmittedOrdersStore((s) => s.addSubmittedOrder)
  /**
   * The trade being placed sells the native currency (eth-flow): its steps are a transaction's,
   * and `txHash` is its createOrder transaction once sent.
   */
  const [ethFlowTrade, setEthFlowTrade] = useState<{ txHash?: Hex } | undefined>(undefined)
  const postRetry = useRetryState(orderbookKeys.mutation(ctx, 'postOrder'))
  const putRetry = useRetryState(orderbookKeys.mutation(ctx, 'putAppData'))

  // A second click can arrive before React re-renders with the new phase.
  const inFlight = useRef(false)
  /**
   * The order signed for the current trade and not (yet) known to be placed: "try again" and
   * a new confirm of the same trade send it again instead of asking for a second signature.
   */
  const pending = useRef<PendingOrder | undefined>(undefined)
  /** Aborted when the page goes away: stops a lookup of a lost answer. */
  const lifetime = useRef<AbortController | undefined>(undefined)
  useEffect(() => {
    const controller = new AbortController()
    lifetime.current = controller
    return () => controller.abort()
  }, [])

  /** Orders posted by this page, for a Safe's pre-signature retry (it may batch an approval). */
  const postedOrders = useRef(new Map<string, OrderData>())

  /**
   * Keeps `pending` in step with the flow: forgotten once placed or refused for good. A
   * refusal for the owner's funds (allowance, balance) is not for good: once the trader has
   * approved or topped up, confirming the same trade sends the order already signed.
   */
  const dispatchTracked = useCallback((event: TradeEvent) => {
    if (event.type === 'posted') pending.current = undefined
    if (
      event.type === 'failed' &&
      !event.resendable &&
      (event.step === 'submit' || event.step === 'uploadAppData') &&
      event.error.errorType !== 'InsufficientAllowance' &&
      event.error.errorType !== 'InsufficientBalance'
    ) {
      pending.current = undefined
    }
    dispatch(event)
  }, [])

  /** What the runner reads and updates, for the connected account. */
  const session = useCallback(
    (owner: Address): SubmissionSession => ({
      queryClient,
      ctx,
      chainId,
      env,
      account: owner,
      isSafe,
      hostAppCode,
      beforeTrade,
      dispatch,
      dispatchTracked,
      pending,
      postedOrders: postedOrders.current,
      signal: lifetime.current?.signal,
      addSubmittedOrder,
      setEthFlowTrade,
    }),
    [
      addSubmittedOrder,
      beforeTrade,
      chainId,
      ctx,
      dispatchTracked,
      env,
      hostAppCode,
      isSafe,
      queryClient,
    ],
  )

  const confirm = useCallback(
    async (args: ConfirmArgs) => {
      if (!account || flow.phase !== 'confirming' || inFlight.current) return
      inFlight.current = true
      // The dialog's steps are a transaction's from the first render of a native sell (the
      // runner, once loaded, says the same), and never the last trade's.
      setEthFlowTrade(sellsThroughEthFlow(chainId, env, args.sellToken) ? {} : undefined)
      dispatch({ type: 'confirm' })
      try {
        const runner = await loadRunner().catch((error: unknown) => {
          // The placement code did not load (offline, a new deployment): nothing was signed.
          dispatch({ type: 'failed', step: 'sign', error: toApiError(error) })
        })
        if (runner) await runner.runConfirm(session(account), args)
      } finally {
        inFlight.current = false
      }
    },
    [account, chainId, env, flow.phase, session],
  )

  /** "Try again" after a failed upload or submission: the same signed order, once more. */
  const resend = useCallback(async () => {
    const earlier = pending.current
    if (flow.phase !== 'failed' || !account || inFlight.current) return
    if (!earlier || earlier.signed.uid !== flow.uid || !flow.scheme) {
      dispatch({ type: 'retry', signAgain: true })
      return
    }
    inFlight.current = true
    try {
      const { runResend } = await loadRunner()
      await runResend(session(account), earlier)
    } finally {
      inFlight.current = false
    }
  }, [account, flow, session])

  /**
   * The flow's dispatch, except that "retry" after a failed upload or submission sends the
   * signed order again (the page does not need to know the difference).
   */
  const dispatchOrResend = useCallback(
    (event: TradeEvent) => {
      if (
        event.type === 'retry' &&
        !event.signAgain &&
        flow.phase === 'failed' &&
        (flow.step === 'submit' || flow.step === 'uploadAppData') &&
        flow.scheme
      ) {
        void resend()
        return
      }
      dispatch(event)
    },
    [flow, resend],
  )

  const retryPresign = useCallback(async () => {
    if (flow.phase !== 'failed' || flow.step !== 'presign' || !flow.uid || inFlight.current) return
    inFlight.current = true
    const uid = flow.uid
    dispatch({ type: 'retry' })
    try {
      if (!account) return
      const { runRetryPresign } = await loadRunner()
      await runRetryPresign(session(account), uid)
    } catch (error) {
      dispatch({ type: 'failed', step: 'presign', error: toApiError(error) })
    } finally {
      inFlight.current = false
    }
  }, [account, flow, session])

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
      // An eth-flow order that ended unfilled is followed on until its ETH is refunded.
      return trackingFinished(order) ? false : TRACKING_POLL_MS
    },
  })
  const order = trackedUid ? tracking.data?.byUid.get(trackedUid.toLowerCase()) : undefined
  // The order last seen expired, so that an expiry does not read "cancelled" once the service
  // cancels the expired order (trackedOutcome): React's "state from the previous render", not
  // the reducer's, as the outcome stays the service's.
  const [expiredUid, setExpiredUid] = useState<Hex>()
  const served = outcomeOf(order)
  const outcome = trackedOutcome(expiredUid === trackedUid, served, !!order?.ethflowData)
  if (served === 'expired' && expiredUid !== trackedUid) setExpiredUid(trackedUid)

  // The outcome is server state: "done" is derived from it, not copied into the reducer.
  const view: TradeFlow =
    flow.phase === 'tracking' && outcome ? tradeReducer(flow, { type: 'settled', outcome }) : flow

  // The outcome's toast is the app shell's (it follows tracked orders from any page, also
  // after this page is gone); here only the balances refresh, once per order.
  // Once per order, and once more at an eth-flow order's refund (it moves the ETH balance).
  const settledKey = useRef<string | undefined>(undefined)
  const refunded = ethFlowRefund(order) === 'refunded'
  useEffect(() => {
    const key = `${trackedUid ?? ''}${refunded ? ':refunded' : ''}`
    if (!trackedUid || !outcome || settledKey.current === key) return
    settledKey.current = key
    onSettled(outcome)
  }, [onSettled, outcome, refunded, trackedUid])

  const reset = useCallback(() => {
    // A "done" view is a tracking flow underneath; reset leaves it.
    dispatch({ type: 'reset' })
  }, [])

  return {
    flow: view,
    dispatch: dispatchOrResend,
    confirm,
    retryPresign,
    reset,
    order,
    trackingError: tracking.error ?? undefined,
    /** Set while the trade placed (or being placed) sells the native currency. */
    ethFlow: ethFlowTrade,
    retrying: postRetry ?? putRetry,
  }
}
