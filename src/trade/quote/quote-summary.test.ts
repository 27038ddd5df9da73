import { describe, expect, it } from 'vitest'
import { quoteAfterPartnerFee } from '@batchswap/contract/protocol/quote-amounts'
import { orderFromQuote } from '@batchswap/contract/protocol/quote-to-order'
import { partnerFeeCosts } from '../resolve-partner-fee'
import {
  formatPercent,
  formatUsd,
  priceImpactLevel,
  summarizeQuote,
  type UsdPrices,
} from './quote-summary'
import {
  sandboxQuote as quoteFixture,
  SANDBOX_USDC as USDC,
  SANDBOX_WETH as WETH,
} from '@/api/test-fixtures'

const E18 = 10n ** 18n

/** Selling 1 WETH: 0.999 after 0.001 WETH of network cost, for `buyAmount` USDC. */
const sellOneWeth = (buyAmount: bigint) =>
  quoteFixture({ kind: 'sell', sellAmount: 999n * 10n ** 15n, feeAmount: 10n ** 15n, buyAmount })

describe('summarizeQuote', () => {
  it('sell order: fee folded into the sell side, minimum received after slippage', () => {
    const quote = sellOneWeth(3_000_000_000n)
    const s = summarizeQuote({ quote, sellToken: WETH, buyToken: USDC, slippageBps: 50 })
    expect(s.sellAmount).toBe(E18)
    expect(s.buyAmount).toBe(3_000_000_000n)
    expect(s.limitAmount).toBe(2_985_000_000n)
    expect(s.signedSellAmount).toBe(E18)
    expect(s.priceImpact).toBeUndefined()
  })

  const PARTNER = {
    volumeBps: 50,
    recipient: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  } as const

  it('sell order with a 50 bps partner fee: received, minimum and signed order all after the fee', () => {
    // 1 WETH at 3000 USDC: the quote says 0.999 WETH (after 0.001 of network cost) for 2997.
    const quote = sellOneWeth(2_997_000_000n)
    const prices = { sell: 3000, buy: 1 }
    const s = summarizeQuote({
      quote,
      sellToken: WETH,
      buyToken: USDC,
      slippageBps: 50,
      prices,
      partnerFee: partnerFeeCosts(PARTNER, quote),
    })
    // 0.5 % of the 3000 USDC before all fees.
    expect(s.partnerFee).toEqual({ ...PARTNER, amount: 15_000_000n, token: 'buy' })
    expect(s.sellAmount).toBe(E18)
    expect(s.buyAmount).toBe(2_982_000_000n)
    expect(s.limitAmount).toBe(2_967_090_000n)
    expect(s.signedSellAmount).toBe(E18)
    // The signed order agrees with what is shown.
    const order = orderFromQuote({
      quote: quoteAfterPartnerFee(quote, 50),
      slippageBps: 50,
      validTo: 2_000_000_000,
      appDataHash: `0x${'00'.repeat(32)}`,
    })
    expect(order.buyAmount).toBe(s.limitAmount)
    // The fee is no price impact.
    const without = summarizeQuote({
      quote,
      sellToken: WETH,
      buyToken: USDC,
      slippageBps: 50,
      prices,
    })
    expect(s.priceImpact).toBe(without.priceImpact)
  })

  it('buy order with a 50 bps partner fee: the fee is on top of the sell amount', () => {
    const quote = quoteFixture({
      kind: 'buy',
      sellAmount: 3_000_000_000n,
      feeAmount: 3_000_000n,
      buyAmount: E18,
    })
    const s = summarizeQuote({
      quote,
      sellToken: USDC,
      buyToken: WETH,
      slippageBps: 50,
      partnerFee: partnerFeeCosts(PARTNER, quote),
    })
    expect(s.partnerFee).toEqual({ ...PARTNER, amount: 15_000_000n, token: 'sell' })
    expect(s.sellAmount).toBe(3_018_000_000n)
    expect(s.buyAmount).toBe(E18)
    expect(s.limitAmount).toBe(3_033_090_000n)
    expect(s.signedSellAmount).toBe(3_033_090_000n)
  })

  it('buy order: maximum sold after slippage, rounded up, is what gets signed', () => {
    const quote = quoteFixture({ kind: 'buy', sellAmount: 999n, feeAmount: 2n, buyAmount: 5n })
    const s = summarizeQuote({ quote, sellToken: WETH, buyToken: USDC, slippageBps: 50 })
    expect(s.sellAmount).toBe(1001n)
    // 1001 * 1.005 = 1006.005, rounded up: the signed limit never falls below what was accepted.
    expect(s.limitAmount).toBe(1007n)
    expect(s.signedSellAmount).toBe(1007n)
  })

  it('agrees with the order that will be signed', () => {
    for (const kind of ['sell', 'buy'] as const) {
      const quote = quoteFixture({
        kind,
        sellAmount: 123_456_789n,
        feeAmount: 1_111n,
        buyAmount: 987_654n,
      })
      const s = summarizeQuote({ quote, sellToken: WETH, buyToken: USDC, slippageBps: 37 })
      const order = orderFromQuote({
        quote,
        slippageBps: 37,
        validTo: 2_000_000_000,
        appDataHash: `0x${'00'.repeat(32)}`,
      })
      expect(order.sellAmount).toBe(s.signedSellAmount)
      expect(kind === 'sell' ? order.buyAmount : order.sellAmount).toBe(s.limitAmount)
    }
  })

  it('USD values and price impact when both prices are known', () => {
    const quote = quoteFixture({
      kind: 'sell',
      sellAmount: E18,
      feeAmount: 10n ** 16n,
      buyAmount: 2_940_000_000n,
    })
    const s = summarizeQuote({
      quote,
      sellToken: WETH,
      buyToken: USDC,
      slippageBps: 50,
      prices: { sell: 3000, buy: 1 },
    })
    expect(s.usd.sell).toBeCloseTo(3030)
    expect(s.usd.fee).toBeCloseTo(30)
    expect(s.usd.buy).toBeCloseTo(2940)
    expect(s.priceImpact).toBeCloseTo(0.02)
    expect(s.priceImpactLevel).toBe('low')
  })

  it('no price impact when a price is missing; none below zero', () => {
    const quote = quoteFixture({
      kind: 'sell',
      sellAmount: E18,
      feeAmount: 0n,
      buyAmount: 3_100_000_000n,
    })
    const impactWith = (prices: UsdPrices) =>
      summarizeQuote({ quote, sellToken: WETH, buyToken: USDC, slippageBps: 50, prices })
        .priceImpact
    expect(impactWith({ sell: 3000 })).toBeUndefined()
    expect(impactWith({ sell: 3000, buy: 1 })).toBe(0)
  })

  it.each([
    [0.005, 'negligible'],
    [0.01, 'low'],
    [0.05, 'medium'],
    [0.2, 'high'],
  ] as const)('a price impact of %f is %s', (impact, level) => {
    expect(priceImpactLevel(impact)).toBe(level)
  })
})

describe('formatting', () => {
  it.each([
    [formatUsd, 1234.567, '$1,234.57'],
    [formatUsd, 0.001, '< $0.01'],
    [formatPercent, 0.0123, '1.23 %'],
    [formatPercent, 0.00001, '< 0.01 %'],
    [formatPercent, 0, '0.00 %'],
  ])('%o(%f) reads %s', (format, value, text) => {
    expect(format(value)).toBe(text)
  })
})
