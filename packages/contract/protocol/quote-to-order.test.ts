import { getAddress, zeroAddress, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { EMPTY_APP_DATA_HASH } from './app-data'
import { UINT256_MAX, UINT32_MAX } from './bounds'
import { USDC, WETH } from './order-fixtures'
import { orderFromQuote, validToFromDeadline, type QuoteAmounts } from './quote-to-order'

const RECEIVER: Address = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')

const sellQuote: QuoteAmounts = {
  sellToken: WETH,
  buyToken: USDC,
  sellAmount: 1000n,
  buyAmount: 999n,
  feeAmount: 10n,
  kind: 'sell',
}
const buyQuote: QuoteAmounts = { ...sellQuote, kind: 'buy', buyAmount: 500n }
const base = { validTo: 1_700_000_000, appDataHash: EMPTY_APP_DATA_HASH }

describe('orderFromQuote', () => {
  it('sell: folds the fee into sellAmount and takes slippage off buyAmount, rounding down', () => {
    const order = orderFromQuote({ ...base, quote: sellQuote, slippageBps: 50 })
    expect(order).toEqual({
      sellToken: WETH,
      buyToken: USDC,
      receiver: zeroAddress,
      sellAmount: 1010n,
      buyAmount: 994n, // 999 * 0.995 = 994.005
      validTo: base.validTo,
      appData: EMPTY_APP_DATA_HASH,
      feeAmount: 0n,
      kind: 'sell',
      partiallyFillable: false,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
    })
  })

  it('buy: keeps buyAmount and adds slippage to sellAmount + fee, rounding up', () => {
    const order = orderFromQuote({ ...base, quote: buyQuote, slippageBps: 50 })
    expect(order.buyAmount).toBe(500n)
    expect(order.sellAmount).toBe(1016n) // 1010 * 1.005 = 1015.05
    expect(order.feeAmount).toBe(0n)
    // Exact products are not rounded further.
    const exact = orderFromQuote({
      ...base,
      quote: { ...buyQuote, sellAmount: 990n },
      slippageBps: 50,
    })
    expect(exact.sellAmount).toBe(1005n)
  })

  it('handles the slippage edges 0 and 10000 bps', () => {
    expect(orderFromQuote({ ...base, quote: sellQuote, slippageBps: 0 }).buyAmount).toBe(999n)
    expect(orderFromQuote({ ...base, quote: sellQuote, slippageBps: 10_000 }).buyAmount).toBe(0n)
    expect(orderFromQuote({ ...base, quote: buyQuote, slippageBps: 0 }).sellAmount).toBe(1010n)
    expect(orderFromQuote({ ...base, quote: buyQuote, slippageBps: 10_000 }).sellAmount).toBe(2020n)
  })

  it('rejects invalid slippage', () => {
    for (const slippageBps of [-1, 10_001, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => orderFromQuote({ ...base, quote: sellQuote, slippageBps })).toThrow(
        /Slippage must be a whole number of basis points from 0 to 10000/,
      )
    }
  })

  it('rejects amounts that overflow uint256', () => {
    const outOfRange: [QuoteAmounts, number, RegExp][] = [
      [{ ...sellQuote, sellAmount: UINT256_MAX, feeAmount: 1n }, 0, /exceeds uint256/],
      [{ ...buyQuote, sellAmount: UINT256_MAX, feeAmount: 0n }, 1, /exceeds uint256/],
      [{ ...sellQuote, buyAmount: -1n }, 0, /uint256/],
    ]
    for (const [quote, slippageBps, error] of outOfRange) {
      expect(() => orderFromQuote({ ...base, quote, slippageBps })).toThrow(error)
    }
  })

  it('passes receiver, balances and partial fill through, and validates validTo and appData', () => {
    const order = orderFromQuote({
      ...base,
      receiver: RECEIVER,
      quote: {
        ...sellQuote,
        partiallyFillable: true,
        sellTokenBalance: 'external',
        buyTokenBalance: 'internal',
      },
      slippageBps: 0,
    })
    expect(order.receiver).toBe(RECEIVER)
    expect(order.partiallyFillable).toBe(true)
    expect(order.sellTokenBalance).toBe('external')
    expect(order.buyTokenBalance).toBe('internal')
    expect(
      orderFromQuote({ ...base, receiver: null, quote: sellQuote, slippageBps: 0 }).receiver,
    ).toBe(zeroAddress)
    expect(() =>
      orderFromQuote({ ...base, validTo: UINT32_MAX + 1, quote: sellQuote, slippageBps: 0 }),
    ).toThrow(/uint32/)
    expect(() =>
      orderFromQuote({ ...base, appDataHash: '0x1234', quote: sellQuote, slippageBps: 0 }),
    ).toThrow(/appData/)
  })
})

describe('validToFromDeadline', () => {
  it('adds the deadline to the floored current time', () => {
    expect(validToFromDeadline(1_700_000_000.9, 1800)).toBe(1_700_001_800)
    expect(validToFromDeadline(0, 1)).toBe(1)
  })

  it('rejects bad deadlines and results beyond uint32', () => {
    expect(() => validToFromDeadline(1_700_000_000, 0)).toThrow(/positive whole number/)
    expect(() => validToFromDeadline(1_700_000_000, -60)).toThrow(/positive whole number/)
    expect(() => validToFromDeadline(1_700_000_000, 1.5)).toThrow(/positive whole number/)
    expect(() => validToFromDeadline(Number.NaN, 60)).toThrow(/Unix timestamp/)
    expect(() => validToFromDeadline(UINT32_MAX, 1)).toThrow(/uint32/)
  })
})
