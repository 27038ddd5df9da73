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
