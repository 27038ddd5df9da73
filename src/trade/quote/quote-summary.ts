import { formatUnits } from 'viem'
import type { Quote } from '@/api/quote-types'
import type { TokenInfo } from '@/config/token-lists'
import type { OrderKind } from '@/protocol/order'
import { maximumSold, minimumReceived } from '@/protocol/quote-to-order'

/**
 * Everything the swap form shows about a quote, derived from the quote, the slippage and
 * the USD prices when they are known. Amounts follow `orderFromQuote`: the fee is folded
 * into the sell side and slippage moves the side the trader did not fix.
 */

export type PriceImpactLevel = 'negligible' | 'low' | 'medium' | 'high'

/** Warning steps of the public app: 1 %, 5 %, 10 %. */
export const PRICE_IMPACT_STEPS = { low: 0.01, medium: 0.05, high: 0.1 } as const

export interface UsdPrices {
  sell?: number
  buy?: number
}

export interface QuoteSummary {
  kind: OrderKind
  /** What leaves the wallet at the quoted price, network cost included. */
  sellAmount: bigint
  /** What arrives at the quoted price. */
  buyAmount: bigint
  /** Network cost, in sell-token units (part of `sellAmount`). */
  feeAmount: bigint
  slippageBps: number
  /** Sell order: the least received. Buy order: the most sold. */
  limitAmount: bigint
  /** The sell amount of the order to sign, which the vault relayer must be allowed to take. */
  signedSellAmount: bigint
  usd: { sell?: number; buy?: number; fee?: number }
  /** Value lost against the USD prices, fee excluded (0.012 = 1.2 %). */
  priceImpact?: number
  priceImpactLevel?: PriceImpactLevel
}

export function toDecimalNumber(amount: bigint, decimals: number): number {
  return Number(formatUnits(amount, decimals))
}

function usdValue(amount: bigint, decimals: number, price: number | undefined): number | undefined {
  if (price === undefined || !Number.isFinite(price) || price < 0) return undefined
  return toDecimalNumber(amount, decimals) * price
}

export function priceImpactLevel(impact: number): PriceImpactLevel {
  if (impact >= PRICE_IMPACT_STEPS.high) return 'high'
  if (impact >= PRICE_IMPACT_STEPS.medium) return 'medium'
  if (impact >= PRICE_IMPACT_STEPS.low) return 'low'
  return 'negligible'
}

export function summarizeQuote({
  quote,
  sellToken,
  buyToken,
  slippageBps,
  prices = {},
}: {
  quote: Pick<Quote, 'kind' | 'sellAmount' | 'buyAmount' | 'feeAmount'>
  sellToken: Pick<TokenInfo, 'decimals'>
  buyToken: Pick<TokenInfo, 'decimals'>
  slippageBps: number
  prices?: UsdPrices
}): QuoteSummary {
  const sellAmount = quote.sellAmount + quote.feeAmount
  const buyAmount = quote.buyAmount
  const limitAmount =
    quote.kind === 'sell'
      ? minimumReceived(buyAmount, slippageBps)
      : maximumSold(sellAmount, slippageBps)
  const signedSellAmount = quote.kind === 'sell' ? sellAmount : limitAmount

  const usd = {
    sell: usdValue(sellAmount, sellToken.decimals, prices.sell),
    buy: usdValue(buyAmount, buyToken.decimals, prices.buy),
    fee: usdValue(quote.feeAmount, sellToken.decimals, prices.sell),
  }
  const summary: QuoteSummary = {
    kind: quote.kind,
    sellAmount,
    buyAmount,
    feeAmount: quote.feeAmount,
    slippageBps,
    limitAmount,
    signedSellAmount,
    usd,
  }
  const sellBeforeFeeUsd = usdValue(quote.sellAmount, sellToken.decimals, prices.sell)
  if (sellBeforeFeeUsd !== undefined && usd.buy !== undefined && sellBeforeFeeUsd > 0) {
    // A better-than-oracle price is no impact, not a negative one.
    const impact = Math.max(0, 1 - usd.buy / sellBeforeFeeUsd)
    summary.priceImpact = impact
    summary.priceImpactLevel = priceImpactLevel(impact)
  }
  return summary
}

// Made on first use: building a currency formatter loads locale data, which was the
// largest single cost of evaluating the first view's code (about 30 ms at 4x CPU).
let usdFormat: Intl.NumberFormat | undefined

/** "$1,234.56", "< $0.01" for dust. */
export function formatUsd(value: number): string {
  if (value > 0 && value < 0.01) return '< $0.01'
  usdFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
  })
  return usdFormat.format(value)
}

/** 0.0123 -> "1.23 %", tiny -> "< 0.01 %". */
export function formatPercent(fraction: number): string {
  if (fraction > 0 && fraction < 0.0001) return '< 0.01 %'
  return `${(fraction * 100).toFixed(2)} %`
}
