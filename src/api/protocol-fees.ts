/**
 * A trade's `executedProtocolFees` (GET /api/v2/trades): the fees the protocol withheld from
 * it, in the order they were applied (schema: `executedProtocolFeeSchema` in wire.ts). A
 * partner fee is a volume policy, `{volume: {factor}}` with `factor` a fraction (0.005 = 50
 * bps), its amount taken in the order's surplus token. The sandbox builds its answers here.
 */
import type { Address } from 'viem'
import type { WireExecutedProtocolFee } from './wire'

/** The entry of a volume fee of `bps` basis points that took `amount` of `token`. */
export function volumeFeeEntry(
  bps: number,
  amount: bigint,
  token: Address,
): WireExecutedProtocolFee & { policy: { volume: { factor: number } } } {
  return { policy: { volume: { factor: bps / 10_000 } }, amount: amount.toString(), token }
}
