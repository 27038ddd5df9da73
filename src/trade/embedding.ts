import { isAddressEqual, type Address } from 'viem'
import type { TokenInfo } from '@/config/token-lists'
import type { OrderKind } from '@/protocol/order'

/**
 * What an embedding (a widget host) tells the trade forms and hears from them, in the app's
 * own terms: the forms know nothing of widget-lib; src/features/widget translates both ways.
 */

/** The form's trade as it stands: what a host hears on every edit, and what its hooks judge. */
export interface TradeParams {
  orderType: 'SWAP' | 'LIMIT'
  chainId: number
  kind: OrderKind
  sellToken?: TokenInfo
  buyToken?: TokenInfo
  /** The amounts on screen: the typed one and the quoted (or priced) other. */
  sellAmount?: bigint
  buyAmount?: bigint
  sellBalance?: bigint
  buyBalance?: bigint
  sellUsd?: number
  buyUsd?: number
  /** Sell amount with slippage and costs (a sell order: the sell amount). */
  maximumSendSellAmount?: bigint
  /** Buy amount with slippage and costs (a buy order: the buy amount). */
  minimumReceiveBuyAmount?: bigint
  recipient?: Address
  /** Unix seconds, were the order signed now. */
  validTo?: number
  slippageBps?: number
}

/** An approval about to be asked of the wallet. */
export interface ApprovalParams {
  chainId: number
  token: TokenInfo
  /** What is approved (the trade's amount, or the unlimited maximum). */
  amount: bigint
  owner: Address
  spender: Address
}

/** A pair the embedding forbids, in this direction only (widget-lib's TokenPairConstraint). */
export interface PairConstraint {
  sell: { chainId: number; address: Address }
  buy: { chainId: number; address: Address }
}

/** The embedding's rules for the forms; each absent rule keeps the app's behaviour. */
export interface TradeRules {
  /** No import of tokens that are not on a list (no pasted address, no linked one). */
  disableTokenImport?: boolean
  /** No "Custom recipient" setting: the trader always receives. */
  disableCustomRecipient?: boolean
  /** Approvals are always for the trade's amount. */
  disableInfiniteApprove?: boolean
  /** The review dialog closes once the order is placed (the toast follows it). */
  disablePostedOrderConfirmationModal?: boolean
  /** No step-by-step progress in the review dialog after confirming. */
  disableProgressBar?: boolean
  /** Slippage bounds and default in bps (the trader's setting stays within). */
  slippage?: { min?: number; max?: number; defaultValue?: number }
  /** A fixed order validity in minutes: the trader cannot change it. */
  forcedDeadlineMinutes?: number
  disableTrade?: { whenPriceImpactIsUnknown?: boolean; whenPriceImpactIsHigherThan?: number }
  pairConstraints?: readonly PairConstraint[]
  hideRecentTokens?: boolean
  hideFavoriteTokens?: boolean
}

/** Whether the embedding forbids selling `sell` for `buy` on `chainId`. */
export function isPairForbidden(
  constraints: readonly PairConstraint[] | undefined,
  chainId: number,
  sell: Address | undefined,
  buy: Address | undefined,
): boolean {
  if (!constraints || !sell || !buy) return false
  return constraints.some(
    (c) =>
      c.sell.chainId === chainId &&
      c.buy.chainId === chainId &&
      isAddressEqual(c.sell.address, sell) &&
      isAddressEqual(c.buy.address, buy),
  )
}

/**
 * Why the embedding stops this trade before review (a forbidden pair, a price impact above
 * the host's limit or unknown when the host requires it), or undefined.
 */
export function embeddingBlock(
  rules: TradeRules | undefined,
  trade: {
    chainId: number
    sell: Address | undefined
    buy: Address | undefined
    /** 0.012 = 1.2 %; undefined: unknown. */
    priceImpact: number | undefined
    quoted: boolean
  },
): string | undefined {
  if (!rules) return undefined
  if (isPairForbidden(rules.pairConstraints, trade.chainId, trade.sell, trade.buy))
    return 'This pair cannot be traded here'
  const limits = rules.disableTrade
  if (!limits || !trade.quoted) return undefined
  if (limits.whenPriceImpactIsUnknown && trade.priceImpact === undefined)
    return 'Price impact unknown: trading is off here'
  const max = limits.whenPriceImpactIsHigherThan
  // widget-lib states the limit in percent.
  if (max !== undefined && trade.priceImpact !== undefined && trade.priceImpact * 100 > max)
    return `Price impact above ${max}%: trading is off here`
  return undefined
}

/** The trader's slippage kept within the embedding's bounds. */
export function boundSlippage(bps: number, limits: TradeRules['slippage'] | undefined): number {
  if (!limits) return bps
  return Math.min(limits.max ?? bps, Math.max(limits.min ?? bps, bps))
}
