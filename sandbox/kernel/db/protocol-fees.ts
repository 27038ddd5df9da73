/**
 * The protocol fees the solver withheld from trades (`protocol_fees`), read back per trade
 * (a trade's `executedProtocolFees`) and summed per recipient (what the protocol owes each
 * partner). The solver writes them as it settles (sandbox/settlement/partner-fees.ts).
 */
import { getAddress, type Address } from 'viem'
import type { SqlExecutor } from '../sql'
import { insertRows, type InsertColumn } from './insert-columns'
import { addr, big, date, hex, num, type Row } from './rows'
import { TRADE_FEE_COLUMNS, type TradeFeeRow } from './trade-fees'

/** One fee withheld from one trade: a volume fee of `volumeBps`, owed to `recipient`. */
export interface WithheldFee {
  token: Address
  amount: bigint
  volumeBps: number
  recipient: Address
}

export interface ProtocolFeeRow extends WithheldFee, TradeFeeRow {}

const PROTOCOL_FEE_COLUMNS: readonly InsertColumn<ProtocolFeeRow>[] = [
  ...TRADE_FEE_COLUMNS,
  ['volume_bps', (r) => r.volumeBps, '::integer'],
  ['recipient', (r) => getAddress(r.recipient)],
]

export function insertProtocolFees(
  sql: SqlExecutor,
  rows: readonly ProtocolFeeRow[],
): Promise<void> {
  return insertRows(sql, 'protocol_fees', PROTOCOL_FEE_COLUMNS, rows)
}

/**
 * The SQL expression of a trade's fees as the trades API's `executedProtocolFees` list
 * (`[{policy: {volume: {factor}}, amount, token}]`, in the order they were applied), for a
 * query over `trades t`; `otherwise` when the solver withheld none. Read at query time, so
 * whichever of the solver (which knows the fees) and the indexer (which sees the Trade event)
 * writes first, the trade reads them.
 */
export function tradeProtocolFeesSql(otherwise = "'[]'::json"): string {
  return `COALESCE((
    SELECT json_agg(json_build_object(
      'policy', json_build_object('volume', json_build_object('factor', f.volume_bps / 10000.0)),
      'amount', f.amount::text, 'token', f.token) ORDER BY f.id)
    FROM protocol_fees f WHERE f.order_uid = t.order_uid AND f.tx_hash = t.tx_hash
  ), ${otherwise})`
}

/** A trade record's fees as the trades API sends them (amounts as decimal strings). */
export function executedProtocolFeesWire(
  fees: readonly { policy: Record<string, unknown>; amount: bigint; token: Address }[],
) {
  return fees.map((f) => ({ policy: f.policy, amount: f.amount.toString(), token: f.token }))
}

/** Every fee withheld so far (for one recipient), oldest first. */
export async function selectProtocolFees(
  sql: SqlExecutor,
  recipient?: Address,
): Promise<ProtocolFeeRow[]> {
  const rows = await sql.query<Row>(
    `SELECT * FROM protocol_fees ${recipient ? 'WHERE recipient = $1' : ''} ORDER BY id`,
    recipient ? [getAddress(recipient)] : [],
  )
  return rows.map((row) => ({
    orderUid: hex(row, 'order_uid'),
    txHash: hex(row, 'tx_hash'),
    auctionId: num(row, 'auction_id'),
    token: addr(row, 'token'),
    amount: big(row, 'amount'),
    volumeBps: num(row, 'volume_bps'),
    recipient: addr(row, 'recipient'),
    createdAt: date(row, 'created_at'),
  }))
}

export interface PartnerFeeTotal {
  recipient: Address
  token: Address
  amount: bigint
  trades: number
}

/** What the protocol owes each recipient, per token, over every trade so far. */
export async function selectPartnerFeeTotals(
  sql: SqlExecutor,
  filter: { recipient?: Address; token?: Address } = {},
): Promise<PartnerFeeTotal[]> {
  const where: string[] = []
  const params: string[] = []
  if (filter.recipient) {
    params.push(getAddress(filter.recipient))
    where.push(`recipient = $${params.length}`)
  }
  if (filter.token) {
    params.push(getAddress(filter.token))
    where.push(`token = $${params.length}`)
  }
  const rows = await sql.query<Row>(
    `SELECT recipient, token, SUM(amount)::text AS amount, COUNT(*)::int AS trades
     FROM protocol_fees ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     GROUP BY recipient, token ORDER BY recipient, token`,
    params,
  )
  return rows.map((row) => ({
    recipient: addr(row, 'recipient'),
    token: addr(row, 'token'),
    amount: big(row, 'amount'),
    trades: num(row, 'trades'),
  }))
}
