/**
 * `npm run perf`: Lighthouse on the production build, by hand (a benchmark, never a test);
 * with `--trace`, what the start-up's long tasks on a phone are made of instead.
 *
 * 1. starts a fresh sandbox on free loopback ports in a temporary data dir (the app's
 *    default network is the sandbox: without one, the page's requests to it would fail,
 *    and those failures would be counted against best practices though no visitor of a
 *    deployed build ever sees them),
 * 2. builds the app against it (VITE_SANDBOX_*_URL; everything else at its defaults),
 * 3. serves dist/ with `vite preview` on 127.0.0.1 (gzip, as any real host),
 * 4. runs Lighthouse (performance, accessibility, best practices) on `#/swap` with the
 *    mobile preset (slow 4G, 4x CPU slowdown) and the desktop preset, three runs each, a
 *    fresh headless Chromium per run, and prints the median of each figure per preset,
 * 5. stops everything it started.
 *
 *   npm run perf                       both presets, 3 runs each
 *   npm run perf -- --runs 5           more runs
 *   npm run perf -- --preset mobile    one preset
 *   npm run perf -- --no-build         reuse dist/ (built by an earlier `npm run perf`: the
 *                                      sandbox ports are baked in, so they are reused too)
 *   npm run perf -- --json out.json    also write every run's figures
 *   npm run perf -- --reports DIR      also write every run's whole Lighthouse report there
 *                                      (DIR/mobile-1.json, ...: long tasks, bootup time),
 *                                      with the run's trace beside it (mobile-1.trace.json)
 *   npm run perf -- --route '#/orders' another route than `#/swap` (a hash, a path or a name of
 *                                      scripts/perf-routes.ts; repeat for several); prints a
 *                                      table of route × metric (medians) after the runs
 *   npm run perf -- --all-routes       every route a visitor can land on (swap, limit, orders,
 *                                      an order's page, token, a given token, inbox, widget)
 *   npm run perf -- --probes           no Lighthouse: the wallet dialog's tap-to-visible time
 *                                      and a shared swap link's time to its quote, in Playwright's
 *                                      Chromium throttled like Lighthouse's presets (see
 *                                      scripts/perf-probes.ts), medians of --runs
 *   npm run perf -- --trace            no Lighthouse: what the start-up's long tasks are made
 *                                      of. The build gets source maps; each run (--runs) loads
 *                                      `#/swap` (or the first --route) in a fresh context of Playwright's Chromium at
 *                                      4x CPU on a 412x823 touch screen (no network throttling)
 *                                      until the app is ready + 2.5 s, and prints every main-
 *                                      thread task over 50 ms (start, length, kinds of work,
 *                                      hottest functions by src/ file:line or package: see
 *                                      scripts/startup-trace.ts), then the median blocking time
 *                                      after FCP and the median largest task. `--json` writes
 *                                      every run's tasks.
 *
 * The machine is shared: numbers depend on its load, which is printed alongside.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Cleanups } from './cleanups'
import { runLighthouse, type Preset, type RunFigures } from './lighthouse'
import {
  formatRouteTable,
  formatSummary,
  formatTraceSummary,
  seconds,
  type RouteRuns,
} from './perf-report'
import { formatProbes, runProbes } from './perf-probes'
import { ALL_ROUTES, parseRoute, resolveRoutes, seedOrder, type PerfRoute } from './perf-routes'
import { runTraces } from './startup-recorder'

interface Options {
  runs: number
  presets: Preset[]
  build: boolean
  /** Where to write every run's figures (`--json FILE`). */
  jsonPath?: string
  /** Where to write every run's whole Lighthouse report (`--reports DIR`). */
  reportsDir?: string
  /** Trace the start-up's long tasks instead of running Lighthouse (`--trace`). */
  trace: boolean
  /** Run the wallet dialog and swap link probes instead of Lighthouse (`--probes`). */
  probes: boolean
  /** The routes to measure (`--route`, `--all-routes`); `#/swap` by default. */
  routes: PerfRoute[]
  /** Whether routes were asked for: then the figures are printed as one table. */
  routeTable: boolean
}

export function parseArgs(args: readonly string[]): Options {
  const options: Options = {
    runs: 3,
    presets: ['mobile', 'desktop'],
    build: true,
    trace: false,
    probes: false,
    routes: [],
    routeTable: false,
  }
  let lighthouseOnly: string | undefined
  let routeGiven = false
  const addRoutes = (routes: readonly PerfRoute[]) => {
    for (const route of routes) {
      if (!options.routes.some((r) => r.hash === route.hash)) options.routes.push(route)
    }
    options.routeTable = true
  }
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]
    const value = () => {
      const next = args[i + 1]
      if (next === undefined) throw new Error(`${arg} needs a value`)
      i += 1
      return next
    }
    if (arg === '--runs') {
      const runs = Number(value())
      if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive integer')
      options.runs = runs
    } else if (arg === '--preset') {
      const preset = value()
      if (preset !== 'mobile' && preset !== 'desktop') {
        throw new Error('--preset is mobile or desktop')
      }
      options.presets = [preset]
      lighthouseOnly = arg
    } else if (arg === '--no-build') options.build = false
    else if (arg === '--json') options.jsonPath = value()
    else if (arg === '--reports') {
      options.reportsDir = value()
      lighthouseOnly = arg
    } else if (arg === '--route') {
      addRoutes([parseRoute(value())])
      // --trace takes the first one; --probes has routes of its own.
      routeGiven = true
    } else if (arg === '--all-routes') {
      addRoutes(ALL_ROUTES)
      lighthouseOnly = arg
    } else if (arg === '--trace') options.trace = true
    else if (arg === '--probes') options.probes = true
    else throw new Error(`unknown argument ${arg}`)
  }
  if (options.trace && options.probes) throw new Error('--trace and --probes are separate runs')
  if (options.probes && routeGiven) {
    throw new Error('--route is for Lighthouse and --trace, which --probes does not run')
  }
  const instead = options.trace ? '--trace' : options.probes ? '--probes' : undefined
  if (instead && lighthouseOnly) {
    throw new Error(`${lighthouseOnly} is for Lighthouse, which ${instead} does not run`)
  }
  if (options.routes.length === 0) options.routes.push({ name: 'swap', hash: '#/swap' })
  return options
}

const DIST_META = '.perf-sandbox.json'

/** A route's name as a file name part: `token WETH` -> `token-WETH`. */
const reportName = (route: PerfRoute) => route.name.replace(/[^\w.-]+/g, '-')

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const distDir = join(root, 'dist')
  const { build, preview } = await import('vite')
  const { startSandbox } = await import('../sandbox/start')

  const cleanups = new Cleanups('perf: cleanup')
  const workDir = cleanups.tempDir('batchswap-perf-')
  const stopAll = () => cleanups.run()
  process.once('SIGINT', () => {
    void stopAll().then(() => process.exit(130))
  })

  try {
    // --no-build reuses the ports the build has baked in.
    const previous = options.build
      ? undefined
      : (JSON.parse(readFileSync(join(distDir, DIST_META), 'utf8')) as {
          rpcPort: number
          apiPort: number
        })
    const sandbox = await startSandbox({
      rpcPort: previous?.rpcPort ?? 0,
      apiPort: previous?.apiPort ?? 0,
      dataDir: join(workDir, 'sandbox'),
      reset: true,
    })
    cleanups.add(() => sandbox.stop())
    console.log(`perf: sandbox ${sandbox.rpcUrl} ${sandbox.apiUrl}`)

    if (options.build) {
      process.env.VITE_SANDBOX_RPC_URL = sandbox.rpcUrl
      process.env.VITE_SANDBOX_API_URL = sandbox.apiUrl
      // Source maps only to name the functions of --trace: Lighthouse measures the build
      // as shipped (no sourceMappingURL comments).
      await build({
        root,
        logLevel: 'warn',
        build: {
          outDir: distDir,
          emptyOutDir: true,
          ...(options.trace ? { sourcemap: true } : {}),
        },
      })
      writeFileSync(
        join(distDir, DIST_META),
        JSON.stringify({
          rpcPort: Number(new URL(sandbox.rpcUrl).port),
          apiPort: Number(new URL(sandbox.apiUrl).port),
        }),
      )
    }

    const server = await preview({
      root,
      logLevel: 'error',
      build: { outDir: distDir },
      preview: { host: '127.0.0.1', port: 0, open: false },
    })
    cleanups.add(() => new Promise<void>((done) => server.httpServer.close(() => done())))
    const base = server.resolvedUrls?.local[0]
    if (!base) throw new Error('vite preview did not report its URL')
    const url = `${base}#/swap`
    console.log(`perf: app ${url}`)
    const sandboxUrls = { rpcUrl: sandbox.rpcUrl, apiUrl: sandbox.apiUrl }

    const load = () =>
      loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')
    const loadBefore = load()

    if (options.trace) {
      // The first --route's start-up (the swap route by default).
      const [route] = await resolveRoutes(options.routes.slice(0, 1), () =>
        seedOrder(sandboxUrls.rpcUrl, sandboxUrls.apiUrl),
      )
      const traced = route ? `${base}${route.hash}` : url
      console.log(`perf: tracing ${traced}`)
      const traces = await runTraces(traced, options.runs, distDir, root)
      console.log('\n' + formatTraceSummary(traces) + '\n')
      console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${load()}`)
      if (options.jsonPath) writeFileSync(options.jsonPath, JSON.stringify(traces, null, 2))
      return
    }

    if (options.probes) {
      const probes = await runProbes(base, options.runs)
      console.log('\n' + formatProbes(probes) + '\n')
      console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${load()}`)
      if (options.jsonPath) writeFileSync(options.jsonPath, JSON.stringify(probes, null, 2))
      return
    }

    const routes = await resolveRoutes(options.routes, () =>
      seedOrder(sandboxUrls.rpcUrl, sandboxUrls.apiUrl),
    )
    const rows: RouteRuns[] = []
    if (options.reportsDir) mkdirSync(options.reportsDir, { recursive: true })
    for (const route of routes) {
      for (const preset of options.presets) {
        const runs: RunFigures[] = []
        for (let run = 1; run <= options.runs; run += 1) {
          const file = `${options.routeTable ? `${reportName(route)}-` : ''}${preset}-${run}.json`
          const reportPath = options.reportsDir ? join(options.reportsDir, file) : undefined
          const figures = await runLighthouse(`${base}${route.hash}`, preset, reportPath)
          console.log(
            `perf: ${route.name} ${preset} run ${run}/${options.runs}: ${figures.performance} ` +
              `(FCP ${seconds(figures.fcp)}, LCP ${seconds(figures.lcp)}, TBT ${Math.round(figures.tbt)} ms)`,
          )
          runs.push(figures)
        }
        rows.push({ route: route.name, preset, runs })
      }
    }

    console.log('')
    if (options.routeTable) console.log(formatRouteTable(rows) + '\n')
    else for (const row of rows) console.log(formatSummary(row.preset, row.runs) + '\n')
    console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${load()}`)
    if (options.jsonPath) writeFileSync(options.jsonPath, JSON.stringify(rows, null, 2))
  } finally {
    await stopAll()
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
