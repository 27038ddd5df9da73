/** Shared by the foreground commands (`npm run sandbox`, `npm start`). */
import { readFileSync } from 'node:fs'
import { bytesToHex, isAddressEqual } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import {
  SANDBOX_DEFAULTS,
  SANDBOX_MNEMONIC,
  sandboxDeployment,
} from '@batchswap/contract/sandbox/deployment'
import { readMarketSettings, type MarketSettings } from './market-settings'
import { describePriceDrift, type PriceDrift } from './kernel/price-drift'

export interface SandboxEnv extends MarketSettings {
  rpcPort: number
  apiPort: number
  dataDir: string
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new Error(`${name}=${raw} is not a port number (0-65535)`)
  }
  return port
}

/**
 * SANDBOX_RPC_PORT, SANDBOX_API_PORT, SANDBOX_DATA_DIR with their defaults, and the market
 * settings (SANDBOX_PRICE_DRIFT, SANDBOX_MAX_LIMIT_ORDERS: market-settings.ts).
 */
export function readSandboxEnv(env: NodeJS.ProcessEnv): SandboxEnv {
  return {
    rpcPort: readPort(env, 'SANDBOX_RPC_PORT', SANDBOX_DEFAULTS.rpcPort),
    apiPort: readPort(env, 'SANDBOX_API_PORT', SANDBOX_DEFAULTS.apiPort),
    dataDir: env.SANDBOX_DATA_DIR?.trim() || SANDBOX_DEFAULTS.dataDir,
    ...readMarketSettings(env),
  }
}

export interface ShutdownRequest {
  exitCode: number
  message: string
}

export interface ShutdownWatch {
  readonly requested: boolean
  /** Settles on the first SIGINT/SIGTERM/SIGHUP, or when our parent process is gone. */
  signal: Promise<ShutdownRequest>
}

/**
 * Turns termination signals into one orderly shutdown. A second signal (a second Ctrl-C)
 * exits at once; the 'exit' hook in anvil.ts still sends anvil SIGTERM so it saves state.
 */
export function watchForShutdown(): ShutdownWatch {
  let settle: (request: ShutdownRequest) => void = () => undefined
  const signal = new Promise<ShutdownRequest>((resolve) => {
    settle = resolve
  })
  let firstAt: number | undefined
  const request = (message: string): void => {
    if (firstAt === undefined) {
      firstAt = Date.now()
      settle({ exitCode: 0, message })
      // A terminal may deliver one Ctrl-C to several processes of the group and they
      // relay it: only a later, deliberate second signal forces the exit.
    } else if (Date.now() - firstAt > 1_000) {
      console.error('second signal: exiting without waiting')
      process.exit(130)
    }
  }
  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(name, () => request(`received ${name}`))
  }
  // When npm/sh/tsx above us is killed outright, we or our parent (tsx runs the script in a
  // child process) get re-parented: shut down too rather than live on as an orphan.
  const ancestors = ancestorPids()
  setInterval(() => {
    const now = ancestorPids()
    if (ancestors.some((pid, i) => now[i] !== undefined && now[i] !== pid)) {
      request('parent process exited')
    }
  }, 1_000).unref()
  return {
    get requested() {
      return firstAt !== undefined
    },
    signal,
  }
}

/** Our parent's pid and, on Linux, its parent's (from /proc). */
function ancestorPids(): number[] {
  const parent = process.ppid
  try {
    // "pid (comm) state ppid ...": comm may hold spaces or parentheses, so split after the last ')'.
    const stat = readFileSync(`/proc/${parent}/stat`, 'utf8')
    const grandparent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    return Number.isInteger(grandparent) ? [parent, grandparent] : [parent]
  } catch {
    return [parent]
  }
}

/** The error's message plus its causes' (viem nests the useful part). */
export function describeError(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; current !== undefined && depth < 4; depth++) {
    if (current instanceof Error) {
      const short = (current as Error & { shortMessage?: unknown }).shortMessage
      parts.push(typeof short === 'string' ? short : current.message)
      current = current.cause
    } else {
      parts.push(String(current))
      current = undefined
    }
  }
  return [...new Set(parts)].join('\n  caused by: ')
}

/** What runs where, the accounts and the tokens: printed once the sandbox is up. */
export function describeSandbox(sandbox: {
  rpcUrl: string
  apiUrl: string
  dataDir?: string
  priceDrift?: PriceDrift
}): string {
  const traders = sandboxDeployment.traders.map((address, index) => {
    const account = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: index })
    const privateKey = account.getHdKey().privateKey
    // Anvil's well-known dev keys: printed so a trader can be imported into a wallet.
    const key =
      privateKey && isAddressEqual(account.address, address) ? bytesToHex(privateKey) : '?'
    return `  ${index}  ${address}  key ${key}`
  })
  const tokens = sandboxDeployment.tokens.map(
    (t) => `  ${t.symbol.padEnd(12)} ${String(t.decimals).padStart(2)} decimals  ${t.address}`,
  )
  return [
    '',
    `batchswap sandbox is running (chain id ${sandboxDeployment.chainId})`,
    `  chain RPC      ${sandbox.rpcUrl}`,
    `  orderbook API  ${sandbox.apiUrl}   health: ${sandbox.apiUrl}/health`,
    ...(sandbox.dataDir
      ? [`  data dir       ${sandbox.dataDir}   (--reset for a fresh chain)`]
      : []),
    `  settlement     ${sandboxDeployment.settlement}`,
    `  vault relayer  ${sandboxDeployment.vaultRelayer}   (approve tokens to this)`,
    `  solver         ${sandboxDeployment.solver}   (dev account 8)`,
    `  eth-flow       ${sandboxDeployment.ethFlow}   (sell ETH: createOrder)`,
    ...(sandbox.priceDrift
      ? [
          `  price drift    ${describePriceDrift(sandbox.priceDrift)}   (SANDBOX_PRICE_DRIFT)`,
          '  set a price    npm run sandbox -- price WETH 3300   (PUT /sandbox/dev/prices/{token})',
        ]
      : []),
    '',
    `traders: anvil dev accounts 0-4 of "${SANDBOX_MNEMONIC}", each with 10000 ETH and every token`,
    ...traders,
    '',
    'tokens:',
    ...tokens,
    '',
    `MetaMask: add a network with RPC URL ${sandbox.rpcUrl}, chain id ${sandboxDeployment.chainId},`,
    '  currency ETH; import a trader by its private key; import tokens by address.',
    "  After --reset, clear the account's activity (Settings > Advanced) so nonces start over.",
  ].join('\n')
}
