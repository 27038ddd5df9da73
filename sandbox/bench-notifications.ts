/**
 * Benchmark of the notification outbox (`npm run bench:notifications`, issue 40 point 8):
 * 1,000 notifications fanned out to 100 local webhook receivers, sent by the real worker
 * (sandbox/notify/deliverer.ts: claim with a lease, sign with standardwebhooks, send over
 * HTTP, record the attempt) from the real database (PGlite in memory; Postgres with
 * DATABASE_URL). Reports deliveries per second and checks that every delivery arrived once:
 * each receiver verifies each request's signature and counts it by `webhook-id`.
 *
 * The receivers run in a child process (this file with --receivers), so that verifying and
 * answering does not share the worker's event loop. Shape, by environment:
 *   BENCH_NOTIFICATIONS (1000), BENCH_RECEIVERS (100), BENCH_CHANNELS_PER_ACCOUNT (10):
 *   the receivers belong to RECEIVERS / CHANNELS_PER_ACCOUNT accounts, each notification goes
 *   to every channel of its account, so 1,000 notifications make 10,000 deliveries.
 *
 *   npm run bench:notifications
 */
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { Webhook } from 'standardwebhooks'
import { getAddress, type Address } from 'viem'
import { createClock, silentLogger } from './kernel/context'
import { OrderbookDb } from './kernel/db'
import { insertChannel } from './notify/channel-store'
import { deliverDue } from './notify/deliverer'
import type { NotifyDeps } from './notify/deps'
import { newWebhookSecret } from './notify/senders'

const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 1000)
const RECEIVERS = Number(process.env.BENCH_RECEIVERS ?? 100)
const CHANNELS_PER_ACCOUNT = Number(process.env.BENCH_CHANNELS_PER_ACCOUNT ?? 10)
const GOAL_PER_SECOND = 200

// ---------------------------------------------------------------- receivers (child)

interface ReceiverReport {
  /** webhook-id → how many times it arrived. */
  counts: Record<string, number>
  unverified: number
}

/**
 * One loopback server per secret; prints their URLs as one JSON line, then on "report" on
 * stdin prints what arrived (counts by webhook-id, requests that did not verify).
 */
async function receiversMode(): Promise<void> {
  const secrets = (process.env.BENCH_SECRETS ?? '').split(',').filter((s) => s !== '')
  const counts: Record<string, number> = {}
  let unverified = 0
  const servers: Server[] = []
  const urls: string[] = []
  for (const secret of secrets) {
    const hook = new Webhook(secret)
    const server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === 'string') headers[name] = value
        }
        try {
          hook.verify(Buffer.concat(chunks), headers)
          const id = headers['webhook-id'] ?? ''
          counts[id] = (counts[id] ?? 0) + 1
        } catch {
          unverified++
        }
        res.writeHead(204)
        res.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    // listen() on a port gives an AddressInfo.
    const { port } = server.address() as AddressInfo
    servers.push(server)
    urls.push(`http://127.0.0.1:${port}/hook`)
  }
  process.stdout.write(`${JSON.stringify(urls)}\n`)
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim() !== 'report') continue
    const report: ReceiverReport = { counts, unverified }
    process.stdout.write(`${JSON.stringify(report)}\n`)
    for (const server of servers) server.close()
    return
  }
}

// ---------------------------------------------------------------- the run

function accountOf(index: number): Address {
  return getAddress(`0x${(index + 1).toString(16).padStart(40, 'b')}`)
}

async function run(): Promise<void> {
  if (RECEIVERS % CHANNELS_PER_ACCOUNT !== 0) {
    throw new Error('BENCH_RECEIVERS must be a multiple of BENCH_CHANNELS_PER_ACCOUNT')
  }
  const accounts = RECEIVERS / CHANNELS_PER_ACCOUNT
  const secrets = Array.from({ length: RECEIVERS }, () => newWebhookSecret())
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--receivers'],
    {
      env: { ...process.env, BENCH_SECRETS: secrets.join(',') },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const nextLine = async (): Promise<string> => {
    const next = await lines.next()
    if (next.done) throw new Error('the receivers process ended early')
    return next.value
  }
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined
  const db = await OrderbookDb.open(databaseUrl ? { databaseUrl, reset: true } : {})
  try {
    const urls = JSON.parse(await nextLine()) as string[] // written by receiversMode above
    const deps: NotifyDeps = {
      sql: db.sql,
      clock: createClock(),
      log: { ...silentLogger, error: (message, ...details) => console.error(message, ...details) },
      chainId: 31337,
      network: 'sandbox',
      verify: () => Promise.resolve(false),
      siweDomains: [],
      urlPolicy: { allowLoopback: true, allowPrivate: false },
      retry: { maxAttempts: 10, baseDelayMs: 0, maxDelayMs: 0 },
      timeoutMs: 10_000,
      vapidSubject: 'mailto:bench@batchswap.invalid',
    }
    const createdAt = new Date()
    for (let i = 0; i < RECEIVERS; i++) {
      await insertChannel(db.sql, {
        account: accountOf(i % accounts),
        kind: 'webhook',
        types: ['order_filled'],
        target: { url: urls[i] },
        secret: secrets[i] ?? null,
        status: 'active',
        createdAt,
      })
    }
    // The notifications as the indexer writes them: each with its deliveries, one statement,
    // each at its own moment (a millisecond apart, all due now), as events come in.
    const orderUid = `0x${'ab'.repeat(56)}` as const
    for (let n = 0; n < NOTIFICATIONS; n++) {
      await db.insertNotification({
        account: accountOf(n % accounts),
        type: 'order_filled',
        message: `Your order to sell 1 WETH for USDC was filled (bench ${n}).`,
        createdAt: new Date(createdAt.getTime() - NOTIFICATIONS + n),
        orderUid,
        metadata: { orderId: orderUid, executedAmount: '1' },
        dedupeKey: `bench:${n}`,
      })
    }
    const expected = NOTIFICATIONS * CHANNELS_PER_ACCOUNT
    console.log(
      `${NOTIFICATIONS} notifications to ${RECEIVERS} receivers (${accounts} accounts × ` +
        `${CHANNELS_PER_ACCOUNT} webhooks): ${expected} deliveries, on ${databaseUrl ? 'Postgres' : 'PGlite'}`,
    )

    const started = performance.now()
    const cpuBefore = process.cpuUsage()
    let attempted = 0
    // Bounded: each round claims everything due; a few rounds more than needed at most.
    for (let round = 0; round < 1000 && attempted < expected; round++) {
      const sent = await deliverDue(deps)
      if (sent === 0) break
      attempted += sent
    }
    const seconds = (performance.now() - started) / 1000
    const cpu = process.cpuUsage(cpuBefore)
    // The worker's own CPU (the receivers run apart): the machine may be shared with others.
    const cpuSeconds = (cpu.user + cpu.system) / 1e6

    child.stdin.write('report\n')
    const report = JSON.parse(await nextLine()) as ReceiverReport // written by receiversMode
    const rows = await db.sql.query<{ status: string; count: string | number }>(
      `SELECT status, count(*) AS count FROM notification_deliveries GROUP BY status`,
    )
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]))
    const ids = Object.keys(report.counts)
    const doubled = ids.filter((id) => (report.counts[id] ?? 0) > 1).length
    const delivered = byStatus.delivered ?? 0
    const lost = expected - ids.length
    const perSecond = delivered / seconds

    console.log(
      `delivered ${delivered} in ${seconds.toFixed(2)} s: ${perSecond.toFixed(0)} deliveries/s (goal ≥ ${GOAL_PER_SECOND})`,
    )
    console.log(
      `the worker's process used ${cpuSeconds.toFixed(2)} s of CPU: ${(delivered / cpuSeconds).toFixed(0)} deliveries per CPU-second`,
    )
    console.log(
      `received ${ids.length} distinct webhook-ids; lost ${lost}, doubled ${doubled}, unverified ${report.unverified}; rows by status ${JSON.stringify(byStatus)}`,
    )
    const problems = [
      ...(lost !== 0 ? [`${lost} deliveries lost`] : []),
      ...(doubled !== 0 ? [`${doubled} deliveries doubled`] : []),
      ...(report.unverified !== 0 ? [`${report.unverified} requests did not verify`] : []),
      ...(delivered !== expected ? [`${delivered} of ${expected} rows delivered`] : []),
    ]
    if (problems.length > 0) {
      console.error(`FAILED: ${problems.join('; ')}`)
      process.exitCode = 1
    } else if (perSecond < GOAL_PER_SECOND) {
      console.log(`below the goal of ${GOAL_PER_SECOND} deliveries/s on this machine`)
    }
  } finally {
    child.kill()
    await db.close()
  }
}

if (process.argv.includes('--receivers')) {
  await receiversMode()
} else {
  await run()
}
