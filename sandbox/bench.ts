/**
 * Benchmark of the sandbox orderbook (`npm run bench:sandbox`): quotes/s, signed order posts/s
 * and by_uids(128) latency, against its own anvil and service on free loopback ports.
 *
 * The service runs in a child process (this file with --serve) so that the load generator
 * (autocannon) does not share its event loop. Each scenario is bounded in time
 * (BENCH_SECONDS, default 10). Rate limits are raised for the run.
 *
 *   npm run bench:sandbox
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseUnits, type Hex } from 'viem'
import { startTestChain } from './chain/test-chain'
import { silentLogger } from './kernel/context'
import { startOrderbookService } from './compose'
import {
  account,
  approveRelayer,
  BASE,
  makeOrder,
  orderBody,
  request,
  signOrder,
  token,
} from './testing/orderbook-stack'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const PRESIGNED_ORDERS = Number(process.env.BENCH_ORDERS ?? 4000)

// ---------------------------------------------------------------- autocannon (untyped)

interface AutocannonRequest {
  method?: string
  path?: string
  body?: string
  headers?: Record<string, string>
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest | undefined
}
interface AutocannonOptions {
  url: string
  method?: string
  body?: string
  headers?: Record<string, string>
  connections: number
  duration?: number
  maxOverallRequests?: number
  requests?: AutocannonRequest[]
}
interface AutocannonResult {
  duration: number
  requests: { average: number; total: number }
  latency: { p50: number; p90: number; p99: number; average: number; max: number }
  '2xx': number
  non2xx: number
  errors: number
  timeouts: number
  statusCodeStats: Record<string, { count: number }>
}
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>
// autocannon ships no types: load it through require and give it the shape used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

// ---------------------------------------------------------------- service child

async function serveMode(): Promise<void> {
  const rpcUrl = process.env.BENCH_RPC_URL
  const dataDir = process.env.BENCH_DATA_DIR
  if (!rpcUrl || !dataDir) throw new Error('--serve needs BENCH_RPC_URL and BENCH_DATA_DIR')
  const service = await startOrderbookService({
    port: 0,
    rpcUrl,
    dataDir,
    logger: { ...silentLogger, error: (message, ...details) => console.error(message, ...details) },
    rateLimits: { quote: { perSecond: 1_000_000 }, orderPost: { perSecond: 1_000_000 } },
    // The orderbook's own throughput: no solver settling thousands of orders meanwhile.
    settlement: false,
  })
  process.stdout.write(`${JSON.stringify({ url: service.url })}\n`)
  const stop = () => {
    void service.stop().then(() => process.exit(0))
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

function startServiceChild(
  rpcUrl: string,
  dataDir: string,
): Promise<{ child: ChildProcess; url: string }> {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the service there.
  const profile = process.env.BENCH_CPU_PROF
  const child = spawn(
    process.execPath,
    [
      ...process.execArgv,
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      fileURLToPath(import.meta.url),
      '--serve',
    ],
    {
      env: { ...process.env, BENCH_RPC_URL: rpcUrl, BENCH_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const line = output.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve({ child, url: (JSON.parse(line) as { url: string }).url })
    })
    child.once('exit', (code) => reject(new Error(`the service child exited (${String(code)})`)))
  })
}

// ---------------------------------------------------------------- scenarios

/** CPU milliseconds (user + system) a process has used so far; undefined off Linux. */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second on Linux).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return undefined
  }
}

/** Runs a scenario and reports the service's CPU time per completed request. */
async function measured<T>(
  pid: number | undefined,
  run: () => Promise<T>,
  count: (result: T) => number,
): Promise<{ result: T; cpuPerRequest: string }> {
  const before = cpuMs(pid)
  const result = await run()
  const after = cpuMs(pid)
  const n = count(result)
  const cpuPerRequest =
    before === undefined || after === undefined || n === 0
      ? 'n/a'
      : `${((after - before) / n).toFixed(2)} ms service CPU/request`
  return { result, cpuPerRequest }
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

const fmt = (n: number, digits = 1) => n.toFixed(digits)

async function benchQuotes(url: string, seconds = SECONDS): Promise<AutocannonResult> {
  return autocannon({
    url: `${url}${BASE}/quote`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sellToken: token('WETH'),
      buyToken: token('USDC'),
      from: account(0).address,
      kind: 'sell',
      sellAmountBeforeFee: parseUnits('1', 18).toString(),
    }),
    connections: CONNECTIONS,
    duration: seconds,
  })
}

async function presign(count: number, offset = 0): Promise<string[]> {
  const bodies: string[] = []
  const validTo = Math.floor(Date.now() / 1000) + 3600
  for (let i = 0; i < count; i++) {
    const owner = account(i % 5)
    const order = makeOrder({ buyAmount: parseUnits('100', 6) + BigInt(offset + i), validTo })
    bodies.push(JSON.stringify(orderBody(order, await signOrder(owner, order, 'eip712'), 'eip712')))
  }
  return bodies
}

async function benchPosts(
  url: string,
  bodies: readonly string[],
  seconds = SECONDS,
): Promise<AutocannonResult> {
  let next = 0
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    // Stops at the duration or when every pre-signed order was sent (`amount` would ignore
    // the duration).
    maxOverallRequests: bodies.length,
    requests: [
      {
        method: 'POST',
        path: `${BASE}/orders`,
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const body = bodies[next % bodies.length]
          next += 1
          return { ...req, body }
        },
      },
    ],
  })
}

async function benchByUids(url: string, uids: readonly Hex[]) {
  const latencies: number[] = []
  const deadline = performance.now() + SECONDS * 1000
  let failures = 0
  while (performance.now() < deadline && latencies.length < 5000) {
    const started = performance.now()
    const response = await request(url, 'POST', `${BASE}/orders/by_uids`, uids)
    latencies.push(performance.now() - started)
    const entries = Array.isArray(response.body) ? response.body.length : -1
    if (response.status !== 200 || entries !== uids.length) failures += 1
  }
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    failures,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
  }
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const chain = await startTestChain({ name: 'bench' })
  const { anvil, clients } = chain
  let service: ChildProcess | undefined
  try {
    for (let i = 0; i < 5; i++) await approveRelayer(clients, account(i).address, token('WETH'))
    const started = await startServiceChild(anvil.rpcUrl, join(chain.dir, 'orderbook'))
    service = started.child
    const { url } = started
    console.log(
      `service ${url}, anvil ${anvil.rpcUrl}; ${SECONDS} s per scenario, ${CONNECTIONS} connections`,
    )

    console.log(`signing ${PRESIGNED_ORDERS} distinct orders...`)
    const bodies = await presign(PRESIGNED_ORDERS)
    // Warm-up (JIT, caches, the database's first pages), not measured.
    await benchQuotes(url, 2)
    await benchPosts(url, await presign(300, PRESIGNED_ORDERS), 2)

    const pid = service.pid
    const q = await measured(
      pid,
      () => benchQuotes(url),
      (r) => r['2xx'],
    )
    const quotes = q.result
    console.log(
      `quotes:      ${fmt(quotes['2xx'] / quotes.duration)} req/s  (${quotes['2xx']} ok, ${quotes.non2xx} non-2xx, ${quotes.errors} errors; p50 ${quotes.latency.p50} ms, p99 ${quotes.latency.p99} ms; ${q.cpuPerRequest})`,
    )

    const p = await measured(
      pid,
      () => benchPosts(url, bodies),
      (r) => r['2xx'],
    )
    const posts = p.result
    console.log(
      `order posts: ${fmt(posts['2xx'] / posts.duration)} created/s  (${posts['2xx']} created, ${posts.non2xx} non-2xx, ${posts.errors} errors in ${fmt(posts.duration)} s; p50 ${posts.latency.p50} ms, p99 ${posts.latency.p99} ms; ${p.cpuPerRequest})`,
    )

    const listed = await request(
      url,
      'GET',
      `${BASE}/account/${account(0).address}/orders?limit=200`,
    )
    const uids = (Array.isArray(listed.body) ? listed.body : [])
      .map((order: unknown) =>
        order && typeof order === 'object' && 'uid' in order ? String(order.uid) : '',
      )
      .filter((uid) => uid !== '')
      .slice(0, 128) as Hex[]
    if (uids.length < 128) throw new Error(`only ${uids.length} orders to look up`)
    const b = await measured(
      pid,
      () => benchByUids(url, uids),
      (r) => r.requests,
    )
    const byUids = b.result
    console.log(
      `by_uids(128): p50 ${fmt(byUids.p50)} ms, p95 ${fmt(byUids.p95)} ms, p99 ${fmt(byUids.p99)} ms, max ${fmt(byUids.max)} ms  (${byUids.requests} requests, ${byUids.failures} failures; ${b.cpuPerRequest})`,
    )
  } finally {
    if (service && service.exitCode === null) {
      const exited = new Promise((resolve) => service?.once('exit', resolve))
      service.kill('SIGTERM')
      await exited
    }
    await chain.stop()
  }
}

if (process.argv.includes('--serve')) {
  serveMode().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
} else {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
