/**
 * Prices from two amounts, in one place for every page: `unitPrice` divides in fixed point
 * (bigint, no float rounding), `formatPrice` / `formatSignificant` print it, and
 * `formatUnitPrice`, `readablePrice` and `formatRate` word it ("1 WETH = 2,000 USDC",
 * "2,000 USDC per WETH"). The orders pages and the swap form both read from here.
 */
import { formatUnits, type Address } from 'viem'
import { formatDecimalString } from '@/lib/locale-format'
import type { TokenLookup } from '@/lib/token-lookup'

/** Digits kept behind the point while dividing; plenty for any display. */
const PRICE_PRECISION = 36

/**
 * `quoteAmount / baseAmount` in whole-token units, as a fixed-point bigint with `precision`
 * decimals, or undefined when the base amount is zero.
 */
export function unitPrice(
  baseAmount: bigint,
  baseDecimals: number,
  quoteAmount: bigint,
  quoteDecimals: number,
  precision = PRICE_PRECISION,
): bigint | undefined {
  if (baseAmount <= 0n) return undefined
  return (
    (quoteAmount * 10n ** BigInt(baseDecimals + precision)) /
    (baseAmount * 10n ** BigInt(quoteDecimals))
  )
}

/**
 * A fixed-point price with about `significant` significant digits: 2,000.5 or 0.00051234.
 * Never rounds up, like `formatAmount`.
 */
export function formatPrice(price: bigint, significant = 5): string {
  return formatSignificant(price, PRICE_PRECISION, significant)
}

export interface PriceSide {
  amount: bigint
  decimals: number
  symbol: string
}

/**
 * A pair's two tokens as the sides of a price, with these amounts; undefined while either
 * token's symbol and decimals are unknown.
 */
export function priceSides(
  lookup: TokenLookup,
  pair: { sellToken: Address; buyToken: Address },
  sellAmount: bigint,
  buyAmount: bigint,
): { sell: PriceSide; buy: PriceSide } | undefined {
  const sell = lookup(pair.sellToken)
  const buy = lookup(pair.buyToken)
  if (!sell || !buy) return undefined
  return {
    sell: { amount: sellAmount, decimals: sell.decimals, symbol: sell.symbol },
    buy: { amount: buyAmount, decimals: buy.decimals, symbol: buy.symbol },
  }
}

/** The fixed-point price of one `base` in `quote` (undefined for a zero base amount). */
function sidePrice(base: PriceSide, quote: PriceSide): bigint | undefined {
  return unitPrice(base.amount, base.decimals, quote.amount, quote.decimals)
}

/**
 * "1 WETH = 2,000 USDC": the price of one unit of `base` in `quote`, or undefined when it
 * cannot be computed (zero base amount).
 */
export function formatUnitPrice(base: PriceSide, quote: PriceSide): string | undefined {
  const price = sidePrice(base, quote)
  return price === undefined
    ? undefined
    : `1 ${base.symbol} = ${formatPrice(price)} ${quote.symbol}`
}

export interface ReadablePrice {
  /** Formatted amount of `quote` for one `base`. */
  price: string
  base: string
  quote: string
}

/**
 * The limit price in the direction a person reads best, the one that is at least 1
 * ("2,000 USDC per WETH" rather than "0.0005 WETH per USDC").
 */
export function readablePrice(sell: PriceSide, buy: PriceSide): ReadablePrice | undefined {
  const buyPerSell = sidePrice(sell, buy)
  if (buyPerSell === undefined) return undefined
  const one = 10n ** BigInt(PRICE_PRECISION)
  if (buyPerSell >= one || buy.amount === 0n) {
    return { price: formatPrice(buyPerSell), base: sell.symbol, quote: buy.symbol }
  }
  const sellPerBuy = sidePrice(buy, sell)
  if (sellPerBuy === undefined) return undefined
  return { price: formatPrice(sellPerBuy), base: buy.symbol, quote: sell.symbol }
}

/** The swap form's rates: 18 decimals, six significant digits. */
const RATE_DECIMALS = 18

/**
 * Formats a fixed-point value keeping `significant` significant digits (cut, not rounded),
 * grouped as the language writes numbers: 2990.123456 -> "2,990.12", 0.000334567 -> "0.000334567" -> "0.000334".
 */
export function formatSignificant(
  value: bigint,
  decimals = RATE_DECIMALS,
  significant = 6,
): string {
  if (value < 0n) return `-${formatSignificant(-value, decimals, significant)}`
  const [integer = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  let kept: string
  if (integer !== '0') {
    kept = fraction.slice(0, Math.max(0, significant - integer.length))
  } else {
    const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length
    kept = fraction.slice(0, leadingZeros + significant)
  }
  kept = kept.replace(/0+$/, '')
  return formatDecimalString(kept === '' ? integer : `${integer}.${kept}`, {
    fractionDigits: kept.length,
  })
}

/** "1 WETH = 2,990.12 USDC", or inverted "1 USDC = 0.000334 WETH". */
export function formatRate({
  sellAmount,
  buyAmount,
  sellToken,
  buyToken,
  inverted,
}: {
  sellAmount: bigint
  buyAmount: bigint
  sellToken: Pick<PriceSide, 'decimals' | 'symbol'>
  buyToken: Pick<PriceSide, 'decimals' | 'symbol'>
  inverted: boolean
}): string | undefined {
  const [base, quote, baseAmount, quoteAmount] = inverted
    ? [buyToken, sellToken, buyAmount, sellAmount]
    : [sellToken, buyToken, sellAmount, buyAmount]
  const rate = unitPrice(baseAmount, base.decimals, quoteAmount, quote.decimals, RATE_DECIMALS)
  if (rate === undefined) return undefined
  return `1 ${base.symbol} = ${formatSignificant(rate)} ${quote.symbol}`
}
