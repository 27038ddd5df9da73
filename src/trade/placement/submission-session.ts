import type { QueryClient } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import type { KnownToken } from '@/api/order-outcome'
import type { Quote } from '@/api/quote-types'
import type { QueryApiContext } from '@/api/queries/query-utils'
import type { SubmittedOrder, SubmittedOrderScope } from '@/lib/submitted-orders-store'
import type { OrderHooks } from '@batchswap/contract/protocol/app-data'
import type { Environment, SupportedChainId } from '@batchswap/contract/protocol/chains'
import type { OrderData } from '@batchswap/contract/protocol/order'
import type { PartnerFee } from '@batchswap/contract/protocol/partner-fee'
import type { LimitTerms } from './prepare-order'
import type { SignedOrder } from './submit-order'
import type { TradeEvent } from './trade-machine'

/**
 * What the swap's hook (use-trade-submission.ts) and the placement it runs on confirm
 * (submission-runner.ts) share: the trade confirmed, the order signed and not yet placed, and
 * the hook's state the runner reads and updates. Apart from both, so neither imports the other
 * back.
 */

/** Pause between rounds of lookups of an order whose POST answer was lost. */
export const PLACEMENT_RECHECK_MS = 3_000

/** The in-app link to an order. */
export function orderHref(uid: Hex): string {
  return `#/orders?uid=${uid}`
}

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
