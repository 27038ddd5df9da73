/**
 * The built app runs under its own Content-Security-Policy (the meta tag the build writes,
 * scripts/prerender-plugin.ts): a whole swap, from the first view to a filled order,
 * raises no CSP violation; and the policy really refuses what it does not list.
 */
import type { Page } from '@playwright/test'
import { readE2eEnv } from './env'
import { expect, test } from './fixtures'
import { sellToFilled, waitForQuote } from './swap-helpers'

interface Violation {
  directive: string
  blocked: string
}

declare global {
  interface Window {
    __cspViolations?: Violation[]
  }
}

/** Records every securitypolicyviolation event from the first byte of every document. */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
      })
    })
  })
  const consoleReports: Violation[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      consoleReports.push({ directive: 'console', blocked: message.text() })
    }
  })
  return async () => [
    ...(await page.evaluate(() => window.__cspViolations ?? [])),
    ...consoleReports,
  ]
}

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
  return found ? found.slice(1) : []
}

test('the built index.html carries a strict policy', async ({ page, sandbox }) => {
  await page.goto('./#/swap')
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  if (!policy) throw new Error('no CSP meta tag')
  const scripts = directive(policy, 'script-src')
  expect(scripts[0]).toBe("'self'")
  expect(scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toBe(true)
  expect(scripts.length).toBeGreaterThan(1)
  const connect = directive(policy, 'connect-src')
  expect(connect).toContain(new URL(sandbox.rpcUrl).origin)
  expect(connect).toContain(new URL(readProxyOrigin()).origin)
  // WalletConnect is not configured in the e2e build.
  expect(connect.join(' ')).not.toMatch(/walletconnect|reown/)
  expect(directive(policy, 'object-src')).toEqual(["'none'"])
})

function readProxyOrigin(): string {
  const { proxyUrl, apiUrl } = readE2eEnv()
  return proxyUrl ?? apiUrl
}

test('a full swap raises no CSP violation', async ({ page }) => {
  const violations = await recordViolations(page)
  await sellToFilled(page, { sell: 'WETH', buy: 'USDC', amount: '0.5', account: 3 })
  await page
    .getByRole('dialog', { name: 'Swap filled' })
    .getByRole('button', { name: 'New swap' })
    .click()
  // The other pages the trader goes through after a swap.
  await page.getByRole('link', { name: 'Orders' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await violations()).toEqual([])
})

test('a shared swap link with an amount raises no CSP violation', async ({ page }) => {
  const violations = await recordViolations(page)
  await page.goto('./#/swap?sell=WETH&buy=USDC&amount=1')
  await waitForQuote(page)
  await page.waitForLoadState('networkidle')
  expect(await violations()).toEqual([])
})

test('the policy refuses an unlisted host and an injected inline script', async ({
  page,
  expectedConsoleErrors,
}) => {
  // Chromium reports each refusal this journey provokes on the console.
  expectedConsoleErrors.push(
    /^error: Connecting to 'http:\/\/127\.0\.0\.1:9\/steal' violates the following Content Security Policy directive/,
    /^error: Fetch API cannot load http:\/\/127\.0\.0\.1:9\/steal\. Refused to connect/,
    /^error: Executing inline script violates the following Content Security Policy directive 'script-src /,
  )
  const violations = await recordViolations(page)
  await page.goto('./#/swap')
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible()
  const outcome = await page.evaluate(async () => {
    // A loopback port nobody listed: refused by connect-src before any request leaves.
    const fetched = await fetch('http://127.0.0.1:9/steal').then(
      () => 'sent',
      () => 'refused',
    )
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
    return { fetched, injected: (window as { __injected?: boolean }).__injected === true }
  })
  expect(outcome).toEqual({ fetched: 'refused', injected: false })
  await expect
    .poll(async () => (await violations()).map((v) => v.directive).sort())
    .toEqual(expect.arrayContaining(['connect-src', 'script-src-elem']))
})
