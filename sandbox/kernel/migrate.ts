/**
 * Runs the versioned migrations (`migrations.ts`): each once, in version order, inside a
 * transaction, recorded in `schema_migrations`; and drops what they created, for a reset.
 */
import type { Migration } from './migrations'
import type { SqlClient } from './sql'

/**
 * Drops every table the migrations created (and their record), for a reset of a database the
 * sandbox does not own the folder of (DATABASE_URL). Tables the migrations do not name are
 * left alone.
 */
export async function dropMigratedTables(
  sql: SqlClient,
  migrations: readonly Migration[],
): Promise<string[]> {
  const tables = migrations.flatMap((m) =>
    [...m.sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/gi)].flatMap((match) =>
      match[1] ? [match[1]] : [],
    ),
  )
  const dropped = [...tables.reverse(), 'schema_migrations']
  await sql.exec(`DROP TABLE IF EXISTS ${dropped.join(', ')} CASCADE`)
  return dropped
}

export interface MigrationResult {
  applied: number[]
}

export async function runMigrations(
  sql: SqlClient,
  migrations: readonly Migration[],
): Promise<MigrationResult> {
  const sorted = [...migrations].sort((a, b) => a.version - b.version)
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]
    const current = sorted[i]
    if (previous && current && previous.version === current.version) {
      throw new Error(`Two migrations share version ${current.version}`)
    }
  }
  await sql.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )
  `)
  const done = new Set(
    (await sql.query<{ version: number | string }>('SELECT version FROM schema_migrations')).map(
      (row) => Number(row.version),
    ),
  )
  const applied: number[] = []
  for (const migration of sorted) {
    if (done.has(migration.version)) continue
    await sql.transaction(async (tx) => {
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ])
    })
    applied.push(migration.version)
  }
  return { applied }
}
