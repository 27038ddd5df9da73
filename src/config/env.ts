/**
 * Build-time configuration, read once from Vite's `import.meta.env` (or process.env in
 * Node, for the sandbox and tests). Every variable is optional; the defaults run the app
 * against the local sandbox.
 */
import { SANDBOX_DEFAULTS } from '@batchswap/contract/sandbox/deployment'

type EnvSource = Record<string, string | undefined>

function readEnv(): EnvSource {
  // import.meta.env exists under Vite and Vitest; process.env under plain Node (tsx).
  const viteEnv = (import.meta as unknown as { env?: EnvSource }).env
  if (viteEnv) return viteEnv
  return typeof process !== 'undefined' ? process.env : {}
}

const env = readEnv()

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined
}

/** A whole number of milliseconds > 0, or undefined. */
function positiveMs(value: string | undefined): number | undefined {
  const text = nonEmpty(value)
  if (text === undefined || !/^\d+$/.test(text)) return undefined
  const ms = Number(text)
  return ms > 0 ? ms : undefined
}

export const appEnv = {
  /**
   * How long one attempt of a request may go unanswered before it counts as lost (and is
   * retried); default 15 s. The e2e builds use less, so journeys of a hung service are quick.
   */
  requestTimeoutMs: positiveMs(env.VITE_REQUEST_TIMEOUT_MS) ?? 15_000,
  /**
   * The first wait of the retry schedule (spec 7.1: 1 s); every wait of the schedule scales
   * with it (src/api/retry.ts). Unset: the spec's. The e2e build uses less, so the journeys
   * of a failing service wait less; the retry and recovery logic is the same either way.
   */
  retryBaseDelayMs: positiveMs(env.VITE_RETRY_BASE_DELAY_MS),
  /** JSON-RPC of the sandbox chain (anvil). */
  sandboxRpcUrl:
    nonEmpty(env.VITE_SANDBOX_RPC_URL) ?? `http://127.0.0.1:${SANDBOX_DEFAULTS.rpcPort}`,
  /** Base URL of the sandbox orderbook service (all three path families). */
  sandboxApiUrl:
    nonEmpty(env.VITE_SANDBOX_API_URL) ?? `http://127.0.0.1:${SANDBOX_DEFAULTS.apiPort}`,
  /** Orderbook hosts; the network segment and /api/v1 are appended per chain. */
  orderbookUrl: {
    production: nonEmpty(env.VITE_ORDERBOOK_URL) ?? 'https://api.cow.fi',
    staging: nonEmpty(env.VITE_ORDERBOOK_STAGING_URL) ?? 'https://barn.api.cow.fi',
  },
  /** Token data, markets and notifications hosts. */
  bffUrl: {
    production: nonEmpty(env.VITE_BFF_URL) ?? 'https://bff.cow.fi',
    staging: nonEmpty(env.VITE_BFF_STAGING_URL) ?? 'https://bff.barn.cow.fi',
  },
  /**
   * JSON-RPC of Ethereum mainnet: its reads and the wallet UI's ENS lookups. Unset: viem's
   * public node for mainnet.
   */
  mainnetRpcUrl: nonEmpty(env.VITE_MAINNET_RPC_URL),
  /** WalletConnect is offered only when a project id is configured. */
  walletConnectProjectId: nonEmpty(env.VITE_WALLETCONNECT_PROJECT_ID),
  /**
   * Extra Safe hosts allowed to embed the app as a Safe App (comma-separated origins, `*`
   * wildcards), besides Safe{Wallet}'s own domains (src/wallet/safe-app.ts).
   */
  safeAllowedDomains: nonEmpty(env.VITE_SAFE_ALLOWED_DOMAINS),
  /**
   * This deployment's own partner fee (off unless both are set): whole basis points of each
   * swap's volume and the address they are owed to. A widget host's `partnerFee` replaces it.
   */
  partnerFee: {
    bps: nonEmpty(env.VITE_PARTNER_FEE_BPS),
    recipient: nonEmpty(env.VITE_PARTNER_FEE_RECIPIENT),
  },
  /** Chain the app opens on when the wallet says nothing else. */
  defaultChainId: Number(nonEmpty(env.VITE_DEFAULT_CHAIN_ID) ?? 31337),
} as const
