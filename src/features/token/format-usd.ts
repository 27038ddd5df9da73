const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumSignificantDigits: 4,
})

/** "$2,000.00"; below a dollar four significant digits ("$0.0001234"); never exponent notation. */
export function formatUsd(price: number): string {
  if (!Number.isFinite(price) || price < 0) return 'Unknown'
  if (price === 0) return '$0.00'
  return price >= 1 ? dollars.format(price) : cents.format(price)
}
