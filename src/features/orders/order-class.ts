/**
 * Market or limit, as CoW Swap tells them: the order's appData `metadata.orderClass.orderClass`
 * where the document says so, the service's `class` otherwise. The real service classes a
 * fee-less order by its own rules (an order placed at the market is `limit` to it when it has
 * no fee), so the trader's own word in the appData comes first.
 */
import type { Order } from '@/api/types'
import { summarizeAppData, type OrderClass as AppDataOrderClass } from '@/protocol/app-data'
import { appDataDocumentOf } from './order-facts'

export type RowOrderClass = AppDataOrderClass | 'unknown'

type ClassFields = Pick<Order, 'class' | 'appData' | 'fullAppData'>

/** The class the appData document names, if it names a known one. */
export function appDataOrderClass(order: Pick<Order, 'appData' | 'fullAppData'>) {
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
const cache = new WeakMap<ClassFields, RowOrderClass>()

export function orderClassOf(order: ClassFields): RowOrderClass {
  const cached = cache.get(order)
  if (cached !== undefined) return cached
  const value = appDataOrderClass(order) ?? order.class
  cache.set(order, value)
  return value
}

/** The row's label: "Market", "Limit", "Liquidity", "TWAP", "Other". */
export function orderClassLabel(value: RowOrderClass): string {
  switch (value) {
    case 'market':
      return 'Market'
    case 'limit':
      return 'Limit'
    case 'liquidity':
      return 'Liquidity'
    case 'twap':
      return 'TWAP'
    case 'unknown':
      return 'Other'
  }
}
