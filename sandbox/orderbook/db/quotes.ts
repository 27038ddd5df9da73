/** The `quotes` table: a quote as POST /quote stores it, its batched insert, and its read. */
import { getAddress, type Address, type Hex } from 'viem'
import type { WireOrderKind, WireSigningScheme } from '@/api/wire'
import type { SqlExecutor, SqlParam } from '../sql'
import type { BuyTokenBalance, SellTokenBalance } from './orders'
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
    partiallyFillable: bool(row, 'partially_fillable'),
    sellTokenBalance: str(row, 'sell_token_balance') as SellTokenBalance,
    buyTokenBalance: str(row, 'buy_token_balance') as BuyTokenBalance,
    signingScheme: str(row, 'signing_scheme') as WireSigningScheme,
    priceQuality: str(row, 'price_quality'),
    verified: bool(row, 'verified'),
    solver: addr(row, 'solver'),
    createdAt: date(row, 'created_at'),
    expiration: date(row, 'expiration'),
  }
}

const QUOTE_INSERT_COLUMNS = `sell_token, buy_token, from_address, receiver, kind, sell_amount,
  buy_amount, fee_amount, gas_amount, gas_price, sell_token_price, valid_to, app_data,
  app_data_hash, partially_fillable, sell_token_balance, buy_token_balance, signing_scheme,
  price_quality, verified, solver, created_at, expiration`
const QUOTE_INSERT_CASTS = [
  '',
  '',
  '',
  '',
  '',
  '::numeric',
  '::numeric',
  '::numeric',
  '::numeric',
  '::numeric',
  '',
  '::bigint',
  '',
  '',
  '::boolean',
  '',
  '',
  '',
  '',
  '::boolean',
  '',
  '::timestamptz',
  '::timestamptz',
]

function quoteParams(q: NewQuote): SqlParam[] {
  return [
    getAddress(q.sellToken),
    getAddress(q.buyToken),
    getAddress(q.from),
    q.receiver ? getAddress(q.receiver) : null,
    q.kind,
    q.sellAmount.toString(),
    q.buyAmount.toString(),
    q.feeAmount.toString(),
    q.gasAmount.toString(),
    q.gasPrice.toString(),
    q.sellTokenPrice,
    q.validTo,
    q.appData,
    normalizeHex(q.appDataHash),
    q.partiallyFillable,
    q.sellTokenBalance,
    q.buyTokenBalance,
    q.signingScheme,
    q.priceQuality,
    q.verified,
    getAddress(q.solver),
    q.createdAt.toISOString(),
    q.expiration.toISOString(),
  ]
}

/** Inserts quotes in one statement; returns their ids in the order of `quotes`. */
export async function insertQuotes(
  sql: SqlExecutor,
  quotes: readonly NewQuote[],
): Promise<number[]> {
  const params: SqlParam[] = []
  const rows = quotes.map(
    (quote, index) =>
      `(${[...quoteParams(quote), index]
        .map((value, i) => {
          params.push(value)
          return `$${params.length}${QUOTE_INSERT_CASTS[i] ?? '::integer'}`
        })
        .join(', ')})`,
  )
  // Rows are inserted in `ord` order and a sequence only grows, so the sorted ids follow
  // the input order.
  const inserted = await sql.query<Row>(
    `INSERT INTO quotes (${QUOTE_INSERT_COLUMNS})
     SELECT ${QUOTE_INSERT_COLUMNS} FROM (VALUES ${rows.join(', ')})
       AS v(${QUOTE_INSERT_COLUMNS}, ord) ORDER BY ord
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
