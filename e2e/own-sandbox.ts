/**
 * A sandbox of the journey's own, for a journey that makes time pass: its chain's clock
 * (anvil's `evm_increaseTime`) and its orderbook service's (the service's `now` option, which
 * judges validTo, expiry and the refunder's deadline) move forward together, as a trader's
 * minutes pass, in a moment. The worker's sandbox is left alone: its later journeys would
 * otherwise meet a chain and a service minutes ahead of their browser, and their orders'
 * deadlines already behind the chain.
 *
 * The page reaches it through the worker's app, whose build names the worker's chain and
 * service: `serve(page)` answers the page's requests to those from this sandbox.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Route } from '@playwright/test'
import type { NotifyModuleOptions } from '../sandbox/notify/module'
import { startSandbox, type StartSandboxOptions } from '../sandbox/start'
import { readE2eEnv } from './env'
import { anvil } from './eth-flow-arrange'
import { sandboxFixtureOf, test, type SandboxFixture } from './fixtures'

export interface OwnSandbox extends SandboxFixture {
  /** Moves the chain's and the service's clocks `seconds` ahead (a block is mined at the new time). */
  advanceTime(seconds: number): Promise<void>
  /** The service's clock, in whole seconds. */
  nowSeconds(): number
  /** Answers the page's requests to the worker's chain and orderbook service from this sandbox. */
  serve(page: Page): Promise<void>
  /**
   * Stops the orderbook service (the chain keeps running) and starts it again on the same
   * port and data, as a crash and a redeploy would; `notify` replaces its channels' settings.
   */
  restartService(changes?: { notify?: NotifyModuleOptions }): Promise<void>
  stop(): Promise<void>
}

/** `notify`: the channels' settings (e.g. an SMTP server, a Bot API stand-in), else the default. */
export async function startOwnSandbox(
  options: { notify?: NotifyModuleOptions } = {},
): Promise<OwnSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'batchswap-own-sandbox-'))
  let offsetMs = 0
  const now = () => Date.now() + offsetMs
  // startSandbox reads these again at each start of the service, so restartService() can
  // change them.
  const service: NonNullable<StartSandboxOptions['service']> = {
    now,
    // As the worker's sandboxes: refunds on POST /sandbox/dev/run_refunds only.
    settlement: { refundIntervalMs: 0 },
    ...(options.notify ? { notify: options.notify } : {}),
  }
  const sandbox = await startSandbox({
    rpcPort: 0,
    apiPort: 0,
    dataDir,
    reset: true,
    log: () => undefined,
    service,
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  })
  const fixture = sandboxFixtureOf(sandbox.rpcUrl, sandbox.apiUrl)
  const worker = readE2eEnv()
  // The app talks to the worker's fault proxy (or, without one, to its service).
  const targets = new Map<string, string>([
    [new URL(worker.rpcUrl).origin, new URL(sandbox.rpcUrl).origin],
    [new URL(worker.proxyUrl ?? worker.apiUrl).origin, new URL(sandbox.apiUrl).origin],
  ])
  const forward = async (route: Route) => {
    const url = new URL(route.request().url())
    const target = targets.get(url.origin)
    if (!target) return route.fallback()
    // A stopped service (restartService) refuses the connection, as it would the browser's.
    const response = await route
      .fetch({ url: `${target}${url.pathname}${url.search}` })
      .catch(() => undefined)
    if (!response) return route.abort('connectionrefused')
    return route.fulfill({ response })
  }
  return {
    ...fixture,
    async advanceTime(seconds) {
      if (!Number.isInteger(seconds) || seconds <= 0) throw new Error(`advance by ${seconds} s?`)
      await anvil(sandbox, 'evm_increaseTime', [seconds])
      await anvil(sandbox, 'evm_mine', [])
      offsetMs += seconds * 1000
    },
    nowSeconds: () => Math.floor(now() / 1000),
    async serve(page) {
      await page.route((url) => targets.has(url.origin), forward)
    },
    async restartService(changes = {}) {
      await sandbox.stopService()
      if (changes.notify) service.notify = changes.notify
      await sandbox.startService()
    },
    async stop() {
      try {
        await sandbox.stop()
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
  }
}

/**
 * `test` with `own`: a sandbox of the journey's own that the page is served from, with the
 * browser's clock installed (Playwright's page.clock) so that it moves with the sandbox's;
 * stopped after, whatever happened. Starting it (anvil, the deployment, the service) has a
 * timeout of its own, apart from the journey's: on a loaded 2-core machine a sandbox took up
 * to 185 s to start, which ate the journey's own 120 s.
 */
export const testOnOwnSandbox = test.extend<{ own: OwnSandbox }>({
  own: [
    async ({ page, expectedConsoleErrors }, use) => {
      const own = await startOwnSandbox()
      try {
        await own.serve(page)
        await page.clock.install()
        await use(own)
      } finally {
        // Stopped before the page closes: a poll of the page's under way then, or after, is
        // refused (serve's handler), as a stopped service's would be. A run of the TWAP
        // parts journey under load failed on exactly that at teardown, every assertion passed.
        const worker = readE2eEnv()
        const origins = [worker.rpcUrl, worker.proxyUrl ?? worker.apiUrl]
          .map((url) => new URL(url).origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('|')
        expectedConsoleErrors.push(new RegExp(`ERR_CONNECTION_REFUSED \\((?:${origins})/`))
        await own.stop()
      }
    },
    { timeout: 300_000 },
  ],
})

/** The chain's, the service's and the browser's clocks move past `deadline` (unix seconds). */
export async function passDeadline(own: OwnSandbox, page: Page, deadline: number): Promise<void> {
  const wait = deadline - own.nowSeconds() + 2
  // The browser's first: a toast the app shows once the service says "expired" then starts
  // its 12 s on the moved clock (moved after, the jump dismissed it at once).
  await page.clock.fastForward(wait * 1000)
  await own.advanceTime(wait)
}
