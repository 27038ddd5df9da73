import type { Address } from 'viem'
import type { TokenInfo } from '@/config/token-lists'
import type { OrderKind } from '@batchswap/contract/protocol/order'

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

/** What the embedding's `block` judges. */
export interface TradeCheck {
  chainId: number
  sell: Address | undefined
  buy: Address | undefined
  /** 0.012 = 1.2 %; undefined: unknown. */
  priceImpact: number | undefined
  /** A quote (with its price impact) is on screen. */
  quoted: boolean
}

/** The embedding's rules for the forms; each absent rule keeps the app's behaviour. */
export interface TradeRules {
  /** No import of tokens that are not on a list (no pasted address, no linked one). */
  disableTokenImport?: boolean
  /** No "Custom recipient" setting: the trader always receives. */
  disableCustomRecipient?: boolean
  /** Approvals are always for the trade's amount. */
  disableInfiniteApprove?: boolean
  /** No EIP-2612 permit: the approval is always a transaction, even for a permit token. */
  disableEIP2612Permits?: boolean
  /** The sell and buy tokens cannot be swapped with the button between them. */
  disableSwitchingTokens?: boolean
  /** The review dialog closes once the order is placed (the toast follows it). */
  disablePostedOrderConfirmationModal?: boolean
  /** No step-by-step progress in the review dialog after confirming. */
  disableProgressBar?: boolean
  /** Slippage bounds and default in bps (the trader's setting stays within). */
  slippage?: { min?: number; max?: number; defaultValue?: number }
  /** A fixed order validity in minutes (within the form's bounds): the trader cannot change it. */
  forcedDeadlineMinutes?: number
  /**
   * Why the embedding stops this trade before review (a forbidden pair, a price impact it
   * does not allow), or undefined. Its logic is the embedding's (loaded with it).
   */
  block?: (trade: TradeCheck) => string | undefined
  hideRecentTokens?: boolean
  hideFavoriteTokens?: boolean
  /**
   * One side's own token lists (URLs): that side's picker offers only their tokens; a side
   * without lists offers every list in force (widget-lib's sellTokenLists/buyTokenLists).
   */
  sideTokenLists?: { sell?: readonly string[]; buy?: readonly string[] }
}
