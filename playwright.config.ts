import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, findJourneyChromium, showsBrowser } from './scripts/chromium'

/**
 * E2E in real Chromium against sandboxes that e2e/global-setup.ts starts on their own ports
 * (never 8545/8080, so a running `npm start` is left alone), one per worker, each with a
 * copy of the one app build pointed at it, served by `vite preview`. A failing test keeps a screenshot and
 * a trace in test-results/.
 *
 * The browser is PLAYWRIGHT_CHROMIUM_PATH, else the system's Chromium, else Playwright's own
 * (`npx playwright install chromium`), each in its headless shell where there is one and the
 * run shows no browser: scripts/chromium.ts. E2E_WORKERS sets the number of workers (default: one more than the cores, at least 3). E2E_TRACE=off|on: see `trace` below.
 */
// Workers load this file again, without the runner's arguments: the runner's answer reaches
// them through the environment they inherit, so that all launch the same browser.
process.env.E2E_HEADED ??= String(showsBrowser(process.argv, process.env))
const browser = findJourneyChromium(process.env.E2E_HEADED === 'true')
if (!browser.found) {
  // Stop here, before the global setup builds the app and starts sandboxes, with the one
  // line that says how to get a browser (every journey would otherwise fail on launch).
  console.error(browser.message)
  process.exit(1)
}

/**
 * The journeys that take longest (40 s and more each in a full run's HTML report), run before
 * all others: Playwright runs the files of a project in alphabetical order, one file per
 * worker at a time, so a long file that came last kept one worker busy for a minute while
 * the others had nothing left to do. Started first, the short files fill the workers' ends.
 * The files with worker fixtures of their own (a widget host, a sandbox with mail and
 * Telegram) or worker options (orders-1000's trace) need workers of their own, which
 * Playwright starts only once the files of the shared workers are done: they are here too,
 * so their workers start early rather than last. `recovery.spec.ts` is not: its journeys run
 * one by one on any worker, the right size to fill the end.
 */
const LONG_FIRST = [
  'cancel-lost-answer',
  'i18n-orders',
  'limit',
  'limit-buy',
  'notify-mail-telegram',
  'orders',
  'orders-1000',
  'orders-tabs',
  'shell',
  'swap-a11y',
  'swap-guard-rails',
  'swap-lost-answer',
  'swap-quote',
  'twap-parts',
  'widget',
  'widget-params',
  // Not long, but on the widget files' workers (their widget host): with them, not alone at the end.
  'widget-partner-fee',
].map((name) => `**/${name}.spec.ts`)

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  // One worker more than the cores, three at least: most of a journey's time is spent
  // waiting (auctions, backoff, debounce), and a full run took 9.6 min with three against
  // 12.6 with two on a 2-core machine (issue 23); a larger CI machine uses its cores. Each
  // worker has its own chain and service, so files never see each other's orders; the files
  // of one worker run in order, one at a time.
  workers: Number(process.env.E2E_WORKERS) || Math.max(3, availableParallelism() + 1),
  fullyParallel: false,
  // Two projects only to order the files (LONG_FIRST above); they share every setting.
  projects: [
    { name: 'long', testMatch: LONG_FIRST },
    { name: 'short', testIgnore: LONG_FIRST },
  ],
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A whole journey (approve, sign, an auction, the fill, the indexer) is 15-40 s on an idle
  // machine; a loaded one took 62 s for the keyboard-only swap. A step that fails still fails
  // at its own expect timeout: this only keeps a slow but correct journey from being cut.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    ...devices['Desktop Chrome'],
    screenshot: 'only-on-failure',
    // As a visitor who asked for reduced motion: animations end at once (src/index.css), so
    // a spinner shown while an order waits for its auction draws no frame after frame. No
    // journey looks at motion, and on 2 cores the compositor's frames were a fifth of
    // Chromium's CPU (25 journeys: its GPU process 39 CPU-s, 15 with reduced motion; the
    // run 180 CPU-s against 155, 101 s against 93).
    reducedMotion: 'reduce',
    // The trace keeps each action's DOM snapshot, log and network (what a failure is read
    // from) but not the screencast: recording frames for every journey took a third of the
    // suite's CPU on 2 cores (a 20-journey subset: 129 s and 24,300 CPU ticks with it, 89 s
    // and 15,900 without). The failure's own screenshot is still taken.
    // On CI (CI=true) no trace is recorded: only what the run prints is kept there, and
    // recording cost 7.5 % of the suite's CPU on 2 cores (25 journeys: 195 CPU-s with it, 180
    // without). E2E_TRACE=on records it there too, E2E_TRACE=off nowhere.
    trace:
      (process.env.E2E_TRACE ?? (process.env.CI ? 'off' : 'on')) === 'off'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false },
    // The same flags as `npm run perf` (scripts/chromium.ts); the browser is its headless
    // shell when there is one (a quarter less CPU), Chromium when the run shows it.
    launchOptions: { executablePath: browser.executablePath, args: [...CHROMIUM_FLAGS] },
  },
})
