/**
 * The columns of a batched insert in one list: each column's name, how to read its value off
 * the record, and the SQL cast of its parameter. The `orders` and `quotes` inserts build their
 * column list and their VALUES rows from one such list, and `insertRows` the fee tables', so a
 * column, its value and its cast cannot drift apart.
 */
import type { SqlExecutor, SqlParam } from '../sql'

/** [column name, the record's value for it, SQL cast of the parameter (none for text)]. */
export type InsertColumn<T> = readonly [name: string, value: (record: T) => SqlParam, cast?: string]

/** `a, b, c`: the column list of an INSERT. */
export function columnNames<T>(columns: readonly InsertColumn<T>[]): string {
  return columns.map(([name]) => name).join(', ')
}

/** The placeholders of one record's row; `bind` adds a parameter and returns its placeholder. */
export function rowPlaceholders<T>(
  columns: readonly InsertColumn<T>[],
  record: T,
  bind: (value: SqlParam, cast: string) => string,
): string[] {
  return columns.map(([, value, cast = '']) => bind(value(record), cast))
}

/** Inserts `records` into `table` (a name from code, never from a request) in one statement. */
export async function insertRows<T>(
  sql: SqlExecutor,
  table: string,
  columns: readonly InsertColumn<T>[],
  records: readonly T[],
): Promise<void> {
  if (records.length === 0) return
  const params: SqlParam[] = []
  const bind = (value: SqlParam, cast: string) => {
    params.push(value)
    return `$${params.length}${cast}`
  }
  const rows = records.map((record) => `(${rowPlaceholders(columns, record, bind).join(', ')})`)
  await sql.query(
    `INSERT INTO ${table} (${columnNames(columns)}) VALUES ${rows.join(', ')}`,
    params,
  )
}
