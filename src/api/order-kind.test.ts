import { describe, expect, it } from 'vitest'
import { sandboxOrder as makeOrder } from '@/api/test-fixtures'
import {
  kindNameOf,
  orderClassOf,
  orderEndTitle,
  orderKindLabel,
  orderKindName,
  type OrderEnd,
  type OrderKindClass,
} from './order-kind'

const doc = (orderClass: string) =>
  JSON.stringify({ appCode: 'x', metadata: { orderClass: { orderClass } }, version: '1.2.0' })
const ethflowData = { refundTxHash: null, userValidTo: 1_900_000_000 }

describe('orderClassOf', () => {
  it('takes the appData orderClass over the service class, as CoW Swap does', () => {
    const order = makeOrder({ class: 'limit', fullAppData: doc('market') }, 1)
    expect(orderClassOf(order)).toBe('market')
    expect(orderClassOf(makeOrder({ class: 'market', fullAppData: doc('limit') }, 2))).toBe('limit')
  })

  it('falls back to the service class without a document, or with one that says nothing', () => {
    expect(orderClassOf(makeOrder({ class: 'limit', fullAppData: null }, 3))).toBe('limit')
    expect(orderClassOf(makeOrder({ class: 'market', fullAppData: '{"metadata":{}}' }, 4))).toBe(
      'market',
    )
    expect(orderClassOf(makeOrder({ class: 'limit', fullAppData: 'not json' }, 5))).toBe('limit')
    expect(orderClassOf(makeOrder({ class: 'market', fullAppData: doc('nonsense') }, 6))).toBe(
      'market',
    )
  })

  it('reads an eth-flow swap the real service classes limit (fee 0) by its appData', () => {
    const swap = makeOrder({ class: 'limit', fullAppData: doc('market'), ethflowData }, 7)
    expect(orderClassOf(swap)).toBe('market')
    const limit = makeOrder({ class: 'limit', fullAppData: doc('limit'), ethflowData }, 8)
    expect(orderClassOf(limit)).toBe('limit')
  })
})

describe('orderKindName', () => {
  it('names one order the same everywhere', () => {
    const swap = makeOrder({ class: 'limit', fullAppData: doc('market'), ethflowData }, 9)
    expect(orderKindName(swap)).toBe('Swap')
    expect(orderKindLabel(orderClassOf(swap))).toBe('Swap')
    const limit = makeOrder({ class: 'limit', fullAppData: doc('limit') }, 10)
    expect(orderKindName(limit)).toBe('Limit order')
    expect(orderKindLabel(orderClassOf(limit))).toBe('Limit')
  })

  it.each<[OrderKindClass, string, string]>([
    ['market', 'Swap', 'Swap'],
    ['limit', 'Limit order', 'Limit'],
    ['liquidity', 'Liquidity order', 'Liquidity'],
    ['twap', 'TWAP order', 'TWAP'],
    ['unknown', 'Order', 'Other'],
  ])('names the class %s "%s", labelled "%s"', (kind, name, label) => {
    expect(kindNameOf(kind)).toBe(name)
    expect(orderKindLabel(kind)).toBe(label)
  })
})

describe('orderEndTitle', () => {
  it.each<[OrderKindClass, OrderEnd, string]>([
    ['limit', 'filled', 'Limit order filled'],
    ['limit', 'fulfilled', 'Limit order filled'],
    ['market', 'partiallyFilled', 'Swap partially filled'],
    ['market', 'expired', 'Swap expired'],
    ['unknown', 'cancelled', 'Order cancelled'],
  ])('words the end after the name: %s %s', (kind, end, title) => {
    expect(orderEndTitle(kind, end)).toBe(title)
  })
})
