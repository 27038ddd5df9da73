/** The `quotes` table: a quote as POST /quote stores it, its batched insert, and its read. */
import { getAddress, type Address, type Hex } from 'viem'
import type { WireOrderKind, WireSigningScheme } from '@batchswap/contract/wire/primitives'
import type { SqlExecutor, SqlParam } from '../sql'
import { columnNames, rowPlaceholders, type InsertColumn } from './insert-columns'
import {
  ORDER_FLAG_COLUMNS,
  orderFlagsFromRow,
  type BuyTokenBalance,
  type SellTokenBalance,
} from './orders'
import { addr, big, bool, date, hex, normalizeHex, num, optAddr, str, type Row } from './rows'

export interface NewQuote {
  sellToken: Address
  buyToken: Address
  from: Address
  receiver: Address | null
  kind: WireOrderKind
  sellAmount: bigint
  buyAmount: bigint
  feeAmount: bigint
  gasAmount: bigint
  gasPrice: bigint
  /** Price of one sell-token atom in wei, as a decimal string (production's `sellTokenPrice`). */
  sellTokenPrice: string
  validTo: number
  /** The request's appData as sent (document or hash) and its hash. */
  appData: string
  appDataHash: Hex
  partiallyFillable: boolean
  sellTokenBalance: SellTokenBalance
  buyTokenBalance: BuyTokenBalance
  signingScheme: WireSigningScheme
  priceQuality: string
  verified: boolean
  solver: Address
  createdAt: Date
  expiration: Date
}

export interface StoredQuote extends NewQuote {
  id: number
}

export function quoteFromRow(row: Row): StoredQuote {
  return {
    id: num(row, 'id'),
    sellToken: addr(row, 'sell_token'),
    buyToken: addr(row, 'buy_token'),
    from: addr(row, 'from_address'),
    receiver: optAddr(row, 'receiver'),
    kind: str(row, 'kind') as WireOrderKind,
    sellAmount: big(row, 'sell_amount'),
    buyAmount: big(row, 'buy_amount'),
    feeAmount: big(row, 'fee_amount'),
    gasAmount: big(row, 'gas_amount'),
    gasPrice: big(row, 'gas_price'),
    sellTokenPrice: str(row, 'sell_token_price'),
    validTo: num(row, 'valid_to'),
    appData: str(row, 'app_data'),
    appDataHash: hex(row, 'app_data_hash'),
    ...orderFlagsFromRow(row),
    priceQuality: str(row, 'price_quality'),
    verified: bool(row, 'verified'),
    solver: addr(row, 'solver'),
    createdAt: date(row, 'created_at'),
    expiration: date(row, 'expiration'),
  }
}

/** The columns POST /quote writes, in insert order. */
const QUOTE_COLUMNS: readonly InsertColumn<NewQuote>[] = [
  ['sell_token', (q) => getAddress(q.sellToken)],
  ['buy_token', (q) => getAddress(q.buyToken)],
  ['from_address', (q) => getAddress(q.from)],
  ['receiver', (q) => (q.receiver ? getAddress(q.receiver) : null)],
  ['kind', (q) => q.kind],
  ['sell_amount', (q) => q.sellAmount.toString(), '::numeric'],
  ['buy_amount', (q) => q.buyAmount.toString(), '::numeric'],
  ['fee_amount', (q) => q.feeAmount.toString(), '::numeric'],
  ['gas_amount', (q) => q.gasAmount.toString(), '::numeric'],
  ['gas_price', (q) => q.gasPrice.toString(), '::numeric'],
  ['sell_token_price', (q) => q.sellTokenPrice],
  ['valid_to', (q) => q.validTo, '::bigint'],
  ['app_data', (q) => q.appData],
  ['app_data_hash', (q) => normalizeHex(q.appDataHash)],
  ...ORDER_FLAG_COLUMNS,
  ['price_quality', (q) => q.priceQuality],
  ['verified', (q) => q.verified, '::boolean'],
  ['solver', (q) => getAddress(q.solver)],
  ['created_at', (q) => q.createdAt.toISOString(), '::timestamptz'],
  ['expiration', (q) => q.expiration.toISOString(), '::timestamptz'],
]
const QUOTE_COLUMN_NAMES = columnNames(QUOTE_COLUMNS)

/** Inserts quotes in one statement; returns their ids in the order of `quotes`. */
export async function insertQuotes(
  sql: SqlExecutor,
  quotes: readonly NewQuote[],
): Promise<number[]> {
  const params: SqlParam[] = []
  const bind = (value: SqlParam, cast: string) => {
    params.push(value)
    return `$${params.length}${cast}`
  }
  // Each row ends with its position in `quotes` (ord).
  const rows = quotes.map(
    (quote, index) =>
      `(${[...rowPlaceholders(QUOTE_COLUMNS, quote, bind), bind(index, '::integer')].join(', ')})`,
  )
  // Rows are inserted in `ord` order and a sequence only grows, so the sorted ids follow
  // the input order.
  const inserted = await sql.query<Row>(
    `INSERT INTO quotes (${QUOTE_COLUMN_NAMES})
     SELECT ${QUOTE_COLUMN_NAMES} FROM (VALUES ${rows.join(', ')})
       AS v(${QUOTE_COLUMN_NAMES}, ord) ORDER BY ord
     RETURNING id`,
    params,
  )
  return inserted.map((row) => num(row, 'id')).sort((a, b) => a - b)
}

export async function selectQuote(sql: SqlExecutor, id: number): Promise<StoredQuote | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined
  const rows = await sql.query<Row>('SELECT * FROM quotes WHERE id = $1', [id])
  return rows[0] ? quoteFromRow(rows[0]) : undefined
}
