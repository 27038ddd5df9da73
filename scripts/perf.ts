/**
 * `npm run perf`: Lighthouse on the production build, by hand (a benchmark, never a test),
 * checked against the budgets of docs/first-load.md (scripts/perf-report.ts):
 *
 * 1. starts a fresh sandbox on free loopback ports in a temporary data dir (the app's
 *    default network is the sandbox: without one, the page's requests to it would fail,
 *    and those failures would be counted against best practices though no visitor of a
 *    deployed build ever sees them),
 * 2. builds the app against it (VITE_SANDBOX_*_URL; everything else at its defaults),
 * 3. serves dist/ with `vite preview` on 127.0.0.1 (gzip, as any real host),
 * 4. runs Lighthouse (performance, accessibility, best practices) on every route a visitor
 *    can land on (scripts/perf-routes.ts) with the mobile preset (slow 4G, 4x CPU slowdown)
 *    and the desktop preset, three runs each, a fresh headless Chromium per run, prints the
 *    medians as a table and fails when one misses its budget,
 * 5. stops everything it started.
 *
 *   npm run perf                       every route, both presets, 3 runs each
 *   npm run perf -- --runs 5           more runs
 *   npm run perf -- --preset mobile    one preset
 *   npm run perf -- --route swap       some routes only (a hash, a path or a name of
 *                                      scripts/perf-routes.ts; repeat for several)
 *   npm run perf -- --no-build         reuse dist/ (built by an earlier `npm run perf`: the
 *                                      sandbox ports are baked in, so they are reused too)
 *   npm run perf -- --json out.json    also write every run's figures
 *   npm run perf -- --reports DIR      also write every run's whole Lighthouse report there
 *   npm run perf -- --probes           no Lighthouse: the wallet dialog after a tap and a
 *                                      shared swap link's time to its quote, on the mobile
 *                                      preset (scripts/perf-probes.ts), against their budgets
 *
 * The machine is shared: numbers depend on its load, which is printed alongside.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Cleanups } from './cleanups'
import { runLighthouse, type Preset, type RunFigures } from './lighthouse'
import { formatRouteTable, overBudget, seconds, type RouteRuns } from './perf-report'
import { formatProbes, probesOverBudget, runProbes } from './perf-probes'
import { ALL_ROUTES, parseRoute, resolveRoutes, seedOrder, type PerfRoute } from './perf-routes'

interface Options {
  runs: number
  presets: Preset[]
  build: boolean
  /** Where to write every run's figures (`--json FILE`). */
  jsonPath?: string
  /** Where to write every run's whole Lighthouse report (`--reports DIR`). */
  reportsDir?: string
  /** Run the wallet dialog and swap link probes instead of Lighthouse (`--probes`). */
  probes: boolean
  /** The routes to measure (`--route`); every route by default. */
  routes: PerfRoute[]
}

export function parseArgs(args: readonly string[]): Options {
  const options: Options = {
    runs: 3,
    presets: ['mobile', 'desktop'],
    build: true,
    probes: false,
    routes: [],
  }
  let lighthouseOnly: string | undefined
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
      const route = parseRoute(value())
      if (!options.routes.some((r) => r.hash === route.hash)) options.routes.push(route)
      lighthouseOnly = arg
    } else if (arg === '--probes') options.probes = true
    else throw new Error(`unknown argument ${arg}`)
  }
  if (options.probes && lighthouseOnly) {
    throw new Error(`${lighthouseOnly} is for Lighthouse, which --probes does not run`)
  }
  if (options.routes.length === 0) options.routes.push(...ALL_ROUTES)
  return options
}

const DIST_META = '.perf-sandbox.json'

/** Says which budgets were missed, and fails the command if any was. */
function report(misses: readonly string[]): void {
  if (misses.length === 0) {
    console.log('perf: every budget met')
    return
  }
  console.error(`perf: over budget\n${misses.map((miss) => `  ${miss}`).join('\n')}`)
  process.exitCode = 1
}

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
      await build({ root, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } })
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

    if (options.probes) {
      const probes = await runProbes(base, options.runs)
      console.log('\n' + formatProbes(probes) + '\n')
      console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${load()}`)
      if (options.jsonPath) writeFileSync(options.jsonPath, JSON.stringify(probes, null, 2))
      report(probesOverBudget(probes))
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
          const file = `${reportName(route)}-${preset}-${run}.json`
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

    console.log('\n' + formatRouteTable(rows) + '\n')
    console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${load()}`)
    if (options.jsonPath) writeFileSync(options.jsonPath, JSON.stringify(rows, null, 2))
    report(overBudget(rows))
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
