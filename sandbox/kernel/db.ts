/**
 * The orderbook repository: typed reads and writes over the SQL schema of `migrations.ts`.
 * Amounts are bigint here and numeric(78,0) in SQL (sent as decimal strings); addresses are
 * stored checksummed, order UIDs and hashes as lowercase hex.
 *
 * This module is the entry point (`OrderbookDb`, `OrderbookTx`, and the record types the
 * rest of the sandbox uses); the SQL lives per table or use in `./db/`: orders,
 * cancellations, auctions (the solver's reads), quotes, app data, trades (with the
 * indexer's events and cursors) and notifications, over the row readers of `./db/rows`.
 */
import type { Address, Hex } from 'viem'
import type { WireOrderStatus } from '@batchswap/contract/wire/primitives'
import { putAppData, selectAppData } from './db/app-data'
import {
  recordChainIdentity,
  selectChainIdentity,
  type ChainIdentity,
  type StoredChainIdentity,
} from './db/chain-identity'
import { selectOpenOrderVersions, selectOrderVersionsByStatus } from './db/auctions'
import { cancelIfOpen, markCancelled } from './db/cancellations'
import { countOpenLimitOrders } from './db/limit-orders'
import { MicroBatcher } from './db/micro-batcher'
import {
  insertNotification,
  selectNotifications,
  selectNotificationsForEveryone,
} from './db/notifications'
import type {
  NewNotification,
  NotificationForEveryone,
  StoredNotification,
} from './db/notifications'
import { OrderCache } from './db/order-cache'
import {
  insertOrders,
  orderExists,
  selectOrderVersion,
  selectOrderVersions,
  selectOwnerOrderVersions,
  setOrderStatus,
  updateOrderExecution,
  type NewOrder,
  type OrderExecution,
  type PendingOrder,
  type StoredOrder,
} from './db/orders'
import { insertQuotes, selectQuote, type NewQuote, type StoredQuote } from './db/quotes'
import { normalizeHex } from './db/rows'
import {
  insertChainEvent,
  insertTrade,
  queryTrades,
  selectCursor,
  selectTrades,
  upsertCursor,
  type ChainEvent,
  type IndexerCursor,
  type TradeRecord,
} from './db/trades'
import type { TradeQuery } from './db/trades'
import { dropMigratedTables, runMigrations } from './migrate'
import { ORDERBOOK_MIGRATIONS, type Migration } from './migrations'
import { openSqlClient, type SqlClient, type SqlExecutor } from './sql'

// The record types and `normalizeHex` are part of the repository's interface: importers keep
// one path ('./db') however the tables are laid out.
export type {
  BuyTokenBalance,
  NewOrder,
  OrderExecution,
  SellTokenBalance,
  StoredOrder,
  StoredQuoteSummary,
} from './db/orders'
export type { NewQuote, StoredQuote } from './db/quotes'
export type { ChainIdentity, StoredChainIdentity } from './db/chain-identity'
export type {
  ChainEvent,
  ExecutedProtocolFee,
  IndexerCursor,
  TradeQuery,
  TradeRecord,
} from './db/trades'
export type {
  NewNotification,
  NotificationForEveryone,
  StoredNotification,
} from './db/notifications'
export { normalizeHex } from './db/rows'

export interface OpenOrderbookDbOptions {
  /** Folder of the embedded PGlite database. */
  dataDir?: string
  /** `postgres://...` runs the same schema on a Postgres server (needs the `pg` driver). */
  databaseUrl?: string
  /** Appended to the built-in migrations (versions must not collide). */
  extraMigrations?: readonly Migration[]
  /**
   * Drop the tables the migrations create before running them: the reset of a database whose
   * folder the sandbox does not own (DATABASE_URL). A PGlite data dir is reset by wiping it.
   */
  reset?: boolean
}

export class OrderbookDb {
  private readonly orders: OrderCache
  private readonly orderInserts: MicroBatcher<PendingOrder, boolean>
  private readonly quoteInserts: MicroBatcher<NewQuote, number>

  private constructor(readonly sql: SqlClient) {
    this.orders = new OrderCache(sql)
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

  static async open(options: OpenOrderbookDbOptions): Promise<OrderbookDb> {
    const sql = await openSqlClient({ dataDir: options.dataDir, databaseUrl: options.databaseUrl })
    const migrations = [...ORDERBOOK_MIGRATIONS, ...(options.extraMigrations ?? [])]
    try {
      if (options.reset) await dropMigratedTables(sql, migrations)
      await runMigrations(sql, migrations)
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
    return (await this.orders.hydrate(await selectOrderVersion(this.sql, uid)))[0]
  }

  orderExists(uid: Hex): Promise<boolean> {
    return orderExists(this.sql, uid)
  }

  /** Orders with these UIDs, in no particular order; unknown UIDs are missing. */
  async getOrders(uids: readonly Hex[]): Promise<StoredOrder[]> {
    if (uids.length === 0) return []
    return this.orders.hydrate(await selectOrderVersions(this.sql, uids))
  }

  /** The owner's orders, newest first. */
  async listOrdersByOwner(
    owner: Address,
    page: { offset: number; limit: number },
  ): Promise<StoredOrder[]> {
    return this.orders.hydrate(await selectOwnerOrderVersions(this.sql, owner, page))
  }

  /** Orders stored with one of these statuses, oldest first (e.g. the solver's auction). */
  async listOrdersByStatus(statuses: readonly WireOrderStatus[]): Promise<StoredOrder[]> {
    return this.orders.hydrate(await selectOrderVersionsByStatus(this.sql, statuses))
  }

  /** The owner's open limit orders at `nowSeconds` (TooManyLimitOrders). */
  countOpenLimitOrders(owner: Address, nowSeconds: number): Promise<number> {
    return countOpenLimitOrders(this.sql, owner, nowSeconds)
  }

  /** Open orders not yet past validTo at `nowSeconds`, oldest first. */
  async listOpenOrders(nowSeconds: number): Promise<StoredOrder[]> {
    return this.orders.hydrate(await selectOpenOrderVersions(this.sql, nowSeconds))
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

  getQuote(id: number): Promise<StoredQuote | undefined> {
    return selectQuote(this.sql, id)
  }

  // ------------------------------------------------------------ app data

  /** 'created' for a new document, 'exists' when this hash was stored already. */
  putAppData(hash: Hex, document: string, at: Date): Promise<'created' | 'exists'> {
    return this.direct.putAppData(hash, document, at)
  }

  getAppData(hash: Hex): Promise<string | undefined> {
    return selectAppData(this.sql, hash)
  }

  // ------------------------------------------------------------ chain events, trades, cursor

  /** False when this (block, log index) was indexed before. */
  insertChainEvent(event: ChainEvent): Promise<boolean> {
    return this.direct.insertChainEvent(event)
  }

  insertTrade(trade: TradeRecord): Promise<boolean> {
    return this.direct.insertTrade(trade)
  }

  listTrades(orderUid: Hex): Promise<TradeRecord[]> {
    return selectTrades(this.sql, orderUid)
  }

  /** GET /api/v2/trades: by owner or by order, newest first, paged. */
  queryTrades(query: TradeQuery): Promise<TradeRecord[]> {
    return queryTrades(this.sql, query)
  }

  getCursor(name: string): Promise<IndexerCursor | undefined> {
    return selectCursor(this.sql, name)
  }

  setCursor(name: string, cursor: IndexerCursor, at: Date): Promise<void> {
    return this.direct.setCursor(name, cursor, at)
  }

  // ------------------------------------------------------------ chain identity

  /** The chain this database belongs to, once recorded. */
  getChainIdentity(): Promise<StoredChainIdentity | undefined> {
    return selectChainIdentity(this.sql)
  }

  /** Records the identity unless one is recorded already; returns the one that is. */
  recordChainIdentity(identity: ChainIdentity, at: Date): Promise<StoredChainIdentity> {
    return recordChainIdentity(this.sql, identity, at)
  }

  // ------------------------------------------------------------ notifications

  insertNotification(notification: NewNotification): Promise<number | undefined> {
    return this.direct.insertNotification(notification)
  }

  listNotifications(account: Address, limit = 100): Promise<StoredNotification[]> {
    return selectNotifications(this.sql, account, limit)
  }

  listNotificationsForEveryone(limit = 50): Promise<NotificationForEveryone[]> {
    return selectNotificationsForEveryone(this.sql, limit)
  }
}

/** Writes, usable directly or inside `OrderbookDb.transaction`. */
export class OrderbookTx {
  constructor(private readonly sql: SqlExecutor) {}

  async insertOrder(order: NewOrder, appDataDocument?: string): Promise<boolean> {
    const inserted = await insertOrders(this.sql, [{ order, appDataDocument }])
    return inserted.has(normalizeHex(order.uid))
  }

  updateExecution(uid: Hex, e: OrderExecution, status?: WireOrderStatus): Promise<void> {
    return updateOrderExecution(this.sql, uid, e, status)
  }

  setOrderStatus(
    uid: Hex,
    status: WireOrderStatus,
    extra: { invalidated?: boolean; onchainUser?: Address | null } = {},
  ): Promise<void> {
    return setOrderStatus(this.sql, uid, status, extra)
  }

  markCancelled(
    uids: readonly Hex[],
    at: Date,
    extra: { onchainUser?: Address | null } = {},
  ): Promise<void> {
    return markCancelled(this.sql, uids, at, extra)
  }

  /** Cancels one still-open order (a replacement); false when it was not open. */
  cancelIfOpen(uid: Hex, at: Date, nowSeconds: number): Promise<boolean> {
    return cancelIfOpen(this.sql, uid, at, nowSeconds)
  }

  async insertQuote(quote: NewQuote): Promise<number> {
    const [id] = await insertQuotes(this.sql, [quote])
    if (id === undefined) throw new Error('INSERT INTO quotes returned no id')
    return id
  }

  putAppData(hash: Hex, document: string, at: Date): Promise<'created' | 'exists'> {
    return putAppData(this.sql, hash, document, at)
  }

  insertChainEvent(e: ChainEvent): Promise<boolean> {
    return insertChainEvent(this.sql, e)
  }

  insertTrade(t: TradeRecord): Promise<boolean> {
    return insertTrade(this.sql, t)
  }

  setCursor(name: string, cursor: IndexerCursor, at: Date): Promise<void> {
    return upsertCursor(this.sql, name, cursor, at)
  }

  /** The new id, or undefined when the dedupe key was used before. */
  insertNotification(n: NewNotification): Promise<number | undefined> {
    return insertNotification(this.sql, n)
  }
}
