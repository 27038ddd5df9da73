/**
 * What the trader is told when a tracked order changes (issue 11, point 4): a fill, a
 * partial fill, an expiry or a cancellation, from any page. Pure: the watcher in the app
 * shell feeds it the order as the service has it and what was seen of it before. The toast's
 * own words are in `outcome-toast.ts`, loaded at the first change.
 */
import { t } from '@lingui/core/macro'
import { surplusOf, surplusUsd } from './order-surplus'
import { isAddressEqual, type Address } from 'viem'
import { orderSellToken, type Order } from '@/api/types'
import { getListedTokens } from '@/config/token-lists'
import { getChain, isSupportedChainId } from '@batchswap/contract/protocol/chains'
import { NATIVE_CURRENCY_ADDRESS } from '@batchswap/contract/protocol/eth-flow'
import { formatTokenAmount } from '@/lib/format-amount'
import { formatUsdNumber } from '@/lib/usd'

/** What was last seen of a tracked order (persisted, so a reload does not repeat a toast). */
export interface SeenOrder {
  status: Order['status']
  /** executedSellAmount as a decimal string (bigint does not survive JSON). */
  executedSell: string
}

export type OrderChange = 'filled' | 'partiallyFilled' | 'expired' | 'cancelled'

export const FINAL_STATUSES: ReadonlySet<Order['status']> = new Set([
  'fulfilled',
  'expired',
  'cancelled',
])

export function seenOf(order: Pick<Order, 'status' | 'executedSellAmount'>): SeenOrder {
  return { status: order.status, executedSell: order.executedSellAmount.toString() }
}

/**
 * The change to announce, if any, between what was seen (undefined: nothing yet, i.e. the
 * order as it was posted, open and unfilled) and the order now.
 */
export function orderChange(
  previous: SeenOrder | undefined,
  order: Pick<Order, 'status' | 'executedSellAmount'>,
): OrderChange | undefined {
  const before = previous ?? { status: 'open', executedSell: '0' }
  if (FINAL_STATUSES.has(before.status)) return undefined
  switch (order.status) {
    case 'fulfilled':
      return 'filled'
    case 'expired':
      return 'expired'
    case 'cancelled':
      return 'cancelled'
    default:
      return order.executedSellAmount > BigInt(before.executedSell) ? 'partiallyFilled' : undefined
  }
}

export interface TokenWords {
  symbol: string
  decimals: number
}

/** Token words together with the address they belong to. */
export interface KnownToken extends TokenWords {
  address: Address
}

/**
 * The words for one of an order's tokens, looked up by the order's own token address: among
 * the tokens the caller knows (e.g. the ones confirmed, an imported token, one read from the
 * chain), then on the bundled list. Never "the form's sell token": the form may have moved on
 * (another pair, or a widget host's UPDATE_PARAMS) while the order carries on.
 */
export function orderTokenWords(
  chainId: number | undefined,
  address: Address,
  known: readonly KnownToken[] = [],
): TokenWords | undefined {
  if (
    chainId !== undefined &&
    isSupportedChainId(chainId) &&
    isAddressEqual(address, NATIVE_CURRENCY_ADDRESS)
  ) {
    return { symbol: getChain(chainId).nativeSymbol, decimals: 18 }
  }
  const found =
    known.find((t) => isAddressEqual(t.address, address)) ??
    (chainId === undefined
      ? undefined
      : getListedTokens(chainId).find((t) => isAddressEqual(t.address, address)))
  return found ? { symbol: found.symbol, decimals: found.decimals } : undefined
}

function amount(value: bigint, token: TokenWords | undefined): string {
  return token ? formatTokenAmount(value, token.decimals, token.symbol) : t`tokens`
}

export type TradedOrder = Pick<
  Order,
  'sellToken' | 'buyToken' | 'executedSellAmount' | 'executedBuyAmount'
> &
  Partial<Pick<Order, 'ethflowData'>>

/** What the order has traded so far, e.g. "1 WETH for 3,109 USDC", from the order alone. */
export function tradedWords(
  order: TradedOrder,
  chainId: number | undefined,
  known: readonly KnownToken[] = [],
): string {
  // An eth-flow order's trader sold the native currency (the contract sold its wrapper).
  const sell = orderTokenWords(chainId, orderSellToken(order), known)
  const buy = orderTokenWords(chainId, order.buyToken, known)
  const sold = amount(order.executedSellAmount, sell)
  const bought = amount(order.executedBuyAmount, buy)
  return t`${sold} for ${bought}`
}

/**
 * The sentence for a filled order (the toast's and the swap dialog's), e.g. "Sold 1 WETH for
 * 3,109 USDC. That is 2.1 USDC (≈ $2.10) more than your limit." `usdPriceOf` gives a token's
 * USD price where it is known (the dollar figure is left out otherwise).
 */
export function filledSentence(
  order: TradedOrder,
  chainId: number | undefined,
  known: readonly KnownToken[] = [],
  usdPriceOf?: (token: Address) => number | undefined,
): string {
  const traded = tradedWords(order, chainId, known)
  const sold = t`Sold ${traded}.`
  const surplus = hasLimit(order) ? surplusOf(order) : undefined
  if (!surplus || surplus.amount === 0n) return sold
  const token = orderTokenWords(chainId, surplus.token, known)
  if (!token) return sold
  const more = surplus.token === order.buyToken
  const inUsd = surplusUsd(surplus, token.decimals, usdPriceOf?.(surplus.token))
  const extra = amount(surplus.amount, token)
  if (inUsd === undefined) {
    return more
      ? `${sold} ${t`That is ${extra} more than your limit.`}`
      : `${sold} ${t`That is ${extra} less than your limit.`}`
  }
  const usd = formatUsdNumber(inUsd)
  return more
    ? `${sold} ${t`That is ${extra} (≈ ${usd}) more than your limit.`}`
    : `${sold} ${t`That is ${extra} (≈ ${usd}) less than your limit.`}`
}

type LimitFacts = Parameters<typeof surplusOf>[0]

function hasLimit(order: TradedOrder): order is TradedOrder & LimitFacts {
  return 'kind' in order && 'sellAmount' in order && 'executedSellAmountBeforeFees' in order
}

/**
 * The placed order's terms, e.g. "Selling 1 WETH for at least 3,100 USDC.", from its signed
 * tokens and amounts.
 */
export function submittedSentence(
  order: Pick<Order, 'kind' | 'sellToken' | 'buyToken' | 'sellAmount' | 'buyAmount'>,
  chainId: number | undefined,
  known: readonly KnownToken[] = [],
): string {
  const sell = orderTokenWords(chainId, order.sellToken, known)
  const buy = orderTokenWords(chainId, order.buyToken, known)
  const sellText = amount(order.sellAmount, sell)
  const buyText = amount(order.buyAmount, buy)
  return order.kind === 'sell'
    ? t`Selling ${sellText} for at least ${buyText}.`
    : t`Buying ${buyText} for at most ${sellText}.`
}
