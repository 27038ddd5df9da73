import type { OrderHooks } from '@/protocol/app-data'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import type { Address, Hex } from 'viem'
import {
  orderbookKeys,
  ordersByUidsQueryOptions,
  postOrderMutationOptions,
  putAppDataMutationOptions,
} from '@/api/queries/orderbook-queries'
import type { QueryApiContext } from '@/api/queries/query-utils'
import { useRetryState } from '@/api/queries/use-retry-state'
import { toApiError } from '@/api/errors'
import { loadEndpoints } from '@/api/loaders'
import { sleep } from '@/api/retry'
import { loadWagmiConfig } from '@/wallet/wagmi-loader'
import type { Order } from '@/api/types'
import type { Quote } from '@/api/quote-types'
import { submittedSentence, type KnownToken } from '@/api/order-outcome'
import { useSubmittedOrdersStore } from '@/lib/submitted-orders-store'
import { toast } from '@/lib/toast-store'
import { rememberOrderToast } from '@/wallet/tracked-orders-store'
import { getChain, getContracts, type Environment, type SupportedChainId } from '@/protocol/chains'
import { isNativeCurrency } from '../tokens/native-currency'
import { ethFlowRefund, trackingFinished } from '../tracking/eth-flow-refund'
import type { OrderData } from '@/protocol/order'
import type { PartnerFee } from '@/protocol/partner-fee'
import type { LimitTerms, SignedOrder, SubmissionEffects } from './submit-order'
import {
  initialTradeFlow,
  tradeReducer,
  type OrderOutcome,
  type TradeEvent,
  type TradeFlow,
} from './trade-machine'

/** The signing and transaction code and wagmi's config, loaded when the trader first confirms. */
function loadSubmission() {
  return Promise.all([import('./submit-order'), import('./wallet-effects'), loadWagmiConfig()])
}

/** Pause between rounds of lookups of an order whose POST answer was lost. */
export const PLACEMENT_RECHECK_MS = 3_000

/** Polling of the order being tracked (the public app: 2 s for pending orders). */
export const TRACKING_POLL_MS = 2_000

export interface ConfirmArgs {
  quote: Quote
  slippageBps: number
  smartSlippage: boolean
  deadlineMinutes: number
  walletChainId: number | undefined
  /** With their addresses: the order's words are looked up by the order's token addresses. */
  sellToken: KnownToken
  buyToken: KnownToken
  /** The partner fee the trade pays (appData `metadata.partnerFee`, taken off the amounts). */
  partnerFee?: PartnerFee
  /** A limit order's own amounts and expiry (see `LimitTerms`); a market order without. */
  limit?: LimitTerms
  /** Who receives the bought tokens, when not the trader. */
  receiver?: Address
  /** CoW hooks the order carries (a permit pre-hook for a gasless approval). */
  hooks?: OrderHooks
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

/** The "Swap submitted" toast's words: the tokens confirmed, named by the order's addresses. */
function describeOrder(order: OrderData, sell: KnownToken, buy: KnownToken): string {
  return submittedSentence(order, undefined, [sell, buy])
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
  const { mutateAsync: putAppData } = useMutation(putAppDataMutationOptions(ctx))
  const { mutateAsync: postOrder } = useMutation(postOrderMutationOptions(ctx))
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
  const pending = useRef<{ key: string; signed: SignedOrder; args: ConfirmArgs } | undefined>(
    undefined,
  )
  /** Aborted when the page goes away: stops a lookup of a lost answer. */
  const lifetime = useRef<AbortController | undefined>(undefined)
  useEffect(() => {
    const controller = new AbortController()
    lifetime.current = controller
    return () => controller.abort()
  }, [])

  const { settlement, vaultRelayer, ethFlow } = getContracts(chainId, env)
  /** Orders posted by this page, for a Safe's pre-signature retry (it may batch an approval). */
  const postedOrders = useRef(new Map<string, OrderData>())

  /** A Safe's own pre-signing effects, loaded only for a Safe. */
  const loadSafeEffects = useCallback(
    async (owner: Address): Promise<Partial<SubmissionEffects>> => {
      if (!isSafe) return {}
      const [{ safeSubmissionEffects }, config] = await Promise.all([
        import('./safe-submission'),
        loadWagmiConfig(),
      ])
      return safeSubmissionEffects(
        config,
        { chainId, account: owner, settlement, vaultRelayer },
        lifetime.current?.signal,
      )
    },
    [chainId, isSafe, settlement, vaultRelayer],
  )

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

  const effectsFor = useCallback(
    (
      args: ConfirmArgs,
      owner: Address,
      modules: Awaited<ReturnType<typeof loadSubmission>>,
      key: string,
      safeEffects: Partial<SubmissionEffects> = {},
    ): SubmissionEffects => {
      const [, { walletEffects }, config] = modules
      return {
        now: () => Date.now(),
        ...walletEffects(config, { chainId, account: owner, settlement }),
        putAppData: (hash, fullAppData) => putAppData({ hash, fullAppData }),
        postOrder: (creation, expectedUid) => postOrder({ creation, expectedUid }),
        lookupOrder: async (uid) =>
          (await loadEndpoints()).orderExists({ ...ctx, signal: lifetime.current?.signal }, uid),
        waitBeforeRecheck: () => sleep(PLACEMENT_RECHECK_MS, lifetime.current?.signal),
        onSigned: (signed) => {
          pending.current = { key, signed, args }
        },
        ...safeEffects,
        onPosted: (uid, order) => {
          postedOrders.current.set(uid.toLowerCase(), order)
          addSubmittedOrder({ environment: env, chainId, owner }, { uid, submittedAt: Date.now() })
          const id = toast.show({
            tone: 'progress',
            title: args.limit ? 'Limit order submitted' : 'Swap submitted',
            description: describeOrder(order, args.sellToken, args.buyToken),
            link: { href: orderHref(uid), label: 'View order' },
          })
          // The app shell's outcome watcher finishes this toast when the order settles.
          rememberOrderToast(uid, { toastId: id, sell: args.sellToken, buy: args.buyToken })
        },
      }
    },
    [addSubmittedOrder, chainId, ctx, env, postOrder, putAppData, settlement],
  )

  const confirm = useCallback(
    async (args: ConfirmArgs) => {
      if (!account || flow.phase !== 'confirming' || inFlight.current) return
      inFlight.current = true
      dispatch({ type: 'confirm' })
      if (beforeTrade && !(await beforeTrade().catch(() => false))) {
        dispatch({ type: 'refusedByHost' })
        inFlight.current = false
        return
      }
      let modules: Awaited<ReturnType<typeof loadSubmission>>
      let safeEffects: Partial<SubmissionEffects>
      try {
        modules = await loadSubmission()
        safeEffects = await loadSafeEffects(account)
      } catch (error) {
        // A failed chunk load (offline, a new deployment): say so, the trader can retry.
        dispatch({ type: 'failed', step: 'sign', error: toApiError(error) })
        inFlight.current = false
        return
      }
      const [{ submitOrder, tradeKey, canResend }] = modules
      const input = {
        quote: args.quote,
        slippageBps: args.slippageBps,
        smartSlippage: args.smartSlippage,
        deadlineMinutes: args.deadlineMinutes,
        chainId,
        env,
        account,
        walletChainId: args.walletChainId,
        ...(hostAppCode ? { hostAppCode } : {}),
        ...(args.partnerFee ? { partnerFee: args.partnerFee } : {}),
        ...(args.limit ? { limit: args.limit } : {}),
        ...(args.receiver ? { receiver: args.receiver } : {}),
        ...(args.hooks ? { hooks: args.hooks } : {}),
      }
      const key = tradeKey(input)
      const native = ethFlow !== undefined && isNativeCurrency(args.sellToken)
      setEthFlowTrade(native ? {} : undefined)
      if (ethFlow && native) {
        // Selling the native currency: one createOrder transaction (eth-flow-submission.ts).
        try {
          const { placeEthFlowTrade } = await import('./eth-flow-submission')
          const effects = effectsFor(args, account, modules, key)
          await placeEthFlowTrade(
            { ...input, ethFlow, wrappedNative: getChain(chainId).wrappedNative },
            {
              config: modules[2],
              isSafe,
              signal: lifetime.current?.signal,
              // The UID made unique against the orderbook, as the SDK does.
              effects: { ...effects, orderExists: effects.lookupOrder },
              onSent: (txHash) => setEthFlowTrade({ txHash }),
            },
            dispatchTracked,
          )
        } catch (error) {
          dispatch({ type: 'failed', step: 'sign', error: toApiError(error) })
        } finally {
          inFlight.current = false
        }
        return
      }
      const earlier = pending.current
      // The same trade as an order already signed and not placed: send that one again.
      const reuse =
        earlier?.key === key && canResend(earlier.signed, Date.now(), args.quote.clockSkewMs)
          ? earlier.signed
          : undefined
      if (!reuse) pending.current = undefined
      try {
        await submitOrder(
          input,
          effectsFor(reuse ? (earlier?.args ?? args) : args, account, modules, key, safeEffects),
          dispatchTracked,
          reuse,
        )
      } finally {
        inFlight.current = false
      }
    },
    [
      account,
      beforeTrade,
      chainId,
      dispatchTracked,
      effectsFor,
      env,
      ethFlow,
      flow.phase,
      hostAppCode,
      isSafe,
      loadSafeEffects,
    ],
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
      const modules = await loadSubmission()
      const [{ placeSignedOrder, canResend }] = modules
      if (!canResend(earlier.signed, Date.now(), earlier.args.quote.clockSkewMs)) {
        // It would expire before a solver could fill it: a fresh quote and signature.
        pending.current = undefined
        dispatch({ type: 'retry', signAgain: true })
        return
      }
      dispatch({ type: 'retry' })
      await placeSignedOrder(
        earlier.signed,
        effectsFor(earlier.args, account, modules, earlier.key, await loadSafeEffects(account)),
        dispatchTracked,
      )
    } catch {
      // The submission code did not load (offline): nothing was sent, the failure stays
      // on screen and "try again" works once the network is back.
    } finally {
      inFlight.current = false
    }
  }, [account, dispatchTracked, effectsFor, flow, loadSafeEffects])

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
      const [{ presign }, { walletEffects }, config] = await loadSubmission()
      if (!account) return
      const safePresign = (await loadSafeEffects(account)).presign
      const order = postedOrders.current.get(uid.toLowerCase())
      if (safePresign && order) await safePresign(uid, order, dispatch)
      else await presign(uid, walletEffects(config, { chainId, account, settlement }), dispatch)
    } catch (error) {
      dispatch({ type: 'failed', step: 'presign', error: toApiError(error) })
    } finally {
      inFlight.current = false
    }
  }, [account, chainId, flow, loadSafeEffects, settlement])

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
  const outcome = outcomeOf(order)

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
