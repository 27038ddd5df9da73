/**
 * What the indexer reads from the chain: the `chain_events` log, the `trades` of each order,
 * and the `indexer_cursors` that say how far it got (and on which block hash).
 */
import { getAddress, type Address, type Hex } from 'viem'
import type { SqlExecutor } from '../sql'
import { tradeProtocolFeesSql } from './protocol-fees'
import { addr, big, hex, normalizeHex, num, optDate, optStr, type Row } from './rows'

export interface ChainEvent {
  blockNumber: bigint
  blockHash: Hex
  logIndex: number
  txHash: Hex
  contract: Address
  name: string
  orderUid: Hex | null
  data: Record<string, unknown>
  blockTimestamp: Date | null
}

/**
 * One protocol fee a trade paid, as the real service's `executedProtocolFees` entries:
 * the policy that applied (e.g. `{volume: {factor}}`, `{surplus: {factor, maxVolumeFactor}}`),
 * the amount and the token it was taken in.
 */
export interface ExecutedProtocolFee {
  policy: Record<string, unknown>
  amount: bigint
  token: Address
}

export interface TradeRecord {
  orderUid: Hex
  blockNumber: bigint
  logIndex: number
  txHash: Hex
  owner: Address
  sellToken: Address
  buyToken: Address
  sellAmount: bigint
  buyAmount: bigint
  feeAmount: bigint
  blockTimestamp: Date | null
  /** Empty when none (the default when inserting). */
  executedProtocolFees?: ExecutedProtocolFee[]
}

function protocolFeesFromRow(row: Row): ExecutedProtocolFee[] {
  const raw = row.executed_protocol_fees
  const list: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw
  if (!Array.isArray(list)) return []
  return list.flatMap((entry: unknown) => {
    if (entry === null || typeof entry !== 'object') return []
    const { policy, amount, token } = entry as Record<string, unknown>
    if (typeof amount !== 'string' || typeof token !== 'string') return []
    if (policy === null || typeof policy !== 'object') return []
    return [
      {
        policy: policy as Record<string, unknown>,
        amount: BigInt(amount),
        token: getAddress(token),
      },
    ]
  })
}

export interface IndexerCursor {
  blockNumber: bigint
  blockHash: Hex | null
}

export function tradeFromRow(row: Row): TradeRecord {
  return {
    orderUid: hex(row, 'order_uid'),
    blockNumber: big(row, 'block_number'),
    logIndex: num(row, 'log_index'),
    txHash: hex(row, 'tx_hash'),
    owner: addr(row, 'owner'),
    sellToken: addr(row, 'sell_token'),
    buyToken: addr(row, 'buy_token'),
    sellAmount: big(row, 'sell_amount'),
    buyAmount: big(row, 'buy_amount'),
    feeAmount: big(row, 'fee_amount'),
    blockTimestamp: optDate(row, 'block_timestamp'),
    executedProtocolFees: protocolFeesFromRow(row),
  }
}

/** False when this (block, log index) was indexed before. */
export async function insertChainEvent(sql: SqlExecutor, e: ChainEvent): Promise<boolean> {
  const rows = await sql.query<Row>(
    `INSERT INTO chain_events (block_number, block_hash, log_index, tx_hash, contract, name,
       order_uid, data, block_timestamp)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::timestamptz)
     ON CONFLICT (block_number, log_index) DO NOTHING RETURNING id`,
    [
      e.blockNumber.toString(),
      normalizeHex(e.blockHash),
      e.logIndex,
      normalizeHex(e.txHash),
      getAddress(e.contract),
      e.name,
      e.orderUid ? normalizeHex(e.orderUid) : null,
      JSON.stringify(e.data, (_key, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      ),
      e.blockTimestamp ? e.blockTimestamp.toISOString() : null,
    ],
  )
  return rows.length > 0
}

export async function insertTrade(sql: SqlExecutor, t: TradeRecord): Promise<boolean> {
  const rows = await sql.query<Row>(
    `INSERT INTO trades (order_uid, block_number, log_index, tx_hash, owner, sell_token,
       buy_token, sell_amount, buy_amount, fee_amount, block_timestamp, executed_protocol_fees)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9::numeric, $10::numeric,
       $11::timestamptz, $12::jsonb)
     ON CONFLICT (block_number, log_index) DO NOTHING RETURNING id`,
    [
      normalizeHex(t.orderUid),
      t.blockNumber.toString(),
      t.logIndex,
      normalizeHex(t.txHash),
      getAddress(t.owner),
      getAddress(t.sellToken),
      getAddress(t.buyToken),
      t.sellAmount.toString(),
      t.buyAmount.toString(),
      t.feeAmount.toString(),
      t.blockTimestamp ? t.blockTimestamp.toISOString() : null,
      JSON.stringify(
        (t.executedProtocolFees ?? []).map((fee) => ({
          policy: fee.policy,
          amount: fee.amount.toString(),
          token: getAddress(fee.token),
        })),
      ),
    ],
  )
  return rows.length > 0
}

export interface TradeQuery {
  owner?: Address
  orderUid?: Hex
  offset: number
  limit: number
}

/** An owner's or an order's trades, newest first (GET /api/v2/trades). */
export async function queryTrades(sql: SqlExecutor, q: TradeQuery): Promise<TradeRecord[]> {
  const [column, value] = q.orderUid
    ? ['order_uid', normalizeHex(q.orderUid)]
    : ['owner', getAddress(q.owner ?? '0x0000000000000000000000000000000000000000')]
  const rows = await sql.query<Row>(
    // The fees the solver withheld (protocol_fees), else the trade's own stored ones.
    `SELECT t.*, ${tradeProtocolFeesSql('t.executed_protocol_fees::json')} AS executed_protocol_fees
     FROM trades t WHERE t.${column} = $1
     ORDER BY t.block_number DESC, t.log_index DESC OFFSET $2 LIMIT $3`,
    [value, q.offset, q.limit],
  )
  return rows.map(tradeFromRow)
}

export async function selectTrades(sql: SqlExecutor, orderUid: Hex): Promise<TradeRecord[]> {
  const rows = await sql.query<Row>(
    // The fees the solver withheld (protocol_fees), as the trades API reports them.
    `SELECT t.*, ${tradeProtocolFeesSql('t.executed_protocol_fees::json')} AS executed_protocol_fees
     FROM trades t WHERE t.order_uid = $1 ORDER BY t.block_number, t.log_index`,
    [normalizeHex(orderUid)],
  )
  return rows.map(tradeFromRow)
}

export async function selectCursor(
  sql: SqlExecutor,
  name: string,
): Promise<IndexerCursor | undefined> {
  const rows = await sql.query<Row>('SELECT * FROM indexer_cursors WHERE name = $1', [name])
  const row = rows[0]
  return row
    ? {
        blockNumber: big(row, 'block_number'),
        blockHash: optStr(row, 'block_hash') as Hex | null,
      }
    : undefined
}

export async function upsertCursor(
  sql: SqlExecutor,
  name: string,
  cursor: IndexerCursor,
  at: Date,
): Promise<void> {
  await sql.query(
    `INSERT INTO indexer_cursors (name, block_number, block_hash, updated_at)
     VALUES ($1, $2, $3, $4::timestamptz)
     ON CONFLICT (name) DO UPDATE SET block_number = EXCLUDED.block_number,
       block_hash = EXCLUDED.block_hash, updated_at = EXCLUDED.updated_at`,
    [
      name,
      cursor.blockNumber.toString(),
      cursor.blockHash ? normalizeHex(cursor.blockHash) : null,
      at.toISOString(),
    ],
  )
}
