import { describe, expect, it } from 'vitest'
import { orderFromQuote } from './quote-to-order'
import {
  maximumSold,
  minimumReceived,
  quoteAfterPartnerFee,
  quoteAmountsAndCosts,
  type QuoteCostsInput,
} from './quote-amounts'

const WETH = 10n ** 18n
const USDC = 10n ** 6n

// A sell of 1 WETH quoted at 3000 USDC with 0.001 WETH of network cost: the service answers
// sellAmount 0.999 WETH (after the cost) and buyAmount 2997 USDC for it.
const SELL: QuoteCostsInput = {
  kind: 'sell',
  sellAmount: 999n * 10n ** 15n,
  buyAmount: 2997n * USDC,
  feeAmount: 10n ** 15n,
}
// A buy of 1 WETH quoted at 3000 USDC with 3 USDC of network cost (buy quotes: before the cost).
const BUY: QuoteCostsInput = {
  kind: 'buy',
  sellAmount: 3000n * USDC,
  buyAmount: WETH,
  feeAmount: 3n * USDC,
}

describe('quoteAmountsAndCosts: worked numbers', () => {
  it('takes a sell order partner fee off the buy amount, in bps of the amount before all fees', () => {
    const r = quoteAmountsAndCosts({ ...SELL, partnerFeeBps: 50 })
    expect(r.costs.networkFee.amountInBuyCurrency).toBe(3n * USDC)
    expect(r.beforeAllFees).toEqual({ sellAmount: WETH, buyAmount: 3000n * USDC })
    // 0.5 % of 3000 USDC, not of the 2997 after the network cost.
    expect(r.costs.partnerFee).toEqual({ amount: 15n * USDC, bps: 50 })
    expect(r.afterPartnerFees).toEqual({ sellAmount: SELL.sellAmount, buyAmount: 2982n * USDC })
  })

  it('adds a buy order partner fee to the sell amount, in bps of the amount before the network cost', () => {
    const r = quoteAmountsAndCosts({ ...BUY, partnerFeeBps: 50 })
    expect(r.beforeAllFees).toEqual({ sellAmount: 3000n * USDC, buyAmount: WETH })
    expect(r.costs.partnerFee.amount).toBe(15n * USDC)
    expect(r.afterNetworkCosts.sellAmount).toBe(3003n * USDC)
    expect(r.afterPartnerFees).toEqual({ sellAmount: 3018n * USDC, buyAmount: WETH })
  })

  it('adds the quote protocol fee back before taking the partner fee', () => {
    const r = quoteAmountsAndCosts({ ...SELL, partnerFeeBps: 50, protocolFeeBps: 2 })
    // 2997e6 * 2e5 / (1e9 - 2e5), rounded down.
    expect(r.costs.protocolFee.amount).toBe(599_519n)
    expect(r.beforeAllFees.buyAmount).toBe(3_000_599_519n)
    expect(r.costs.partnerFee.amount).toBe(15_002_997n)
    expect(r.afterPartnerFees.buyAmount).toBe(2997n * USDC - 15_002_997n)
  })

  it('changes nothing without a partner fee, and refuses an impossible one', () => {
    expect(quoteAmountsAndCosts(SELL).afterPartnerFees.buyAmount).toBe(SELL.buyAmount)
    expect(quoteAmountsAndCosts(BUY).afterPartnerFees.sellAmount).toBe(3003n * USDC)
    expect(() => quoteAmountsAndCosts({ ...SELL, partnerFeeBps: 10_000 })).toThrow(/0 to 9999/)
    expect(() => quoteAmountsAndCosts({ ...SELL, partnerFeeBps: 0.5 })).toThrow(/whole number/)
  })
})

describe('quoteAmountsAndCosts against the SDK (@cowprotocol/sdk-order-book)', () => {
  const cases: [string, QuoteCostsInput][] = [
    ['sell, 50 bps', { ...SELL, partnerFeeBps: 50 }],
    ['sell, 100 bps, protocol 2.5 bps', { ...SELL, partnerFeeBps: 100, protocolFeeBps: 2.5 }],
    ['buy, 50 bps', { ...BUY, partnerFeeBps: 50 }],
    ['buy, 7 bps, protocol 0.3 bps', { ...BUY, partnerFeeBps: 7, protocolFeeBps: 0.3 }],
    [
      'sell, odd amounts',
      {
        kind: 'sell',
        sellAmount: 123_456_789n,
        buyAmount: 987_654_321_123n,
        feeAmount: 4_321n,
        partnerFeeBps: 33,
      },
    ],
  ]
  it.each(cases)('%s: the same amounts and costs', async (_name, input) => {
    const sdk = await import('@cowprotocol/sdk-order-book')
    const theirs = sdk.getQuoteAmountsAndCosts({
      orderParams: {
        kind: input.kind === 'sell' ? sdk.OrderKind.SELL : sdk.OrderKind.BUY,
        sellAmount: input.sellAmount.toString(),
        buyAmount: input.buyAmount.toString(),
        feeAmount: input.feeAmount.toString(),
      } as Parameters<typeof sdk.getQuoteAmountsAndCosts>[0]['orderParams'],
      slippagePercentBps: 0,
      partnerFeeBps: input.partnerFeeBps,
      protocolFeeBps: input.protocolFeeBps,
    })
    const ours = quoteAmountsAndCosts(input)
    expect(ours.costs.partnerFee.amount).toBe(theirs.costs.partnerFee.amount)
    expect(ours.costs.protocolFee.amount).toBe(theirs.costs.protocolFee.amount)
    expect(ours.costs.networkFee.amountInBuyCurrency).toBe(
      theirs.costs.networkFee.amountInBuyCurrency,
    )
    expect(ours.beforeAllFees).toEqual(theirs.beforeAllFees)
    expect(ours.afterNetworkCosts).toEqual(theirs.afterNetworkCosts)
    expect(ours.afterPartnerFees).toEqual(theirs.afterPartnerFees)
  })
})

describe('orderFromQuote of the quote after the partner fee', () => {
  const base = {
    sellToken: '0x1111111111111111111111111111111111111111',
    buyToken: '0x2222222222222222222222222222222222222222',
    validTo: 2_000_000_000,
    appDataHash: `0x${'00'.repeat(32)}`,
  } as const
  /** The order signed from `quote` after a 50 bps partner fee, with 50 bps slippage. */
  const orderAfterFee = (quote: typeof SELL | typeof BUY) =>
    orderFromQuote({
      quote: quoteAfterPartnerFee(
        { ...quote, sellToken: base.sellToken, buyToken: base.buyToken },
        50,
      ),
      slippageBps: 50,
      validTo: base.validTo,
      appDataHash: base.appDataHash,
    })

  it('signs a sell order for the buy amount after the partner fee, less slippage', () => {
    const order = orderAfterFee(SELL)
    expect(order.sellAmount).toBe(WETH)
    // (2997 - 15) USDC less 0.5 %: 2982 * 0.995 = 2967.09.
    expect(order.buyAmount).toBe(2_967_090_000n)
  })

  it('signs a buy order for the sell amount after the partner fee, plus slippage', () => {
    const order = orderAfterFee(BUY)
    expect(order.buyAmount).toBe(WETH)
    // (3000 + 3 + 15) USDC plus 0.5 %: 3018 * 1.005 = 3033.09.
    expect(order.sellAmount).toBe(3_033_090_000n)
  })
})

describe('minimumReceived / maximumSold', () => {
  it('round toward the trader-safe side on many amounts', () => {
    let x = 123456789n
    for (let i = 0; i < 500; i++) {
      x = (x * 6364136223846793005n + 1442695040888963407n) % 2n ** 128n
      const bps = Number(x % 10_001n)
      const s = BigInt(bps)
      const min = minimumReceived(x, bps)
      expect(min * 10_000n <= x * (10_000n - s)).toBe(true)
      expect((min + 1n) * 10_000n > x * (10_000n - s)).toBe(true)
      const max = maximumSold(x, bps)
      expect(max * 10_000n >= x * (10_000n + s)).toBe(true)
      expect((max - 1n) * 10_000n < x * (10_000n + s)).toBe(true)
    }
  })

  it('are identities at 0 bps', () => {
    expect(minimumReceived(12345n, 0)).toBe(12345n)
    expect(maximumSold(12345n, 0)).toBe(12345n)
    expect(minimumReceived(0n, 10_000)).toBe(0n)
  })
})
