/** Environment variables through which global-setup.ts hands its URLs to the tests. */
export const E2E_ENV_KEYS = ['E2E_BASE_URL', 'E2E_RPC_URL', 'E2E_API_URL'] as const

export interface E2eEnv {
  /** The app (vite preview), ending in a slash. */
  baseURL: string
  /** The sandbox chain's JSON-RPC. */
  rpcUrl: string
  /** The sandbox orderbook service itself (tests arrange through it, past the proxy). */
  apiUrl: string
  /**
   * The fault-injecting proxy the app talks to (e2e/fault-proxy.ts); absent when the tests
   * run against servers started elsewhere (then the `faults` fixture cannot be used).
   */
  proxyUrl?: string
}

export function readE2eEnv(): E2eEnv {
  const missing = E2E_ENV_KEYS.filter((key) => !process.env[key])
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')} not set: run the tests with \`npx playwright test\` (global setup starts the sandbox and the app)`,
    )
  }
  return {
    baseURL: String(process.env.E2E_BASE_URL),
    rpcUrl: String(process.env.E2E_RPC_URL),
    apiUrl: String(process.env.E2E_API_URL),
    proxyUrl: process.env.E2E_PROXY_URL || undefined,
  }
}
