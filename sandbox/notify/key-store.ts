/**
 * The keys kept with the sandbox's data (table `service_keys` of kernel migration 40), such
 * as the web push VAPID key pair, so subscriptions outlive a restart.
 */
import type { SqlExecutor } from '../kernel/sql'
import { jsonValue, type Row } from '../kernel/db/rows'

/** The stored key, or `create()`'s, stored once (a concurrent first start keeps the first). */
export async function keyOnce<T>(
  sql: SqlExecutor,
  name: string,
  create: () => T,
  parse: (value: unknown) => T,
): Promise<T> {
  const read = () => sql.query<Row>(`SELECT value FROM service_keys WHERE name = $1`, [name])
  let row = (await read())[0]
  if (!row) {
    await sql.query(
      `INSERT INTO service_keys (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING`,
      [name, JSON.stringify(create())],
    )
    row = (await read())[0]
  }
  if (!row) throw new Error(`service key ${name} was not stored`)
  return parse(jsonValue(row, 'value'))
}
