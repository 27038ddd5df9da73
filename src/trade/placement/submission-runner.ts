/**
 * The placement's imperative half, loaded when the trader first confirms (not with the page):
 * the effects wired to wagmi and the orderbook, and what confirm, "try again" and a Safe's
 * pre-signature retry do. `use-trade-submission.ts` keeps the state (the reducer, the order
 * signed and not yet placed, the tracking) and hands it over as a `SubmissionSession`.
 */
import type { MutationOptions, QueryClient } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import { toApiError } from '@/api/errors'
import { orderExists } from '@/api/orderbook'
import { submittedSentence } from '@/api/order-outcome'
import {
  postOrderMutationOptions,
  putAppDataMutationOptions,
} from '@/api/queries/orderbook-queries'
import type { QueryApiContext } from '@/api/queries/query-utils'
import { sleep } from '@/api/retry'
import type { SubmittedOrder, SubmittedOrderScope } from '@/lib/submitted-orders-store'
import { toast } from '@/lib/toast-store'
import {
  getChain,
  getContracts,
  type Environment,
  type SupportedChainId,
} from '@batchswap/contract/protocol/chains'
import type { OrderData } from '@batchswap/contract/protocol/order'
import { wagmiConfig } from '@/wallet/wagmi'
import { rememberOrderToast } from '@/wallet/tracked-orders-store'
import { isNativeCurrency } from '../tokens/native-currency'
import type { SignedOrder, SubmissionEffects } from './submit-order'
import type { TradeEvent } from './trade-machine'
import { orderHref, PLACEMENT_RECHECK_MS, type ConfirmArgs } from './use-trade-submission'

/** The signing and transaction code and wagmi's config. */
function loadSubmission() {
  return Promise.all([import('./submit-order'), import('./wallet-effects'), wagmiConfig])
}
type SubmissionModules = Awaited<ReturnType<typeof loadSubmission>>

/** An order signed for a trade and not (yet) known to be placed. */
export interface PendingOrder {
  key: string
  signed: SignedOrder
  args: ConfirmArgs
}

/** What the hook holds and the runner reads and updates. */
export interface SubmissionSession {
  queryClient: QueryClient
  ctx: QueryApiContext
  chainId: SupportedChainId
  env: Environment
  account: Address
  isSafe: boolean
  hostAppCode?: string | undefined
  beforeTrade?: (() => Promise<boolean>) | undefined
  dispatch: (event: TradeEvent) => void
  /** `dispatch`, keeping `pending` in step with the flow. */
  dispatchTracked: (event: TradeEvent) => void
  pending: { current: PendingOrder | undefined }
  /** Orders posted by this page, for a Safe's pre-signature retry (it may batch an approval). */
  postedOrders: Map<string, OrderData>
  /** Aborted when the page goes away: stops a lookup of a lost answer. */
  signal: AbortSignal | undefined
  addSubmittedOrder: (scope: SubmittedOrderScope, order: SubmittedOrder) => void
  setEthFlowTrade: (trade: { txHash?: Hex } | undefined) => void
}

/** Runs one of the mutation factories' mutations (its key, retries and cache effects). */
function mutate<R, E, V, C>(
  queryClient: QueryClient,
  options: MutationOptions<R, E, V, C>,
  variables: V,
): Promise<R> {
  return queryClient.getMutationCache().build(queryClient, options).execute(variables)
}

/** A Safe's own pre-signing effects, loaded only for a Safe. */
async function safeEffectsOf(session: SubmissionSession): Promise<Partial<SubmissionEffects>> {
  if (!session.isSafe) return {}
  const { chainId, env, account, signal } = session
  const { settlement, vaultRelayer } = getContracts(chainId, env)
  const [{ safeSubmissionEffects }, config] = await Promise.all([
    import('./safe-submission'),
    wagmiConfig,
  ])
  return safeSubmissionEffects(config, { chainId, account, settlement, vaultRelayer }, signal)
}

function effectsFor(
  session: SubmissionSession,
  args: ConfirmArgs,
  modules: SubmissionModules,
  key: string,
  safeEffects: Partial<SubmissionEffects> = {},
): SubmissionEffects {
  const { queryClient, ctx, chainId, env, account: owner } = session
  const [, { walletEffects }, config] = modules
  const { settlement } = getContracts(chainId, env)
  return {
    now: () => Date.now(),
    ...walletEffects(config, { chainId, account: owner, settlement }),
    putAppData: (hash, fullAppData) =>
      mutate(queryClient, putAppDataMutationOptions(ctx), { hash, fullAppData }),
    postOrder: (creation, expectedUid) =>
      mutate(queryClient, postOrderMutationOptions(ctx), { creation, expectedUid }),
    lookupOrder: async (uid) => orderExists({ ...ctx, signal: session.signal }, uid),
    waitBeforeRecheck: () => sleep(PLACEMENT_RECHECK_MS, session.signal),
    onSigned: (signed) => {
      session.pending.current = { key, signed, args }
    },
    ...safeEffects,
    onPosted: (uid, order) => {
      session.postedOrders.set(uid.toLowerCase(), order)
      session.addSubmittedOrder(
        { environment: env, chainId, owner },
        { uid, submittedAt: Date.now() },
      )
      const id = toast.show({
        tone: 'progress',
        title: args.limit ? 'Limit order submitted' : 'Swap submitted',
        // The tokens confirmed, named by the order's addresses.
        description: submittedSentence(order, undefined, [args.sellToken, args.buyToken]),
        link: { href: orderHref(uid), label: 'View order' },
      })
      // The app shell's outcome watcher finishes this toast when the order settles.
      rememberOrderToast(uid, { toastId: id, sell: args.sellToken, buy: args.buyToken })
    },
  }
}

/** Confirm: the host's say, then sign and place (or send the order already signed again). */
export async function runConfirm(session: SubmissionSession, args: ConfirmArgs): Promise<void> {
  const { chainId, env, account, dispatch, beforeTrade } = session
  if (beforeTrade && !(await beforeTrade().catch(() => false))) {
    dispatch({ type: 'refusedByHost' })
    return
  }
  let modules: SubmissionModules
  let safeEffects: Partial<SubmissionEffects>
  try {
    modules = await loadSubmission()
    safeEffects = await safeEffectsOf(session)
  } catch (error) {
    // A failed chunk load (offline, a new deployment): say so, the trader can retry.
    dispatch({ type: 'failed', step: 'sign', error: toApiError(error) })
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
    ...(session.hostAppCode ? { hostAppCode: session.hostAppCode } : {}),
    ...(args.partnerFee ? { partnerFee: args.partnerFee } : {}),
    ...(args.limit ? { limit: args.limit } : {}),
    ...(args.receiver ? { receiver: args.receiver } : {}),
    ...(args.hooks ? { hooks: args.hooks } : {}),
  }
  const key = tradeKey(input)
  const { ethFlow } = getContracts(chainId, env)
  const native = ethFlow !== undefined && isNativeCurrency(args.sellToken)
  session.setEthFlowTrade(native ? {} : undefined)
  if (ethFlow && native) {
    // Selling the native currency: one createOrder transaction (eth-flow-submission.ts).
    try {
      const { placeEthFlowTrade } = await import('./eth-flow-submission')
      const effects = effectsFor(session, args, modules, key)
      await placeEthFlowTrade(
        { ...input, ethFlow, wrappedNative: getChain(chainId).wrappedNative },
        {
          config: modules[2],
          isSafe: session.isSafe,
          signal: session.signal,
          // The UID made unique against the orderbook, as the SDK does.
          effects: { ...effects, orderExists: effects.lookupOrder },
          onSent: (txHash) => session.setEthFlowTrade({ txHash }),
        },
        session.dispatchTracked,
      )
    } catch (error) {
      dispatch({ type: 'failed', step: 'sign', error: toApiError(error) })
    }
    return
  }
  const earlier = session.pending.current
  // The same trade as an order already signed and not placed: send that one again.
  const reuse =
    earlier?.key === key && canResend(earlier.signed, Date.now(), args.quote.clockSkewMs)
      ? earlier.signed
      : undefined
  if (!reuse) session.pending.current = undefined
  await submitOrder(
    input,
    effectsFor(session, reuse ? (earlier?.args ?? args) : args, modules, key, safeEffects),
    session.dispatchTracked,
    reuse,
  )
}

/** "Try again" after a failed upload or submission: the same signed order, once more. */
export async function runResend(session: SubmissionSession, earlier: PendingOrder): Promise<void> {
  const modules = await loadSubmission()
  const [{ placeSignedOrder, canResend }] = modules
  if (!canResend(earlier.signed, Date.now(), earlier.args.quote.clockSkewMs)) {
    // It would expire before a solver could fill it: a fresh quote and signature.
    session.pending.current = undefined
    session.dispatch({ type: 'retry', signAgain: true })
    return
  }
  session.dispatch({ type: 'retry' })
  await placeSignedOrder(
    earlier.signed,
    effectsFor(session, earlier.args, modules, earlier.key, await safeEffectsOf(session)),
    session.dispatchTracked,
  )
}

/** A failed pre-signature (Safe or wallet), sent again for the order already posted. */
export async function runRetryPresign(session: SubmissionSession, uid: Hex): Promise<void> {
  const { chainId, env, account, dispatch } = session
  const [{ presign }, { walletEffects }, config] = await loadSubmission()
  const safePresign = (await safeEffectsOf(session)).presign
  const order = session.postedOrders.get(uid.toLowerCase())
  if (safePresign && order) await safePresign(uid, order, dispatch)
  else {
    const { settlement } = getContracts(chainId, env)
    await presign(uid, walletEffects(config, { chainId, account, settlement }), dispatch)
  }
}
