import { t } from '@lingui/core/macro'
import { isAddressEqual, type Address } from 'viem'
import { isEthFlowOrder, orderTrader, type Order } from '@/api/types'
import { isEcdsaScheme } from '@batchswap/contract/protocol/signing'
import { isLive } from '../order-status'
import { otherSettlement, otherSettlementSentence } from '../settlement-check'

/**
 * How an order can be cancelled. ECDSA-signed orders (eip712, ethsign) are cancelled
 * off-chain with one signed batch DELETE; presign and eip1271 orders only on chain, with
 * `invalidateOrder(uid)` sent by the owner to the settlement contract (real-service notes);
 * eth-flow orders on chain too, with the flow contract's `invalidateOrder(order)` sent by the
 * trader, which also sends their ETH back.
 */
export type CancelRoute = 'offChain' | 'onChain'

export type Cancellability =
  { cancellable: true; route: CancelRoute } | { cancellable: false; reason: string }

type CancelFields = Pick<
  Order,
  | 'status'
  | 'validTo'
  | 'owner'
  | 'signingScheme'
  | 'ethflowData'
  | 'onchainUser'
  | 'settlementContract'
>

/**
 * `settlement` is the contract of the network and environment the app signs for
 * (`expectedSettlement`): an order signed for another one is never cancelled from here.
 */
export function cancellability(
  order: CancelFields,
  account: Address | undefined,
  nowSeconds: number,
  settlement: Address | undefined,
): Cancellability {
  if (!isLive(order, nowSeconds)) {
    return { cancellable: false, reason: t`Only open orders can be cancelled.` }
  }
  const signedFor = otherSettlement(order, settlement)
  if (signedFor) {
    return { cancellable: false, reason: otherSettlementSentence(signedFor, settlement) }
  }
  if (isEthFlowOrder(order)) {
    // The flow contract owns the order; the trader who sent the ETH invalidates it there
    // (`invalidateOrder`), which returns the ETH in the same transaction. The service
    // refuses an off-chain cancellation of it (OnChainOrder).
    if (!account || !isAddressEqual(orderTrader(order), account)) {
      return {
        cancellable: false,
        reason: t`Only the account that sent the native currency can cancel this order.`,
      }
    }
    return { cancellable: true, route: 'onChain' }
  }
  if (!account || !isAddressEqual(order.owner, account)) {
    return {
      cancellable: false,
      reason: t`Only the account that placed this order can cancel it.`,
    }
  }
  if (order.signingScheme === 'unknown') {
    return {
      cancellable: false,
      reason: t`This order was signed in a way this app does not know, so it cannot cancel it.`,
    }
  }
  return { cancellable: true, route: isEcdsaScheme(order.signingScheme) ? 'offChain' : 'onChain' }
}

export interface CancellationPlan<T extends CancelFields> {
  /** Cancelled together by one signed DELETE. */
  offChain: T[]
  /** One `invalidateOrder` transaction each. */
  onChain: T[]
  blocked: { order: T; reason: string }[]
}

export function planCancellation<T extends CancelFields>(
  orders: readonly T[],
  account: Address | undefined,
  nowSeconds: number,
  settlement: Address | undefined,
): CancellationPlan<T> {
  const plan: CancellationPlan<T> = { offChain: [], onChain: [], blocked: [] }
  for (const order of orders) {
    const c = cancellability(order, account, nowSeconds, settlement)
    if (!c.cancellable) plan.blocked.push({ order, reason: c.reason })
    else plan[c.route].push(order)
  }
  return plan
}

/**
 * The `errorType`s a cancellation can answer with (the service's DELETE handlers); each
 * has its own sentence in `describeError`, checked by the test beside this file.
 */
export const CANCELLATION_ERROR_TYPES = [
  'InvalidSignature',
  'WrongOwner',
  'OrderNotFound',
  'AlreadyCancelled',
  'OrderFullyExecuted',
  'OrderExpired',
  'OnChainOrder',
  'InvalidParameter',
  'RateLimited',
  'InternalServerError',
] as const

/** Said before every cancellation: the batch in flight is not stopped by a DELETE. */
export function mayStillFillNote(): string {
  return t`An order that is already part of a settlement being mined may still fill.`
}
