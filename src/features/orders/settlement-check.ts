/**
 * Spec 2.1 serves each order's `settlementContract`: the contract it was signed for. An order
 * whose contract is not the one of its network and environment (a staging order read through
 * production, a copied link) is flagged in the list and on its page, and is never cancelled
 * from here: its cancellation would be signed for this network's domain, not its own.
 */
import { t } from '@lingui/core/macro'
import { isAddressEqual, type Address } from 'viem'
import type { Order } from '@/api/types'
import {
  getContracts,
  isSupportedChainId,
  type Environment,
} from '@batchswap/contract/protocol/chains'

/** The settlement contract of a network and environment; undefined for an unknown network. */
export function expectedSettlement(chainId: number, env: Environment): Address | undefined {
  return isSupportedChainId(chainId) ? getContracts(chainId, env).settlement : undefined
}

/** The contract the order was signed for, when it is not `expected`; undefined when it is. */
export function otherSettlement(
  order: Pick<Order, 'settlementContract'>,
  expected: Address | undefined,
): Address | undefined {
  if (expected && isAddressEqual(order.settlementContract, expected)) return undefined
  return order.settlementContract
}

export function otherSettlementTitle(): string {
  return t`Signed for another settlement contract`
}

/** Why the order is flagged, and why this app does not cancel it. */
export function otherSettlementSentence(signedFor: Address, expected: Address | undefined): string {
  return expected
    ? t`This order was signed for the settlement contract ${signedFor}, not this network's ${expected}: it may belong to another environment. This app will not sign its cancellation.`
    : t`This order was signed for the settlement contract ${signedFor}, on a network this app does not know. This app will not sign its cancellation.`
}
