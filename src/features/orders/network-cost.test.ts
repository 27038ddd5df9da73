import { describe, expect, it } from 'vitest'
import { getAddress } from 'viem'
import { networkCostOf } from './network-cost'

const WETH = getAddress('0x00000000000000000000000000000000000000e1')
const USDC = getAddress('0x00000000000000000000000000000000000000c1')
const quote = {
  sellAmount: 10n ** 18n,
  buyAmount: 3_000n * 10n ** 6n,
  feeAmount: 150_000_000_000_000n,
}

describe('networkCostOf (issue 39: what a filled order paid, or that it is unknown)', () => {
  it('says what an executed order paid, in the fee token the service names', () => {
    const order = {
      executedFee: 149_000_000_000_000n,
      executedFeeToken: WETH,
      sellToken: WETH,
      quote,
    }
    expect(networkCostOf(order, true)).toEqual({
      kind: 'paid',
      value: 149_000_000_000_000n,
      token: WETH,
    })
    expect(networkCostOf({ ...order, executedFeeToken: undefined, sellToken: USDC }, true)).toEqual(
      {
        kind: 'paid',
        value: 149_000_000_000_000n,
        token: USDC,
      },
    )
  })
  it('never says an executed order paid 0: unknown, with the quote beside it', () => {
    const order = { executedFee: 0n, sellToken: WETH, quote }
    expect(networkCostOf(order, true)).toEqual({ kind: 'unknown', quoted: quote.feeAmount })
    expect(networkCostOf({ sellToken: WETH }, true)).toEqual({ kind: 'unknown' })
  })
  it("shows the quote's estimate until the order executes", () => {
    expect(networkCostOf({ executedFee: 0n, sellToken: WETH, quote }, false)).toEqual({
      kind: 'estimated',
      value: quote.feeAmount,
      token: WETH,
    })
    expect(networkCostOf({ sellToken: WETH }, false)).toEqual({ kind: 'unknown' })
  })
})
