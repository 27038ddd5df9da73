/**
 * `npm run perf -- --probes`: two timings Lighthouse does not take, in Playwright's Chromium
 * (scripts/chromium.ts) throttled as Lighthouse's presets describe (DevTools throttling:
 * the mobile preset's slow 4G and 4x CPU; the desktop preset's cable and 1x CPU), each run
 * in a fresh context (cold caches):
 *
 * - dialog: `#/swap` is loaded, and 2 s after the app is ready "Connect wallet" is pressed
 *   (nothing waits for the wallet code first); the time from the press to the frame that
 *   shows the wallet dialog.
 * - link: a shared swap link with a pair and an amount (LINK_HASH) opened cold on the mobile
 *   preset; the time from navigation start to the frame that shows the quote: the quoted
 *   field ("You buy") visible with an amount in it, in the link's preview
 *   (src/app/early-quote.ts) or in the app's form, whichever comes first. Beside it, the
 *   time to the app's own form with the quote ("Quote ready", the trader can go on).
 *
 * Both are measured by the page's own clock (performance.now()) from an init script, so no
 * harness round trip is counted.
 */
import type { Browser, BrowserContextOptions } from '@playwright/test'
import type { Preset } from './lighthouse'
import { chromiumLaunchOptions } from './chromium'
import { median } from './perf-report'

/** A shared swap link in the app's own form (src/features/swap/swap-url.ts): a pair and an amount. */
export const LINK_HASH = '#/swap?sell=WETH&buy=USDC&amount=1'

interface Throttle {
  latencyMs: number
  downloadKbps: number
  uploadKbps: number
  cpuSlowdown: number
}

/** Lighthouse's presets as DevTools throttling (its constants.throttling, "devtools" values). */
const THROTTLE: Record<Preset, Throttle> = {
  mobile: { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 },
  desktop: { latencyMs: 40, downloadKbps: 10240, uploadKbps: 10240, cpuSlowdown: 1 },
}

const SCREEN: Record<Preset, BrowserContextOptions> = {
  mobile: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 } },
}

export interface ProbeFigures {
  /** Press of "Connect wallet" to the dialog on screen, ms, per run. */
  dialog: Record<Preset, number[]>
  /** Navigation start to the quote on screen for LINK_HASH, mobile preset, ms, per run. */
  link: number[]
  /** Navigation start to the app's form showing that quote ("Quote ready"), ms, per run. */
  linkApp: number[]
}

/**
 * Runs in the page from its start (an init script; CSP does not apply to it): records in
 * `window.__perfProbe` when the wallet dialog and the quote are first on screen, checked
 * every frame (cheap queries, no layout of the whole page). A string, not a function:
 * tsx would wrap a function's inner functions in a helper the page does not have.
 */
const PROBE_SCRIPT = `(() => {
  const probe = {}
  window.__perfProbe = probe
  const visible = (el) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  const check = () => {
    if (probe.dialogAt === undefined) {
      const dialogs = document.querySelectorAll('[role="dialog"], dialog[open]')
      if ([...dialogs].some(visible)) probe.dialogAt = performance.now()
    }
    if (probe.readyAt === undefined && document.documentElement.hasAttribute('data-app-ready')) {
      probe.readyAt = performance.now()
    }
    const main = document.querySelector('main')
    if (probe.quoteAt === undefined && main) {
      const quoted = [...main.querySelectorAll('[role="group"]')].find(
        (group) => group.querySelector('label')?.textContent === 'You buy',
      )
      const input = quoted && quoted.querySelector('input')
      if (input && input.value !== '' && input.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
        probe.quoteAt = performance.now()
      }
    }
    if (probe.appQuoteAt === undefined && main && main.textContent.includes('Quote ready:')) {
      probe.appQuoteAt = performance.now()
    }
    if (probe.dialogAt === undefined || probe.appQuoteAt === undefined) requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
})()`

async function openThrottled(browser: Browser, preset: Preset, url: string) {
  const context = await browser.newContext(SCREEN[preset])
  const page = await context.newPage()
  await page.addInitScript({ content: PROBE_SCRIPT })
  const cdp = await context.newCDPSession(page)
  const throttle = THROTTLE[preset]
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttle.latencyMs,
    downloadThroughput: (throttle.downloadKbps * 1024) / 8,
    uploadThroughput: (throttle.uploadKbps * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown })
  await page.goto(url, { waitUntil: 'load' })
  return { context, page }
}

const PROBE_TIMEOUT_MS = 60_000

async function dialogRun(browser: Browser, base: string, preset: Preset): Promise<number> {
  const { context, page } = await openThrottled(browser, preset, `${base}#/swap`)
  try {
    await page.waitForSelector('html[data-app-ready]', { timeout: PROBE_TIMEOUT_MS })
    // The tap of a trader who has looked at the ready page for 2 s (issue 38).
    await page.waitForTimeout(2000)
    const pressedAt = await page.evaluate(() => {
      const button = [...document.querySelectorAll('header button')].find(
        (b) => b.textContent?.trim() === 'Connect wallet',
      )
      if (!(button instanceof HTMLButtonElement)) throw new Error('no Connect wallet button')
      const at = performance.now()
      button.click()
      return at
    })
    const shownAt = await page.waitForFunction(
      () => (window as { __perfProbe?: { dialogAt?: number } }).__perfProbe?.dialogAt,
      undefined,
      { timeout: PROBE_TIMEOUT_MS, polling: 100 },
    )
    return ((await shownAt.jsonValue()) as number) - pressedAt
  } finally {
    await context.close()
  }
}

interface LinkTimes {
  /** The quote on screen. */
  quote: number
  /** The app's form with the quote. */
  app: number
}

async function linkRun(browser: Browser, base: string): Promise<LinkTimes> {
  const { context, page } = await openThrottled(browser, 'mobile', `${base}${LINK_HASH}`)
  try {
    const handle = await page.waitForFunction(
      () => {
        const probe = (window as { __perfProbe?: { quoteAt?: number; appQuoteAt?: number } })
          .__perfProbe
        return probe?.quoteAt !== undefined && probe.appQuoteAt !== undefined
          ? { quote: probe.quoteAt, app: probe.appQuoteAt }
          : undefined
      },
      undefined,
      { timeout: PROBE_TIMEOUT_MS, polling: 100 },
    )
    const at = (await handle.jsonValue()) as LinkTimes
    if (process.env.PERF_LINK_TIMELINE) {
      const lines = await page.evaluate(() => {
        const probe = (window as { __perfProbe?: { readyAt?: number } }).__perfProbe
        const rows = performance.getEntriesByType('resource').map((e) => {
          const r = e as PerformanceResourceTiming
          return `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${r.name.replace(/^https?:\/\/[^/]+/, '')} ${r.encodedBodySize}`
        })
        const paints = performance
          .getEntriesByType('paint')
          .map((e) => `${e.name} ${Math.round(e.startTime)}`)
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        return [
          `html ${Math.round(nav.responseEnd)} dcl ${Math.round(nav.domContentLoadedEventEnd)}`,
          ...paints,
          `ready ${Math.round(probe?.readyAt ?? -1)}`,
          ...performance
            .getEntriesByType('mark')
            .map((m) => `mark ${m.name} ${Math.round(m.startTime)}`),
          ...rows,
        ]
      })
      console.log(lines.join('\n'))
    }
    return at
  } finally {
    await context.close()
  }
}

/** `runs` runs of each probe against the app served at `base` (ends with `/`). */
export async function runProbes(base: string, runs: number): Promise<ProbeFigures> {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true })
  const figures: ProbeFigures = { dialog: { mobile: [], desktop: [] }, link: [], linkApp: [] }
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const preset of ['desktop', 'mobile'] as const) {
        const ms = await dialogRun(browser, base, preset)
        console.log(`perf: dialog ${preset} run ${run}/${runs}: ${Math.round(ms)} ms`)
        figures.dialog[preset].push(ms)
      }
      const times = await linkRun(browser, base)
      console.log(
        `perf: link run ${run}/${runs}: quote ${Math.round(times.quote)} ms, app ${Math.round(times.app)} ms`,
      )
      figures.link.push(times.quote)
      figures.linkApp.push(times.app)
    }
  } finally {
    await browser.close()
  }
  return figures
}

/** The probes' medians, each with every run's value. */
export function formatProbes(figures: ProbeFigures): string {
  const row = (name: string, values: readonly number[]) =>
    `  ${name.padEnd(28)} ${`${Math.round(median(values))} ms`.padStart(8)}   [${values
      .map((value) => Math.round(value))
      .join(', ')}]`
  return [
    `probes (median of ${figures.link.length})`,
    row('wallet dialog, desktop', figures.dialog.desktop),
    row('wallet dialog, mobile preset', figures.dialog.mobile),
    row('swap link to quote, mobile', figures.link),
    row('  to the app with it', figures.linkApp),
  ].join('\n')
}
