import { describe, expect, it } from 'vitest'
import { partiallyFilledLimitOrder } from '@/api/fixtures/real-service'
import type { OrdersByUidsResult } from '@/api/orderbook'
import type { ApiResult } from '@/api/request-types'
import { toOrder } from '@/api/types'
import { orderReadSchema } from '@batchswap/contract/wire/orders'
import { keepIfUnchanged } from './use-order-by-uid'

const NOW = 1_800_000_000

/** A by_uids answer with one order, as it arrives at `receivedAt`. */
function answer(wire: Record<string, unknown>, receivedAt: number): ApiResult<OrdersByUidsResult> {
  const order = toOrder(orderReadSchema.parse(wire))
  return {
    data: {
      orders: [order],
      byUid: new Map([[order.uid.toLowerCase(), order]]),
      errors: [],
      missing: [],
    },
    meta: { status: 200, receivedAt: new Date(receivedAt), attempts: 1 },
  }
}

describe('keepIfUnchanged (the order page polls by_uids every 2 s)', () => {
  it('keeps the previous answer when the order is as it was, whenever it arrived', () => {
    const first = answer(partiallyFilledLimitOrder(NOW + 60), 1_000)
    const again = answer(partiallyFilledLimitOrder(NOW + 60), 3_000)
    expect(keepIfUnchanged(first, again)).toBe(first)
  })

  it('takes the new answer when the order changed (a bigint amount, the status)', () => {
    const first = answer(partiallyFilledLimitOrder(NOW + 60), 1_000)
    const filledMore = answer(
      { ...partiallyFilledLimitOrder(NOW + 60), executedSellAmount: '500000000' },
      3_000,
    )
    expect(keepIfUnchanged(first, filledMore)).toBe(filledMore)
    const cancelled = answer({ ...partiallyFilledLimitOrder(NOW + 60), status: 'cancelled' }, 3_000)
    expect(keepIfUnchanged(first, cancelled)).toBe(cancelled)
  })

  it('takes the first answer as it is', () => {
    const first = answer(partiallyFilledLimitOrder(NOW + 60), 1_000)
    expect(keepIfUnchanged(undefined, first)).toBe(first)
  })
})
