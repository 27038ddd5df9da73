import { t } from '@lingui/core/macro'
import { formatUnits, isAddressEqual, type Address } from 'viem'
import type { Order } from '@/api/types'
import type { TradeToken } from '@/trade/tokens/trade-token'
import { MIN_LIMIT_VALIDITY_SECONDS } from './limit-price'

// Editing an open limit order: the Limit page opened with `?replace=<uid>` (edit-order-link.ts)
// reads that order and starts from its terms; the order placed from there names it in its
// appData (`metadata.replacedOrder.uid`), so the orderbook cancels it as it stores the new one.

/**
 * What the form starts from: the order's kind and pair, what is still to trade at its price
 * (both amounts, the exact one the order's), its expiry, partial fills and recipient.
 */
export interface ReplacementDraft {
  kind: 'sell' | 'buy'
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
 * ECDSA-signed order of the trader's (sell or buy), in tokens the form knows, with time left: a presign
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
    return no(t`This order belongs to another account: connect its owner to edit it.`)
  }
  if (order.status !== 'open') return no(t`Only an open order can be edited.`)
  if (order.signingScheme !== 'eip712' && order.signingScheme !== 'ethsign') {
    return no(t`This order was signed on chain: cancel it on chain instead of editing it.`)
  }
  const left = order.validTo - nowSeconds
  if (left < MIN_LIMIT_VALIDITY_SECONDS) return no(t`This order expires too soon to be edited.`)
  const find = (address: Address) => tokens.find((t) => isAddressEqual(t.address, address))
  const sell = find(order.sellToken)
  const buy = find(order.buyToken)
  if (!sell || !buy) return no(t`Import both tokens of this order to edit it.`)
  const amounts = remainingAmounts(order)
  if (!amounts) {
    return no(
      order.kind === 'sell'
        ? t`Nothing is left to sell in this order.`
        : t`Nothing is left to buy in this order.`,
    )
  }
  return {
    status: 'editable',
    draft: {
      kind: order.kind,
      sell: sell.address,
      buy: buy.address,
      sellText: formatUnits(amounts.sellAmount, sell.decimals),
      buyText: formatUnits(amounts.buyAmount, buy.decimals),
      customExpiry: localDateTime(order.validTo),
      partiallyFillable: order.partiallyFillable,
      recipient: order.receiver ?? '',
    },
  }
}

/**
 * What is left of a (partially filled) order at its own price: a sell order's unsold amount
 * and the buy amount it asks for that (rounded up), a buy order's unbought amount and the
 * most it pays for that (rounded down, as the settlement prorates a buy order's limit). Either
 * way the trader's price is kept or bettered by less than one smallest unit. Undefined when
 * nothing is left.
 */
export function remainingAmounts(
  order: Pick<
    Order,
    'kind' | 'sellAmount' | 'buyAmount' | 'executedSellAmountBeforeFees' | 'executedBuyAmount'
  >,
): { sellAmount: bigint; buyAmount: bigint } | undefined {
  if (order.kind === 'sell') {
    const sellAmount = order.sellAmount - order.executedSellAmountBeforeFees
    if (sellAmount <= 0n) return undefined
    const buyAmount = (order.buyAmount * sellAmount + order.sellAmount - 1n) / order.sellAmount
    return { sellAmount, buyAmount }
  }
  const buyAmount = order.buyAmount - order.executedBuyAmount
  if (buyAmount <= 0n) return undefined
  const sellAmount = (order.sellAmount * buyAmount) / order.buyAmount
  return sellAmount > 0n ? { sellAmount, buyAmount } : undefined
}

/** Unix seconds as a `datetime-local` value in the browser's time zone, to the minute. */
export function localDateTime(seconds: number): string {
  const d = new Date(seconds * 1000)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`
}
