/**
 * The `orders` table: what POST /orders stores, how a row reads back (joined with its
 * app-data document and quote), the batched insert, and the status and execution updates.
 * Cancellations are in `./cancellations`, the auction's reads in `./auctions`.
 */
import { getAddress, type Address, type Hex } from 'viem'
import type {
  WireOrderClass,
  WireOrderKind,
  WireOrderStatus,
  WireSigningScheme,
} from '@batchswap/contract/wire/primitives'
import type { SqlExecutor, SqlParam } from '../sql'
import { columnNames, rowPlaceholders, type InsertColumn } from './insert-columns'
import {
  addr,
  big,
  bool,
  date,
  hex,
  normalizeHex,
  num,
  optAddr,
  optDate,
  optStr,
  str,
  type Row,
} from './rows'

export type SellTokenBalance = 'erc20' | 'internal' | 'external'
export type BuyTokenBalance = 'erc20' | 'internal'

/** What POST /orders stores. */
export interface NewOrder {
  uid: Hex
  owner: Address
  sellToken: Address
  buyToken: Address
  receiver: Address | null
  sellAmount: bigint
  buyAmount: bigint
  validTo: number
  /** The signed bytes32; the document (if known) lives in app_data. */
  appData: Hex
  feeAmount: bigint
  kind: WireOrderKind
  partiallyFillable: boolean
  sellTokenBalance: SellTokenBalance
  buyTokenBalance: BuyTokenBalance
  signingScheme: WireSigningScheme
  signature: Hex
  from: Address | null
  quoteId: number | null
  class: WireOrderClass
  fullBalanceCheck: boolean
  settlementContract: Address
  creationDate: Date
  status: WireOrderStatus
  /** Set for orders placed on chain through the eth-flow contract (indexed, never posted). */
  onchain?: OnchainPlacement
}

/** What the indexer stores of an eth-flow OrderPlacement besides the order itself. */
export interface OnchainPlacement {
  /** The trader: the event's sender. */
  user: Address
  /** The trader's own deadline (the signed validTo is uint32 max). */
  userValidTo: number
  /** Why the orderbook refused the placement (the real service's names), or null. */
  placementError: string | null
}

export interface OrderExecution {
  executedSellAmount: bigint
  executedSellAmountBeforeFees: bigint
  executedBuyAmount: bigint
  executedFeeAmount: bigint
  executedFee: bigint
  executedFeeToken: Address | null
}

export interface StoredQuoteSummary {
  gasAmount: bigint
  gasPrice: bigint
  sellTokenPrice: string
  sellAmount: bigint
  buyAmount: bigint
  feeAmount: bigint
  solver: Address
  verified: boolean
}

export interface StoredOrder extends NewOrder, OrderExecution {
  /** The status as stored; `orderStatusAt` derives expiry from validTo. */
  status: WireOrderStatus
  invalidated: boolean
  cancelledAt: Date | null
  onchainUser: Address | null
  fullAppData: string | null
  quote: StoredQuoteSummary | null
  /** Eth-flow orders only: the trader's deadline and, once refunded, the refund transaction. */
  ethflow: { userValidTo: number; refundTxHash: Hex | null } | null
  placementError: string | null
}

/**
 * `xmin` is the Postgres row version: it changes with every update of the row, whoever makes
 * it, so it tells whether a cached order is still current.
 */
export const VERSION_COLUMNS = `o.uid, o.xmin::text AS row_version`

export const ORDER_SELECT = `
  SELECT o.*, o.xmin::text AS row_version, a.document AS full_app_data,
    q.gas_amount AS q_gas_amount, q.gas_price AS q_gas_price,
    q.sell_token_price AS q_sell_token_price, q.sell_amount AS q_sell_amount,
    q.buy_amount AS q_buy_amount, q.fee_amount AS q_fee_amount, q.solver AS q_solver,
    q.verified AS q_verified
  FROM orders o
  LEFT JOIN app_data a ON a.hash = o.app_data
  LEFT JOIN quotes q ON q.id = o.quote_id
  WHERE o.uid = ANY($1::text[])`

/** How an order (or the order a quote is for) is filled and signed: the same columns in both tables. */
export type OrderFlags = Pick<
  NewOrder,
  'partiallyFillable' | 'sellTokenBalance' | 'buyTokenBalance' | 'signingScheme'
>

export const ORDER_FLAG_COLUMNS: readonly InsertColumn<OrderFlags>[] = [
  ['partially_fillable', (o) => o.partiallyFillable, '::boolean'],
  ['sell_token_balance', (o) => o.sellTokenBalance],
  ['buy_token_balance', (o) => o.buyTokenBalance],
  ['signing_scheme', (o) => o.signingScheme],
]

export function orderFlagsFromRow(row: Row): OrderFlags {
  return {
    partiallyFillable: bool(row, 'partially_fillable'),
    sellTokenBalance: str(row, 'sell_token_balance') as SellTokenBalance,
    buyTokenBalance: str(row, 'buy_token_balance') as BuyTokenBalance,
    signingScheme: str(row, 'signing_scheme') as WireSigningScheme,
  }
}

export function orderFromRow(row: Row): StoredOrder {
  return {
    uid: hex(row, 'uid'),
    owner: addr(row, 'owner'),
    sellToken: addr(row, 'sell_token'),
    buyToken: addr(row, 'buy_token'),
    receiver: optAddr(row, 'receiver'),
    sellAmount: big(row, 'sell_amount'),
    buyAmount: big(row, 'buy_amount'),
    validTo: num(row, 'valid_to'),
    appData: hex(row, 'app_data'),
    feeAmount: big(row, 'fee_amount'),
    kind: str(row, 'kind') as WireOrderKind,
    ...orderFlagsFromRow(row),
    signature: hex(row, 'signature'),
    from: optAddr(row, 'from_address'),
    quoteId: row.quote_id === null || row.quote_id === undefined ? null : num(row, 'quote_id'),
    class: str(row, 'class') as WireOrderClass,
    fullBalanceCheck: bool(row, 'full_balance_check'),
    settlementContract: addr(row, 'settlement_contract'),
    creationDate: date(row, 'creation_date'),
    status: str(row, 'status') as WireOrderStatus,
    invalidated: bool(row, 'invalidated'),
    cancelledAt: optDate(row, 'cancelled_at'),
    onchainUser: optAddr(row, 'onchain_user'),
    ethflow:
      row.ethflow_user_valid_to === null || row.ethflow_user_valid_to === undefined
        ? null
        : {
            userValidTo: num(row, 'ethflow_user_valid_to'),
            refundTxHash: optStr(row, 'ethflow_refund_tx_hash') as Hex | null,
          },
    placementError: optStr(row, 'onchain_placement_error'),
    executedSellAmount: big(row, 'executed_sell_amount'),
    executedSellAmountBeforeFees: big(row, 'executed_sell_amount_before_fees'),
    executedBuyAmount: big(row, 'executed_buy_amount'),
    executedFeeAmount: big(row, 'executed_fee_amount'),
    executedFee: big(row, 'executed_fee'),
    executedFeeToken: optAddr(row, 'executed_fee_token'),
    fullAppData: optStr(row, 'full_app_data'),
    quote:
      row.q_sell_amount === null || row.q_sell_amount === undefined
        ? null
        : {
            gasAmount: big(row, 'q_gas_amount'),
            gasPrice: big(row, 'q_gas_price'),
            sellTokenPrice: str(row, 'q_sell_token_price'),
            sellAmount: big(row, 'q_sell_amount'),
            buyAmount: big(row, 'q_buy_amount'),
            feeAmount: big(row, 'q_fee_amount'),
            solver: addr(row, 'q_solver'),
            verified: bool(row, 'q_verified'),
          },
  }
}

export interface PendingOrder {
  order: NewOrder
  appDataDocument?: string
}

/** The columns POST /orders writes, in insert order. */
const ORDER_COLUMNS: readonly InsertColumn<NewOrder>[] = [
  ['uid', (o) => normalizeHex(o.uid)],
  ['owner', (o) => getAddress(o.owner)],
  ['sell_token', (o) => getAddress(o.sellToken)],
  ['buy_token', (o) => getAddress(o.buyToken)],
  ['receiver', (o) => (o.receiver ? getAddress(o.receiver) : null)],
  ['sell_amount', (o) => o.sellAmount.toString(), '::numeric'],
  ['buy_amount', (o) => o.buyAmount.toString(), '::numeric'],
  ['valid_to', (o) => o.validTo, '::bigint'],
  ['app_data', (o) => normalizeHex(o.appData)],
  ['fee_amount', (o) => o.feeAmount.toString(), '::numeric'],
  ['kind', (o) => o.kind],
  ...ORDER_FLAG_COLUMNS,
  ['signature', (o) => normalizeHex(o.signature)],
  ['from_address', (o) => (o.from ? getAddress(o.from) : null)],
  ['quote_id', (o) => o.quoteId, '::bigint'],
  ['class', (o) => o.class],
  ['full_balance_check', (o) => o.fullBalanceCheck, '::boolean'],
  ['settlement_contract', (o) => getAddress(o.settlementContract)],
  ['creation_date', (o) => o.creationDate.toISOString(), '::timestamptz'],
  ['status', (o) => o.status],
  ['onchain_user', (o) => (o.onchain ? getAddress(o.onchain.user) : null)],
  ['ethflow_user_valid_to', (o) => o.onchain?.userValidTo ?? null, '::bigint'],
  ['onchain_placement_error', (o) => o.onchain?.placementError ?? null],
]

/**
 * Inserts orders (and their new app-data documents) in one statement; returns the UIDs that
 * were inserted (a UID already stored, or repeated in `items`, is not).
 */
export async function insertOrders(
  sql: SqlExecutor,
  items: readonly PendingOrder[],
): Promise<Set<string>> {
  const params: SqlParam[] = []
  const placeholder = (value: SqlParam, cast = '') => {
    params.push(value)
    return `$${params.length}${cast}`
  }
  const documents = new Map<string, { document: string; at: string }>()
  const seen = new Set<string>()
  const rows: string[] = []
  for (const { order, appDataDocument } of items) {
    const uid = normalizeHex(order.uid)
    if (seen.has(uid)) continue
    seen.add(uid)
    if (appDataDocument !== undefined) {
      documents.set(normalizeHex(order.appData), {
        document: appDataDocument,
        at: order.creationDate.toISOString(),
      })
    }
    rows.push(`(${rowPlaceholders(ORDER_COLUMNS, order, placeholder).join(', ')})`)
  }
  const documentRows = [...documents].map(
    ([hash, { document, at }]) =>
      `(${placeholder(hash)}, ${placeholder(document)}, ${placeholder(at, '::timestamptz')})`,
  )
  // One statement, one commit: the documents, then the orders.
  const withDocuments =
    documentRows.length > 0
      ? `WITH documents AS (INSERT INTO app_data (hash, document, created_at)
           VALUES ${documentRows.join(', ')} ON CONFLICT (hash) DO NOTHING) `
      : ''
  const inserted = await sql.query<Row>(
    `${withDocuments}INSERT INTO orders (${columnNames(ORDER_COLUMNS)}) VALUES ${rows.join(', ')}
     ON CONFLICT (uid) DO NOTHING RETURNING uid`,
    params,
  )
  return new Set(inserted.map((row) => str(row, 'uid')))
}

/** (uid, row version) of one order, for `OrderCache.hydrate`. */
export function selectOrderVersion(sql: SqlExecutor, uid: Hex): Promise<Row[]> {
  return sql.query<Row>(`SELECT ${VERSION_COLUMNS} FROM orders o WHERE o.uid = $1`, [
    normalizeHex(uid),
  ])
}

export async function orderExists(sql: SqlExecutor, uid: Hex): Promise<boolean> {
  const rows = await sql.query<Row>('SELECT 1 FROM orders WHERE uid = $1', [normalizeHex(uid)])
  return rows.length > 0
}

/** (uid, row version) of the orders with these UIDs. */
export function selectOrderVersions(sql: SqlExecutor, uids: readonly Hex[]): Promise<Row[]> {
  return sql.query<Row>(`SELECT ${VERSION_COLUMNS} FROM orders o WHERE o.uid = ANY($1::text[])`, [
    uids.map(normalizeHex),
  ])
}

/**
 * (uid, row version) of the owner's orders, newest first. As the real service's
 * `user_orders`, an account's list also holds the on-chain (eth-flow) orders it placed,
 * whose owner is the eth-flow contract.
 */
export function selectOwnerOrderVersions(
  sql: SqlExecutor,
  owner: Address,
  page: { offset: number; limit: number },
): Promise<Row[]> {
  return sql.query<Row>(
    `SELECT ${VERSION_COLUMNS} FROM orders o
       WHERE o.owner = $1 OR (o.onchain_user = $1 AND o.ethflow_user_valid_to IS NOT NULL)
       ORDER BY o.creation_date DESC, o.seq DESC OFFSET $2 LIMIT $3`,
    [getAddress(owner), page.offset, page.limit],
  )
}

/** Records the refund of an eth-flow order (OrderRefund): its transaction, once. */
export async function setEthflowRefund(sql: SqlExecutor, uid: Hex, txHash: Hex): Promise<void> {
  await sql.query(
    `UPDATE orders SET ethflow_refund_tx_hash = $2
     WHERE uid = $1 AND ethflow_user_valid_to IS NOT NULL AND ethflow_refund_tx_hash IS NULL`,
    [normalizeHex(uid), normalizeHex(txHash)],
  )
}

export async function updateOrderExecution(
  sql: SqlExecutor,
  uid: Hex,
  e: OrderExecution,
  status?: WireOrderStatus,
): Promise<void> {
  await sql.query(
    `UPDATE orders SET executed_sell_amount = $2::numeric,
       executed_sell_amount_before_fees = $3::numeric, executed_buy_amount = $4::numeric,
       executed_fee_amount = $5::numeric, executed_fee = $6::numeric, executed_fee_token = $7,
       status = COALESCE($8, status)
     WHERE uid = $1`,
    [
      normalizeHex(uid),
      e.executedSellAmount.toString(),
      e.executedSellAmountBeforeFees.toString(),
      e.executedBuyAmount.toString(),
      e.executedFeeAmount.toString(),
      e.executedFee.toString(),
      e.executedFeeToken ? getAddress(e.executedFeeToken) : null,
      status ?? null,
    ],
  )
}

export async function setOrderStatus(
  sql: SqlExecutor,
  uid: Hex,
  status: WireOrderStatus,
  extra: { invalidated?: boolean; onchainUser?: Address | null } = {},
): Promise<void> {
  await sql.query(
    `UPDATE orders SET status = $2, invalidated = COALESCE($3, invalidated),
       onchain_user = COALESCE($4, onchain_user)
     WHERE uid = $1`,
    [
      normalizeHex(uid),
      status,
      extra.invalidated ?? null,
      extra.onchainUser ? getAddress(extra.onchainUser) : null,
    ],
  )
}
