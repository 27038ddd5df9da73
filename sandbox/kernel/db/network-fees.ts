/**
 * The network cost the solver took from each trade (`network_fees`), and the order's
 * `executedFee` derived from it: the signed fees the Trade events carried plus these (the
 * real service's "network fee plus protocol fees" in the sell token; the sandbox's partner
 * fees are in the surplus token and stay in `executedProtocolFees`).
 */
import { getAddress, type Address, type Hex } from 'viem'
import type { SqlExecutor } from '../sql'
import { normalizeHex } from './rows'

export interface NetworkFeeRow {
  orderUid: Hex
  txHash: Hex
  auctionId: number
  token: Address
  amount: bigint
  createdAt: Date
}

export async function insertNetworkFees(
  sql: SqlExecutor,
  rows: readonly NetworkFeeRow[],
): Promise<void> {
  for (const r of rows) {
    await sql.query(
      `INSERT INTO network_fees (order_uid, tx_hash, auction_id, token, amount, created_at)
       VALUES ($1, $2, $3, $4, $5::numeric, $6::timestamptz)`,
      [
        normalizeHex(r.orderUid),
        normalizeHex(r.txHash),
        r.auctionId,
        getAddress(r.token),
        r.amount.toString(),
        r.createdAt.toISOString(),
      ],
    )
  }
}

/**
 * Sets the order's `executed_fee` from its sources in one statement: its executed signed fee
 * plus the network fees recorded for it. Both the indexer (after a Trade event) and the
 * solver (after recording the fees) run it, so whichever writes last, the order reads both.
 */
export async function refreshExecutedFee(sql: SqlExecutor, uid: Hex): Promise<void> {
  await sql.query(
    `UPDATE orders SET executed_fee = executed_fee_amount + COALESCE(
       (SELECT SUM(n.amount) FROM network_fees n WHERE n.order_uid = orders.uid), 0)
     WHERE uid = $1`,
    [normalizeHex(uid)],
  )
}
