import { t } from '@lingui/core/macro'
import { formatDecimalString } from '@/lib/locale-format'
import type { TokenHolder } from '@/api/types'

/**
 * A holder's share of the total supply in basis points, or undefined when the supply is
 * unknown or zero. Held above supply (a bad data source) is capped at 100 %.
 */
export function shareBps(balance: bigint, totalSupply: bigint | undefined): number | undefined {
  if (totalSupply === undefined || totalSupply <= 0n) return undefined
  if (balance >= totalSupply) return 10_000
  return Number((balance * 10_000n) / totalSupply)
}

/**
 * "12.34 %" (rounded down), "< 0.01 %" for a holding too small to show, "0 %" for none;
 * undefined when the supply is unknown.
 */
export function formatShare(balance: bigint, totalSupply: bigint | undefined): string | undefined {
  const bps = shareBps(balance, totalSupply)
  if (bps === undefined) return undefined
  // The digits in the active language's way, the sign as its catalog writes percentages
  // everywhere ("12,34 %" in French, with a no-break space: "%" never starts a line).
  if (balance <= 0n) {
    const number = formatDecimalString('0', { fractionDigits: 0 })
    return t`${number} %`
  }
  if (bps < 1) {
    const least = formatDecimalString('0.01', { fractionDigits: 2 })
    return t`< ${least} %`
  }
  const share = `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`
  const number = formatDecimalString(share, { fractionDigits: 2 })
  return t`${number} %`
}

/** Largest first; the service's order is not promised. */
export function sortHolders(holders: readonly TokenHolder[]): TokenHolder[] {
  return [...holders].sort((a, b) => (a.balance === b.balance ? 0 : a.balance > b.balance ? -1 : 1))
}
