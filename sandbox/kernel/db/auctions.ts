/** The orders the solver's auction is built from: by stored status, and the open, unexpired ones. */
import type { WireOrderStatus } from '@batchswap/contract/wire/primitives'
import type { SqlExecutor } from '../sql'
import { VERSION_COLUMNS } from './orders'
import type { Row } from './rows'

/** (uid, row version) of orders stored with one of these statuses, oldest first. */
export function selectOrderVersionsByStatus(
  sql: SqlExecutor,
  statuses: readonly WireOrderStatus[],
): Promise<Row[]> {
  return sql.query<Row>(
    `SELECT ${VERSION_COLUMNS} FROM orders o WHERE o.status = ANY($1::text[])
     ORDER BY o.creation_date, o.seq`,
    [[...statuses]],
  )
}

/** (uid, row version) of open orders not yet past validTo at `nowSeconds`, oldest first. */
export function selectOpenOrderVersions(sql: SqlExecutor, nowSeconds: number): Promise<Row[]> {
  return sql.query<Row>(
    `SELECT ${VERSION_COLUMNS} FROM orders o WHERE o.status = 'open'
       AND COALESCE(o.ethflow_user_valid_to, o.valid_to) >= $1
       AND o.onchain_placement_error IS NULL
     ORDER BY o.creation_date, o.seq`,
    [nowSeconds],
  )
}
