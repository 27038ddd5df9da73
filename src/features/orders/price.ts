import { formatAmount } from '@/lib/format-amount'

/** Digits kept behind the point while dividing; plenty for any display. */
const PRICE_PRECISION = 36

/**
 * `quoteAmount / baseAmount` in whole-token units, as a fixed-point bigint with
 * `PRICE_PRECISION` decimals, or undefined when the base amount is zero.
 */
export function unitPrice(
  baseAmount: bigint,
  baseDecimals: number,
  quoteAmount: bigint,
  quoteDecimals: number,
): bigint | undefined {
  if (baseAmount <= 0n) return undefined
  return (
    (quoteAmount * 10n ** BigInt(baseDecimals + PRICE_PRECISION)) /
    (baseAmount * 10n ** BigInt(quoteDecimals))
  )
}

/**
 * A fixed-point price with about `significant` significant digits: 2,000.5 or 0.00051234.
 * Never rounds up, like `formatAmount`.
 */
export function formatPrice(price: bigint, significant = 5): string {
  const whole = price / 10n ** BigInt(PRICE_PRECISION)
  if (whole > 0n) {
    const digits = whole.toString().length
    return formatAmount(price, PRICE_PRECISION, { maxDecimals: Math.max(0, significant - digits) })
  }
  const fraction = price.toString().padStart(PRICE_PRECISION, '0')
  const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length
  return formatAmount(price, PRICE_PRECISION, {
    maxDecimals: Math.min(PRICE_PRECISION, leadingZeros + significant),
  })
}

export interface PriceSide {
  amount: bigint
  decimals: number
  symbol: string
}

/**
 * "1 WETH = 2,000 USDC": the price of one unit of `base` in `quote`, or undefined when it
 * cannot be computed (zero base amount).
 */
export function formatUnitPrice(base: PriceSide, quote: PriceSide): string | undefined {
  const price = unitPrice(base.amount, base.decimals, quote.amount, quote.decimals)
  if (price === undefined) return undefined
  return `1 ${base.symbol} = ${formatPrice(price)} ${quote.symbol}`
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
  const buyPerSell = unitPrice(sell.amount, sell.decimals, buy.amount, buy.decimals)
  if (buyPerSell === undefined) return undefined
  const one = 10n ** BigInt(PRICE_PRECISION)
  if (buyPerSell >= one || buy.amount === 0n) {
    return { price: formatPrice(buyPerSell), base: sell.symbol, quote: buy.symbol }
  }
  const sellPerBuy = unitPrice(buy.amount, buy.decimals, sell.amount, sell.decimals)
  if (sellPerBuy === undefined) return undefined
  return { price: formatPrice(sellPerBuy), base: buy.symbol, quote: sell.symbol }
}
