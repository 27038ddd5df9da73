/**
 * The settlement side's own tables and queries: solver competitions, token balances
 * indexed from Transfer events, and insufficient-balance alerts. Passed to the orderbook
 * database as extra migrations (versions 100+ so they never collide with the orderbook's).
 */
import { getAddress, isAddressEqual, zeroAddress, type Address, type Hex } from 'viem'
import { normalizeHex } from '../kernel/db'
import {
  addr,
  big,
  date,
  hex,
  jsonValue,
  num,
  optStr,
  queryFirst,
  str,
  type Row,
} from '../kernel/db/rows'
import { AMOUNT, type Migration } from '../kernel/migrations'
import type { SqlExecutor, SqlParam } from '../kernel/sql'

export const SETTLEMENT_MIGRATIONS: readonly Migration[] = [
  {
    version: 101,
    name: 'solver competitions, token balances, balance alerts',
    sql: `
      CREATE TABLE auctions (
        id bigserial PRIMARY KEY,
        created_at timestamptz NOT NULL,
        block_number bigint NOT NULL,
        orders jsonb NOT NULL,
        prices jsonb NOT NULL,
        solutions jsonb NOT NULL DEFAULT '[]'::jsonb,
        winner text,
        tx_hash text,
        gas_used ${AMOUNT},
        error text
      );
      CREATE INDEX auctions_tx_hash ON auctions (tx_hash);

      -- Balances per (token, holder) folded from Transfer events (zero address excluded).
      CREATE TABLE token_balances (
        token text NOT NULL,
        holder text NOT NULL,
        balance ${AMOUNT} NOT NULL,
        PRIMARY KEY (token, holder)
      );
      CREATE INDEX token_balances_largest ON token_balances (token, balance DESC);

      -- One insufficient_balance notification per episode: set when the owner falls short,
      -- cleared when the order is covered again.
      CREATE TABLE balance_alerts (
        order_uid text PRIMARY KEY,
        active boolean NOT NULL,
        episodes integer NOT NULL,
        updated_at timestamptz NOT NULL
      );
    `,
  },
]

// ---------------------------------------------------------------- auctions

export interface AuctionSolution {
  solver: string
  solverAddress: Address
  score: string
  ranking: number
  clearingPrices: Record<string, string>
  orders: { id: Hex; sellAmount: string; buyAmount: string }[]
  isWinner: boolean
  txHash: Hex | null
}

export interface AuctionRecord {
  id: number
  createdAt: Date
  blockNumber: bigint
  orders: Hex[]
  prices: Record<string, string>
  solutions: AuctionSolution[]
  winner: string | null
  txHash: Hex | null
  gasUsed: bigint | null
  error: string | null
}

function auctionFromRow(row: Row): AuctionRecord {
  return {
    id: num(row, 'id'),
    createdAt: date(row, 'created_at'),
    blockNumber: big(row, 'block_number'),
    orders: jsonValue(row, 'orders') as Hex[],
    prices: jsonValue(row, 'prices') as Record<string, string>,
    solutions: jsonValue(row, 'solutions') as AuctionSolution[],
    winner: optStr(row, 'winner'),
    txHash: optStr(row, 'tx_hash') as Hex | null,
    gasUsed: row.gas_used == null ? null : big(row, 'gas_used'),
    error: optStr(row, 'error'),
  }
}

export async function insertAuction(
  sql: SqlExecutor,
  auction: { createdAt: Date; blockNumber: bigint; orders: Hex[]; prices: Record<string, string> },
): Promise<number> {
  const rows = await sql.query<Row>(
    `INSERT INTO auctions (created_at, block_number, orders, prices)
     VALUES ($1::timestamptz, $2, $3::jsonb, $4::jsonb) RETURNING id`,
    [
      auction.createdAt.toISOString(),
      auction.blockNumber.toString(),
      JSON.stringify(auction.orders),
      JSON.stringify(auction.prices),
    ],
  )
  const row = rows[0]
  if (!row) throw new Error('INSERT INTO auctions returned no id')
  return num(row, 'id')
}

export async function completeAuction(
  sql: SqlExecutor,
  id: number,
  result: {
    solutions: AuctionSolution[]
    winner: string | null
    txHash: Hex | null
    gasUsed: bigint | null
    error: string | null
  },
): Promise<void> {
  await sql.query(
    `UPDATE auctions SET solutions = $2::jsonb, winner = $3, tx_hash = $4, gas_used = $5::numeric,
       error = $6 WHERE id = $1`,
    [
      id,
      JSON.stringify(result.solutions),
      result.winner,
      result.txHash ? normalizeHex(result.txHash) : null,
      result.gasUsed === null ? null : result.gasUsed.toString(),
      result.error,
    ],
  )
}

export async function getAuction(sql: SqlExecutor, id: number): Promise<AuctionRecord | undefined> {
  if (!Number.isSafeInteger(id) || id < 0) return undefined
  return queryFirst(sql, 'SELECT * FROM auctions WHERE id = $1', [id], auctionFromRow)
}

export function getLatestAuction(sql: SqlExecutor): Promise<AuctionRecord | undefined> {
  return queryFirst(sql, 'SELECT * FROM auctions ORDER BY id DESC LIMIT 1', [], auctionFromRow)
}

export function getAuctionByTxHash(
  sql: SqlExecutor,
  txHash: Hex,
): Promise<AuctionRecord | undefined> {
  return queryFirst(
    sql,
    'SELECT * FROM auctions WHERE tx_hash = $1 ORDER BY id DESC LIMIT 1',
    [normalizeHex(txHash)],
    auctionFromRow,
  )
}

// ---------------------------------------------------------------- token balances

export async function applyTransfer(
  sql: SqlExecutor,
  transfer: { token: Address; from: Address; to: Address; value: bigint },
): Promise<void> {
  const token = getAddress(transfer.token)
  const moves: [string, bigint][] = []
  if (!isAddressEqual(transfer.from, zeroAddress))
    moves.push([getAddress(transfer.from), -transfer.value])
  if (!isAddressEqual(transfer.to, zeroAddress))
    moves.push([getAddress(transfer.to), transfer.value])
  for (const [holder, delta] of moves) {
    await sql.query(
      `INSERT INTO token_balances (token, holder, balance) VALUES ($1, $2, $3::numeric)
       ON CONFLICT (token, holder) DO UPDATE SET balance = token_balances.balance + EXCLUDED.balance`,
      [token, holder, delta.toString()],
    )
  }
}

export async function topHolders(
  sql: SqlExecutor,
  token: Address,
  limit: number,
): Promise<{ address: Address; balance: bigint }[]> {
  const rows = await sql.query<Row>(
    `SELECT holder, balance FROM token_balances WHERE token = $1 AND balance > 0
     ORDER BY balance DESC, holder LIMIT $2`,
    [getAddress(token), limit],
  )
  return rows.map((row) => ({ address: addr(row, 'holder'), balance: big(row, 'balance') }))
}

// ---------------------------------------------------------------- order state helpers

export interface TradeTotals {
  sell: bigint
  buy: bigint
  fee: bigint
  count: number
}

/** Sums of all indexed Trade events of an order: idempotent by construction. */
export async function tradeTotals(sql: SqlExecutor, uid: Hex): Promise<TradeTotals> {
  const rows = await sql.query<Row>(
    `SELECT COALESCE(SUM(sell_amount), 0) AS sell, COALESCE(SUM(buy_amount), 0) AS buy,
       COALESCE(SUM(fee_amount), 0) AS fee, COUNT(*) AS count
     FROM trades WHERE order_uid = $1`,
    [normalizeHex(uid)],
  )
  const row = rows[0]
  if (!row) return { sell: 0n, buy: 0n, fee: 0n, count: 0 }
  return {
    sell: big(row, 'sell'),
    buy: big(row, 'buy'),
    fee: big(row, 'fee'),
    count: num(row, 'count'),
  }
}

export interface OrderRef {
  uid: Hex
  owner: Address
}

/** Orders with a status but no notification under `<type>:<uid>` yet. */
export function ordersMissingNotification(
  sql: SqlExecutor,
  status: string,
  type: string,
): Promise<OrderRef[]> {
  return selectOrderRefs(
    sql,
    `SELECT o.uid, o.owner FROM orders o WHERE o.status = $1 AND NOT EXISTS (
       SELECT 1 FROM notifications n WHERE n.dedupe_key = $2 || ':' || o.uid)
     ORDER BY o.seq`,
    [status, type],
  )
}

/** Open or pending orders whose validTo is before `nowSeconds`. */
export function ordersPastValidTo(sql: SqlExecutor, nowSeconds: number): Promise<OrderRef[]> {
  return selectOrderRefs(
    sql,
    `SELECT uid, owner FROM orders WHERE status IN ('open', 'presignaturePending')
       AND COALESCE(ethflow_user_valid_to, valid_to) < $1
     ORDER BY seq`,
    [nowSeconds],
  )
}

/** The (uid, owner) rows a query selects. */
async function selectOrderRefs(
  sql: SqlExecutor,
  query: string,
  params: readonly SqlParam[],
): Promise<OrderRef[]> {
  const rows = await sql.query<Row>(query, params)
  return rows.map((row) => ({ uid: hex(row, 'uid'), owner: addr(row, 'owner') }))
}

export async function setOrderStatusWhere(
  sql: SqlExecutor,
  uid: Hex,
  from: readonly string[],
  to: string,
): Promise<boolean> {
  const rows = await sql.query<Row>(
    `UPDATE orders SET status = $3 WHERE uid = $1 AND status = ANY($2::text[]) RETURNING uid`,
    [normalizeHex(uid), [...from], to],
  )
  return rows.length > 0
}

// ---------------------------------------------------------------- balance alerts

export async function activeBalanceAlerts(sql: SqlExecutor): Promise<Set<string>> {
  const rows = await sql.query<Row>('SELECT order_uid FROM balance_alerts WHERE active')
  return new Set(rows.map((row) => str(row, 'order_uid')))
}

/** Raises an alert; returns the new episode number, or undefined when already active. */
export function raiseBalanceAlert(
  sql: SqlExecutor,
  uid: Hex,
  at: Date,
): Promise<number | undefined> {
  return queryFirst(
    sql,
    `INSERT INTO balance_alerts (order_uid, active, episodes, updated_at)
     VALUES ($1, true, 1, $2::timestamptz)
     ON CONFLICT (order_uid) DO UPDATE SET active = true,
       episodes = balance_alerts.episodes + 1, updated_at = EXCLUDED.updated_at
     WHERE NOT balance_alerts.active
     RETURNING episodes`,
    [normalizeHex(uid), at.toISOString()],
    (row) => num(row, 'episodes'),
  )
}

export async function clearBalanceAlert(sql: SqlExecutor, uid: Hex, at: Date): Promise<void> {
  await sql.query(
    `UPDATE balance_alerts SET active = false, updated_at = $2::timestamptz
     WHERE order_uid = $1 AND active`,
    [normalizeHex(uid), at.toISOString()],
  )
}
