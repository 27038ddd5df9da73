import { describe, expect, it } from 'vitest'
import { surplusOf, surplusUsd } from './order-surplus'

const SELL = '0x1111111111111111111111111111111111111111'
const BUY = '0x2222222222222222222222222222222222222222'
const base = { sellToken: SELL, buyToken: BUY, sellAmount: 1000n, buyAmount: 2000n } as const

describe('surplusOf', () => {
  it('a sell order: bought above its limit, pro rata for a partial fill, in the bought token', () => {
    expect(
      surplusOf({
        ...base,
        kind: 'sell',
        executedSellAmountBeforeFees: 1000n,
        executedBuyAmount: 2100n,
      }),
    ).toEqual({
      amount: 100n,
      token: BUY,
    })
    // Half sold: the limit asks for 1000; 1050 bought.
    expect(
      surplusOf({
        ...base,
        kind: 'sell',
        executedSellAmountBeforeFees: 500n,
        executedBuyAmount: 1050n,
      }),
    ).toEqual({
      amount: 50n,
      token: BUY,
    })
  })

  it('a buy order: sold below its limit, in the sold token', () => {
    expect(
      surplusOf({
        ...base,
        kind: 'buy',
        executedSellAmountBeforeFees: 900n,
        executedBuyAmount: 2000n,
      }),
    ).toEqual({
      amount: 100n,
      token: SELL,
    })
  })

  it('none before a fill; never negative', () => {
    expect(
      surplusOf({ ...base, kind: 'sell', executedSellAmountBeforeFees: 0n, executedBuyAmount: 0n }),
    ).toBeUndefined()
    expect(
      surplusOf({
        ...base,
        kind: 'sell',
        executedSellAmountBeforeFees: 1000n,
        executedBuyAmount: 1999n,
      })?.amount,
    ).toBe(0n)
  })

  it('in USD with the token price, or not at all', () => {
    expect(surplusUsd({ amount: 2_500_000n, token: BUY }, 6, 1)).toBeCloseTo(2.5)
    expect(surplusUsd({ amount: 1n, token: BUY }, undefined, 1)).toBeUndefined()
    expect(surplusUsd({ amount: 1n, token: BUY }, 6, undefined)).toBeUndefined()
  })
})
