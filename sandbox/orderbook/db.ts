/**
 * The orderbook repository: typed reads and writes over the SQL schema of `migrations.ts`.
 * Amounts are bigint here and numeric(78,0) in SQL (sent as decimal strings); addresses are
 * stored checksummed, order UIDs and hashes as lowercase hex.
 */
import { getAddress, type Address, type Hex } from 'viem'
import type { WireOrderClass, WireOrderKind, WireOrderStatus, WireSigningScheme } from '@/api/wire'
import { ORDERBOOK_MIGRATIONS, runMigrations, type Migration } from './migrations'
import { openSqlClient, type SqlClient, type SqlExecutor, type SqlParam } from './sql'

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
}

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
}

export interface IndexerCursor {
  blockNumber: bigint
  blockHash: Hex | null
}

export interface NewNotification {
  account: Address
  type: string
  message: string
  createdAt: Date
  orderUid: Hex | null
  metadata: Record<string, unknown>
  /** When set, a second notification with the same key is ignored. */
  dedupeKey?: string
}

export interface StoredNotification extends NewNotification {
  id: number
}

export interface OpenOrderbookDbOptions {
  /** Folder of the embedded PGlite database. */
  dataDir?: string
  /** `postgres://...` runs the same schema on a Postgres server (needs the `pg` driver). */
  databaseUrl?: string
  /** Appended to the built-in migrations (versions must not collide). */
  extraMigrations?: readonly Migration[]
}

// ---------------------------------------------------------------- row mapping

type Row = Record<string, unknown>

function str(row: Row, key: string): string {
  const value = row[key]
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  throw new Error(`column ${key}: expected text, got ${typeof value}`)
}
function optStr(row: Row, key: string): string | null {
  return row[key] === null || row[key] === undefined ? null : str(row, key)
}
function big(row: Row, key: string): bigint {
  return BigInt(str(row, key))
}
function num(row: Row, key: string): number {
  return Number(str(row, key))
}
function bool(row: Row, key: string): boolean {
  return row[key] === true || row[key] === 't' || row[key] === 'true'
}
function date(row: Row, key: string): Date {
  const value = row[key]
  return value instanceof Date ? value : new Date(str(row, key))
}
function optDate(row: Row, key: string): Date | null {
  return row[key] === null || row[key] === undefined ? null : date(row, key)
}
// Addresses are written checksummed (getAddress) so reads trust them: checksumming every
// column of 128 orders would cost a keccak each.
function addr(row: Row, key: string): Address {
  return str(row, key) as Address
}
function optAddr(row: Row, key: string): Address | null {
  return optStr(row, key) as Address | null
}
function hex(row: Row, key: string): Hex {
  return str(row, key) as Hex
}
function json(row: Row, key: string): Record<string, unknown> {
  const value = row[key]
  if (typeof value === 'string') return JSON.parse(value) as Record<string, unknown>
  return (value ?? {}) as Record<string, unknown>
}

/**
 * `xmin` is the Postgres row version: it changes with every update of the row, whoever makes
 * it, so it tells whether a cached order is still current.
 */
const VERSION_COLUMNS = `o.uid, o.xmin::text AS row_version`

const ORDER_SELECT = `
  SELECT o.*, o.xmin::text AS row_version, a.document AS full_app_data,
    q.gas_amount AS q_gas_amount, q.gas_price AS q_gas_price,
    q.sell_token_price AS q_sell_token_price, q.sell_amount AS q_sell_amount,
    q.buy_amount AS q_buy_amount, q.fee_amount AS q_fee_amount, q.solver AS q_solver,
    q.verified AS q_verified
  FROM orders o
  LEFT JOIN app_data a ON a.hash = o.app_data
  LEFT JOIN quotes q ON q.id = o.quote_id
  WHERE o.uid = ANY($1::text[])`

function orderFromRow(row: Row): StoredOrder {
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
    partiallyFillable: bool(row, 'partially_fillable'),
    sellTokenBalance: str(row, 'sell_token_balance') as SellTokenBalance,
    buyTokenBalance: str(row, 'buy_token_balance') as BuyTokenBalance,
    signingScheme: str(row, 'signing_scheme') as WireSigningScheme,
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

function quoteFromRow(row: Row): StoredQuote {
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

function notificationFromRow(row: Row): StoredNotification {
  return {
    id: num(row, 'id'),
    account: addr(row, 'account'),
    type: str(row, 'type'),
    message: str(row, 'message'),
    createdAt: date(row, 'created_at'),
    orderUid: optStr(row, 'order_uid') as Hex | null,
    metadata: json(row, 'metadata'),
    dedupeKey: optStr(row, 'dedupe_key') ?? undefined,
  }
}

function tradeFromRow(row: Row): TradeRecord {
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
  }
}

/** Order UIDs and hashes are hex, not addresses: one canonical (lowercase) spelling. */
export function normalizeHex(value: string): Hex {
  return value.toLowerCase() as Hex
}

// ---------------------------------------------------------------- order inserts

interface PendingOrder {
  order: NewOrder
  appDataDocument?: string
}

const ORDER_INSERT_COLUMNS = `uid, owner, sell_token, buy_token, receiver, sell_amount, buy_amount,
  valid_to, app_data, fee_amount, kind, partially_fillable, sell_token_balance, buy_token_balance,
  signing_scheme, signature, from_address, quote_id, class, full_balance_check,
  settlement_contract, creation_date, status`
/** SQL casts per column of ORDER_INSERT_COLUMNS. */
const ORDER_INSERT_CASTS = [
  '',
  '',
  '',
  '',
  '',
  '::numeric',
  '::numeric',
  '::bigint',
  '',
  '::numeric',
  '',
  '::boolean',
  '',
  '',
  '',
  '',
  '',
  '::bigint',
  '',
  '::boolean',
  '',
  '::timestamptz',
  '',
]

function orderParams(o: NewOrder): SqlParam[] {
  return [
    normalizeHex(o.uid),
    getAddress(o.owner),
    getAddress(o.sellToken),
    getAddress(o.buyToken),
    o.receiver ? getAddress(o.receiver) : null,
    o.sellAmount.toString(),
    o.buyAmount.toString(),
    o.validTo,
    normalizeHex(o.appData),
    o.feeAmount.toString(),
    o.kind,
    o.partiallyFillable,
    o.sellTokenBalance,
    o.buyTokenBalance,
    o.signingScheme,
    normalizeHex(o.signature),
    o.from ? getAddress(o.from) : null,
    o.quoteId,
    o.class,
    o.fullBalanceCheck,
    getAddress(o.settlementContract),
    o.creationDate.toISOString(),
    o.status,
  ]
}

/**
 * Inserts orders (and their new app-data documents) in one statement; returns the UIDs that
 * were inserted (a UID already stored, or repeated in `items`, is not).
 */
async function insertOrders(
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
    const values = orderParams(order).map((value, i) => placeholder(value, ORDER_INSERT_CASTS[i]))
    rows.push(`(${values.join(', ')})`)
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
    `${withDocuments}INSERT INTO orders (${ORDER_INSERT_COLUMNS}) VALUES ${rows.join(', ')}
     ON CONFLICT (uid) DO NOTHING RETURNING uid`,
    params,
  )
  return new Set(inserted.map((row) => str(row, 'uid')))
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
async function insertQuotes(sql: SqlExecutor, quotes: readonly NewQuote[]): Promise<number[]> {
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

/**
 * Collects the writes requested while a statement runs and sends them with the next one:
 * under load one statement and commit carries many rows (a commit costs far more than a row
 * in PGlite).
 */
class MicroBatcher<I, O> {
  private pending: { item: I; done: (result: O) => void; fail: (error: unknown) => void }[] = []
  private running = false

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly maxBatch = 100,
  ) {}

  add(item: I): Promise<O> {
    return new Promise((done, fail) => {
      this.pending.push({ item, done, fail })
      if (!this.running) {
        this.running = true
        // Let the requests of this tick join the first batch.
        setImmediate(() => void this.drain())
      }
    })
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch)
      try {
        const results = await this.run(batch.map((entry) => entry.item))
        batch.forEach((entry, i) => {
          const result = results[i]
          if (result === undefined) entry.fail(new Error('batched write returned too few rows'))
          else entry.done(result)
        })
      } catch (error) {
        for (const entry of batch) entry.fail(error)
      }
    }
    this.running = false
  }
}

// ---------------------------------------------------------------- repository

/** How many parsed orders are kept in memory. */
const ORDER_CACHE_SIZE = 50_000

export class OrderbookDb {
  /**
   * Parsed orders by UID with their row version. Reads ask SQL only for (uid, version) and
   * parse full rows just for new or changed orders: parsing 40 columns of 128 rows dominated
   * by_uids. Any update of a row (from this class or plain SQL) changes its version, so the
   * cache needs no invalidation.
   */
  private readonly cache = new Map<string, { version: string; order: StoredOrder }>()

  private readonly orderInserts: MicroBatcher<PendingOrder, boolean>
  private readonly quoteInserts: MicroBatcher<NewQuote, number>

  private constructor(readonly sql: SqlClient) {
    this.orderInserts = new MicroBatcher(async (items) => {
      const inserted = await insertOrders(sql, items)
      // A UID twice in one batch: the first was inserted, the second is a duplicate.
      const claimed = new Set<string>()
      return items.map(({ order }) => {
        const uid = normalizeHex(order.uid)
        const result = inserted.has(uid) && !claimed.has(uid)
        claimed.add(uid)
        return result
      })
    })
    this.quoteInserts = new MicroBatcher((quotes) => insertQuotes(sql, quotes))
  }

  /** Orders for rows of VERSION_COLUMNS, in row order. */
  private async hydrate(rows: readonly Row[]): Promise<StoredOrder[]> {
    const stale = rows
      .filter((row) => this.cache.get(str(row, 'uid'))?.version !== str(row, 'row_version'))
      .map((row) => str(row, 'uid'))
    const fresh = new Map<string, StoredOrder>()
    if (stale.length > 0) {
      for (const row of await this.sql.query<Row>(ORDER_SELECT, [stale])) {
        const order = orderFromRow(row)
        fresh.set(order.uid, order)
        // Not cached while its app-data document is missing: it may be uploaded later.
        if (order.fullAppData === null) continue
        if (this.cache.size >= ORDER_CACHE_SIZE) {
          const oldest = this.cache.keys().next()
          if (!oldest.done) this.cache.delete(oldest.value)
        }
        this.cache.set(order.uid, { version: str(row, 'row_version'), order })
      }
    }
    const orders: StoredOrder[] = []
    for (const row of rows) {
      const uid = str(row, 'uid')
      const order = fresh.get(uid) ?? this.cache.get(uid)?.order
      // Callers may change what they get; the cached copy stays as read.
      if (order) orders.push({ ...order, quote: order.quote && { ...order.quote } })
    }
    return orders
  }

  static async open(options: OpenOrderbookDbOptions): Promise<OrderbookDb> {
    const sql = await openSqlClient({ dataDir: options.dataDir, databaseUrl: options.databaseUrl })
    try {
      await runMigrations(sql, [...ORDERBOOK_MIGRATIONS, ...(options.extraMigrations ?? [])])
    } catch (error) {
      await sql.close()
      throw error
    }
    return new OrderbookDb(sql)
  }

  close(): Promise<void> {
    return this.sql.close()
  }

  /** Runs `fn` with a repository bound to one transaction. */
  transaction<T>(fn: (tx: OrderbookTx) => Promise<T>): Promise<T> {
    return this.sql.transaction((executor) => fn(new OrderbookTx(executor)))
  }

  private get direct(): OrderbookTx {
    return new OrderbookTx(this.sql)
  }

  // ------------------------------------------------------------ orders

  /**
   * False when an order with this UID exists already. `appDataDocument` (the full appData the
   * order was posted with) is stored in the same statement when its hash is new.
   */
  insertOrder(order: NewOrder, appDataDocument?: string): Promise<boolean> {
    return this.orderInserts.add({ order, appDataDocument })
  }

  async getOrder(uid: Hex): Promise<StoredOrder | undefined> {
    const rows = await this.sql.query<Row>(
      `SELECT ${VERSION_COLUMNS} FROM orders o WHERE o.uid = $1`,
      [normalizeHex(uid)],
    )
    return (await this.hydrate(rows))[0]
  }

  async orderExists(uid: Hex): Promise<boolean> {
    const rows = await this.sql.query<Row>('SELECT 1 FROM orders WHERE uid = $1', [
      normalizeHex(uid),
    ])
    return rows.length > 0
  }

  /** Orders with these UIDs, in no particular order; unknown UIDs are missing. */
  async getOrders(uids: readonly Hex[]): Promise<StoredOrder[]> {
    if (uids.length === 0) return []
    const rows = await this.sql.query<Row>(
      `SELECT ${VERSION_COLUMNS} FROM orders o WHERE o.uid = ANY($1::text[])`,
      [uids.map(normalizeHex)],
    )
    return this.hydrate(rows)
  }

  /** The owner's orders, newest first. */
  async listOrdersByOwner(
    owner: Address,
    page: { offset: number; limit: number },
  ): Promise<StoredOrder[]> {
    const rows = await this.sql.query<Row>(
      `SELECT ${VERSION_COLUMNS} FROM orders o WHERE o.owner = $1
       ORDER BY o.creation_date DESC, o.seq DESC OFFSET $2 LIMIT $3`,
      [getAddress(owner), page.offset, page.limit],
    )
    return this.hydrate(rows)
  }

  /** Orders stored with one of these statuses, oldest first (e.g. the solver's auction). */
  async listOrdersByStatus(statuses: readonly WireOrderStatus[]): Promise<StoredOrder[]> {
    const rows = await this.sql.query<Row>(
      `SELECT ${VERSION_COLUMNS} FROM orders o WHERE o.status = ANY($1::text[])
       ORDER BY o.creation_date, o.seq`,
      [[...statuses]],
    )
    return this.hydrate(rows)
  }

  /** Open orders not yet past validTo at `nowSeconds`, oldest first. */
  async listOpenOrders(nowSeconds: number): Promise<StoredOrder[]> {
    const rows = await this.sql.query<Row>(
      `SELECT ${VERSION_COLUMNS} FROM orders o WHERE o.status = 'open' AND o.valid_to >= $1
       ORDER BY o.creation_date, o.seq`,
      [nowSeconds],
    )
    return this.hydrate(rows)
  }

  updateExecution(uid: Hex, execution: OrderExecution, status?: WireOrderStatus): Promise<void> {
    return this.direct.updateExecution(uid, execution, status)
  }

  setOrderStatus(
    uid: Hex,
    status: WireOrderStatus,
    extra: { invalidated?: boolean; onchainUser?: Address | null } = {},
  ): Promise<void> {
    return this.direct.setOrderStatus(uid, status, extra)
  }

  /** Marks orders cancelled and invalidated (off-chain cancellation or on-chain invalidateOrder). */
  markCancelled(
    uids: readonly Hex[],
    at: Date,
    extra: { onchainUser?: Address | null } = {},
  ): Promise<void> {
    return this.direct.markCancelled(uids, at, extra)
  }

  // ------------------------------------------------------------ quotes

  insertQuote(quote: NewQuote): Promise<number> {
    return this.quoteInserts.add(quote)
  }

  async getQuote(id: number): Promise<StoredQuote | undefined> {
    if (!Number.isSafeInteger(id) || id < 1) return undefined
    const rows = await this.sql.query<Row>('SELECT * FROM quotes WHERE id = $1', [id])
    return rows[0] ? quoteFromRow(rows[0]) : undefined
  }

  // ------------------------------------------------------------ app data

  /** 'created' for a new document, 'exists' when this hash was stored already. */
  putAppData(hash: Hex, document: string, at: Date): Promise<'created' | 'exists'> {
    return this.direct.putAppData(hash, document, at)
  }

  async getAppData(hash: Hex): Promise<string | undefined> {
    const rows = await this.sql.query<Row>('SELECT document FROM app_data WHERE hash = $1', [
      normalizeHex(hash),
    ])
    return rows[0] ? str(rows[0], 'document') : undefined
  }

  // ------------------------------------------------------------ chain events, trades, cursor

  /** False when this (block, log index) was indexed before. */
  insertChainEvent(event: ChainEvent): Promise<boolean> {
    return this.direct.insertChainEvent(event)
  }

  insertTrade(trade: TradeRecord): Promise<boolean> {
    return this.direct.insertTrade(trade)
  }

  async listTrades(orderUid: Hex): Promise<TradeRecord[]> {
    const rows = await this.sql.query<Row>(
      'SELECT * FROM trades WHERE order_uid = $1 ORDER BY block_number, log_index',
      [normalizeHex(orderUid)],
    )
    return rows.map(tradeFromRow)
  }

  async getCursor(name: string): Promise<IndexerCursor | undefined> {
    const rows = await this.sql.query<Row>('SELECT * FROM indexer_cursors WHERE name = $1', [name])
    const row = rows[0]
    return row
      ? {
          blockNumber: big(row, 'block_number'),
          blockHash: optStr(row, 'block_hash') as Hex | null,
        }
      : undefined
  }

  setCursor(name: string, cursor: IndexerCursor, at: Date): Promise<void> {
    return this.direct.setCursor(name, cursor, at)
  }

  // ------------------------------------------------------------ notifications

  insertNotification(notification: NewNotification): Promise<number | undefined> {
    return this.direct.insertNotification(notification)
  }

  async listNotifications(account: Address, limit = 100): Promise<StoredNotification[]> {
    const rows = await this.sql.query<Row>(
      `SELECT * FROM notifications WHERE account = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [getAddress(account), limit],
    )
    return rows.map(notificationFromRow)
  }
}

/** Writes, usable directly or inside `OrderbookDb.transaction`. */
export class OrderbookTx {
  constructor(private readonly sql: SqlExecutor) {}

  async insertOrder(order: NewOrder, appDataDocument?: string): Promise<boolean> {
    const inserted = await insertOrders(this.sql, [{ order, appDataDocument }])
    return inserted.has(normalizeHex(order.uid))
  }

  async updateExecution(uid: Hex, e: OrderExecution, status?: WireOrderStatus): Promise<void> {
    await this.sql.query(
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

  async setOrderStatus(
    uid: Hex,
    status: WireOrderStatus,
    extra: { invalidated?: boolean; onchainUser?: Address | null } = {},
  ): Promise<void> {
    await this.sql.query(
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

  async markCancelled(
    uids: readonly Hex[],
    at: Date,
    extra: { onchainUser?: Address | null } = {},
  ): Promise<void> {
    if (uids.length === 0) return
    await this.sql.query(
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

  async insertQuote(quote: NewQuote): Promise<number> {
    const [id] = await insertQuotes(this.sql, [quote])
    if (id === undefined) throw new Error('INSERT INTO quotes returned no id')
    return id
  }

  async putAppData(hash: Hex, document: string, at: Date): Promise<'created' | 'exists'> {
    const rows = await this.sql.query<Row>(
      `INSERT INTO app_data (hash, document, created_at) VALUES ($1, $2, $3::timestamptz)
       ON CONFLICT (hash) DO NOTHING RETURNING hash`,
      [normalizeHex(hash), document, at.toISOString()],
    )
    return rows.length > 0 ? 'created' : 'exists'
  }

  async insertChainEvent(e: ChainEvent): Promise<boolean> {
    const rows = await this.sql.query<Row>(
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

  async insertTrade(t: TradeRecord): Promise<boolean> {
    const rows = await this.sql.query<Row>(
      `INSERT INTO trades (order_uid, block_number, log_index, tx_hash, owner, sell_token,
         buy_token, sell_amount, buy_amount, fee_amount, block_timestamp)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9::numeric, $10::numeric,
         $11::timestamptz)
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
      ],
    )
    return rows.length > 0
  }

  async setCursor(name: string, cursor: IndexerCursor, at: Date): Promise<void> {
    await this.sql.query(
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

  /** The new id, or undefined when the dedupe key was used before. */
  async insertNotification(n: NewNotification): Promise<number | undefined> {
    const rows = await this.sql.query<Row>(
      `INSERT INTO notifications (account, type, message, created_at, order_uid, metadata,
         dedupe_key)
       VALUES ($1, $2, $3, $4::timestamptz, $5, $6::jsonb, $7)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [
        getAddress(n.account),
        n.type,
        n.message,
        n.createdAt.toISOString(),
        n.orderUid ? normalizeHex(n.orderUid) : null,
        JSON.stringify(n.metadata),
        n.dedupeKey ?? null,
      ],
    )
    return rows[0] ? num(rows[0], 'id') : undefined
  }
}
