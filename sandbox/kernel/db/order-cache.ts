/**
 * Parsed orders by UID with their row version. Reads ask SQL only for (uid, version) and
 * parse full rows just for new or changed orders: parsing 40 columns of 128 rows dominated
 * by_uids. Any update of a row (from the repository or plain SQL) changes its version, so
 * the cache needs no invalidation.
 */
import type { SqlExecutor } from '../sql'
import { ORDER_SELECT, orderFromRow, type StoredOrder } from './orders'
import { str, type Row } from './rows'

/** How many parsed orders are kept in memory. */
const ORDER_CACHE_SIZE = 50_000

export class OrderCache {
  private readonly cache = new Map<string, { version: string; order: StoredOrder }>()

  constructor(private readonly sql: SqlExecutor) {}

  /** Orders for rows of VERSION_COLUMNS, in row order. */
  async hydrate(rows: readonly Row[]): Promise<StoredOrder[]> {
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
}
