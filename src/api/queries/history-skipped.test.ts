import { describe, expect, it } from 'vitest'
import { hooksOrder } from '@/api/fixtures/real-service'
import type { ApiResult } from '@/api/request-types'
import { toOrder, type Order } from '@/api/types'
import { orderReadSchema } from '@batchswap/contract/wire/orders'
import { accountOrdersInfiniteOptions, historyWithSkipped } from './orderbook-queries'

const order = toOrder(orderReadSchema.parse(hooksOrder(1_900_000_000)))
const page = (data: Order[], listLength: number, skippedUids: string[]): ApiResult<Order[]> => ({
  data,
  meta: {
    status: 200,
    receivedAt: new Date(0),
    attempts: 1,
    listLength,
    skipped: skippedUids.map((uid, index) => ({
      endpoint: 'accountOrders',
      index,
      uid,
      issues: ['sellAmount: expected a decimal integer string'],
    })),
  },
})

describe('order history with unreadable orders', () => {
  it('pages by what the service sent, so a skipped order does not end the history', () => {
    const options = accountOrdersInfiniteOptions({ chainId: 1, env: 'production' }, '0x1', 2)
    const full = page([order], 2, ['0xdead'])
    expect(options.getNextPageParam(full, [full], 0, [0])).toBe(2)
    const short = page([order], 1, [])
    expect(options.getNextPageParam(short, [short], 0, [0])).toBeUndefined()
  })

  it('counts each skipped order once across pages', () => {
    const view = historyWithSkipped({
      pages: [page([order], 3, ['0xAA', '0xbb']), page([order], 1, ['0xaa'])],
      pageParams: [0, 3],
    })
    expect(view.orders).toHaveLength(1)
    expect(view.skipped).toBe(2)
  })
})
