/**
 * Environment variables through which global-setup.ts hands its URLs to the tests.
 *
 * Each Playwright worker has a sandbox, fault proxy and app of its own (tests in different
 * workers never share a chain, an orderbook or fault rules): global setup starts one set per
 * worker and suffixes the variables with the worker's parallel index (`E2E_BASE_URL_0`,
 * `E2E_BASE_URL_1`, ...). Unsuffixed variables (all of E2E_ENV_KEYS set by hand) point every
 * worker at servers started elsewhere, for debugging.
 */
export const E2E_ENV_KEYS = ['E2E_BASE_URL', 'E2E_RPC_URL', 'E2E_API_URL'] as const

type EnvKey = (typeof E2E_ENV_KEYS)[number] | 'E2E_PROXY_URL'

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

/** The variable holding `key` for worker `index` (global setup writes these). */
export function workerEnvKey(key: EnvKey, index: number): string {
  return `${key}_${index}`
}

/** Whether every URL was given by hand (then global setup starts nothing). */
export function hasManualEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return E2E_ENV_KEYS.every((key) => env[key])
}

/**
 * The URLs of this worker's servers. Playwright sets TEST_PARALLEL_INDEX in each worker
 * (0 .. workers - 1, kept by a worker restarted after a failure).
 */
export function readE2eEnv(env: NodeJS.ProcessEnv = process.env): E2eEnv {
  const index = Number(env.TEST_PARALLEL_INDEX ?? 0)
  const read = (key: EnvKey) =>
    hasManualEnv(env) ? env[key] : env[workerEnvKey(key, index)] || undefined
  const missing = E2E_ENV_KEYS.filter((key) => !read(key))
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')} not set for worker ${index}: run the tests with \`npx playwright test\` (global setup starts the sandbox and the app)`,
    )
  }
  return {
    baseURL: String(read('E2E_BASE_URL')),
    rpcUrl: String(read('E2E_RPC_URL')),
    apiUrl: String(read('E2E_API_URL')),
    proxyUrl: read('E2E_PROXY_URL'),
  }
}
