/**
 * Shared e2e fixtures. Page journeys import `test` and `expect` from here, and their arrange
 * steps (connect, approve, place or cancel orders through the API) from e2e/arrange.ts:
 *
 *   import { connectSandboxWallet } from './arrange'
 *   import { expect, test } from './fixtures'
 *   test('...', async ({ page, sandbox }) => {
 *     await page.goto('./#/swap')
 *     await connectSandboxWallet(page, 1)
 *     const weth = await sandbox.balanceOf('WETH', sandbox.traders[1])
 *   })
 *
 * Every request the page makes beyond 127.0.0.1/localhost is blocked (tests never depend
 * on the internet) and recorded in `externalRequests`.
 */
import { test as base, expect, type Page } from '@playwright/test'
import { erc20Abi, type Address } from 'viem'
import { createSandboxClients } from '../sandbox/chain/clients'
import { sandboxDeployment, type SandboxToken } from '@batchswap/contract/sandbox/deployment'
import { sandboxAllTokens } from '@batchswap/contract/sandbox/extra-tokens'
import { APP_READY_ATTRIBUTE } from '../src/app/first-view'
import { readE2eEnv } from './env'
import {
  CONTROL_PREFIX,
  toWireRule,
  type FaultMode,
  type FaultRule,
  type ProxiedRequest,
} from './fault-proxy'

type SandboxClients = ReturnType<typeof createSandboxClients>

export interface SandboxFixture {
  rpcUrl: string
  apiUrl: string
  /** viem clients against the test anvil; the wallet client sends from unlocked dev accounts. */
  publicClient: SandboxClients['publicClient']
  walletClient: SandboxClients['walletClient']
  /** Dev accounts 0-4, the Sandbox wallet's accounts. */
  traders: readonly Address[]
  token: (symbol: string) => SandboxToken
  balanceOf: (symbol: string, owner: Address) => Promise<bigint>
}

/**
 * Faults the proxy between the app and the orderbook service injects (e2e/fault-proxy.ts):
 *
 *   await faults.set({ mode: 'status500Html', method: 'GET', path: /\/api\/v1\/orders\//, times: 3 })
 *
 * What the browser logs for a fault set here (or for a stopped service) is expected: the
 * console check lets it through (`faultLog`). Every test's rules are cleared after it, and a
 * service it stopped is started again.
 */
export interface FaultsFixture {
  /** Adds rules after the ones already set; the first matching rule wins. */
  set(...rules: FaultRule[]): Promise<void>
  /** Removes all rules (requests pass through again) and forgets the request log. */
  clear(): Promise<void>
  /** The app's requests the proxy saw since the test began (or the last clear). */
  requests(): Promise<ProxiedRequest[]>
  /** Stops the sandbox orderbook service (the chain keeps running); the proxy drops requests. */
  stopService(): Promise<void>
  /** Starts the service again on the same port and data dir. */
  startService(): Promise<void>
}

export interface E2eFixtures {
  sandbox: SandboxFixture
  faults: FaultsFixture
  /** URLs the page tried to reach outside the machine (blocked). */
  externalRequests: string[]
  /**
   * Console errors a journey expects, each with its reason beside it (`faults` adds those of
   * the faults it injects): `expectedConsoleErrors.push(/status of 400.*\/orders/)`. Any
   * other error fails the journey (issue 39, point 10).
   */
  expectedConsoleErrors: RegExp[]
  /**
   * Whether this journey's console is checked. Set `test.use({ consoleCheck: false })` only
   * for a file not yet verified against the check, with the reason beside it.
   */
  consoleCheck: boolean
  /** What the page logged that fails the journey, collected while it runs. */
  consoleProblems: string[]
}

/**
 * React Query's own warnings (e.g. "[QueriesObserver]: Duplicate Queries found"): logged with
 * console.warn in development builds; the journeys run the production build, where they are
 * stripped, so the match also covers an error-level report.
 */
const REACT_QUERY_WARNING =
  /\[(QueriesObserver|QueryObserver|QueryClient|Query|Mutation)[^\]]*\]|@tanstack/

/**
 * The answers the interface document gives as 404 for a question that has no answer (spec
 * 4.1 usdPrice "Price not found", 4.2 topHolders "Token holders not found", 4.3
 * slippageTolerance "Market data unavailable"), and the notifications route with its backend
 * off (spec 4.7: 404, 501 or 503): the app reads them as data ("No price available",
 * "Notifications are unavailable"), as are a quote's expected refusals (400 with the spec's
 * errorType: NoLiquidity, SellAmountDoesNotCoverFee, UnsupportedToken, shown as form
 * states), but Chromium logs every non-2xx response it fetched as
 * "Failed to load resource", and no other endpoint answers these questions. Only these are
 * let through.
 */
const SPEC_NO_ANSWER = [
  /^error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(\S+\/api\/v1\/quote\)$/,
  /^error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(\S+\/(tokens\/0x[0-9a-fA-F]{40}\/(usdPrice|topHolders)|markets\/\S+\/slippageTolerance(\?[^)\s]*)?)\)$/,
  /^error: Failed to load resource: the server responded with a status of (404|501|503) \([^)]*\) \(\S+\/accounts\/0x[0-9a-fA-F]{40}\/notifications\)$/,
]

/** Chromium's log line for a response with this HTTP status, as the console check records it. */
const STATUS_LOG: Partial<Record<FaultMode, string>> = {
  status429: 'the server responded with a status of 429 \\(Too Many Requests\\)',
  status500Html: 'the server responded with a status of 500 \\(Internal Server Error\\)',
  passThenStatus500: 'the server responded with a status of 500 \\(Internal Server Error\\)',
  // A dropped connection (the proxy's drop, or a stopped service): the network error's name.
  drop: 'net::ERR_[A-Z_]+',
  passThenDrop: 'net::ERR_[A-Z_]+',
}

/**
 * What the browser logs for a request the fault proxy answered with `mode`, on a URL whose
 * path matches `path` (a FaultRule's path; anchors are dropped). `faults.set` expects it for
 * every rule it sets.
 *
 * Modes the browser logs nothing for (a hang, a malformed 200, a slow answer) match nothing.
 */
export function faultLog(mode: FaultMode, path: RegExp = /.*/): RegExp {
  const status = STATUS_LOG[mode]
  if (!status) return /$^/
  const where = path.source.replace(/^\^/, '').replace(/\$$/, '')
  return new RegExp(
    `^error: Failed to load resource: ${status} \\(https?://[^)\\s]*?${where}[^)\\s]*\\)$`,
    path.flags.replace('g', ''),
  )
}

/**
 * A request beyond the machine, which the `context` fixture below aborts (tests never use
 * the internet; each is recorded in `externalRequests`, where the journeys that care look):
 * Chromium logs the abort, which says nothing of the app.
 */
const BLOCKED_OFFLINE =
  /^error: Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)? \(https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/]|\[::1\])[^)\s]+\)$/

/** A console message that fails a journey: any error, and React Query's warnings. */
export function isConsoleProblem(type: string, text: string): boolean {
  return type === 'error' || (type === 'warning' && REACT_QUERY_WARNING.test(text))
}

function isLocal(url: string): boolean {
  if (!/^https?:|^wss?:/.test(url)) return true // data:, blob:, about:
  const { hostname } = new URL(url)
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
}

export const test = base.extend<E2eFixtures>({
  // The preview server's URL is only known once global setup has run.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
  baseURL: async ({}, use) => {
    await use(readE2eEnv().baseURL)
  },

  // eslint-disable-next-line no-empty-pattern -- see above
  externalRequests: async ({}, use) => {
    await use([])
  },

  // The swap page is prerendered: its controls are on screen before React has attached a
  // handler, and a click then lands on static markup (a trader taps again; a test would
  // flake). Navigations to the app (relative URLs) wait until it has hydrated, unless the
  // test asks for the page as it arrives (`waitUntil: 'commit'`, e.g. with scripts blocked).
  // eslint-disable-next-line no-empty-pattern -- see above
  expectedConsoleErrors: async ({}, use) => {
    await use([])
  },

  consoleCheck: [true, { option: true }],

  consoleProblems: async ({ expectedConsoleErrors, consoleCheck }, use) => {
    const problems: string[] = []
    await use(problems)
    if (!consoleCheck) return
    const unexpected = problems.filter(
      (p) =>
        ![...SPEC_NO_ANSWER, BLOCKED_OFFLINE, ...expectedConsoleErrors].some((re) => re.test(p)),
    )
    expect(unexpected, 'console errors and React Query warnings during the journey').toEqual([])
  },

  page: async ({ page, consoleProblems }, use) => {
    // Every journey fails on a console error or a React Query warning: an expected answer
    // (a token without a USD price, an order not indexed yet) is data, not an error.
    page.on('console', (message) => {
      if (!isConsoleProblem(message.type(), message.text())) return
      const where = message.location().url
      consoleProblems.push(`${message.type()}: ${message.text()}${where ? ` (${where})` : ''}`)
    })
    page.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message}`))
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (url.startsWith('./') && options?.waitUntil !== 'commit') {
        await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' })
      }
      return response
    }
    await use(page)
  },

  context: async ({ context, externalRequests }, use) => {
    await context.route(
      (url) => !isLocal(url.toString()),
      async (route) => {
        externalRequests.push(route.request().url())
        await route.abort('blockedbyclient')
      },
    )
    await use(context)
  },

  faults: async ({ expectedConsoleErrors }, use) => {
    const { proxyUrl } = readE2eEnv()
    const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
      if (!proxyUrl) throw new Error('E2E_PROXY_URL is not set: faults need the e2e global setup')
      const res = await fetch(`${proxyUrl}${CONTROL_PREFIX}${path}`, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!res.ok)
        throw new Error(`fault proxy: ${method} ${path}: ${res.status} ${await res.text()}`)
      return res.json()
    }
    let serviceStopped = false
    await use({
      set: async (...rules) => {
        expectedConsoleErrors.push(...rules.map((rule) => faultLog(rule.mode, rule.path)))
        await call('POST', '/rules', rules.map(toWireRule))
      },
      clear: async () => {
        await call('DELETE', '/rules')
      },
      requests: async () => (await call('GET', '/requests')) as ProxiedRequest[],
      stopService: async () => {
        expectedConsoleErrors.push(faultLog('drop'))
        serviceStopped = true
        await call('POST', '/actions/stop-service')
      },
      startService: async () => {
        await call('POST', '/actions/start-service')
        serviceStopped = false
      },
    })
    await call('DELETE', '/rules')
    if (serviceStopped) await call('POST', '/actions/start-service')
  },

  // eslint-disable-next-line no-empty-pattern -- see above
  sandbox: async ({}, use) => {
    const { rpcUrl, apiUrl } = readE2eEnv()
    await use(sandboxFixtureOf(rpcUrl, apiUrl))
  },
})

/** The fixture's view of a sandbox: its URLs, viem clients, tokens and balances. */
export function sandboxFixtureOf(rpcUrl: string, apiUrl: string): SandboxFixture {
  const { publicClient, walletClient } = createSandboxClients(rpcUrl)
  const token = (symbol: string): SandboxToken => {
    const found = sandboxAllTokens.find((t) => t.symbol === symbol)
    if (!found) throw new Error(`no sandbox token ${symbol}`)
    return found
  }
  return {
    rpcUrl,
    apiUrl,
    publicClient,
    walletClient,
    traders: sandboxDeployment.traders,
    token,
    balanceOf: (symbol, owner) =>
      publicClient.readContract({
        address: token(symbol).address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
  }
}

export { expect }

// Kept here too for specs written before the arrange steps moved to e2e/arrange.ts.
export { connectSandboxWallet } from './arrange'

/** The balances strip item of `symbol` (e.g. "WETH") in the header. */
export function headerBalance(page: Page, symbol: string) {
  return page
    .getByRole('list', { name: /^Balances on / })
    .getByRole('listitem')
    .filter({ has: page.getByText(symbol, { exact: true }) })
}

export interface FakeWalletState {
  /** Whether wallet_switchEthereumChain succeeds (false: it fails like a busy wallet). */
  allowSwitch: boolean
  /** JSON-RPC methods the app called, in order. */
  requests: string[]
}

declare global {
  interface Window {
    __fakeWallet?: FakeWalletState
  }
}

/**
 * Injects a minimal browser-extension wallet (`window.ethereum`) before the app loads,
 * holding `account` on `chainId`. It answers what wagmi's injected connector asks while
 * connecting and switching; control it through `window.__fakeWallet`.
 */
export async function installFakeInjectedWallet(
  page: Page,
  options: { chainId: number; account: Address },
): Promise<void> {
  await page.addInitScript(({ chainId: initialChainId, account }) => {
    type Listener = (data: unknown) => void
    const listeners = new Map<string, Listener[]>()
    let chainId = initialChainId
    const state: FakeWalletState = { allowSwitch: false, requests: [] }
    window.__fakeWallet = state
    const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })
    const provider = {
      on(event: string, listener: Listener) {
        listeners.set(event, [...(listeners.get(event) ?? []), listener])
        return provider
      },
      removeListener(event: string, listener: Listener) {
        listeners.set(
          event,
          (listeners.get(event) ?? []).filter((l) => l !== listener),
        )
        return provider
      },
      async request({ method, params }: { method: string; params?: unknown }) {
        state.requests.push(method)
        switch (method) {
          case 'eth_chainId':
            return `0x${chainId.toString(16)}`
          case 'eth_accounts':
          case 'eth_requestAccounts':
            return [account]
          case 'wallet_requestPermissions':
            return [{ parentCapability: 'eth_accounts' }]
          case 'wallet_switchEthereumChain': {
            if (!state.allowSwitch) throw rpcError(-32002, 'The wallet is busy')
            const [{ chainId: hex }] = params as [{ chainId: string }]
            chainId = parseInt(hex, 16)
            for (const listener of listeners.get('chainChanged') ?? []) listener(hex)
            return null
          }
          default:
            throw rpcError(4200, `The fake wallet does not support ${method}`)
        }
      },
    }
    Object.defineProperty(window, 'ethereum', { value: provider, configurable: true })
  }, options)
}
