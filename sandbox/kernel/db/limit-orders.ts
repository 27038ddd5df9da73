/**
 * The owner's open limit orders, counted for TooManyLimitOrders: as the real service's
 * `count_limit_orders_by_owner`, class limit, not past validTo, not cancelled (invalidated)
 * and not fully executed; a presign order waiting for its signature counts too.
 */
import { getAddress, type Address } from 'viem'
import type { SqlExecutor } from '../sql'
import { num, type Row } from './rows'

export async function countOpenLimitOrders(
  sql: SqlExecutor,
  owner: Address,
  nowSeconds: number,
): Promise<number> {
  const rows = await sql.query<Row>(
    `SELECT count(*)::int AS n FROM orders
     WHERE owner = $1 AND class = 'limit' AND valid_to >= $2 AND NOT invalidated
       AND status IN ('open', 'presignaturePending')`,
    [getAddress(owner), nowSeconds],
  )
  return rows[0] ? num(rows[0], 'n') : 0
}
