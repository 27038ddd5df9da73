/** The `app_data` table: full appData documents by their hash (PUT/GET /app_data/{hash}). */
import type { Hex } from 'viem'
import type { SqlExecutor } from '../sql'
import { normalizeHex, str, type Row } from './rows'

/** 'created' for a new document, 'exists' when this hash was stored already. */
export async function putAppData(
  sql: SqlExecutor,
  hash: Hex,
  document: string,
  at: Date,
): Promise<'created' | 'exists'> {
  const rows = await sql.query<Row>(
    `INSERT INTO app_data (hash, document, created_at) VALUES ($1, $2, $3::timestamptz)
     ON CONFLICT (hash) DO NOTHING RETURNING hash`,
    [normalizeHex(hash), document, at.toISOString()],
  )
  return rows.length > 0 ? 'created' : 'exists'
}

export async function selectAppData(sql: SqlExecutor, hash: Hex): Promise<string | undefined> {
  const rows = await sql.query<Row>('SELECT document FROM app_data WHERE hash = $1', [
    normalizeHex(hash),
  ])
  return rows[0] ? str(rows[0], 'document') : undefined
}
