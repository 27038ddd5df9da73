/**
 * The database suite on a Postgres server (`npm run test:postgres`, issue 40 point 6): the
 * tests whose SQL runs on PGlite by default, run with DATABASE_URL instead, so the Postgres
 * path is proven, not assumed. `.ci/run` starts a throwaway Postgres and runs this.
 *
 *   DATABASE_URL=postgres://user@127.0.0.1:5432/db npm run test:postgres
 *
 * The tests read it as TEST_DATABASE_URL. The files share the one database, so they run one
 * after another, and each starts by dropping the tables the migrations make (the channels'
 * test app, the test stack's first start): use a database of its own, not one you keep.
 */
import { spawnSync } from 'node:child_process'

/** The tests that read and write the service's database. */
export const DATABASE_SUITE = [
  // The orderbook's repository and migrations (TEST_DATABASE_URL).
  'sandbox/kernel/db.test.ts',
  // The notification channels and their outbox over the database alone (notify-app.ts).
  'sandbox/notify/sign-in.test.ts',
  'sandbox/notify/channels.test.ts',
  'sandbox/notify/email.test.ts',
  'sandbox/notify/telegram.test.ts',
  // The whole service on a chain: a fill's delivery, and one resumed after a restart.
  'sandbox/notify/service.test.ts',
]

const databaseUrl = process.env.DATABASE_URL?.trim()
if (!databaseUrl) {
  console.error('test:postgres needs DATABASE_URL (postgres://user@host:port/database)')
  process.exit(1)
}

const result = spawnSync(
  'npx',
  // No results cache: .ci/run runs this beside `npm test`'s own vitest run, which keeps one.
  [
    'vitest',
    'run',
    '--no-file-parallelism',
    '--no-cache',
    ...process.argv.slice(2),
    ...DATABASE_SUITE,
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
  },
)
process.exit(result.status ?? 1)
