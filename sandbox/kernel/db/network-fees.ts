/**
 * The network cost the solver took from each trade (`network_fees`), and the order's
 * `executedFee` derived from it: the signed fees the Trade events carried plus these (the
 * real service's "network fee plus protocol fees" in the sell token; the sandbox's partner
 * fees are in the surplus token and stay in `executedProtocolFees`).
 */
import type { Hex } from 'viem'
import type { SqlExecutor } from '../sql'
import { insertRows } from './insert-columns'
import { normalizeHex } from './rows'
import { TRADE_FEE_COLUMNS, type TradeFeeRow } from './trade-fees'

/** A trade's network cost, in the order's sell token. */
export function insertNetworkFees(sql: SqlExecutor, rows: readonly TradeFeeRow[]): Promise<void> {
  return insertRows(sql, 'network_fees', TRADE_FEE_COLUMNS, rows)
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
