/** Cancelling orders in the `orders` table: off-chain (signed) or on chain (invalidateOrder). */
import { getAddress, type Address, type Hex } from 'viem'
import type { SqlExecutor } from '../sql'
import { normalizeHex } from './rows'

/** Marks orders cancelled and invalidated; the first cancellation time is kept. */
export async function markCancelled(
  sql: SqlExecutor,
  uids: readonly Hex[],
  at: Date,
  extra: { onchainUser?: Address | null } = {},
): Promise<void> {
  if (uids.length === 0) return
  await sql.query(
    `UPDATE orders SET status = 'cancelled', invalidated = true,
       cancelled_at = COALESCE(cancelled_at, $2::timestamptz),
       onchain_user = COALESCE($3, onchain_user)
     WHERE uid = ANY($1::text[])`,
    [
      uids.map(normalizeHex),
      at.toISOString(),
      extra.onchainUser ? getAddress(extra.onchainUser) : null,
    ],
  )
}

/**
 * Cancels one order if it is still open and not past validTo (an order replacement); true
 * when it was. Conditional in the statement itself, so a fill or cancellation in between wins.
 */
export async function cancelIfOpen(
  sql: SqlExecutor,
  uid: Hex,
  at: Date,
  nowSeconds: number,
): Promise<boolean> {
  const rows = await sql.query<{ uid: string }>(
    `UPDATE orders SET status = 'cancelled', invalidated = true,
       cancelled_at = COALESCE(cancelled_at, $2::timestamptz)
     WHERE uid = $1 AND status = 'open' AND valid_to >= $3
     RETURNING uid`,
    [normalizeHex(uid), at.toISOString(), nowSeconds],
  )
  return rows.length > 0
}
