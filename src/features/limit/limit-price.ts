import { t } from '@lingui/core/macro'
import { formatUnits, parseUnits } from 'viem'
import { separatorProblem } from '@/trade/tokens/parse-amount'
import {
  formatDeadline,
  MAX_LIMIT_DEADLINE_MINUTES,
  MIN_LIMIT_DEADLINE_MINUTES,
} from '@/trade/quote/deadline'

/**
 * A limit price in exact integers: how many of the buy token's smallest units one whole sell
 * token buys is not exact enough (1 DAI in WBTC), so a price is a fraction of two token
 * amounts, kept in the smallest units: `buy / sell`. The trader types it in either direction
 * ("1 WETH = 3,300 USDC" or "1 USDC = 0.000303 WETH"); the order signs amounts, never a float.
 */
export interface Price {
  /** Smallest units of the sell token. */
  sell: bigint
  /** Smallest units of the buy token. */
  buy: bigint
}

export interface Decimals {
  sell: number
  buy: number
}

/** Digits kept when a typed price becomes a fraction (a price has no decimals of its own). */
const PRICE_DIGITS = 18

/** Which way the trader reads the price: buy tokens per sell token, or the inverse. */
export type PriceDirection = 'buyPerSell' | 'sellPerBuy'

export type ParsedPrice =
  { status: 'empty' } | { status: 'invalid'; sentence: string } | { status: 'valid'; price: Price }

/** A price the trader typed, read in `direction`, as a fraction of smallest units. */
export function parsePrice(
  text: string,
  direction: PriceDirection,
  decimals: Decimals,
): ParsedPrice {
  const trimmed = text.trim()
  if (trimmed === '') return { status: 'empty' }
  // "1,5" may mean 1.5 or 15: say so rather than guess (as the amount fields do).
  const separators = separatorProblem(trimmed)
  if (separators !== undefined) return { status: 'invalid', sentence: separators }
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '.') {
    return { status: 'invalid', sentence: t`Enter the price as a number, like 3300.5.` }
  }
  const fractionDigits = trimmed.split('.')[1]?.length ?? 0
  if (fractionDigits > PRICE_DIGITS) {
    return { status: 'invalid', sentence: `A price has at most ${PRICE_DIGITS} decimals.` }
  }
  const scaled = parseUnits(trimmed, PRICE_DIGITS)
  if (scaled === 0n) return { status: 'invalid', sentence: t`The price must be above zero.` }
  const one = 10n ** BigInt(PRICE_DIGITS)
  // buyPerSell: 1 sell token (10^sellDec units) buys `scaled / one` buy tokens.
  const price =
    direction === 'buyPerSell'
      ? { sell: 10n ** BigInt(decimals.sell) * one, buy: scaled * 10n ** BigInt(decimals.buy) }
      : { sell: scaled * 10n ** BigInt(decimals.sell), buy: 10n ** BigInt(decimals.buy) * one }
  return { status: 'valid', price: reduce(price) }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b]
  return a
}

function reduce(price: Price): Price {
  const d = gcd(price.sell, price.buy)
  return d > 1n ? { sell: price.sell / d, buy: price.buy / d } : price
}

/** What selling `sellAmount` at `price` buys at least (rounded down: never above the price). */
export function buyAmountAt(sellAmount: bigint, price: Price): bigint {
  return (sellAmount * price.buy) / price.sell
}

/**
 * The most a buy order of `buyAmount` pays at `price`, rounded up. Both roundings leave the
 * signed order at the typed price or a hair more generous (by less than one smallest unit),
 * never stricter: a market at exactly the typed price fills it, and the settlement's check
 * (`sellAmount * sellPrice >= buyAmount * buyPrice`) holds there. Rounding the maximum down
 * would sign a price the trader did not type, and could make a small order sell nothing.
 */
export function sellAmountFor(buyAmount: bigint, price: Price): bigint {
  return (buyAmount * price.sell + price.buy - 1n) / price.buy
}

/**
 * Whether the exact amount to pay for `buyAmount` at `price` is less than one smallest unit
 * of the sell token: rounding it up to 1 would sign a price far from the typed one, so the
 * form says the price is off instead.
 */
export function paysUnderOneUnit(buyAmount: bigint, price: Price): boolean {
  return buyAmount > 0n && buyAmount * price.sell < price.buy
}

/** The price that amounts make; undefined when either is zero. */
export function priceOf(sellAmount: bigint, buyAmount: bigint): Price | undefined {
  if (sellAmount <= 0n || buyAmount <= 0n) return undefined
  return reduce({ sell: sellAmount, buy: buyAmount })
}

/** The price in `direction` as the trader reads it, with up to `maxDecimals` decimals. */
export function formatPrice(
  price: Price,
  direction: PriceDirection,
  decimals: Decimals,
  maxDecimals = 8,
): string {
  const one = 10n ** BigInt(PRICE_DIGITS)
  const scaled =
    direction === 'buyPerSell'
      ? (price.buy * 10n ** BigInt(decimals.sell) * one) /
        (price.sell * 10n ** BigInt(decimals.buy))
      : (price.sell * 10n ** BigInt(decimals.buy) * one) /
        (price.buy * 10n ** BigInt(decimals.sell))
  const [whole, fraction = ''] = formatUnits(scaled, PRICE_DIGITS).split('.')
  // Small prices keep their significant digits (0.000303), large ones drop the noise.
  const keep = Math.min(
    PRICE_DIGITS,
    whole === '0' ? Math.max(maxDecimals, firstDigit(fraction) + 4) : maxDecimals,
  )
  // To the nearest last digit: a buy order's maximum, rounded up to a whole unit, makes a
  // price a hair off the typed one (3699.1699999999…), which reads as what was typed.
  const unit = 10n ** BigInt(PRICE_DIGITS - keep)
  const rounded = formatUnits((scaled + unit / 2n) / unit, keep)
  return rounded.includes('.') ? rounded.replace(/\.?0+$/, '') : rounded
}

/**
 * An amount the price makes nothing of: a sell order that would receive 0, a buy order whose
 * payment is less than one smallest unit (signing 1 would be another price), or an edited
 * order's amounts with one of them gone. The typed text stays; the button says why.
 */
export function zeroSideBlock(
  kind: 'sell' | 'buy',
  /** `amounts`: both amounts stand as typed (an edited order's), the price theirs. */
  leading: 'price' | 'amounts',
  sellAmount: bigint | undefined,
  buyAmount: bigint | undefined,
  price: Price | undefined,
  sellSymbol: string | undefined,
): string | undefined {
  if (leading === 'amounts') {
    return sellAmount === undefined || buyAmount === undefined ? t`Enter both amounts` : undefined
  }
  if (!price) return undefined
  if (kind === 'sell') {
    return buyAmount === 0n
      ? t`At this price you would receive nothing: check the price`
      : undefined
  }
  return buyAmount !== undefined && paysUnderOneUnit(buyAmount, price)
    ? sellSymbol
      ? t`At this price you would pay less than the smallest unit of ${sellSymbol}: check the price`
      : t`At this price you would pay less than the smallest unit of the token: check the price`
    : undefined
}

/**
 * The price in `direction` to every digit a typed price may have (18 decimals, trailing
 * zeros dropped): what the price field takes over when the trader starts from an order's
 * exact amounts and then changes one, so the price itself does not move.
 */
export function exactPriceText(price: Price, direction: PriceDirection, decimals: Decimals) {
  return formatPrice(price, direction, decimals, PRICE_DIGITS)
}

function firstDigit(fraction: string): number {
  const index = fraction.search(/[1-9]/)
  return index < 0 ? 0 : index
}

/**
 * How far the limit is from the market, as a fraction: +0.05 asks 5 % more of the buy token
 * than the market gives now (it fills when the market rises to it), -0.05 accepts 5 % less.
 */
export function distanceToMarket(limit: Price, market: Price): number {
  // (limit.buy / limit.sell) / (market.buy / market.sell) - 1, in integers to 6 decimals.
  const scale = 1_000_000n
  const ratio = (limit.buy * market.sell * scale) / (limit.sell * market.buy)
  return Number(ratio - scale) / Number(scale)
}

/** The choices of expiry CoW Swap offers for limit orders, and the default (7 days). */
export const EXPIRY_CHOICES = [
  { id: '5m', label: '5 minutes', seconds: 5 * 60 },
  { id: '30m', label: '30 minutes', seconds: 30 * 60 },
  { id: '1h', label: '1 hour', seconds: 3600 },
  { id: '1d', label: '1 day', seconds: 86_400 },
  { id: '3d', label: '3 days', seconds: 3 * 86_400 },
  { id: '7d', label: '7 days', seconds: 7 * 86_400 },
  { id: '1mo', label: '1 month', seconds: 30 * 86_400 },
  { id: '1y', label: '1 year', seconds: 365 * 86_400 },
] as const

export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['id'] | 'custom'
export const DEFAULT_EXPIRY: ExpiryChoice = '7d'
/** The longest a limit order may stay valid (the orderbook's limit). */
export const MAX_LIMIT_VALIDITY_SECONDS = MAX_LIMIT_DEADLINE_MINUTES * 60
/** The shortest custom expiry worth placing: a batch needs time to include it. */
export const MIN_LIMIT_VALIDITY_SECONDS = MIN_LIMIT_DEADLINE_MINUTES * 60

export type ParsedExpiry =
  { status: 'valid'; seconds: number } | { status: 'invalid'; sentence: string }

/** The order's validity in seconds from now, for a choice or a custom date (local time). */
export function expirySeconds(
  choice: ExpiryChoice,
  customDate: string,
  nowMs: number,
): ParsedExpiry {
  if (choice !== 'custom') {
    const found = EXPIRY_CHOICES.find((c) => c.id === choice)
    return found
      ? { status: 'valid', seconds: found.seconds }
      : { status: 'invalid', sentence: t`Choose when the order expires.` }
  }
  const at = Date.parse(customDate)
  if (customDate.trim() === '' || Number.isNaN(at)) {
    return { status: 'invalid', sentence: t`Enter the date and time the order expires.` }
  }
  const seconds = Math.floor((at - nowMs) / 1000)
  if (seconds < MIN_LIMIT_VALIDITY_SECONDS) {
    return { status: 'invalid', sentence: t`The expiry must be at least 5 minutes from now.` }
  }
  if (seconds > MAX_LIMIT_VALIDITY_SECONDS) {
    return { status: 'invalid', sentence: 'A limit order can stay open for one year at most.' }
  }
  return { status: 'valid', seconds }
}

/**
 * The validity an embedding forces (a widget host's `forcedOrderDeadline`, in minutes), held
 * within what a limit order may have (5 minutes to a year).
 */
export function forcedExpiry(minutes: number): ParsedExpiry {
  const seconds = Math.round(minutes * 60)
  return {
    status: 'valid',
    seconds: Math.min(MAX_LIMIT_VALIDITY_SECONDS, Math.max(MIN_LIMIT_VALIDITY_SECONDS, seconds)),
  }
}

/** An expiry in words: a named choice's label, or the custom duration. */
export function expiryWords(choice: ExpiryChoice, seconds: number | undefined): string {
  const named = EXPIRY_CHOICES.find((c) => c.id === choice)
  if (named) return named.label
  if (seconds === undefined) return '—'
  return formatDeadline(Math.round(seconds / 60))
}
