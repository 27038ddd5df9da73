/**
 * What the trader is told when a tracked order changes (issue 11, point 4): a fill, a
 * partial fill, an expiry or a cancellation, from any page. Pure: the watcher in the app
 * shell feeds it the order as the service has it and what was seen of it before.
 */
import { isAddressEqual, type Address } from 'viem'
import type { Order } from '@/api/types'
import { getListedTokens } from '@/config/token-lists'
import { formatTokenAmount } from './format-amount'
import type { ToastInput } from './toast-store'

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

function words(
  chainId: number,
  address: Address,
  known: TokenWords | undefined,
): TokenWords | undefined {
  if (known) return known
  const listed = getListedTokens(chainId).find((t) => isAddressEqual(t.address, address))
  return listed ? { symbol: listed.symbol, decimals: listed.decimals } : undefined
}

function amount(value: bigint, token: TokenWords | undefined): string {
  return token ? formatTokenAmount(value, token.decimals, token.symbol) : 'tokens'
}

/** The toast for a change, in a trader's words, with the token amounts when known. */
export function outcomeToast(
  change: OrderChange,
  order: Pick<Order, 'sellToken' | 'buyToken' | 'executedSellAmount' | 'executedBuyAmount' | 'uid'>,
  chainId: number,
  known: { sell?: TokenWords; buy?: TokenWords } = {},
): ToastInput {
  const sell = words(chainId, order.sellToken, known.sell)
  const buy = words(chainId, order.buyToken, known.buy)
  const traded = `${amount(order.executedSellAmount, sell)} for ${amount(order.executedBuyAmount, buy)}`
  const link = { href: `#/orders?uid=${order.uid}`, label: 'View order' }
  switch (change) {
    case 'filled':
      return { tone: 'success', title: 'Swap filled', description: `Sold ${traded}.`, link }
    case 'partiallyFilled':
      return {
        tone: 'info',
        title: 'Swap partially filled',
        description: `So far sold ${traded}. The rest stays open.`,
        link,
      }
    case 'expired':
      return {
        tone: 'error',
        title: 'Swap expired',
        description:
          order.executedSellAmount > 0n
            ? `Partly filled before its deadline: sold ${traded}. The rest was not traded.`
            : 'No solver filled the order before its deadline. Nothing was traded.',
        link,
      }
    case 'cancelled':
      return {
        tone: 'info',
        title: 'Swap cancelled',
        description:
          order.executedSellAmount > 0n
            ? `Cancelled after a partial fill: sold ${traded}.`
            : 'The order was cancelled. Nothing was traded.',
        link,
      }
  }
}
