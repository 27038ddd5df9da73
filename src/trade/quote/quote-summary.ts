import { t } from '@lingui/core/macro'
import { formatUnits } from 'viem'
import { formatUsdNumber, usdAmount, usdToNumber } from '@/lib/usd'
import { formatDecimalString } from '@/lib/locale-format'
import type { Quote } from '@/api/quote-types'
import type { TokenInfo } from '@/config/token-lists'
import type { OrderKind } from '@batchswap/contract/protocol/order'
import type { PartnerFee } from '@batchswap/contract/protocol/partner-fee'
import { maximumSold, minimumReceived } from '@batchswap/contract/protocol/quote-amounts'

/**
 * Everything the swap form shows about a quote, derived from the quote, the slippage and
 * the USD prices when they are known. Amounts follow `orderFromQuote`: the fee is folded
 * into the sell side, a partner fee (as the SDK's `getQuoteAmountsAndCosts` computes it)
 * comes off a sell's buy amount or onto a buy's sell amount, and slippage moves the side the
 * trader did not fix.
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
  /** What leaves the wallet at the quoted price, network cost (and a buy's partner fee) included. */
  sellAmount: bigint
  /** What arrives at the quoted price (a sell's partner fee taken off). */
  buyAmount: bigint
  /** Network cost, in sell-token units (part of `sellAmount`). */
  feeAmount: bigint
  slippageBps: number
  /** Sell order: the least received. Buy order: the most sold. */
  limitAmount: bigint
  /** The sell amount of the order to sign, which the vault relayer must be allowed to take. */
  signedSellAmount: bigint
  /**
   * The partner fee the trade pays: `amount` of the buy token for a sell, of the sell token
   * for a buy (`bps` of the amount before all fees), owed to `recipient`.
   */
  partnerFee?: PartnerFee & { amount: bigint; token: 'sell' | 'buy'; label?: string }
  usd: { sell?: number; buy?: number; fee?: number }
  /** Value lost against the USD prices, fee excluded (0.012 = 1.2 %). */
  priceImpact?: number
  priceImpactLevel?: PriceImpactLevel
}

export function toDecimalNumber(amount: bigint, decimals: number): number {
  return Number(formatUnits(amount, decimals))
}

/** In fixed point from the bigint amount (src/lib/usd.ts), then a number for ratios. */
function usdValue(amount: bigint, decimals: number, price: number | undefined): number | undefined {
  const value = usdAmount(amount, decimals, price)
  return value === undefined ? undefined : usdToNumber(value)
}

export function priceImpactLevel(impact: number): PriceImpactLevel {
  if (impact >= PRICE_IMPACT_STEPS.high) return 'high'
  if (impact >= PRICE_IMPACT_STEPS.medium) return 'medium'
  if (impact >= PRICE_IMPACT_STEPS.low) return 'low'
  return 'negligible'
}

/**
 * A partner fee with its amounts for one quote (`partnerFeeCosts` of ../resolve-partner-fee.ts, which
 * loads with the fee's rules: the SDK's `getQuoteAmountsAndCosts`).
 */
export interface PartnerFeeCosts {
  fee: PartnerFee
  /** In the buy token for a sell, the sell token for a buy. */
  amount: bigint
  afterPartnerFees: { sellAmount: bigint; buyAmount: bigint }
  /** What the fee is called on screen (a widget host's `content.feeLabel`). */
  label?: string
}

export function summarizeQuote({
  quote,
  sellToken,
  buyToken,
  slippageBps,
  prices = {},
  partnerFee,
}: {
  quote: Pick<Quote, 'kind' | 'sellAmount' | 'buyAmount' | 'feeAmount'>
  sellToken: Pick<TokenInfo, 'decimals'>
  buyToken: Pick<TokenInfo, 'decimals'>
  slippageBps: number
  prices?: UsdPrices
  partnerFee?: PartnerFeeCosts
}): QuoteSummary {
  const after = partnerFee?.afterPartnerFees
  // What leaves the wallet (network cost, and a buy's partner fee, included) and what arrives.
  const sellAmount =
    quote.kind === 'buy' && after ? after.sellAmount : quote.sellAmount + quote.feeAmount
  const buyAmount = quote.kind === 'sell' && after ? after.buyAmount : quote.buyAmount
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
  if (partnerFee) {
    summary.partnerFee = {
      ...partnerFee.fee,
      amount: partnerFee.amount,
      token: quote.kind === 'sell' ? 'buy' : 'sell',
      ...(partnerFee.label ? { label: partnerFee.label } : {}),
    }
  }
  // Price impact is the market's, fees excluded: the quote's own amounts.
  const sellBeforeFeeUsd = usdValue(quote.sellAmount, sellToken.decimals, prices.sell)
  const buyUsd = usdValue(quote.buyAmount, buyToken.decimals, prices.buy)
  if (sellBeforeFeeUsd !== undefined && buyUsd !== undefined && sellBeforeFeeUsd > 0) {
    // A better-than-oracle price is no impact, not a negative one.
    const impact = Math.max(0, 1 - buyUsd / sellBeforeFeeUsd)
    summary.priceImpact = impact
    summary.priceImpactLevel = priceImpactLevel(impact)
  }
  return summary
}

/** "$1,234.56", "< $0.01" for dust, "$3.1B" when large (src/lib/usd.ts). */
export function formatUsd(value: number): string {
  return formatUsdNumber(value)
}

/** 0.0123 -> "1.23 %", tiny -> "< 0.01 %". */
export function formatPercent(fraction: number): string {
  if (fraction > 0 && fraction < 0.0001) {
    const least = formatDecimalString('0.01', { fractionDigits: 2 })
    return t`< ${least} %`
  }
  // In the active language's digits ("1.23 %", "1,23 %").
  const percent = formatDecimalString((fraction * 100).toFixed(2), { fractionDigits: 2 })
  return t`${percent} %`
}

export const NETWORK_COST_WARN = 0.1

/**
 * The network cost as a fraction of the sell amount when it is above 10 %, else undefined:
 * the one rule the swap form (as soon as the quote shows) and the review both warn by.
 */
export function highNetworkCostShare(
  summary: Pick<QuoteSummary, 'sellAmount' | 'feeAmount'>,
): number | undefined {
  if (summary.sellAmount <= 0n) return undefined
  // Basis points in bigint, then a fraction: amounts can exceed a double's precision.
  const shareBps = Number((summary.feeAmount * 10_000n) / summary.sellAmount)
  return shareBps > NETWORK_COST_WARN * 10_000 ? shareBps / 10_000 : undefined
}
