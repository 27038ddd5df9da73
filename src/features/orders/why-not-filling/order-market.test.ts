import { describe, expect, it } from 'vitest'
import { sandboxOrder as makeOrder } from '@/api/test-fixtures'
import {
  averageExecution,
  distanceLabel,
  limitDistanceBps,
  pairKey,
  pairQuoteRequests,
} from './order-market'
import { marketOfQuote } from '@/trade/tracking/why-not-filling'

const now = 1_900_000_000
const FROM = '0x70997970C51812dc3A010C7d01b50e20c3A4C793'

describe('pairQuoteRequests', () => {
  it('asks once per pair of the live orders, for the largest sell amount', () => {
    const a = makeOrder({ status: 'open', sellAmount: '100' }, 1)
    const b = makeOrder({ status: 'open', sellAmount: '300' }, 2)
    const ended = makeOrder({ status: 'fulfilled', sellAmount: '900' }, 3)
    const requests = pairQuoteRequests([a, b, ended], now, FROM)
    expect(requests).toHaveLength(1)
    expect(requests[0]?.pair).toBe(pairKey(a))
    expect(requests[0]?.request).toMatchObject({ kind: 'sell', sellAmountBeforeFee: 300n })
  })

  it('asks nothing when no order is live', () => {
    expect(pairQuoteRequests([makeOrder({ status: 'cancelled' }, 1)], now, FROM)).toEqual([])
  })

  it('tells pairs apart by direction', () => {
    const sell = { sellToken: '0xAa', buyToken: '0xbB' } as const
    expect(pairKey(sell)).toBe('0xaa:0xbb')
    expect(pairKey({ sellToken: '0xbb', buyToken: '0xaa' })).not.toBe(pairKey(sell))
  })
})

describe('distance to the market', () => {
  const market = { sellAmount: 1_000n, buyAmount: 3_000n }
  it('is positive when the limit asks more than the market gives', () => {
    // 3.3 per unit against 3: the market must rise 10 %.
    expect(limitDistanceBps({ sellAmount: 10n, buyAmount: 33n }, market)).toBe(1_000n)
    expect(distanceLabel(1_000n)).toBe('10 % away')
  })
  it('reads At market once the market reaches the limit', () => {
    expect(limitDistanceBps({ sellAmount: 10n, buyAmount: 27n }, market)).toBe(-1_000n)
    expect(distanceLabel(-1_000n)).toBe('At market')
    expect(distanceLabel(0n)).toBe('At market')
  })
  it('counts the network cost: a quote of 900 + 100 fee for 3,000 is 3 per unit, not 3.33', () => {
    const quoted = marketOfQuote({ sellAmount: 900n, feeAmount: 100n, buyAmount: 3_000n })
    expect(quoted).toEqual(market)
    // A limit of 3.2 per unit is beyond this market (6.67 %, rounded up), though within the fee-less rate.
    expect(limitDistanceBps({ sellAmount: 10n, buyAmount: 32n }, quoted)).toBe(667n)
  })
  it('is unknown without a market', () => {
    expect(limitDistanceBps({ sellAmount: 1n, buyAmount: 1n }, undefined)).toBeUndefined()
  })
})

describe('averageExecution', () => {
  it('is the executed amounts once something executed, nothing before', () => {
    expect(averageExecution({ executedSellAmountBeforeFees: 0n, executedBuyAmount: 0n })).toBe(
      undefined,
    )
    expect(averageExecution({ executedSellAmountBeforeFees: 4n, executedBuyAmount: 12n })).toEqual({
      sellAmount: 4n,
      buyAmount: 12n,
    })
  })
})
