import { describe, expect, it } from 'vitest'
import {
  formatBpsPercent,
  marketDistanceBps,
  remainingAmount,
  requiredSellAmount,
  whyNotFilling,
  whyNotFillingShort,
  type WhyNotFillingInput,
  type WhyOrderFields,
} from './why-not-filling'

const NOW = 1_700_000_000
const E18 = 10n ** 18n

/** Sell 1 WETH for at least 2,000 USDC (6 decimals), open for an hour. */
function order(overrides: Partial<WhyOrderFields> = {}): WhyOrderFields {
  return {
    status: 'open',
    kind: 'sell',
    sellAmount: E18,
    buyAmount: 2_000_000_000n,
    feeAmount: 0n,
    executedSellAmount: 0n,
    executedSellAmountBeforeFees: 0n,
    executedBuyAmount: 0n,
    partiallyFillable: false,
    validTo: NOW + 3600,
    sellTokenBalance: 'erc20',
    ...overrides,
  }
}

const rich = { balance: 10n * E18, allowance: 10n * E18 }

function why(input: Partial<WhyNotFillingInput> = {}) {
  return whyNotFilling({ order: order(), nowSeconds: NOW, funds: rich, ...input })
}

describe('marketDistanceBps', () => {
  it('is how far the market must rise to reach the limit', () => {
    // Market gives 1,600 USDC for 1 WETH; the limit asks 2,000: 25 % more.
    expect(marketDistanceBps(order(), { sellAmount: E18, buyAmount: 1_600_000_000n })).toBe(2500n)
  })
  it('is negative when the market beats the limit', () => {
    expect(marketDistanceBps(order(), { sellAmount: E18, buyAmount: 2_500_000_000n })).toBe(-2000n)
  })
  it('compares rates, so a quote of the remaining half gives the same answer', () => {
    const half = { sellAmount: E18 / 2n, buyAmount: 800_000_000n }
    expect(marketDistanceBps(order(), half)).toBe(2500n)
  })
  it('works for buy orders: the market needs more sell token than the limit allows', () => {
    // Buy 2,000 USDC with at most 1 WETH; the market wants 1.1 WETH (network cost included).
    const buy = order({ kind: 'buy' })
    expect(
      marketDistanceBps(buy, { sellAmount: (11n * E18) / 10n, buyAmount: 2_000_000_000n }),
    ).toBe(1000n)
  })
  it('rounds a tiny gap up, never to 0', () => {
    expect(marketDistanceBps(order(), { sellAmount: E18, buyAmount: 1_999_999_999n })).toBe(1n)
  })
  it('is undefined when the market gives nothing', () => {
    expect(marketDistanceBps(order(), { sellAmount: E18, buyAmount: 0n })).toBeUndefined()
  })
})

describe('remaining and required amounts', () => {
  it('a sell order has the unsold part left, a buy order the unbought part', () => {
    expect(remainingAmount(order({ executedSellAmountBeforeFees: E18 / 4n }))).toBe((3n * E18) / 4n)
    expect(remainingAmount(order({ kind: 'buy', executedBuyAmount: 500_000_000n }))).toBe(
      1_500_000_000n,
    )
  })
  it('the owner must still hand over the rest of the sell amount and signed fee', () => {
    expect(requiredSellAmount(order({ feeAmount: 5n, executedSellAmount: E18 / 2n }))).toBe(
      E18 / 2n + 5n,
    )
  })
})

describe('whyNotFilling', () => {
  it('says nothing about orders that ended or ran out of time', () => {
    expect(why({ order: order({ status: 'fulfilled' }) })).toBeUndefined()
    expect(why({ order: order({ status: 'cancelled' }) })).toBeUndefined()
    expect(why({ order: order({ validTo: NOW - 1 }) })).toBeUndefined()
  })

  it('a pre-signed order waits for its signature first', () => {
    expect(why({ order: order({ status: 'presignaturePending' }) })).toEqual({
      reason: 'awaitingSignature',
    })
  })

  it('an owner without allowance makes the order unfillable, whatever the market', () => {
    const result = why({
      funds: { balance: 10n * E18, allowance: 0n },
      market: { sellAmount: E18, buyAmount: 100n },
    })
    expect(result).toEqual({
      reason: 'unfillable',
      short: 'allowance',
      required: E18,
      balance: 10n * E18,
      allowance: 0n,
    })
  })

  it('names the balance, or both, when they are short', () => {
    expect(why({ funds: { balance: E18 - 1n, allowance: E18 } })).toMatchObject({
      short: 'balance',
    })
    expect(why({ funds: { balance: 0n, allowance: 0n } })).toMatchObject({
      short: 'balance and allowance',
    })
  })

  it('a partially fillable order needs only some of the sell token', () => {
    const partial = order({ partiallyFillable: true })
    const funds = { balance: 1n, allowance: 1n }
    const market = { sellAmount: E18, buyAmount: 2_100_000_000n }
    expect(why({ order: partial, funds, market })).toMatchObject({ reason: 'nextBatch' })
    expect(why({ order: partial, funds: { balance: 0n, allowance: 1n } })).toMatchObject({
      reason: 'unfillable',
      short: 'balance',
    })
  })

  it('eth-flow and vault orders are not judged by the owner’s ERC-20 funds', () => {
    const none = { balance: 0n, allowance: 0n }
    const market = { sellAmount: E18, buyAmount: 2_100_000_000n }
    expect(
      why({ order: order({ ethflowData: { userValidTo: NOW + 60 } }), funds: none, market }),
    ).toMatchObject({ reason: 'nextBatch' })
    expect(
      why({ order: order({ sellTokenBalance: 'external' }), funds: undefined, market }),
    ).toMatchObject({ reason: 'nextBatch' })
  })

  it('a limit above the market says how far', () => {
    expect(why({ market: { sellAmount: E18, buyAmount: 1_000_000_000n } })).toEqual({
      reason: 'outOfMarket',
      distanceBps: 10_000n,
    })
  })

  it('a solution under way wins over the market', () => {
    const market = { sellAmount: E18, buyAmount: 1_000_000_000n }
    expect(why({ market, auction: 'solved' })).toEqual({ reason: 'settling' })
    expect(why({ market, auction: 'executing' })).toEqual({ reason: 'settling' })
  })

  it('within the market: in the auction now, or the next batch', () => {
    const market = { sellAmount: E18, buyAmount: 2_200_000_000n }
    expect(why({ market, auction: 'active' })).toEqual({ reason: 'inAuction', distanceBps: -909n })
    expect(why({ market, auction: 'open' })).toEqual({
      reason: 'nextBatch',
      distanceBps: -909n,
      lastAuctionUnfilled: false,
    })
    expect(why({ market, auction: 'scheduled' })).toMatchObject({ lastAuctionUnfilled: true })
  })

  it('no liquidity for the amount is said as such', () => {
    expect(why({ market: 'noLiquidity' })).toEqual({ reason: 'noLiquidity' })
  })

  it('while the market or funds are being read it is checking, unless the auction already said', () => {
    expect(why({ market: undefined })).toEqual({ reason: 'checking' })
    expect(
      why({ funds: undefined, market: { sellAmount: E18, buyAmount: 2_200_000_000n } }),
    ).toEqual({ reason: 'checking' })
    expect(why({ market: undefined, auction: 'scheduled' })).toMatchObject({
      reason: 'nextBatch',
      lastAuctionUnfilled: true,
    })
  })

  it('a failed quote or funds read still leaves the next batch', () => {
    expect(why({ market: 'unavailable', funds: 'unavailable' })).toEqual({
      reason: 'nextBatch',
      distanceBps: undefined,
      lastAuctionUnfilled: false,
    })
  })
})

describe('wording', () => {
  it('percentages: one decimal below 100 %, grouped whole percent above', () => {
    expect(formatBpsPercent(1n)).toBe('< 0.1 %')
    expect(formatBpsPercent(0n)).toBe('0 %')
    expect(formatBpsPercent(1234n)).toBe('12.3 %')
    expect(formatBpsPercent(2500n)).toBe('25 %')
    expect(formatBpsPercent(12_345_678n)).toBe('123,456 %')
    expect(formatBpsPercent(-910n)).toBe('9.1 %')
  })
  it('short labels for the list', () => {
    expect(whyNotFillingShort({ reason: 'outOfMarket', distanceBps: 2500n })).toBe(
      '25 % from market',
    )
    expect(
      whyNotFillingShort({
        reason: 'unfillable',
        short: 'allowance',
        required: 1n,
        balance: 1n,
        allowance: 0n,
      }),
    ).toBe('Unfillable: allowance too low')
  })
})
