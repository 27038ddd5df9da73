/**
 * `npm start`: the sandbox and the app's dev server in one command. The app is pointed at
 * the sandbox through VITE_SANDBOX_RPC_URL / VITE_SANDBOX_API_URL (read by src/config/env.ts).
 *
 *   --reset   fresh chain and empty orderbook (as `npm run sandbox -- --reset`)
 *   SANDBOX_RPC_PORT, SANDBOX_API_PORT, SANDBOX_DATA_DIR as for `npm run sandbox`; PORT for the app;
 *   SAFE_HOST_PORT for the Safe host page (default 8090; any free port when taken).
 *
 * When a sandbox already runs on those ports (`npm run sandbox` in another terminal), the
 * app uses it instead of starting a second one.
 */
import { fileURLToPath } from 'node:url'
import { createPublicClient, http, isAddress, isAddressEqual } from 'viem'
import { createServer } from 'vite'
import { sandboxHealthSchema } from '@batchswap/contract/wire/service-info'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { describeError, describeSandbox, readSandboxEnv, watchForShutdown } from '../sandbox/cli'
import { startSafeHost, type RunningSafeHost } from '../sandbox/harness/safe-host/server'
import { startSandbox } from '../sandbox/start'
import { startWidgetHost, type WidgetHost } from '../sandbox/harness/widget-host/server'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

interface AppSandbox {
  rpcUrl: string
  apiUrl: string
  dataDir?: string
  chainExited: Promise<unknown>
  stop(): Promise<void>
}

/** A sandbox that already answers on these ports, if there is one. */
async function findRunningSandbox(
  rpcPort: number,
  apiPort: number,
): Promise<{ rpcUrl: string; apiUrl: string } | undefined> {
  if (rpcPort === 0 || apiPort === 0) return undefined
  const rpcUrl = `http://127.0.0.1:${rpcPort}`
  const apiUrl = `http://127.0.0.1:${apiPort}`
  try {
    const response = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(1_000) })
    const health = sandboxHealthSchema.safeParse(await response.json())
    if (!response.ok || !health.success) return undefined
    const { settlement } = health.data
    if (!isAddress(settlement) || !isAddressEqual(settlement, sandboxDeployment.settlement)) {
      return undefined
    }
    const client = createPublicClient({
      transport: http(rpcUrl, { retryCount: 0, timeout: 1_000 }),
    })
    return (await client.getChainId()) === sandboxDeployment.chainId
      ? { rpcUrl, apiUrl }
      : undefined
  } catch {
    return undefined
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const unknown = args.filter((arg) => arg !== '--reset')
  if (unknown.length > 0) {
    console.error(`start: unknown argument ${unknown.join(' ')} (only --reset)`)
    return 2
  }
  const reset = args.includes('--reset')
  const env = readSandboxEnv(process.env)
  const shutdown = watchForShutdown()

  const existing = await findRunningSandbox(env.rpcPort, env.apiPort)
  if (existing && reset) {
    console.error(`start: a sandbox already runs at ${existing.rpcUrl}; stop it to use --reset`)
    return 1
  }
  if (existing) console.log(`start: using the sandbox already running at ${existing.rpcUrl}`)
  const sandbox: AppSandbox = existing
    ? // Not ours: leave it running, and never report its exit as ours.
      {
        ...existing,
        chainExited: new Promise<never>(() => undefined),
        stop: () => Promise.resolve(),
      }
    : await startSandbox({ ...env, reset, log: (message) => console.log(`sandbox: ${message}`) })

  let server: Awaited<ReturnType<typeof createServer>> | undefined
  let safeHost: RunningSafeHost | undefined
  let widgetHost: WidgetHost | undefined
  try {
    // Vite exposes VITE_* variables of process.env to the app (they win over .env files).
    process.env.VITE_SANDBOX_RPC_URL = sandbox.rpcUrl
    process.env.VITE_SANDBOX_API_URL = sandbox.apiUrl
    if (!shutdown.requested) {
      // The Safe host page plays Safe{Wallet}: the app must accept it as a Safe host.
      let appUrl = 'about:blank'
      const hostPort = Number(process.env.SAFE_HOST_PORT ?? 8090)
      safeHost = await startSafeHost({
        rpcUrl: sandbox.rpcUrl,
        appUrl: () => appUrl,
        port: hostPort,
      }).catch(() => startSafeHost({ rpcUrl: sandbox.rpcUrl, appUrl: () => appUrl, port: 0 }))
      process.env.VITE_SAFE_ALLOWED_DOMAINS = [
        process.env.VITE_SAFE_ALLOWED_DOMAINS,
        safeHost.origin,
      ]
        .filter(Boolean)
        .join(',')
      server = await createServer({
        root: ROOT,
        configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      })
      await server.listen()
      appUrl = server.resolvedUrls?.local[0] ?? 'about:blank'
      // An integrator's page embedding batchswap with @cowprotocol/widget-lib, on its own
      // port (another origin), with a dev account as its wallet.
      widgetHost = await startWidgetHost({
        appUrl,
        rpcUrl: sandbox.rpcUrl,
        port: Number(process.env.WIDGET_HOST_PORT ?? 0),
      })
      console.log(
        [
          describeSandbox(sandbox),
          '',
          `batchswap is running: open ${appUrl}`,
          '  (the app opens on the Sandbox network; its "Sandbox wallet" needs no extension)',
          `As a Safe App: open ${safeHost.url} (the 1-of-1 Safe) or ${safeHost.url}?safe=2-of-2`,
          `widget host page: open ${widgetHost.url}`,
          '  (batchswap embedded with @cowprotocol/widget-lib; ?account=0-4 picks the host wallet)',
          '',
          'Ctrl-C stops everything.',
        ].join('\n'),
      )
    }
    const reason = await Promise.race([
      shutdown.signal,
      sandbox.chainExited.then(() => ({ exitCode: 1, message: 'anvil exited unexpectedly' })),
    ])
    console.log(`\nstart: ${reason.message}; stopping`)
    return reason.exitCode
  } finally {
    await widgetHost?.stop()
    await server?.close()
    await safeHost?.stop()
    await sandbox.stop()
    console.log('start: stopped')
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`start: ${describeError(error)}`)
    process.exit(1)
  },
)
