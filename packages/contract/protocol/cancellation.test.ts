import { describe, expect, it } from 'vitest'
import {
  hashOrderCancellation,
  hashOrderCancellations,
  orderCancellationsTypedData,
  orderCancellationTypedData,
} from './cancellation'
import { getDomainFor } from './domain'

const uid = `0x${'ab'.repeat(56)}` as const
const domain = getDomainFor(1, 'production')

describe('cancellation typed data', () => {
  it('builds single and batch messages', () => {
    expect(orderCancellationTypedData(domain, uid)).toMatchObject({
      primaryType: 'OrderCancellation',
      message: { orderUid: uid },
    })
    expect(orderCancellationsTypedData(domain, [uid])).toMatchObject({
      primaryType: 'OrderCancellations',
      message: { orderUids: [uid] },
    })
    // Different structs: a single signature cannot be replayed as a batch.
    expect(hashOrderCancellation(domain, uid)).not.toBe(hashOrderCancellations(domain, [uid]))
  })

  it('refuses empty batches and malformed UIDs', () => {
    expect(() => hashOrderCancellations(domain, [])).toThrow(/no order UIDs/)
    expect(() => hashOrderCancellation(domain, '0x1234')).toThrow(/not a 56-byte order UID/)
    expect(() => hashOrderCancellations(domain, [uid, '0x12'])).toThrow(/"0x12"/)
  })
})
