import { describe, expect, it } from 'vitest'
import { sandboxOrder as makeOrder } from '@/api/test-fixtures'
import { fillBps, fillPercentLabel } from './order-progress'
import { cancellationPending, displayStatus, isLive, statusChip } from './order-status'

const now = 1_900_000_000

describe('fillBps', () => {
  it('measures a sell order on the sell side, before the signed fee', () => {
    const order = makeOrder({
      kind: 'sell',
      sellAmount: '1000',
      executedSellAmount: '430',
      executedSellAmountBeforeFees: '420',
      executedBuyAmount: '999999',
    })
    expect(fillBps(order)).toBe(4200)
  })

  it('measures a buy order on the buy side', () => {
    const order = makeOrder({ kind: 'buy', buyAmount: '2000', executedBuyAmount: '500' })
    expect(fillBps(order)).toBe(2500)
  })

  it('caps at 100 % and treats a zero amount as no progress', () => {
    expect(fillBps(makeOrder({ sellAmount: '10', executedSellAmountBeforeFees: '11' }))).toBe(
      10_000,
    )
    expect(fillBps(makeOrder({ kind: 'buy', buyAmount: '0', executedBuyAmount: '0' }))).toBe(0)
  })
})

describe('fillPercentLabel', () => {
  it('rounds down and never shows a started fill as 0 %', () => {
    expect(fillPercentLabel(4299)).toBe('42 %')
    expect(fillPercentLabel(9999)).toBe('99 %')
    expect(fillPercentLabel(1)).toBe('< 1 %')
    expect(fillPercentLabel(0)).toBe('0 %')
    expect(fillPercentLabel(10_000)).toBe('100 %')
  })
})

describe('statusChip', () => {
  it('labels presignaturePending as Signing', () => {
    const chip = statusChip(makeOrder({ status: 'presignaturePending' }), { nowSeconds: now })
    expect(chip).toEqual({ status: 'signing', label: 'Signing', tone: 'warning' })
  })

  it('labels an open order with a fill with its percentage', () => {
    const order = makeOrder({
      status: 'open',
      partiallyFillable: true,
      sellAmount: '100',
      executedSellAmountBeforeFees: '42',
    })
    expect(statusChip(order, { nowSeconds: now }).label).toBe('Partially filled 42 %')
  })

  it('labels each final status', () => {
    expect(statusChip(makeOrder({ status: 'fulfilled' }), { nowSeconds: now }).label).toBe('Filled')
    expect(statusChip(makeOrder({ status: 'cancelled' }), { nowSeconds: now }).label).toBe(
      'Cancelled',
    )
    expect(statusChip(makeOrder({ status: 'expired' }), { nowSeconds: now }).label).toBe('Expired')
    expect(statusChip(makeOrder({ status: 'open' }), { nowSeconds: now }).label).toBe('Open')
  })

  it('shows Cancelling while a cancellation is in flight, until the service says cancelled', () => {
    const open = makeOrder({ status: 'open' })
    expect(statusChip(open, { nowSeconds: now, cancelling: true }).label).toBe('Cancelling')
    const cancelled = makeOrder({ status: 'cancelled' })
    expect(statusChip(cancelled, { nowSeconds: now, cancelling: true }).label).toBe('Cancelled')
    const filled = makeOrder({ status: 'fulfilled' })
    expect(statusChip(filled, { nowSeconds: now, cancelling: true }).label).toBe('Filled')
  })

  it('keeps a sent cancellation pending only until the service says how the order ended', () => {
    const sent = { nowSeconds: now, cancelling: true }
    expect(cancellationPending(makeOrder({ status: 'open' }), sent)).toBe(true)
    expect(cancellationPending(makeOrder({ status: 'presignaturePending' }), sent)).toBe(true)
    // The mutation still says "sent", but the service has answered: no pending note.
    expect(cancellationPending(makeOrder({ status: 'cancelled' }), sent)).toBe(false)
    expect(cancellationPending(makeOrder({ status: 'fulfilled' }), sent)).toBe(false)
    expect(cancellationPending(makeOrder({ status: 'open', validTo: now - 1 }), sent)).toBe(false)
    expect(cancellationPending(makeOrder({ status: 'open' }), { nowSeconds: now })).toBe(false)
  })

  it('treats an open order past validTo as expired before the service does', () => {
    const order = makeOrder({ status: 'open', validTo: now - 1 })
    expect(displayStatus(order, { nowSeconds: now })).toBe('expired')
    expect(isLive(order, now)).toBe(false)
    expect(isLive(makeOrder({ status: 'open', validTo: now + 1 }), now)).toBe(true)
  })
})
