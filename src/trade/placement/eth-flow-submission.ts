import { t } from '@lingui/core/macro'
import { type Address, type Hex } from 'viem'
import { ethFlowAbi } from '@batchswap/contract/protocol/abis'
import type { Config } from 'wagmi'
import { waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import { ApiError } from '@/api/errors'
import { useSubmittedOrdersStore } from '@/lib/submitted-orders-store'
import { getDomainFor } from '@batchswap/contract/protocol/domain'
import {
  NATIVE_CURRENCY_ADDRESS,
  ethFlowCowOrder,
  type EthFlowOrderData,
} from '@batchswap/contract/protocol/eth-flow'
import type { OrderData } from '@batchswap/contract/protocol/order-data'
import {
  ethFlowOrderFromQuote,
  ethFlowOrderOf,
  ethFlowOrderUid,
  ethFlowValue,
} from '@batchswap/contract/protocol/eth-flow-order'
import { prepareOrder, type SubmissionInput } from './prepare-order'
import { isRejection, toWalletOrApiError } from './sign-order'
import type { TradeEvent } from './trade-machine'

/**
 * Selling the native currency through the eth-flow contract: no signature and no POST, but
 * one transaction, `createOrder` sent with the ETH; the service indexes the order from the
 * chain, under the UID computed here.
 *
 *   confirm -> createOrder in the wallet -> sent (uid, kept across reloads) -> signed
 *   -> appData uploaded (best effort) -> mined -> posted -> tracking (indexed, then filled,
 *   or expired and refunded)
 */

export interface EthFlowEffects {
  createOrder: (order: EthFlowOrderData, value: bigint) => Promise<Hex>
  waitForTransaction: (hash: Hex) => Promise<'success' | 'reverted'>
  putAppData: (hash: Hex, document: string) => Promise<unknown>
  now: () => number
  /**
   * The transaction is sent (not yet mined): the UID is known and must survive a reload, for
   * the order to be followed from the chain however long mining and indexing take.
   */
  onSent?: (sent: EthFlowSent) => void
  /** The transaction reverted: nothing was taken, the UID names no order. */
  onReverted?: (uid: Hex) => void
  /** With the CoW order in the trader's words: selling the native currency. */
  onPosted?: (uid: Hex, order: OrderData) => void
  /**
   * Whether the orderbook already holds an order with this UID (the SDK's
   * `checkEthFlowOrderExists`): the same trade placed twice would otherwise name one order.
   */
  orderExists?: (uid: Hex) => Promise<boolean>
}

/** How many 1-wei steps the buy amount may be moved to find a UID of its own. */
const MAX_UID_ADJUSTMENTS = 20

/**
 * The eth-flow order's UID, made unique as the SDK's `calculateUniqueOrderId` does: while the
 * orderbook already has an order with it, the buy amount is made 1 wei worse (never the sell
 * amount: the ETH sent, nor a better price). Without `orderExists`, the order as it is.
 */
export async function uniqueEthFlowOrder(
  order: EthFlowOrderData,
  uidOf: (order: EthFlowOrderData) => Hex,
  orderExists: ((uid: Hex) => Promise<boolean>) | undefined,
): Promise<{ order: EthFlowOrderData; uid: Hex }> {
  let current = order
  for (let step = 0; ; step += 1) {
    const uid = uidOf(current)
    if (!orderExists || !(await orderExists(uid))) return { order: current, uid }
    if (step >= MAX_UID_ADJUSTMENTS || current.buyAmount <= 1n) {
      throw new Error('An identical order selling ETH already exists: change the amount.')
    }
    current = { ...current, buyAmount: current.buyAmount - 1n }
  }
}

/** An eth-flow order whose createOrder transaction was sent. */
export interface EthFlowSent {
  uid: Hex
  txHash: Hex
  /** The trader's own deadline (the UID's validTo is uint32 max). */
  userValidTo: number
}

export function ethFlowWalletEffects(
  config: Config,
  { chainId, ethFlow }: { chainId: number; ethFlow: Address },
): Pick<EthFlowEffects, 'createOrder' | 'waitForTransaction'> {
  return {
    createOrder: (order, value) =>
      writeContract(config, {
        chainId,
        address: ethFlow,
        abi: ethFlowAbi,
        functionName: 'createOrder',
        args: [order],
        value,
      }),
    waitForTransaction: async (hash) =>
      (await waitForTransactionReceipt(config, { hash, chainId })).status,
  }
}

function failed(step: 'sign' | 'submit', error: ApiError): TradeEvent {
  return { type: 'failed', step, error }
}

/** Runs the eth-flow placement. Never throws: every outcome is an event. */
export async function submitEthFlowOrder(
  input: SubmissionInput & { ethFlow: Address; wrappedNative: Address },
  effects: EthFlowEffects,
  dispatch: (event: TradeEvent) => void,
): Promise<Hex | undefined> {
  if (input.walletChainId !== input.chainId) {
    dispatch(
      failed(
        'sign',
        new ApiError({
          type: 'wallet',
          reason: 'wrongChain',
          message: t`The wallet is on chain ${String(input.walletChainId)}, the order is for chain ${input.chainId}.`,
        }),
      ),
    )
    return undefined
  }
  let uid: Hex
  let hash: Hex
  let order: EthFlowOrderData
  let prepared: ReturnType<typeof prepareOrder>
  try {
    // The appData document and the deadline as for any order; the order itself is eth-flow's.
    prepared = prepareOrder(input, effects.now())
    // A limit order keeps its own amounts, expiry and partial fills; a swap's come from the quote.
    order = input.limit
      ? ethFlowOrderOf(prepared.order, { owner: input.account, quoteId: input.quote.id })
      : ethFlowOrderFromQuote({
          quote: input.quote,
          slippageBps: input.slippageBps,
          validTo: prepared.order.validTo,
          appDataHash: prepared.appDataHash,
          owner: input.account,
          receiver: input.receiver ?? null,
          quoteId: input.quote.id,
          partnerFeeBps: input.partnerFee?.volumeBps ?? 0,
        })
    const domain = getDomainFor(input.chainId, input.env)
    ;({ order, uid } = await uniqueEthFlowOrder(
      order,
      (candidate) => ethFlowOrderUid(domain, candidate, input),
      effects.orderExists,
    ))
    hash = await effects.createOrder(order, ethFlowValue(order))
  } catch (error) {
    const apiError = toWalletOrApiError(error)
    dispatch(isRejection(apiError) ? { type: 'signatureRejected' } : failed('sign', apiError))
    return undefined
  }
  effects.onSent?.({ uid, txHash: hash, userValidTo: order.validTo })
  dispatch({ type: 'signed', uid, scheme: 'eip1271' })
  // Best effort: the order is on chain either way, and a retry must never send ETH twice.
  await effects.putAppData(prepared.appDataHash, prepared.appDataDocument).catch(() => undefined)
  dispatch({ type: 'appDataUploaded' })
  try {
    if ((await effects.waitForTransaction(hash)) !== 'success') {
      effects.onReverted?.(uid)
      const error = new Error(`The createOrder transaction ${hash} reverted: no ETH was taken.`)
      dispatch(failed('submit', toWalletOrApiError(error)))
      return undefined
    }
  } catch (error) {
    dispatch(failed('submit', toWalletOrApiError(error)))
    return undefined
  }
  effects.onPosted?.(uid, ethFlowCowOrder(order, NATIVE_CURRENCY_ADDRESS))
  dispatch({ type: 'posted', uid, needsPresign: false })
  return uid
}

/**
 * The swap's native sell: the wallet's (or a Safe's) createOrder (`context.send`), the form's
 * appData upload and toast, and the order kept with the submitted orders from the moment it is
 * sent (as every submitted order: a reload before it is mined or indexed loses nothing, and the
 * Orders list and the outcome watcher follow it from there); dropped again if the transaction
 * reverts.
 */
export async function placeEthFlowTrade(
  input: SubmissionInput & { ethFlow: Address; wrappedNative: Address },
  context: {
    /** Who sends createOrder: the wallet (`ethFlowWalletEffects`) or a Safe (safe-eth-flow). */
    send: Pick<EthFlowEffects, 'createOrder' | 'waitForTransaction'>
    effects: Pick<EthFlowEffects, 'now' | 'putAppData' | 'onPosted' | 'orderExists'>
    onSent: (txHash: Hex) => void
  },
  dispatch: (event: TradeEvent) => void,
): Promise<Hex | undefined> {
  const scope = { environment: input.env, chainId: input.chainId, owner: input.account }
  const store = useSubmittedOrdersStore.getState()
  const { now, putAppData, onPosted, orderExists } = context.effects
  return submitEthFlowOrder(
    input,
    {
      ...context.send,
      now,
      putAppData,
      ...(onPosted ? { onPosted } : {}),
      ...(orderExists ? { orderExists } : {}),
      onSent: ({ uid, txHash, userValidTo }) => {
        store.addSubmittedOrder(scope, {
          uid,
          submittedAt: Date.now(),
          ethFlow: { txHash, userValidTo },
        })
        context.onSent(txHash)
      },
      onReverted: (uid) => store.removeSubmittedOrder(scope, uid),
    },
    dispatch,
  )
}
