/**
 * Starts what the e2e tests run against and returns the teardown that stops it. For each
 * Playwright worker, a set of its own (tests in two workers never share a chain, an
 * orderbook, fault rules or an app):
 * 1. the sandbox (anvil + contracts + orderbook service) on its own ports with a fresh
 *    data dir, on ports the system picks (never fixed ones: two suites started at once on
 *    one machine raced for them between the check and the bind),
 * 2. the fault-injecting proxy (e2e/fault-proxy.ts) in front of the orderbook service,
 *    passing everything through unless a test's `faults` fixture says otherwise,
 * 3. the app, served by `vite preview` on a free port, with that chain's and proxy's URLs
 *    baked in. The app is built once, with stand-in URLs, while the sandboxes start; each
 *    worker serves a copy of it in which the stand-ins are replaced by its own URLs (one
 *    build instead of one per worker: about a minute less per run on two cores).
 * The URLs reach the tests through environment variables, one set per worker (e2e/env.ts).
 *
 * To debug against servers you already run, set all of E2E_BASE_URL, E2E_RPC_URL and
 * E2E_API_URL: nothing is started then.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import type { FullConfig } from '@playwright/test'
import { build, preview } from 'vite'
import { DEPLOYED_STATE_ENV } from '../sandbox/chain/deployed-snapshot'
import { startSandbox } from '../sandbox/start'
import { Cleanups } from '../scripts/cleanups'
import { hasManualEnv, workerEnvKey } from './env'
import { startFaultProxy } from './fault-proxy'

/** Listens on `port` (0: one the system picks) and closes again: the port, or undefined. */
async function probePort(port: number): Promise<number | undefined> {
  return new Promise((done) => {
    const probe = createServer()
    probe.once('error', () => done(undefined))
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = probe.address()
      const bound = typeof address === 'object' && address ? address.port : undefined
      probe.close(() => done(bound))
    })
  })
}

async function freePort(): Promise<number> {
  const port = await probePort(0)
  if (port === undefined) throw new Error('no free port')
  return port
}

/**
 * A free port below the range the system hands out (Linux's ip_local_port_range starts at
 * 32768): the orderbook service's port stays closed for a moment in the restart journeys,
 * and a port from that range could meanwhile become the local port of any outgoing
 * connection on the machine, so that the restart fails with EADDRINUSE and the worker's
 * next journeys hang on a service that is not there.
 */
async function freeStablePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = await probePort(20_000 + Math.floor(Math.random() * 12_000))
    if (port !== undefined) return port
  }
  throw new Error('no free port in 20000-31999')
}

const log = (message: string) => console.log(`[e2e] ${message}`)

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (hasManualEnv()) {
    log(`using running servers: app ${process.env.E2E_BASE_URL}`)
    return async () => undefined
  }

  // Which browser the journeys drive (playwright.config.ts), said once for the run's log.
  const executablePath = config.projects[0]?.use.launchOptions?.executablePath
  log(`browser: ${executablePath ?? "Playwright's own (its headless shell when headless)"}`)

  const root = resolve(import.meta.dirname, '..')
  const cleanups = new Cleanups('[e2e] teardown')
  const workDir = cleanups.tempDir('batchswap-e2e-')
  const teardown = () => cleanups.run()
  // The first sandbox deploys the contracts, the others (the workers' and the journeys' own)
  // load anvil's dump of that chain: 0.3 s instead of 4-9 s each (sandbox/chain/deployed-snapshot.ts).
  process.env[DEPLOYED_STATE_ENV] = join(workDir, 'deployed-chain.hex')

  try {
    // The one build runs while the sandboxes start (mostly waiting on the chain). The first
    // deploys the contracts; the others, started together after it, load that chain.
    const template = join(workDir, 'dist-template')
    const built = buildTemplate(root, template)
    // Handled below; marked handled now, so a sandbox failing first leaves no rejection.
    built.catch(() => undefined)
    const start = (index: number) =>
      startWorkerServices(join(workDir, `worker-${index}`), index, cleanups)
    const first = await start(0)
    const others = Array.from({ length: Math.max(1, config.workers) - 1 }, (_, i) => start(i + 1))
    // Each is awaited (and, started, cleaned up) even if another fails.
    const settled = await Promise.allSettled(others)
    const failed = settled.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    const services = [first, ...settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))]
    await built
    for (const [index, worker] of services.entries()) {
      await serveWorkerApp(
        root,
        template,
        join(workDir, `worker-${index}`, 'dist'),
        index,
        worker,
        cleanups,
      )
    }
    return teardown
  } catch (error) {
    await teardown()
    throw error
  }
}

/**
 * Stand-ins for the sandbox's URLs in the one build: host:port strings no real server has
 * (above the system's ephemeral range), replaced in each worker's copy (serveWorkerApp).
 */
const STAND_IN = { rpc: '127.0.0.1:65531', api: '127.0.0.1:65532' } as const

async function buildTemplate(root: string, outDir: string): Promise<void> {
  const started = performance.now()
  // Vite reads VITE_* from process.env; they are baked into the build.
  process.env.VITE_SANDBOX_RPC_URL = `http://${STAND_IN.rpc}`
  process.env.VITE_SANDBOX_API_URL = `http://${STAND_IN.api}`
  process.env.VITE_DEFAULT_CHAIN_ID = '31337'
  // A hung request counts as lost after 5 s instead of 15: the journeys of a hung service
  // wait for the timeout, and the retry and recovery logic is the same either way.
  process.env.VITE_REQUEST_TIMEOUT_MS = '5000'
  // The retry schedule at half the spec's time scale (0.5, 1, 2, 4 s between a request's
  // five attempts, instead of 1, 2, 4, 8 s): the journeys of a failing service spend most of
  // their time in these waits (src/api/retry.ts). Not shorter: the service-restart journey
  // restarts the service while the app's five attempts to send an order are under way.
  // Set it beforehand to compare (1000: the spec's scale).
  process.env.VITE_RETRY_BASE_DELAY_MS ??= '500'
  // The Safe specs start a Safe host page on a free 127.0.0.1 port (sandbox/harness/safe-host).
  process.env.VITE_SAFE_ALLOWED_DOMAINS = 'http://127.0.0.1:*'
  await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true } })
  log(`built the app [${ms(started)}]`)
}

interface WorkerServices {
  rpcUrl: string
  apiUrl: string
  proxyUrl: string
}

async function startWorkerServices(
  workDir: string,
  index: number,
  cleanups: Cleanups,
): Promise<WorkerServices> {
  const tag = `worker ${index}`
  const started = performance.now()
  const sandbox = await startSandbox({
    rpcPort: 0,
    // Restarted by the journeys: a port no outgoing connection can take meanwhile.
    apiPort: await freeStablePort(),
    dataDir: join(workDir, 'sandbox'),
    reset: true,
    // The journeys seed up to 1000 orders through the API; the spec's 5 posts/s would
    // make that take minutes. Quotes keep the spec's limit, which the app itself honours.
    // Eth-flow refunds only on POST /sandbox/dev/run_refunds: the refunder's own 30 s round
    // would refund an expired order before a journey saw it Refunding.
    service: {
      rateLimits: { orderPost: { perSecond: 1000 } },
      settlement: { refundIntervalMs: 0 },
    },
  })
  cleanups.add(() => sandbox.stop())
  log(`${tag}: sandbox: chain ${sandbox.rpcUrl}, orderbook ${sandbox.apiUrl} [${ms(started)}]`)

  // The app talks to the service through the proxy; tests arrange through the service's
  // own URL (E2E_API_URL), so injected faults hit the app only.
  const proxy = await startFaultProxy({
    target: sandbox.apiUrl,
    actions: {
      'stop-service': () => sandbox.stopService(),
      'start-service': () => sandbox.startService(),
    },
  })
  cleanups.add(() => proxy.stop())
  log(`${tag}: fault proxy: ${proxy.url}`)
  return { rpcUrl: sandbox.rpcUrl, apiUrl: sandbox.apiUrl, proxyUrl: proxy.url }
}

/** `url`'s host:port, which must be on 127.0.0.1 (the stand-ins are replaced by it). */
function loopbackHost(url: string): string {
  const { hostname, host } = new URL(url)
  if (hostname !== '127.0.0.1') throw new Error(`expected a 127.0.0.1 URL, got ${url}`)
  return host
}

/**
 * Copies the built app to `outDir` with the stand-ins replaced by this worker's chain and
 * proxy (in every text file: the code, index.html's CSP and prerendered pages), and serves
 * it. Throws if a stand-in is found nowhere: the build would then talk to nothing.
 */
function writeWorkerCopy(template: string, outDir: string, services: WorkerServices): void {
  cpSync(template, outDir, { recursive: true })
  const replacements: [string, string][] = [
    [STAND_IN.rpc, loopbackHost(services.rpcUrl)],
    [STAND_IN.api, loopbackHost(services.proxyUrl)],
  ]
  const found = new Set<string>()
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(?:html|js|css|json|webmanifest)$/.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    const text = readFileSync(path, 'utf8')
    let next = text
    for (const [standIn, host] of replacements) {
      if (!next.includes(standIn)) continue
      found.add(standIn)
      next = next.split(standIn).join(host)
    }
    if (next !== text) writeFileSync(path, next)
  }
  for (const [standIn] of replacements) {
    if (!found.has(standIn)) throw new Error(`the build holds no ${standIn}: nothing replaced`)
  }
}

async function serveWorkerApp(
  root: string,
  template: string,
  outDir: string,
  index: number,
  services: WorkerServices,
  cleanups: Cleanups,
): Promise<void> {
  writeWorkerCopy(template, outDir, services)
  const server = await preview({
    root,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: await freePort(), strictPort: true, open: false },
  })
  cleanups.add(() => new Promise<void>((done) => server.httpServer.close(() => done())))
  const baseURL = server.resolvedUrls?.local[0]
  if (!baseURL) throw new Error('vite preview did not report its URL')
  log(`worker ${index}: app: ${baseURL}`)

  process.env[workerEnvKey('E2E_BASE_URL', index)] = baseURL
  process.env[workerEnvKey('E2E_RPC_URL', index)] = services.rpcUrl
  process.env[workerEnvKey('E2E_API_URL', index)] = services.apiUrl
  process.env[workerEnvKey('E2E_PROXY_URL', index)] = services.proxyUrl
}

function ms(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`
}
