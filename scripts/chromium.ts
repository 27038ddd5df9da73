/**
 * The Chromium that the e2e tests (playwright.config.ts) and `npm run perf` (Lighthouse and
 * --trace) drive, launched with the same flags everywhere.
 *
 * Found as the ecosystem does: PLAYWRIGHT_CHROMIUM_PATH when set, else the system's Chromium,
 * else the one `npx playwright install chromium` downloaded. With none of them, the caller
 * stops at once with one line saying how to get one (before any build or sandbox starts).
 *
 * Headless journeys take Chromium's headless shell where there is one, as Playwright does by
 * default: the same engine without the browser's UI layer, and about a quarter less CPU for
 * the same journeys (12 files, 45 journeys, 2 workers on 2 cores: 141 and 142 CPU-s with
 * Debian's chromium 156, 102 and 116 with its chromium-headless-shell 156). `npm run perf`
 * keeps the full Chromium (Lighthouse measures the browser traders use), and so does a run
 * that shows its browser (the shell has no window).
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Where Linux distributions put their Chromium (Debian's first: what .ci/run installs). */
export const SYSTEM_CHROMIUM_PATHS: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
]

/** Debian's build of the headless shell (package chromium-headless-shell, as .ci/run installs). */
export const SYSTEM_HEADLESS_SHELL_PATHS: readonly string[] = ['/usr/bin/chromium-headless-shell']

export const GET_CHROMIUM =
  'run `npx playwright install chromium` (or `apt-get install chromium`), or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium'

export type ChromiumChoice =
  | { found: true; path: string; source: 'PLAYWRIGHT_CHROMIUM_PATH' | 'system' | 'playwright' }
  | { found: false; message: string }

/**
 * The decision alone, on what exists. An explicit PLAYWRIGHT_CHROMIUM_PATH is never passed
 * over: pointing at a missing file is a mistake to report, not to route around.
 */
export function chooseChromium(input: {
  envPath: string | undefined
  systemPaths: readonly string[]
  /** Playwright's own browser's path, or undefined when it cannot say (unsupported host). */
  playwrightPath: string | undefined
  exists: (path: string) => boolean
}): ChromiumChoice {
  const envPath = input.envPath?.trim()
  if (envPath) {
    return input.exists(envPath)
      ? { found: true, path: envPath, source: 'PLAYWRIGHT_CHROMIUM_PATH' }
      : {
          found: false,
          message: `No Chromium at PLAYWRIGHT_CHROMIUM_PATH=${envPath}: ${GET_CHROMIUM}.`,
        }
  }
  const system = input.systemPaths.find((path) => input.exists(path))
  if (system) return { found: true, path: system, source: 'system' }
  if (input.playwrightPath && input.exists(input.playwrightPath)) {
    return { found: true, path: input.playwrightPath, source: 'playwright' }
  }
  return { found: false, message: `No Chromium found for the browser tests: ${GET_CHROMIUM}.` }
}

function playwrightChromiumPath(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    // Playwright throws on a host it has no build for; the other sources may still serve.
    return undefined
  }
}

/** The decision on this machine. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumChoice {
  return chooseChromium({
    envPath: env.PLAYWRIGHT_CHROMIUM_PATH,
    systemPaths: SYSTEM_CHROMIUM_PATHS,
    playwrightPath: playwrightChromiumPath(),
    exists: existsSync,
  })
}

/**
 * The journeys' browser, as Playwright's `launchOptions.executablePath`: undefined leaves the
 * choice to Playwright, whose default is its own headless shell for a headless run (installed
 * beside its Chromium by `npx playwright install chromium`) and its Chromium for a headed one.
 */
export type JourneyChromium =
  | {
      found: true
      executablePath: string | undefined
      source: ChromiumSource | 'system headless shell' | 'playwright headless shell'
    }
  | { found: false; message: string }

type ChromiumSource = Extract<ChromiumChoice, { found: true }>['source']

/**
 * As chooseChromium, but a headless run takes a headless shell before a full Chromium of the
 * same source. PLAYWRIGHT_CHROMIUM_PATH still comes first, whatever it points at.
 */
export function chooseJourneyChromium(
  input: Parameters<typeof chooseChromium>[0] & {
    /** Whether the run shows its browser (the headless shell cannot). */
    headed: boolean
    headlessShellPaths: readonly string[]
  },
): JourneyChromium {
  const envPath = input.envPath?.trim()
  if (!envPath && !input.headed) {
    const shell = input.headlessShellPaths.find((path) => input.exists(path))
    if (shell) return { found: true, executablePath: shell, source: 'system headless shell' }
  }
  const full = chooseChromium(input)
  if (!full.found) return full
  if (full.source === 'playwright' && !input.headed) {
    return { found: true, executablePath: undefined, source: 'playwright headless shell' }
  }
  return { found: true, executablePath: full.path, source: full.source }
}

/**
 * Whether this `playwright test` shows its browser: `--headed`, `--debug` (or PWDEBUG), or
 * UI mode (which can show it at any time).
 */
export function showsBrowser(argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  const pwdebug = env.PWDEBUG?.trim()
  return (
    argv.some((arg) => arg === '--headed' || arg === '--ui' || arg.startsWith('--debug')) ||
    (!!pwdebug && pwdebug !== '0')
  )
}

/** The journeys' decision on this machine. */
export function findJourneyChromium(
  headed: boolean,
  env: NodeJS.ProcessEnv = process.env,
): JourneyChromium {
  return chooseJourneyChromium({
    headed,
    envPath: env.PLAYWRIGHT_CHROMIUM_PATH,
    headlessShellPaths: SYSTEM_HEADLESS_SHELL_PATHS,
    systemPaths: SYSTEM_CHROMIUM_PATHS,
    playwrightPath: playwrightChromiumPath(),
    exists: existsSync,
  })
}

/** Where the Chromium is; throws the one-line advice when there is none. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const choice = findChromium(env)
  if (!choice.found) throw new Error(choice.message)
  return choice.path
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
