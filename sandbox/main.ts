/**
 * `npm run sandbox`: the local chain with the settlement contracts and the orderbook
 * service, in the foreground until Ctrl-C or SIGTERM.
 *
 *   SANDBOX_RPC_PORT (8545)  SANDBOX_API_PORT (8080)  SANDBOX_DATA_DIR (.sandbox)
 *   SANDBOX_PRICE_DRIFT (on)  SANDBOX_MAX_LIMIT_ORDERS (10)
 *   --reset  start from a fresh chain and an empty orderbook
 *
 * `npm run sandbox -- price [TOKEN [USD]]` talks to a running sandbox instead: price-command.ts.
 */
import { SANDBOX_DEFAULTS } from '@batchswap/contract/sandbox/deployment'
import { describeError, describeSandbox, readSandboxEnv, watchForShutdown } from './cli'
import { runPriceCommand } from './price-command'
import { startSandbox } from './start'

const USAGE = `usage: npm run sandbox [-- --reset]
       npm run sandbox -- price [TOKEN [USD]]   (a running sandbox's prices; -- price --help)

  --reset   wipe the data dir (and, with DATABASE_URL, the sandbox's tables there):
            fresh chain, empty orderbook

environment:
  SANDBOX_RPC_PORT   chain JSON-RPC port on 127.0.0.1 (default ${SANDBOX_DEFAULTS.rpcPort})
  SANDBOX_API_PORT   orderbook service port on 127.0.0.1 (default ${SANDBOX_DEFAULTS.apiPort})
  SANDBOX_DATA_DIR   chain and orderbook state (default ${SANDBOX_DEFAULTS.dataDir})
  SANDBOX_PRICE_DRIFT       prices move by themselves: on (default), off, or a volatility
                            scale (2 = twice as volatile)
  SANDBOX_MAX_LIMIT_ORDERS  open limit orders per owner (default 10), or unlimited`

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  if (args[0] === 'price') return runPriceCommand(args.slice(1), process.env)
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE)
    return 0
  }
  const unknown = args.filter((arg) => arg !== '--reset')
  if (unknown.length > 0) {
    console.error(`sandbox: unknown argument ${unknown.join(' ')}\n\n${USAGE}`)
    return 2
  }
  const env = readSandboxEnv(process.env)

  const shutdown = watchForShutdown()
  const sandbox = await startSandbox({
    ...env,
    reset: args.includes('--reset'),
    log: (message) => console.log(`sandbox: ${message}`),
  })
  if (!shutdown.requested) console.log(`${describeSandbox(sandbox)}\n\nCtrl-C stops everything.`)

  const reason = await Promise.race([
    shutdown.signal,
    sandbox.chainExited.then((exit) => ({
      exitCode: 1,
      message: `anvil exited unexpectedly (${exit.signal ?? `code ${String(exit.code)}`})`,
    })),
  ])
  console.log(`\nsandbox: ${reason.message}; stopping`)
  await sandbox.stop()
  console.log(
    reason.exitCode === 0
      ? 'sandbox: stopped (chain state saved)'
      : 'sandbox: stopped (the chain keeps the state of its last periodic save)',
  )
  return reason.exitCode
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`sandbox: ${describeError(error)}`)
    process.exit(1)
  },
)
