/**
 * A trade's `executedProtocolFees` entry (GET /api/v2/trades, the real service's
 * ExecutedProtocolFee): the policy it was charged under, the amount and the token. A partner fee
 * is a volume policy, `{volume: {factor}}` with `factor` a fraction (0.005 = 50 bps), its amount
 * taken in the order's surplus token. The sandbox builds its answers here.
 */
import type { Address } from 'viem'

export interface VolumeFeeEntry {
  policy: { volume: { factor: number } }
  /** Decimal string, smallest units. */
  amount: string
  token: Address
}

/** The entry of a volume fee of `bps` basis points that took `amount` of `token`. */
export function volumeFeeEntry(bps: number, amount: bigint, token: Address): VolumeFeeEntry {
  return { policy: { volume: { factor: bps / 10_000 } }, amount: amount.toString(), token }
}

const percent = (factor: number) =>
  `${(factor * 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`

const isFactor = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0

/**
 * A fee policy in a trader's words: "0.50 % of volume", "50.00 % of surplus", "50.00 % of
 * price improvement"; undefined for a policy this app does not know.
 */
export function feePolicyWords(policy: Record<string, unknown>): string | undefined {
  const [[kind, terms] = []] = Object.entries(policy)
  const factor = (terms as { factor?: unknown } | undefined)?.factor
  if (!isFactor(factor)) return undefined
  switch (kind) {
    case 'volume':
      return `${percent(factor)} of volume`
    case 'surplus':
      return `${percent(factor)} of surplus`
    case 'priceImprovement':
      return `${percent(factor)} of price improvement`
    default:
      return undefined
  }
}
