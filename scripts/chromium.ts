/**
 * The Chromium that the e2e tests (playwright.config.ts) and `npm run perf` (Lighthouse and
 * --trace) drive, launched the same way everywhere so their numbers and behaviour compare.
 *
 * PLAYWRIGHT_CHROMIUM_PATH points at another Chromium (default /usr/bin/chromium).
 */

/** Where the Chromium is: PLAYWRIGHT_CHROMIUM_PATH, else the system's. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium'
}

/**
 * Its flags: no sandbox (containers), no GPU, no QUIC, and none of the background traffic
 * (updates, sync, first-run pages) that would land in a test's or a measurement's network.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Playwright's launch options for it (`chromium.launch(...)`, `use.launchOptions`). */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return { executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] }
}
