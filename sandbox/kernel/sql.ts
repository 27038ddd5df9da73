/**
 * The SQL connection behind the orderbook repository: embedded PGlite (Postgres compiled to
 * WASM) in the sandbox data dir by default, or a Postgres server when `DATABASE_URL` is set.
 * Both run the same SQL; the repository only sees this small interface.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'

export type SqlParam = string | number | boolean | null | string[]

export interface SqlExecutor {
  query<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]>
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction; it is rolled back when `fn` throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface OpenSqlOptions {
  /** Folder of the embedded database (created when missing). Ignored when databaseUrl is set. */
  dataDir?: string
  /** `postgres://...`: use a Postgres server instead of PGlite. */
  databaseUrl?: string
}

export async function openSqlClient(options: OpenSqlOptions): Promise<SqlClient> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return wrapPglite(await createPglite(options.dataDir))
}

/**
 * A fresh PGlite runs initdb, which takes seconds (much longer on a busy machine). The first
 * fresh database therefore leaves a dump of its empty cluster in the OS temp folder, and later
 * fresh databases start from that dump instead (tests and `--reset` create many).
 */
function templatePath(): string {
  let version = 'unknown'
  try {
    const require = createRequire(import.meta.url)
    const entry = require.resolve('@electric-sql/pglite')
    const manifest: unknown = JSON.parse(
      readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'),
    )
    if (manifest && typeof manifest === 'object' && 'version' in manifest) {
      version = String(manifest.version)
    }
  } catch {
    // An unknown version only makes the cache key less precise.
  }
  return join(tmpdir(), `batchswap-pglite-template-${version}.tar.gz`)
}

async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  // No dataDir: in-memory, for unit tests of the repository.
  const fresh = !dataDir || !existsSync(join(dataDir, 'PG_VERSION'))
  if (dataDir) await mkdir(dataDir, { recursive: true })
  if (!fresh) return PGlite.create(dataDir)
  const template = templatePath()
  if (existsSync(template)) {
    try {
      const db = await PGlite.create(dataDir, { loadDataDir: new Blob([await readFile(template)]) })
      await db.query('SELECT 1')
      return db
    } catch {
      // A damaged template: forget it and run initdb.
      await rm(template, { force: true })
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
      if (dataDir) await mkdir(dataDir, { recursive: true })
    }
  }
  const db = await PGlite.create(dataDir)
  try {
    const dump = await db.dumpDataDir('gzip')
    // Written aside and renamed: concurrent first starts never read half a file.
    const partial = `${template}.${process.pid}.partial`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, template)
  } catch {
    // Only start-up speed depends on the template.
  }
  return db
}

function wrapPglite(db: PGlite): SqlClient {
  // PGlite itself queues query() calls made while a transaction is open.
  const executor = (target: Pick<PGlite, 'query' | 'exec'>): SqlExecutor => ({
    query: async <T>(sql: string, params?: readonly SqlParam[]) =>
      (await target.query<T>(sql, params ? [...params] : undefined)).rows,
    exec: async (sql) => {
      await target.exec(sql)
    },
  })
  return {
    kind: 'pglite',
    ...executor(db),
    transaction: (fn) => db.transaction((tx) => fn(executor(tx))),
    close: () => db.close(),
  }
}

/** The part of the `pg` package this module uses. */
interface PgQueryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}
interface PgPoolClient extends PgQueryable {
  release(): void
}
interface PgPool extends PgQueryable {
  connect(): Promise<PgPoolClient>
  end(): Promise<void>
}
interface PgModule {
  Pool: new (config: { connectionString: string; max?: number }) => PgPool
}

async function openPostgres(databaseUrl: string): Promise<SqlClient> {
  // Imported at run time: only DATABASE_URL users pay for loading the driver.
  const driverName = 'pg'
  let driver: PgModule
  try {
    const mod = (await import(driverName)) as { default?: PgModule } & Partial<PgModule>
    const resolved = mod.default ?? (mod.Pool ? (mod as PgModule) : undefined)
    if (!resolved) throw new Error('the module has no Pool export')
    driver = resolved
  } catch (error) {
    throw new Error(
      `DATABASE_URL is set, but the Postgres driver "pg" could not be loaded (${String(
        error,
      )}). Install it with "npm install pg" or unset DATABASE_URL to use the embedded PGlite database.`,
      { cause: error },
    )
  }
  const pool = new driver.Pool({ connectionString: databaseUrl, max: 8 })
  try {
    await pool.query('SELECT 1')
  } catch (error) {
    await pool.end().catch(() => undefined)
    // Name the server, never the credentials in the URL.
    let where = 'DATABASE_URL'
    try {
      const url = new URL(databaseUrl)
      where = `${url.hostname}:${url.port || '5432'}${url.pathname}`
    } catch {
      // not a URL: keep the generic name
    }
    throw new Error(`could not connect to the Postgres server at ${where} (${String(error)})`, {
      cause: error,
    })
  }
  const rowsOf = async <T>(target: PgQueryable, sql: string, params?: readonly SqlParam[]) =>
    (await target.query(sql, params ? [...params] : undefined)).rows as T[]
  return {
    kind: 'postgres',
    query: (sql, params) => rowsOf(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql)
    },
    transaction: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn({
          query: (sql, params) => rowsOf(client, sql, params),
          exec: async (sql) => {
            await client.query(sql)
          },
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
