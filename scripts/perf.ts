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
 *                                      (DIR/mobile-1.json, ...: long tasks, bootup time)
 *   npm run perf -- --trace            no Lighthouse: what the start-up's long tasks are made
 *                                      of. The build gets source maps; each run (--runs) loads
 *                                      `#/swap` in a fresh context of Playwright's Chromium at
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
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, CDPSession } from '@playwright/test'
import { APP_READY_ATTRIBUTE } from '@/app/first-view'
import { chromiumLaunchOptions, chromiumPath, CHROMIUM_FLAGS } from './chromium'
import { Cleanups } from './cleanups'
import {
  analyzeStartupTrace,
  createSourceMapLookup,
  formatStartupTrace,
  readTraceEvents,
  TRACE_CATEGORIES,
  type CpuProfile,
  type SourceLookup,
  type StartupTrace,
  type TraceEvent,
} from './startup-trace'

export type Preset = 'mobile' | 'desktop'

/** One Lighthouse run, reduced to what we compare. Times in ms, scores 0-100. */
export interface RunFigures {
  performance: number
  accessibility: number
  bestPractices: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
  /** Bytes transferred for the whole page load. */
  transferBytes: number
  /** Audits of the accessibility and best-practices categories that did not pass. */
  failing: string[]
}

export type NumericFigure = Exclude<keyof RunFigures, 'failing'>

export const NUMERIC_FIGURES: readonly NumericFigure[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'speedIndex',
  'transferBytes',
]

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? 0
  if (sorted.length % 2 === 1) return upper
  return ((sorted[middle - 1] ?? 0) + upper) / 2
}

/** The median of every figure, each on its own (as Lighthouse CI reports them). */
export function summarize(runs: readonly RunFigures[]): Record<NumericFigure, number> {
  return Object.fromEntries(
    NUMERIC_FIGURES.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Record<NumericFigure, number>
}

/** The parts of a Lighthouse result we read (LH.Result is much larger). */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string }>
}

function categoryScore(lhr: LighthouseResultLike, id: string): number {
  const score = lhr.categories[id]?.score
  if (score === null || score === undefined) throw new Error(`Lighthouse did not score ${id}`)
  return Math.round(score * 100)
}

function auditValue(lhr: LighthouseResultLike, id: string): number {
  const value = lhr.audits[id]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse has no value for ${id}`)
  return value
}

export function figuresFromResult(lhr: LighthouseResultLike): RunFigures {
  const failing = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => {
        const audit = lhr.audits[ref.id]
        return (
          ref.weight > 0 && audit && audit.score !== null && audit.score < 1 // failed, and counted
        )
      })
      .map((ref) => `${category}/${ref.id}`),
  )
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    fcp: auditValue(lhr, 'first-contentful-paint'),
    lcp: auditValue(lhr, 'largest-contentful-paint'),
    tbt: auditValue(lhr, 'total-blocking-time'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    speedIndex: auditValue(lhr, 'speed-index'),
    transferBytes: auditValue(lhr, 'total-byte-weight'),
    failing,
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

export function formatSummary(preset: Preset, runs: readonly RunFigures[]): string {
  const m = summarize(runs)
  const all = (key: NumericFigure, format: (value: number) => string) =>
    runs.map((run) => format(run[key])).join(', ')
  const failing = [...new Set(runs.flatMap((run) => run.failing))]
  const rows: [string, string, string][] = [
    ['performance', String(m.performance), all('performance', String)],
    ['FCP', seconds(m.fcp), all('fcp', seconds)],
    ['LCP', seconds(m.lcp), all('lcp', seconds)],
    ['TBT', `${Math.round(m.tbt)} ms`, all('tbt', (v) => `${Math.round(v)} ms`)],
    ['CLS', m.cls.toFixed(3), all('cls', (v) => v.toFixed(3))],
    ['Speed Index', seconds(m.speedIndex), all('speedIndex', seconds)],
    [
      'transfer',
      `${(m.transferBytes / 1024).toFixed(0)} KiB`,
      all('transferBytes', (v) => (v / 1024).toFixed(0)),
    ],
    ['accessibility', String(m.accessibility), all('accessibility', String)],
    ['best practices', String(m.bestPractices), all('bestPractices', String)],
  ]
  return [
    `${preset} (median of ${runs.length})`,
    ...rows.map(([name, value, each]) => `  ${name.padEnd(15)} ${value.padStart(9)}   [${each}]`),
    ...(failing.length > 0 ? [`  failing audits: ${failing.join(', ')}`] : []),
  ].join('\n')
}

/** `--trace`'s slowdown: Lighthouse's mobile preset's. */
const TRACE_CPU_SLOWDOWN = 4

/** The medians of `--trace` runs, each figure on its own, and every run's. */
export function formatTraceSummary(runs: readonly StartupTrace[]): string {
  const rows: [string, (run: StartupTrace) => number][] = [
    ['blocking after FCP', (run) => run.blockingMs],
    ['largest task', (run) => run.largestTaskMs],
    ['FCP', (run) => run.fcpMs],
  ]
  const counts = runs.map((run) => run.longTasks.length)
  return [
    `trace (median of ${runs.length}, ${TRACE_CPU_SLOWDOWN}x CPU)`,
    ...rows.map(([name, figure]) => {
      const values = runs.map(figure)
      const each = values.map((value) => Math.round(value)).join(', ')
      return `  ${name.padEnd(19)} ${`${Math.round(median(values))} ms`.padStart(8)}   [${each}]`
    }),
    `  ${'long tasks'.padEnd(19)} ${String(median(counts)).padStart(8)}   [${counts.join(', ')}]`,
  ].join('\n')
}

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
}

export function parseArgs(args: readonly string[]): Options {
  const options: Options = {
    runs: 3,
    presets: ['mobile', 'desktop'],
    build: true,
    trace: false,
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
    } else if (arg === '--trace') options.trace = true
    else throw new Error(`unknown argument ${arg}`)
  }
  if (options.trace && lighthouseOnly) {
    throw new Error(`${lighthouseOnly} is for Lighthouse, which --trace does not run`)
  }
  return options
}

async function runLighthouse(
  url: string,
  preset: Preset,
  reportPath: string | undefined,
): Promise<RunFigures> {
  const { launch } = await import('chrome-launcher')
  const { default: lighthouse, desktopConfig } = await import('lighthouse')
  const chrome = await launch({
    // The e2e tests' Chromium and flags; headless by chrome-launcher's flag.
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error('Lighthouse returned no result')
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      )
    }
    // The whole report, for the long tasks and the main-thread breakdown behind TBT.
    if (reportPath) writeFileSync(reportPath, JSON.stringify(result.lhr))
    return figuresFromResult(result.lhr)
  } finally {
    chrome.kill()
  }
}

/** How often the app's readiness is asked for, while a run records. */
const READY_POLL_MS = 250
const READY_TIMEOUT_MS = 60_000
/** Recorded after the app is ready: the work it defers to after its first view. */
const AFTER_READY_MS = 2500

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/**
 * Waits until the app marks <html> ready (src/app/first-view.ts). Not with Playwright's
 * waitForSelector or waitForFunction: they inject Playwright's script into the page and
 * poll there, and that work would land in the trace (long tasks of 110 and 144 ms at 4x
 * CPU in a trial).
 * A bare `Runtime.evaluate` four times a second costs the page a task of a few ms each,
 * which never makes a long task (and startup-trace.ts would leave it out as the harness's
 * if it did). A fixed wait after `load` would need no evaluation at all, but on a busy
 * machine it would sometimes stop before the app is ready.
 */
async function waitForAppReady(cdp: CDPSession): Promise<void> {
  const expression = `document.documentElement.hasAttribute(${JSON.stringify(APP_READY_ATTRIBUTE)})`
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    const ready = await cdp
      .send('Runtime.evaluate', { expression, returnByValue: true })
      .then(({ result }) => result.value === true)
      .catch(() => false) // no document to ask yet
    if (ready) return
    if (Date.now() > deadline) throw new Error(`the app was not ready after ${READY_TIMEOUT_MS} ms`)
    await sleep(READY_POLL_MS)
  }
}

/** One load of `url` in a fresh context (cold caches), traced and profiled. */
async function recordStartup(
  browser: Browser,
  url: string,
): Promise<{ events: TraceEvent[]; profile: CpuProfile }> {
  // The size of Lighthouse's mobile preset (a Moto G Power).
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TRACE_CPU_SLOWDOWN })
    const collected: unknown[] = []
    cdp.on('Tracing.dataCollected', ({ value }) => {
      for (const event of value) collected.push(event)
    })
    const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()))
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 }) // µs
    await cdp.send('Profiler.start')
    await cdp.send('Tracing.start', {
      categories: TRACE_CATEGORIES.join(','),
      transferMode: 'ReportEvents',
    })
    await page.goto(url, { timeout: READY_TIMEOUT_MS })
    await waitForAppReady(cdp)
    await sleep(AFTER_READY_MS)
    // The trace ends before the profiler stops: stopping it is work on the page's main
    // thread (a task of about 50 ms at 4x CPU in a trial).
    await cdp.send('Tracing.end')
    await complete
    const { profile } = await cdp.send('Profiler.stop')
    return { events: readTraceEvents(collected), profile }
  } finally {
    await context.close()
  }
}

/** The source map next to a script of the app served from dist/, if the build has one. */
function distSourceMaps(appUrl: string, distDir: string, root: string): SourceLookup {
  const { origin } = new URL(appUrl)
  return createSourceMapLookup((scriptUrl) => {
    if (!URL.canParse(scriptUrl)) return undefined
    const url = new URL(scriptUrl)
    if (url.origin !== origin) return undefined
    const path = join(distDir, decodeURIComponent(url.pathname) + '.map')
    if (!path.startsWith(distDir + sep) || !existsSync(path)) return undefined
    return { path, json: readFileSync(path, 'utf8') }
  }, root)
}

async function runTraces(
  url: string,
  runs: number,
  distDir: string,
  root: string,
): Promise<StartupTrace[]> {
  const assetsDir = join(distDir, 'assets')
  if (!existsSync(assetsDir) || !readdirSync(assetsDir).some((file) => file.endsWith('.map'))) {
    console.warn('perf: dist/ has no source maps (not built by --trace): names stay minified')
  }
  const lookup = distSourceMaps(url, distDir, root)
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const traces: StartupTrace[] = []
    for (let run = 1; run <= runs; run += 1) {
      const { events, profile } = await recordStartup(browser, url)
      const trace = analyzeStartupTrace(events, profile, lookup)
      console.log(`\nperf: trace run ${run}/${runs} (${TRACE_CPU_SLOWDOWN}x CPU, 412x823 touch)`)
      console.log(formatStartupTrace(trace))
      traces.push(trace)
    }
    return traces
  } finally {
    await browser.close()
  }
}

const DIST_META = '.perf-sandbox.json'

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

    const load = () =>
      loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')
    const loadBefore = load()

    if (options.trace) {
      const traces = await runTraces(url, options.runs, distDir, root)
      console.log('\n' + formatTraceSummary(traces) + '\n')
      console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${load()}`)
      if (options.jsonPath) writeFileSync(options.jsonPath, JSON.stringify(traces, null, 2))
      return
    }

    const report: Partial<Record<Preset, RunFigures[]>> = {}
    if (options.reportsDir) mkdirSync(options.reportsDir, { recursive: true })
    for (const preset of options.presets) {
      const runs: RunFigures[] = []
      for (let run = 1; run <= options.runs; run += 1) {
        const reportPath = options.reportsDir
          ? join(options.reportsDir, `${preset}-${run}.json`)
          : undefined
        const figures = await runLighthouse(url, preset, reportPath)
        console.log(
          `perf: ${preset} run ${run}/${options.runs}: ${figures.performance} ` +
            `(FCP ${seconds(figures.fcp)}, LCP ${seconds(figures.lcp)}, TBT ${Math.round(figures.tbt)} ms)`,
        )
        runs.push(figures)
      }
      report[preset] = runs
    }

    console.log('')
    for (const preset of options.presets) {
      const runs = report[preset]
      if (runs) console.log(formatSummary(preset, runs) + '\n')
    }
    console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${load()}`)
    if (options.jsonPath) writeFileSync(options.jsonPath, JSON.stringify(report, null, 2))
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
