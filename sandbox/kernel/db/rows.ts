/**
 * Reading SQL rows into typed values: the column readers every table module uses, and the
 * one canonical spelling of hex values (order UIDs, hashes).
 */
import type { Address, Hex } from 'viem'
import type { SqlExecutor, SqlParam } from '../sql'

export type Row = Record<string, unknown>

export function str(row: Row, key: string): string {
  const value = row[key]
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  throw new Error(`column ${key}: expected text, got ${typeof value}`)
}
export function optStr(row: Row, key: string): string | null {
  return row[key] === null || row[key] === undefined ? null : str(row, key)
}
export function big(row: Row, key: string): bigint {
  return BigInt(str(row, key))
}
export function num(row: Row, key: string): number {
  return Number(str(row, key))
}
export function bool(row: Row, key: string): boolean {
  return row[key] === true || row[key] === 't' || row[key] === 'true'
}
export function date(row: Row, key: string): Date {
  const value = row[key]
  return value instanceof Date ? value : new Date(str(row, key))
}
export function optDate(row: Row, key: string): Date | null {
  return row[key] === null || row[key] === undefined ? null : date(row, key)
}
// Addresses are written checksummed (getAddress) so reads trust them: checksumming every
// column of 128 orders would cost a keccak each.
export function addr(row: Row, key: string): Address {
  return str(row, key) as Address
}
export function optAddr(row: Row, key: string): Address | null {
  return optStr(row, key) as Address | null
}
export function hex(row: Row, key: string): Hex {
  return str(row, key) as Hex
}
/** A json/jsonb column's value, parsed when the driver hands it over as text. */
export function jsonValue(row: Row, key: string): unknown {
  const value = row[key]
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value
}
export function json(row: Row, key: string): Record<string, unknown> {
  const value = row[key]
  if (typeof value === 'string') return JSON.parse(value) as Record<string, unknown>
  return (value ?? {}) as Record<string, unknown>
}

/** Order UIDs and hashes are hex, not addresses: one canonical (lowercase) spelling. */
export function normalizeHex(value: string): Hex {
  return value.toLowerCase() as Hex
}

/** The first row a query answers, read with `read`; undefined when it answers none. */
export async function queryFirst<T>(
  sql: SqlExecutor,
  text: string,
  params: readonly SqlParam[],
  read: (row: Row) => T,
): Promise<T | undefined> {
  const rows = await sql.query<Row>(text, params)
  return rows[0] ? read(rows[0]) : undefined
}

/**
 * The rows of `table` whose `id` is one of `ids`, read with `read` and keyed by id: one query
 * for a batch. `table` and `idType` come from code, never from a request.
 */
export async function selectByIds<K extends string | number, T extends { id: K }>(
  sql: SqlExecutor,
  table: string,
  idType: 'text' | 'bigint',
  ids: readonly K[],
  read: (row: Row) => T,
): Promise<Map<K, T>> {
  if (ids.length === 0) return new Map()
  const rows = await sql.query<Row>(`SELECT * FROM ${table} WHERE id = ANY ($1::${idType}[])`, [
    [...new Set(ids)].map(String),
  ])
  return new Map(rows.map(read).map((item) => [item.id, item]))
}

/**
 * The reader of one row of `table` by id that answers only for its owner: the row whose
 * `ownerColumn` is `key(owner)`, so another owner's id reads as none. `table` and
 * `ownerColumn` come from code, never from a request.
 */
export function ownedRowReader<T, O extends string = string>(
  table: string,
  ownerColumn: string,
  read: (row: Row) => T,
  key: (owner: O) => string = (owner) => owner,
): (sql: SqlExecutor, owner: O, id: string) => Promise<T | undefined> {
  const text = `SELECT * FROM ${table} WHERE id = $1 AND ${ownerColumn} = $2`
  return (sql, owner, id) => queryFirst(sql, text, [id, key(owner)], read)
}

/**
 * The reader of the newest `limit` rows of `table` whose `column` is `key(value)`, newest
 * first. `table` and `column` come from code, never from a request.
 */
export function newestRowsReader<T, V extends string = string>(
  table: string,
  column: string,
  read: (row: Row) => T,
  key: (value: V) => string = (value) => value,
): (sql: SqlExecutor, value: V, limit: number) => Promise<T[]> {
  const text = `SELECT * FROM ${table} WHERE ${column} = $1 ORDER BY created_at DESC, id DESC LIMIT $2`
  return async (sql, value, limit) => (await sql.query<Row>(text, [key(value), limit])).map(read)
}
