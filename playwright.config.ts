import { defineConfig, devices } from '@playwright/test'

/**
 * E2E in real Chromium against a sandbox that e2e/global-setup.ts starts on its own ports
 * (never 8545/8080, so a running `npm start` is left alone), with the app built once and
 * served by `vite preview`. A failing test keeps a screenshot and a trace in test-results/.
 *
 * PLAYWRIGHT_CHROMIUM_PATH points at another Chromium (default /usr/bin/chromium).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  // One worker: the machine has two cores and the tests share one chain.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    ...devices['Desktop Chrome'],
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
})
