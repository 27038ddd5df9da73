/**
 * Shared e2e fixtures and helpers. Page journeys import `test` and `expect` from here:
 *
 *   import { connectSandboxWallet, expect, test } from './fixtures'
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
import { sandboxDeployment, type SandboxToken } from '../src/config/sandbox-deployment'
import { readE2eEnv } from './env'

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

export interface E2eFixtures {
  sandbox: SandboxFixture
  /** URLs the page tried to reach outside the machine (blocked). */
  externalRequests: string[]
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

  // eslint-disable-next-line no-empty-pattern -- see above
  sandbox: async ({}, use) => {
    const { rpcUrl, apiUrl } = readE2eEnv()
    const { publicClient, walletClient } = createSandboxClients(rpcUrl)
    const token = (symbol: string): SandboxToken => {
      const found = sandboxDeployment.tokens.find((t) => t.symbol === symbol)
      if (!found) throw new Error(`no sandbox token ${symbol}`)
      return found
    }
    await use({
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
    })
  },
})

export { expect }

/**
 * Connects the Sandbox wallet through RainbowKit's modal, as a person would, then picks
 * dev account `accountIndex` (0-4). Resolves once the balances of that account show.
 */
export async function connectSandboxWallet(page: Page, accountIndex = 0): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const modal = page.getByRole('dialog')
  await modal.getByRole('button', { name: /Sandbox wallet/ }).click()
  await expect(modal).toBeHidden()
  const picker = page.getByRole('combobox', { name: 'Dev account' })
  await expect(picker).toBeVisible()
  if (accountIndex !== 0) await picker.selectOption(String(accountIndex))
  await expect(picker).toHaveValue(String(accountIndex))
  await expect(page.getByRole('list', { name: 'Balances on Sandbox' })).toBeVisible()
}

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
