/**
 * What kind of order an order is, and the one name the app gives it (issue 39, point 4): the
 * orders list, the order's page, the trade dialog, the toast and the inbox all read it here,
 * so an order is never a swap in one place and a limit order in another.
 *
 * The kind is CoW Swap's: the appData's `metadata.orderClass.orderClass` where the document
 * says so, the service's `class` otherwise. The real service classes a fee-less order as
 * `limit` (orders are signed with fee 0), eth-flow orders too (autopilot
 * `onchain_order_events`: `class: Limit` when the fee is zero), so an eth-flow swap is a
 * "limit" order to the service: its appData's `market` (which the swap form writes, as CoW
 * Swap does) is what makes it a swap.
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, select } from '@lingui/core/macro'
import type { Order } from './types'
import { summarizeAppData, type OrderClass } from '@batchswap/contract/protocol/app-data'
import type { OrderChange } from './order-outcome'

export type OrderKindClass = OrderClass | 'unknown'

type KindFields = Pick<Order, 'class' | 'appData'> &
  Partial<Pick<Order, 'fullAppData' | 'ethflowData'>>

/** The document behind the order's appData, when the order carries it. */
export function appDataDocumentOf(
  order: Pick<Order, 'appData'> & Partial<Pick<Order, 'fullAppData'>>,
): string | undefined {
  if (order.fullAppData !== undefined) return order.fullAppData
  return order.appData.trim().startsWith('{') ? order.appData : undefined
}

/** The class the appData document names, if it names a known one. */
export function appDataOrderClass(
  order: Pick<Order, 'appData'> & Partial<Pick<Order, 'fullAppData'>>,
): OrderClass | undefined {
  const document = appDataDocumentOf(order)
  if (document === undefined) return undefined
  try {
    return summarizeAppData(document).orderClass
  } catch {
    // A document that does not parse says nothing about the class.
    return undefined
  }
}

// Orders are immutable values from the query cache: a thousand rows parse their appData once.
const cache = new WeakMap<KindFields, OrderKindClass>()

/** Market, limit, liquidity or TWAP, as the trader placed it (see the module's comment). */
export function orderClassOf(order: KindFields): OrderKindClass {
  const cached = cache.get(order)
  if (cached !== undefined) return cached
  const value = appDataOrderClass(order) ?? order.class
  cache.set(order, value)
  return value
}

/**
 * Each kind's name ("Swap" is an order at the market, as the Swap form places it; "Order" a
 * class the app does not know) and the short label of the orders list's type column.
 */
const KIND_WORDS: Record<OrderKindClass, { name: MessageDescriptor; label: MessageDescriptor }> = {
  market: { name: msg`Swap`, label: msg({ message: 'Swap', context: 'order type' }) },
  limit: { name: msg`Limit order`, label: msg`Limit` },
  liquidity: { name: msg`Liquidity order`, label: msg`Liquidity` },
  twap: { name: msg`TWAP order`, label: msg`TWAP` },
  unknown: { name: msg`Order`, label: msg`Other` },
}

/** The order's name: "Swap", "Limit order", "Liquidity order", "TWAP order" or "Order". */
export function orderKindName(order: KindFields): string {
  return kindNameOf(orderClassOf(order))
}

export function kindNameOf(value: OrderKindClass): string {
  return i18n._(KIND_WORDS[value].name)
}

/** The short label of the orders list's type column: "Swap", "Limit", "Liquidity", "TWAP", "Other". */
export function orderKindLabel(value: OrderKindClass): string {
  return i18n._(KIND_WORDS[value].label)
}

/** What happened to an order, as a title's last words. */
export type OrderEnd = OrderChange | 'fulfilled'

/**
 * "Swap filled", "Limit order cancelled", "Order expired": a toast's, dialog's or notice's
 * title. One message per end with the kind chosen inside it, so a language whose words agree
 * with the noun's gender can say each one right.
 */
export function orderEndTitle(kind: OrderKindClass, end: OrderEnd): string {
  const k: string = kind
  switch (end) {
    case 'filled':
    case 'fulfilled':
      return i18n._(
        msg`${select(k, {
          market: 'Swap filled',
          limit: 'Limit order filled',
          liquidity: 'Liquidity order filled',
          twap: 'TWAP order filled',
          other: 'Order filled',
        })}`,
      )
    case 'partiallyFilled':
      return i18n._(
        msg`${select(k, {
          market: 'Swap partially filled',
          limit: 'Limit order partially filled',
          liquidity: 'Liquidity order partially filled',
          twap: 'TWAP order partially filled',
          other: 'Order partially filled',
        })}`,
      )
    case 'expired':
      return i18n._(
        msg`${select(k, {
          market: 'Swap expired',
          limit: 'Limit order expired',
          liquidity: 'Liquidity order expired',
          twap: 'TWAP order expired',
          other: 'Order expired',
        })}`,
      )
    case 'cancelled':
      return i18n._(
        msg`${select(k, {
          market: 'Swap cancelled',
          limit: 'Limit order cancelled',
          liquidity: 'Liquidity order cancelled',
          twap: 'TWAP order cancelled',
          other: 'Order cancelled',
        })}`,
      )
  }
}
