/**
 * The TWAP form's rules, pure: the part figures from the trader's totals (sell amount, number
 * of parts, total duration, slippage on the market price), and the problems that keep it from
 * review, each a sentence. The handler's own checks (twapDataProblem) come on top.
 */
import { msg, plural, t } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { formatAmount } from '@/lib/format-amount'
import { listFormat, numberFormat } from '@/lib/locale-format'

/** Total durations offered, in seconds: 1 hour to 1 month, and custom. */
export const TWAP_DURATION_PRESETS: readonly { label: MessageDescriptor; seconds: number }[] = [
  { label: msg`1 hour`, seconds: 3600 },
  { label: msg`6 hours`, seconds: 6 * 3600 },
  { label: msg`12 hours`, seconds: 12 * 3600 },
  { label: msg`1 day`, seconds: 86_400 },
  { label: msg`3 days`, seconds: 3 * 86_400 },
  { label: msg`1 week`, seconds: 7 * 86_400 },
  { label: msg`1 month`, seconds: 30 * 86_400 },
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
    problems.push(t`A TWAP needs at least 2 parts; for one part, place a swap or a limit order.`)
  } else if (parts > MAX_PARTS) {
    problems.push(t`A TWAP has at most ${plural(MAX_PARTS, { one: '# part', other: '# parts' })}.`)
  }
  const partSeconds = validParts ? partSecondsOf(totalSeconds, parts) : 0
  if (validParts && partSeconds < MIN_PART_SECONDS) {
    const lasts = formatSeconds(partSeconds)
    const least = formatSeconds(MIN_PART_SECONDS)
    problems.push(
      t`Each part would last ${lasts}, shorter than ${least} (two batches): fewer parts or a longer duration.`,
    )
  }
  const partSellAmount =
    totalSellAmount !== undefined && validParts ? totalSellAmount / BigInt(parts) : 0n
  if (totalSellAmount !== undefined && balance !== undefined && totalSellAmount > balance) {
    const held = formatAmount(balance, sell.decimals)
    const total = formatAmount(totalSellAmount, sell.decimals)
    const symbol = sell.symbol
    problems.push(t`The Safe holds ${held} ${symbol}, less than ${total} ${symbol}.`)
  }
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > MAX_TWAP_SLIPPAGE_BPS) {
    const lowest = numberFormat({ style: 'percent' }).format(0)
    const highest = numberFormat({ style: 'percent' }).format(MAX_TWAP_SLIPPAGE_BPS / 10_000)
    problems.push(t`The price protection must be between ${lowest} and ${highest}.`)
  }
  let minPartBuy: bigint | undefined
  if (partQuote && partSellAmount > 0n && partQuote.sellAmount + partQuote.feeAmount > 0n) {
    // The quote was asked for one part before its fee: scale in case it answered another amount.
    const quoted = partQuote.sellAmount + partQuote.feeAmount
    const marketBuy = (partQuote.buyAmount * partSellAmount) / quoted
    const minimum = partQuote.feeAmount * MIN_PART_FEE_MULTIPLE
    if (partSellAmount < minimum) {
      const part = formatAmount(partSellAmount, sell.decimals)
      const least = formatAmount(minimum, sell.decimals)
      const symbol = sell.symbol
      problems.push(
        t`Each part would sell ${part} ${symbol}; a part must be worth at least ${least} ${symbol} (ten times its network cost): fewer parts or a larger amount.`,
      )
    }
    minPartBuy = minBuyAfterSlippage(marketBuy, slippageBps)
    if (minPartBuy <= 0n) {
      const symbol = buy.symbol
      problems.push(t`Each part would buy no ${symbol} at this price: fewer parts.`)
    }
  }
  return { partSellAmount, minPartBuy, partSeconds, problems }
}

/** "1 hr 30 min", "2 days 4 hr", "45 min", "1 min 30 sec" in English; Intl's units in the language. */
export function formatSeconds(seconds: number): string {
  const d = Math.floor(seconds / 86_400)
  const h = Math.floor((seconds % 86_400) / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const unit = (value: number, name: 'day' | 'hour' | 'minute' | 'second') =>
    numberFormat({ style: 'unit', unit: name, unitDisplay: 'short' }).format(value)
  const parts = [
    d ? unit(d, 'day') : '',
    h ? unit(h, 'hour') : '',
    m ? unit(m, 'minute') : '',
    !d && !h && s ? unit(s, 'second') : '',
  ].filter((part) => part !== '')
  return parts.length === 0
    ? unit(0, 'second')
    : listFormat({ type: 'unit', style: 'narrow' }).format(parts)
}
