import { describe, expect, it } from 'vitest'
import { orderTimeline } from './order-timeline'

const created = new Date('2025-01-01T10:00:00Z')
const validTo = Math.floor(created.getTime() / 1000) + 3600
const base = {
  creationDate: created,
  signingScheme: 'eip712' as const,
  validTo,
  kind: 'sell' as const,
  sellAmount: 100n,
  buyAmount: 100n,
  executedSellAmountBeforeFees: 0n,
  executedBuyAmount: 0n,
}

const labels = (steps: ReturnType<typeof orderTimeline>) =>
  steps.map((s) => `${s.label}:${s.state}`)

describe('orderTimeline', () => {
  it('an open order is in the auctions, with the deadline ahead', () => {
    const steps = orderTimeline(base, 'open')
    expect(labels(steps)).toEqual([
      'Placed:done',
      'In the batch auctions:current',
      'Filled:upcoming',
    ])
    expect(steps[0]?.at).toEqual(created)
    expect(steps[2]?.at).toEqual(new Date(validTo * 1000))
  })

  it('a filled order is done all the way', () => {
    expect(labels(orderTimeline(base, 'fulfilled'))).toEqual([
      'Placed:done',
      'In the batch auctions:done',
      'Filled:done',
    ])
  })

  it('a partial fill says how far it got', () => {
    const steps = orderTimeline({ ...base, executedSellAmountBeforeFees: 40n }, 'partiallyFilled')
    expect(steps[1]).toMatchObject({ state: 'current', detail: '40 % filled so far' })
  })

  it('a pre-signed order waits for its signature before the auctions', () => {
    const presign = { ...base, signingScheme: 'presign' as const }
    expect(labels(orderTimeline(presign, 'signing'))).toEqual([
      'Placed:done',
      'Signed on chain:current',
      'In the batch auctions:upcoming',
      'Filled:upcoming',
    ])
    expect(labels(orderTimeline(presign, 'open'))[1]).toBe('Signed on chain:done')
  })

  it('ends cancelled, expired at the deadline, or refunded', () => {
    expect(labels(orderTimeline(base, 'cancelled')).at(-1)).toBe('Cancelled:ended')
    const expired = orderTimeline(base, 'expired').at(-1)
    expect(expired).toMatchObject({ label: 'Expired', state: 'ended' })
    expect(expired?.at).toEqual(new Date(validTo * 1000))
    expect(labels(orderTimeline(base, 'refunded')).at(-1)).toBe('Refunded:ended')
  })

  it("says an eth-flow order's trader cancellation returned its native currency, no refund", () => {
    const ethFlow = { ...base, ethflowData: { userValidTo: validTo } }
    expect(orderTimeline(ethFlow, 'cancelled').at(-1)).toEqual({
      label: 'Cancelled',
      state: 'ended',
      at: undefined,
      detail: 'The native currency came back in the cancellation transaction.',
    })
    expect(orderTimeline(base, 'cancelled').at(-1)?.detail).toBeUndefined()
  })

  it('a cancellation in flight is the current step', () => {
    expect(labels(orderTimeline(base, 'cancelling')).at(-1)).toBe('Cancelling:current')
  })
})
