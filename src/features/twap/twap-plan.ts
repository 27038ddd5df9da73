/**
 * The TWAP form's rules, pure: the part figures from the trader's totals (sell amount, number
 * of parts, total duration, slippage on the market price), and the problems that keep it from
 * review, each a sentence. The handler's own checks (twapDataProblem) come on top.
 */
import { formatAmount } from '@/lib/format-amount'

/** Total durations offered, in seconds: 1 hour to 1 month, and custom. */
export const TWAP_DURATION_PRESETS: readonly { label: string; seconds: number }[] = [
  { label: '1 hour', seconds: 3600 },
  { label: '6 hours', seconds: 6 * 3600 },
  { label: '12 hours', seconds: 12 * 3600 },
  { label: '1 day', seconds: 86_400 },
  { label: '3 days', seconds: 3 * 86_400 },
  { label: '1 week', seconds: 7 * 86_400 },
  { label: '1 month', seconds: 30 * 86_400 },
]

/**
 * A part shorter than this cannot be settled: the orderbook takes an order that stays valid
 * at least a minute, and a batch runs about every minute. Two batches, as the least.
 */
export const MIN_PART_SECONDS = 120
/** A part must be worth at least this many times its network cost (the fee would eat it). */
export const MIN_PART_FEE_MULTIPLE = 10n
export const MAX_PARTS = 1000
/** 0.5 %: the default price protection below the market price. */
export const DEFAULT_TWAP_SLIPPAGE_BPS = 50
export const MAX_TWAP_SLIPPAGE_BPS = 5000

export interface TwapToken {
  symbol: string
  decimals: number
}

export interface TwapPlanInput {
  sell: TwapToken
  buy: TwapToken
  /** Undefined until a valid amount is typed. */
  totalSellAmount: bigint | undefined
  parts: number
  totalSeconds: number
  slippageBps: number
  /** The Safe's balance of the sell token (undefined while unknown). */
  balance: bigint | undefined
  /** The market for one part: what it buys and its network cost (sell units). */
  partQuote: { sellAmount: bigint; buyAmount: bigint; feeAmount: bigint } | undefined
}

export interface TwapPlan {
  partSellAmount: bigint
  /** The least each part must buy: the market price less the slippage. */
  minPartBuy: bigint | undefined
  partSeconds: number
  problems: string[]
}

/** Whole seconds per part: the total split evenly (floor). */
export function partSecondsOf(totalSeconds: number, parts: number): number {
  return parts > 0 ? Math.floor(totalSeconds / parts) : 0
}

/** The market's buy amount for `sellAmount`, less `slippageBps`, rounded down. */
export function minBuyAfterSlippage(marketBuy: bigint, slippageBps: number): bigint {
  return (marketBuy * BigInt(10_000 - slippageBps)) / 10_000n
}

export function planTwap(input: TwapPlanInput): TwapPlan {
  const { sell, buy, totalSellAmount, parts, totalSeconds, slippageBps, balance, partQuote } = input
  const problems: string[] = []
  const validParts = Number.isInteger(parts) && parts >= 2 && parts <= MAX_PARTS
  if (!Number.isInteger(parts) || parts < 2) {
    problems.push('A TWAP needs at least 2 parts; for one part, place a swap or a limit order.')
  } else if (parts > MAX_PARTS) {
    problems.push(`A TWAP has at most ${MAX_PARTS} parts.`)
  }
  const partSeconds = validParts ? partSecondsOf(totalSeconds, parts) : 0
  if (validParts && partSeconds < MIN_PART_SECONDS) {
    problems.push(
      `Each part would last ${partSeconds} s, shorter than ${MIN_PART_SECONDS / 60} minutes (two batches): fewer parts or a longer duration.`,
    )
  }
  const partSellAmount =
    totalSellAmount !== undefined && validParts ? totalSellAmount / BigInt(parts) : 0n
  if (totalSellAmount !== undefined && balance !== undefined && totalSellAmount > balance) {
    problems.push(
      `The Safe holds ${formatAmount(balance, sell.decimals)} ${sell.symbol}, less than ${formatAmount(totalSellAmount, sell.decimals)} ${sell.symbol}.`,
    )
  }
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > MAX_TWAP_SLIPPAGE_BPS) {
    problems.push(`The price protection must be between 0 % and ${MAX_TWAP_SLIPPAGE_BPS / 100} %.`)
  }
  let minPartBuy: bigint | undefined
  if (partQuote && partSellAmount > 0n && partQuote.sellAmount + partQuote.feeAmount > 0n) {
    // The quote was asked for one part before its fee: scale in case it answered another amount.
    const quoted = partQuote.sellAmount + partQuote.feeAmount
    const marketBuy = (partQuote.buyAmount * partSellAmount) / quoted
    const minimum = partQuote.feeAmount * MIN_PART_FEE_MULTIPLE
    if (partSellAmount < minimum) {
      problems.push(
        `Each part would sell ${formatAmount(partSellAmount, sell.decimals)} ${sell.symbol}; a part must be worth at least ${formatAmount(minimum, sell.decimals)} ${sell.symbol} (ten times its network cost): fewer parts or a larger amount.`,
      )
    }
    minPartBuy = minBuyAfterSlippage(marketBuy, slippageBps)
    if (minPartBuy <= 0n) {
      problems.push(`Each part would buy no ${buy.symbol} at this price: fewer parts.`)
    }
  }
  return { partSellAmount, minPartBuy, partSeconds, problems }
}

/** "1 h 30 min", "2 d 4 h", "45 min", "90 s". */
export function formatSeconds(seconds: number): string {
  const d = Math.floor(seconds / 86_400)
  const h = Math.floor((seconds % 86_400) / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const parts = [d && `${d} d`, h && `${h} h`, m && `${m} min`, !d && !h && s && `${s} s`]
  const text = parts.filter(Boolean).join(' ')
  return text === '' ? '0 s' : text
}
