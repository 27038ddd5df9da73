/**
 * `npm run perf -- --trace`: loads the app in Playwright's Chromium (scripts/chromium.ts) at
 * Lighthouse's mobile CPU slowdown on a phone-sized touch screen, records a Chrome trace and
 * a CPU profile of the start-up together, and analyses them (scripts/startup-trace.ts) with
 * the build's source maps naming the functions.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import type { Browser, CDPSession } from '@playwright/test'
import { APP_READY_ATTRIBUTE } from '@/app/first-view'
import { chromiumLaunchOptions } from './chromium'
import { createSourceMapLookup, type SourceLookup } from './source-map-lookup'
import {
  analyzeStartupTrace,
  formatStartupTrace,
  readTraceEvents,
  TRACE_CATEGORIES,
  type CpuProfile,
  type StartupTrace,
  type TraceEvent,
} from './startup-trace'

/** `--trace`'s slowdown: Lighthouse's mobile preset's. */
export const TRACE_CPU_SLOWDOWN = 4

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

/**
 * `runs` traced loads of `url`, each in a fresh context; prints each run's analysis as it
 * comes. `distDir` is the build served at `url`, whose source maps name the functions.
 */
export async function runTraces(
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
