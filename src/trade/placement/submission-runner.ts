/**
 * The placement's imperative half: the effects wired to wagmi and the orderbook, and what
 * confirm, "try again" and a Safe's pre-signature retry do. `use-trade-submission.ts` keeps the
 * state (the reducer, the order signed and not yet placed, the tracking) and hands it over as
 * a `SubmissionSession` (submission-session.ts).
 */
import { t } from '@lingui/core/macro'
import type { MutationOptions, QueryClient } from '@tanstack/react-query'
import type { Hex } from 'viem'
import { toApiError } from '@/api/errors'
import { orderExists } from '@/api/orderbook'
import { submittedSentence } from '@/api/order-outcome'
import { postOrderMutationOptions } from '@/api/queries/order-mutations'
import { putAppDataMutationOptions } from '@/api/queries/app-data-queries'
import { sleep } from '@/api/retry'
import { toast } from '@/lib/toast-store'
import { getChain, getContracts } from '@batchswap/contract/protocol/chains'
import { wagmiConfig } from '@/wallet/wagmi'
import { rememberOrderToast } from '@/wallet/tracked-orders-store'
import { isNativeCurrency } from '../tokens/native-currency'
import { ethFlowWalletEffects, placeEthFlowTrade } from './eth-flow-submission'
import { tradeKey } from './prepare-order'
import { safeEthFlowSender } from './safe-eth-flow'
import { safeSubmissionEffects } from './safe-submission'
import {
  orderHref,
  PLACEMENT_RECHECK_MS,
  type ConfirmArgs,
  type PendingOrder,
  type SubmissionSession,
} from './submission-session'
import {
  canResend,
  placeSignedOrder,
  presign,
  submitOrder,
  type SubmissionEffects,
} from './submit-order'
import { walletEffects } from './wallet-effects'

/** Runs one of the mutation factories' mutations (its key, retries and cache effects). */
function mutate<R, E, V, C>(
  queryClient: QueryClient,
  options: MutationOptions<R, E, V, C>,
  variables: V,
): Promise<R> {
  return queryClient.getMutationCache().build(queryClient, options).execute(variables)
}

/** A Safe's own pre-signing effects (none for another account). */
function safeEffectsOf(session: SubmissionSession): Partial<SubmissionEffects> {
  if (!session.isSafe) return {}
  const { chainId, env, account, signal } = session
  const { settlement, vaultRelayer } = getContracts(chainId, env)
  return safeSubmissionEffects(wagmiConfig, { chainId, account, settlement, vaultRelayer }, signal)
}

function effectsFor(
  session: SubmissionSession,
  args: ConfirmArgs,
  key: string,
  safeEffects: Partial<SubmissionEffects> = {},
): SubmissionEffects {
  const { queryClient, ctx, chainId, env, account: owner } = session
  const { settlement } = getContracts(chainId, env)
  return {
    now: () => Date.now(),
    ...walletEffects(wagmiConfig, { chainId, account: owner, settlement }),
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
        title: args.limit ? t`Limit order submitted` : t`Swap submitted`,
        // The tokens confirmed, named by the order's addresses.
        description: submittedSentence(order, undefined, [args.sellToken, args.buyToken]),
        link: { href: orderHref(uid), label: t`View order` },
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
      const effects = effectsFor(session, args, key)
      await placeEthFlowTrade(
        { ...input, ethFlow, wrappedNative: getChain(chainId).wrappedNative },
        {
          // A Safe sends createOrder as one Safe transaction its owners execute.
          send: session.isSafe
            ? safeEthFlowSender(ethFlow, session.signal)
            : ethFlowWalletEffects(wagmiConfig, { chainId, ethFlow }),
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
    effectsFor(session, reuse ? (earlier?.args ?? args) : args, key, safeEffectsOf(session)),
    session.dispatchTracked,
    reuse,
  )
}

/** "Try again" after a failed upload or submission: the same signed order, once more. */
export async function runResend(session: SubmissionSession, earlier: PendingOrder): Promise<void> {
  if (!canResend(earlier.signed, Date.now(), earlier.args.quote.clockSkewMs)) {
    // It would expire before a solver could fill it: a fresh quote and signature.
    session.pending.current = undefined
    session.dispatch({ type: 'retry', signAgain: true })
    return
  }
  session.dispatch({ type: 'retry' })
  await placeSignedOrder(
    earlier.signed,
    effectsFor(session, earlier.args, earlier.key, safeEffectsOf(session)),
    session.dispatchTracked,
  )
}

/** A failed pre-signature (Safe or wallet), sent again for the order already posted. */
export async function runRetryPresign(session: SubmissionSession, uid: Hex): Promise<void> {
  const { chainId, env, account, dispatch } = session
  const safePresign = safeEffectsOf(session).presign
  const order = session.postedOrders.get(uid.toLowerCase())
  if (safePresign && order) await safePresign(uid, order, dispatch)
  else {
    const { settlement } = getContracts(chainId, env)
    await presign(uid, walletEffects(wagmiConfig, { chainId, account, settlement }), dispatch)
  }
}
