/**
 * The whole sandbox in-process: anvil with the deployed contracts, then the orderbook
 * service. Used by `npm run sandbox`, `npm start` and the e2e setup.
 */
import { createServer } from 'node:net'
import { join } from 'node:path'
import { assertChainDirFree, startAnvil, type AnvilExit } from './chain/anvil'
import { prepareDataDir } from './chain/data-dir'
import { deploySandbox } from './chain/deploy'
import { deploySandboxFromSnapshot } from './chain/deployed-snapshot'
import type { PriceDrift } from './kernel/price-drift'
import {
  startOrderbookService,
  type OrderbookServiceOptions,
  type RunningOrderbookService,
} from './compose'

const CHAIN_DIR = 'chain'

export interface StartSandboxOptions {
  /** Anvil's port on 127.0.0.1; 0 picks a free one. */
  rpcPort: number
  /** The orderbook service's port on 127.0.0.1; 0 picks a free one. */
  apiPort: number
  /** Holds chain/ (anvil's state) and whatever the orderbook service keeps (its database). */
  dataDir: string
  /** Wipe the data dir first: fresh chain, empty orderbook. */
  reset?: boolean
  /** Seconds between blocks; default: mine each transaction at once. */
  blockTime?: number
  /** Progress messages. */
  log?: (message: string) => void
  /**
   * Whether prices move by themselves (price-drift.ts). Default off, as for tests; the
   * foreground commands pass SANDBOX_PRICE_DRIFT (default on) through `readSandboxEnv`.
   */
  priceDrift?: PriceDrift
  /**
   * Open limit orders per owner (TooManyLimitOrders). Default unlimited (the e2e journeys
   * seed up to 1000 per trader); the foreground commands pass SANDBOX_MAX_LIMIT_ORDERS
   * (default 10, as the real service).
   */
  maxLimitOrdersPerOwner?: number
  /** Further service options, passed through. */
  service?: Omit<OrderbookServiceOptions, 'port' | 'rpcUrl' | 'dataDir'>
}

export interface RunningSandbox {
  rpcUrl: string
  apiUrl: string
  /** Absolute data dir. */
  dataDir: string
  anvilPid: number
  /** The service's price drift setting. */
  priceDrift: PriceDrift
  /** Settles if anvil exits, including when it dies on its own. */
  chainExited: Promise<AnvilExit>
  /**
   * Stops the orderbook service alone, as if it crashed or was redeployed; the chain keeps
   * running. Its state stays in the data dir (or DATABASE_URL). For the restart tests.
   */
  stopService(): Promise<void>
  /** Starts the service again on the same port and data dir after stopService(). */
  startService(): Promise<void>
  /** Stops the service, then anvil (which saves the chain state). Safe to call twice. */
  stop(): Promise<void>
}

/** Fails early with a readable message instead of a listen error deep inside a server. */
function assertPortFree(port: number, envName: string): Promise<void> {
  if (port === 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} on 127.0.0.1 is busy: stop what uses it or set ${envName}`
            : `cannot listen on 127.0.0.1:${port} (${error.message}); set ${envName}`,
        ),
      )
    })
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      probe.close(() => resolve())
    })
  })
}

export async function startSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const log = options.log ?? (() => undefined)
  if (!Number.isInteger(options.rpcPort) || options.rpcPort < 0 || options.rpcPort > 65535) {
    throw new Error(`invalid RPC port ${options.rpcPort}`)
  }
  if (!Number.isInteger(options.apiPort) || options.apiPort < 0 || options.apiPort > 65535) {
    throw new Error(`invalid API port ${options.apiPort}`)
  }
  if (options.rpcPort !== 0 && options.rpcPort === options.apiPort) {
    throw new Error(`the RPC and API ports must differ (both are ${options.rpcPort})`)
  }
  await assertPortFree(options.rpcPort, 'SANDBOX_RPC_PORT')
  await assertPortFree(options.apiPort, 'SANDBOX_API_PORT')

  assertChainDirFree(join(options.dataDir, CHAIN_DIR))
  const dataDir = prepareDataDir(options.dataDir, { reset: options.reset })
  if (options.reset) log(`reset: wiped ${dataDir}`)

  let started = performance.now()
  const anvil = await startAnvil({
    port: options.rpcPort,
    dataDir: join(dataDir, CHAIN_DIR),
    blockTime: options.blockTime,
  })
  log(`anvil (pid ${anvil.pid}) listening on ${anvil.rpcUrl} [${ms(started)}]`)

  try {
    started = performance.now()
    // A test run's deployed chain, when it has one (SANDBOX_DEPLOYED_STATE); an
    // interval-mined chain's blocks are not those of its automined ones.
    const { transactions, loaded } =
      options.blockTime === undefined
        ? await deploySandboxFromSnapshot(anvil.rpcUrl)
        : { ...(await deploySandbox(anvil.rpcUrl)), loaded: false }
    log(
      loaded
        ? `loaded the run's deployed chain, verified [${ms(started)}]`
        : transactions > 0
          ? `deployed the sandbox contracts (${transactions} transactions) [${ms(started)}]`
          : `contracts already deployed, verified [${ms(started)}]`,
    )

    started = performance.now()
    const { priceDrift, maxLimitOrdersPerOwner } = options
    const startService = (port: number, resetDatabase = false) =>
      startOrderbookService({
        ...options.service,
        priceModel: {
          ...options.service?.priceModel,
          ...(priceDrift ? { drift: priceDrift } : {}),
        },
        config: {
          ...options.service?.config,
          ...(maxLimitOrdersPerOwner === undefined ? {} : { maxLimitOrdersPerOwner }),
        },
        port,
        rpcUrl: anvil.rpcUrl,
        dataDir,
        resetDatabase,
      })
    // --reset also empties a DATABASE_URL database (the data dir's PGlite went with the
    // folder); a restart through startService() below keeps what is there.
    let service: RunningOrderbookService | undefined = await startService(
      options.apiPort,
      options.reset,
    )
    const { port: apiPort, url: apiUrl } = service
    log(`orderbook service listening on ${apiUrl} [${ms(started)}]`)

    let stopping: Promise<void> | undefined
    return {
      rpcUrl: anvil.rpcUrl,
      apiUrl,
      dataDir,
      anvilPid: anvil.pid,
      priceDrift: service.context.prices.drift,
      chainExited: anvil.exited,
      stopService: async () => {
        const running = service
        service = undefined
        await running?.stop()
      },
      startService: async () => {
        if (stopping) throw new Error('the sandbox is stopping')
        service ??= await startService(apiPort)
      },
      stop: () => {
        stopping ??= (async () => {
          try {
            await service?.stop()
          } finally {
            await anvil.stop()
          }
        })()
        return stopping
      },
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

function ms(since: number): string {
  return `${(performance.now() - since).toFixed(0)} ms`
}
