import { formatUnits, isAddressEqual, type Address } from 'viem'
import type { Order } from '@/api/types'
import type { TradeToken } from '@/trade/tokens/trade-token'
import { MIN_LIMIT_VALIDITY_SECONDS } from './limit-price'

// Editing an open limit order: the Limit page opened with `?replace=<uid>` (edit-order-link.ts)
// reads that order and starts from its terms; the order placed from there names it in its
// appData (`metadata.replacedOrder.uid`), so the orderbook cancels it as it stores the new one.

/** What the form starts from: the order's pair, the amount still to sell, its price, expiry. */
export interface ReplacementDraft {
  sell: Address
  buy: Address
  sellText: string
  buyText: string
  /** The order's expiry as a `datetime-local` value (local time, to the minute). */
  customExpiry: string
  partiallyFillable: boolean
  recipient: string
}

export type Replaceability =
  { status: 'editable'; draft: ReplacementDraft } | { status: 'not-editable'; sentence: string }

/**
 * Whether `order` can be edited here by `account`, and the form it starts from. Only an open,
 * ECDSA-signed sell order of the trader's, in tokens the form knows, with time left: a presign
 * or contract order is cancelled on chain, and the orderbook refuses to replace it.
 */
export function replaceabilityOf(
  order: Order,
  account: Address | undefined,
  tokens: readonly TradeToken[],
  nowSeconds: number,
): Replaceability {
  const no = (sentence: string): Replaceability => ({ status: 'not-editable', sentence })
  if (!account || !isAddressEqual(order.owner, account)) {
    return no('This order belongs to another account: connect its owner to edit it.')
  }
  if (order.status !== 'open') return no('Only an open order can be edited.')
  if (order.signingScheme !== 'eip712' && order.signingScheme !== 'ethsign') {
    return no('This order was signed on chain: cancel it on chain instead of editing it.')
  }
  if (order.kind !== 'sell') return no('Only sell orders can be edited on the Limit page.')
  const left = order.validTo - nowSeconds
  if (left < MIN_LIMIT_VALIDITY_SECONDS) return no('This order expires too soon to be edited.')
  const find = (address: Address) => tokens.find((t) => isAddressEqual(t.address, address))
  const sell = find(order.sellToken)
  const buy = find(order.buyToken)
  if (!sell || !buy) return no('Import both tokens of this order to edit it.')
  // What is left of a partially filled order, at the same price (rounded up: never worse).
  const remaining = order.sellAmount - order.executedSellAmountBeforeFees
  if (remaining <= 0n) return no('Nothing is left to sell in this order.')
  const buyAmount = (order.buyAmount * remaining + order.sellAmount - 1n) / order.sellAmount
  return {
    status: 'editable',
    draft: {
      sell: sell.address,
      buy: buy.address,
      sellText: formatUnits(remaining, sell.decimals),
      buyText: formatUnits(buyAmount, buy.decimals),
      customExpiry: localDateTime(order.validTo),
      partiallyFillable: order.partiallyFillable,
      recipient: order.receiver ?? '',
    },
  }
}

/** Unix seconds as a `datetime-local` value in the browser's time zone, to the minute. */
export function localDateTime(seconds: number): string {
  const d = new Date(seconds * 1000)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`
}
