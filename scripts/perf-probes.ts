/**
 * `npm run perf -- --probes`: two timings Lighthouse does not take, in Playwright's Chromium
 * (scripts/chromium.ts) throttled as Lighthouse's mobile preset describes (DevTools
 * throttling: slow 4G, 4x CPU), each run in a fresh context (cold caches):
 *
 * - dialog: `#/swap` is opened; 2 s after the app is ready (html[data-app-ready]) "Connect
 *   wallet" is tapped, whatever has or has not loaded by then; the time from the tap to the
 *   frame that shows the wallet dialog.
 * - link: a shared swap link with a pair and an amount (LINK_HASH) is opened; the time from
 *   navigation start to the frame that shows its quote (the "You buy" field with an amount).
 *
 * Both are measured by the page's own clock (performance.now()) from an init script, so no
 * harness round trip is counted.
 */
import type { Browser, Page } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium'
import { median, PROBE_BUDGET_MS } from './perf-report'

/** A shared swap link in the app's own form (src/features/swap/swap-url.ts): a pair and an amount. */
export const LINK_HASH = '#/swap?sell=WETH&buy=USDC&amount=1'

/** How long after the app is ready the trader taps "Connect wallet". */
export const TAP_AFTER_READY_MS = 2000

/** Lighthouse's mobile preset as DevTools throttling (its constants.throttling, "devtools"). */
const MOBILE = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 }

export interface ProbeFigures {
  /** Tap on "Connect wallet" to the dialog on screen, ms, per run. */
  dialog: number[]
  /** Navigation start to the quote on screen for LINK_HASH, ms, per run. */
  link: number[]
}

/**
 * Runs in the page from its start (an init script; CSP does not apply to it): records in
 * `window.__perfProbe` when the app is ready, and when the wallet dialog and the quote are
 * first on screen, checked every frame. A string, not a function: tsx would wrap a
 * function's inner functions in a helper the page does not have.
 */
const PROBE_SCRIPT = `(() => {
  const probe = {}
  window.__perfProbe = probe
  const visible = (el) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  const check = () => {
    if (probe.readyAt === undefined && document.documentElement.hasAttribute('data-app-ready')) {
      probe.readyAt = performance.now()
    }
    if (probe.dialogAt === undefined) {
      const dialogs = document.querySelectorAll('[role="dialog"], dialog[open]')
      if ([...dialogs].some(visible)) probe.dialogAt = performance.now()
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
    if (probe.dialogAt === undefined || probe.quoteAt === undefined) requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
})()`

interface Probe {
  readyAt?: number
  dialogAt?: number
  quoteAt?: number
}

const PROBE_TIMEOUT_MS = 60_000

async function openThrottled(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.addInitScript({ content: PROBE_SCRIPT })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: (MOBILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE.uploadKbps * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown })
  await page.goto(url, { waitUntil: 'commit' })
  return { context, page }
}

/** Waits until the probe has recorded `key`, and returns when (the page's clock). */
async function recorded(page: Page, key: keyof Probe): Promise<number> {
  const handle = await page.waitForFunction(
    (name) => (window as { __perfProbe?: Record<string, number> }).__perfProbe?.[name],
    key,
    { timeout: PROBE_TIMEOUT_MS, polling: 50 },
  )
  return (await handle.jsonValue()) as number
}

async function dialogRun(browser: Browser, base: string): Promise<number> {
  const { context, page } = await openThrottled(browser, `${base}#/swap`)
  try {
    const readyAt = await recorded(page, 'readyAt')
    // The trader taps at ready + TAP_AFTER_READY_MS by the page's clock, ready or not.
    const pressedAt = await page.evaluate(
      (at) =>
        new Promise<number>((resolve, reject) => {
          setTimeout(
            () => {
              const button = [...document.querySelectorAll('header button')].find(
                (b) => b.textContent?.trim() === 'Connect wallet',
              )
              if (!(button instanceof HTMLButtonElement)) {
                reject(new Error('no Connect wallet button'))
                return
              }
              const now = performance.now()
              button.click()
              resolve(now)
            },
            Math.max(0, at - performance.now()),
          )
        }),
      readyAt + TAP_AFTER_READY_MS,
    )
    return (await recorded(page, 'dialogAt')) - pressedAt
  } finally {
    await context.close()
  }
}

async function linkRun(browser: Browser, base: string): Promise<number> {
  const { context, page } = await openThrottled(browser, `${base}${LINK_HASH}`)
  try {
    return await recorded(page, 'quoteAt')
  } finally {
    await context.close()
  }
}

/** `runs` runs of each probe against the app served at `base` (ends with `/`). */
export async function runProbes(base: string, runs: number): Promise<ProbeFigures> {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true })
  const figures: ProbeFigures = { dialog: [], link: [] }
  try {
    for (let run = 1; run <= runs; run += 1) {
      const dialog = await dialogRun(browser, base)
      console.log(`perf: dialog run ${run}/${runs}: ${Math.round(dialog)} ms`)
      figures.dialog.push(dialog)
      const link = await linkRun(browser, base)
      console.log(`perf: link run ${run}/${runs}: ${Math.round(link)} ms`)
      figures.link.push(link)
    }
  } finally {
    await browser.close()
  }
  return figures
}

/** The medians that miss their budget, as lines; none when both are met. */
export function probesOverBudget(figures: ProbeFigures): string[] {
  const misses: string[] = []
  for (const key of ['dialog', 'link'] as const) {
    const value = Math.round(median(figures[key]))
    if (value > PROBE_BUDGET_MS[key])
      misses.push(`${key}: ${value} ms > ${PROBE_BUDGET_MS[key]} ms`)
  }
  return misses
}

/** The probes' medians, each with every run's value and its budget. */
export function formatProbes(figures: ProbeFigures): string {
  const row = (name: string, values: readonly number[], budget: number) =>
    `  ${name.padEnd(34)} ${`${Math.round(median(values))} ms`.padStart(8)}   (budget ${budget} ms)   [${values
      .map((value) => Math.round(value))
      .join(', ')}]`
  return [
    `probes, mobile preset (median of ${figures.link.length})`,
    row('wallet dialog, tap 2 s after ready', figures.dialog, PROBE_BUDGET_MS.dialog),
    row('shared swap link to its quote', figures.link, PROBE_BUDGET_MS.link),
  ].join('\n')
}
