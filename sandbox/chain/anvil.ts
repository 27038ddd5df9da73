/**
 * Runs anvil from the npm package's platform binary (not its Node launcher), so the PID we
 * hold is anvil's own and stopping it needs no process-tree walking.
 */
import { spawn } from 'node:child_process'
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { createPublicClient, http } from 'viem'
import { SANDBOX_MNEMONIC, sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { prepareDataDir } from './data-dir'
import { resolvePackageFile } from './paths'

export interface AnvilOptions {
  /** Port on 127.0.0.1; 0 lets anvil pick a free one. */
  port: number
  /** Folder holding the chain state (state.json); created when missing. */
  dataDir: string
  /** Wipe the folder first: a fresh chain. */
  reset?: boolean
  /** Seconds between blocks; without it every transaction is mined at once (automine). */
  blockTime?: number
  /** Seconds between state dumps while running, on top of the dump at exit. Default 5. */
  stateInterval?: number
}

export interface AnvilExit {
  code: number | null
  signal: NodeJS.Signals | null
}

export interface RunningAnvil {
  rpcUrl: string
  port: number
  pid: number
  /** Settles when the process exits, for whatever reason. */
  exited: Promise<AnvilExit>
  /** SIGTERM (anvil dumps its state), then waits for the exit; SIGKILL after 15 s. */
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 30_000
const STOP_TIMEOUT_MS = 15_000
const OUTPUT_TAIL_LINES = 30
const PID_FILE = 'anvil.pid'

const PLATFORM_PACKAGES: Partial<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
}

/**
 * Absolute path of the anvil binary from @foundry-rs/anvil's platform package.
 *
 * sandbox/package.json depends on `@foundry-rs/anvil-linux-amd64` directly rather than on the
 * `@foundry-rs/anvil` wrapper: the registry this project installs from serves only the
 * linux-amd64 build, and the wrapper's other (optional) platform packages then leave
 * package-lock.json out of sync for `npm ci`. On another platform, `npm install -w sandbox` its
 * package from the table below.
 */
export function anvilBinaryPath(): string {
  const pkg = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`]
  if (!pkg) {
    throw new Error(`@foundry-rs/anvil ships no binary for ${process.platform}/${process.arch}`)
  }
  const manifest = resolvePackageFile(`${pkg}/package.json`)
  if (!manifest) {
    throw new Error(
      `anvil is not installed: ${pkg} is missing from node_modules (npm install -w sandbox ${pkg})`,
    )
  }
  const binary = join(dirname(manifest), 'bin', 'anvil')
  if (!existsSync(binary)) throw new Error(`${binary} is missing (run npm install)`)
  try {
    accessSync(binary, constants.X_OK)
  } catch {
    // Some installs (scripts skipped, copied trees) lose the executable bit: restore it.
    try {
      chmodSync(binary, 0o755)
    } catch (error) {
      throw new Error(`${binary} is not executable and chmod failed: ${String(error)}`, {
        cause: error,
      })
    }
  }
  return binary
}

/**
 * util-linux's setpriv execs anvil with a parent-death signal, so anvil (same PID) gets
 * SIGTERM and dumps its state even when our process is SIGKILLed. The signal follows the
 * spawning thread: spawn from the main thread (vitest's default forks pool does).
 */
function findSetpriv(): string | undefined {
  if (process.platform !== 'linux') return undefined
  return ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path))
}

/** Whether pid is a live anvil; on Linux, zombies and reused pids of other programs are not. */
export function isAnvilRunning(pid: number): boolean {
  if (process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
      return state !== 'Z' && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('anvil')
    } catch {
      return false
    }
  }
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * One anvil per data dir: two would overwrite each other's state.json. Call before wiping
 * the folder, so a reset never pulls the state from under a running chain.
 */
export function assertChainDirFree(dataDir: string): void {
  const pidFile = join(resolve(dataDir), PID_FILE)
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').trim())
  if (Number.isInteger(pid) && pid > 0 && isAnvilRunning(pid)) {
    throw new Error(
      `${dirname(pidFile)} is in use by another sandbox chain (anvil pid ${pid}); ` +
        'stop it or use another SANDBOX_DATA_DIR',
    )
  }
}

function describeStartFailure(
  exit: AnvilExit,
  output: string,
  port: number,
  statePath: string,
): string {
  if (/address already in use/i.test(output)) {
    return `port ${port} on 127.0.0.1 is busy: stop what uses it or set SANDBOX_RPC_PORT`
  }
  if (/--state|--load-state|state file/i.test(output)) {
    return (
      `anvil could not load the saved chain state ${statePath} (damaged by a crash?); ` +
      `start with --reset for a fresh chain.\n${output}`
    )
  }
  const how = exit.signal ? `signal ${exit.signal}` : `code ${String(exit.code)}`
  return `anvil exited during start-up (${how}):\n${output}`
}

export async function startAnvil(options: AnvilOptions): Promise<RunningAnvil> {
  const binary = anvilBinaryPath()
  assertChainDirFree(options.dataDir)
  const dataDir = prepareDataDir(options.dataDir, { reset: options.reset })
  const statePath = join(dataDir, 'state.json')
  const pidFile = join(dataDir, PID_FILE)

  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--chain-id',
    String(sandboxDeployment.chainId),
    '--mnemonic',
    SANDBOX_MNEMONIC,
    '--accounts',
    '10',
    // Loads the file when present and dumps to it on exit (SIGTERM/SIGINT).
    '--state',
    statePath,
    '--state-interval',
    String(options.stateInterval ?? 5),
  ]
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime))

  const setpriv = findSetpriv()
  const child = setpriv
    ? spawn(setpriv, ['--pdeathsig', 'TERM', '--', binary, ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
        // Own process group: a terminal's Ctrl-C reaches us only, and we stop things in order.
        detached: true,
      })
    : spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true })

  const tail: string[] = []
  const lineListeners = new Set<(line: string) => void>()
  const addLine = (line: string): void => {
    tail.push(line)
    if (tail.length > OUTPUT_TAIL_LINES) tail.shift()
    for (const listener of lineListeners) listener(line)
  }
  const readLines = (stream: NodeJS.ReadableStream): void => {
    let partial = ''
    // Always drained: a full pipe would block anvil (it logs every RPC call).
    stream.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) addLine(line)
    })
    stream.on('end', () => {
      if (partial) addLine(partial)
    })
  }
  if (child.stdout) readLines(child.stdout)
  if (child.stderr) readLines(child.stderr)

  const exited = new Promise<AnvilExit>((resolve) => {
    // 'close' rather than 'exit': it comes after the last output line was read.
    child.once('close', (code, signal) => resolve({ code, signal }))
    // A failed spawn emits 'error' and may never emit 'exit'.
    child.once('error', (error) => {
      tail.push(String(error))
      resolve({ code: null, signal: null })
    })
  })
  const killOnExit = (): void => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  process.once('exit', killOnExit)
  void exited.then(() => {
    process.removeListener('exit', killOnExit)
    if (child.pid !== undefined && existsSync(pidFile)) {
      if (readFileSync(pidFile, 'utf8').trim() === String(child.pid)) rmSync(pidFile)
    }
  })

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
        await exited
        clearTimeout(timer)
      } else {
        await exited
      }
    })()
    return stopping
  }

  try {
    const pid = child.pid
    if (pid === undefined) {
      await exited
      throw new Error(`could not run ${binary}: ${tail.join('\n')}`)
    }
    writeFileSync(pidFile, `${pid}\n`)

    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new Error(
            `anvil did not listen within ${READY_TIMEOUT_MS / 1000} s:\n${tail.join('\n')}`,
          ),
        )
      }, READY_TIMEOUT_MS)
      lineListeners.add((line) => {
        const match = /Listening on [\d.]+:(\d+)/.exec(line)
        if (match) {
          clearTimeout(timer)
          resolve(Number(match[1]))
        }
      })
      void exited.then((exit) => {
        clearTimeout(timer)
        reject(new Error(describeStartFailure(exit, tail.join('\n'), options.port, statePath)))
      })
    })
    lineListeners.clear()

    const rpcUrl = `http://127.0.0.1:${port}`
    await waitForRpc(rpcUrl)
    return { rpcUrl, port, pid, exited, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Polls until the node answers eth_chainId with the sandbox chain id. */
async function waitForRpc(rpcUrl: string): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 2_000 }) })
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    let chainId: number
    try {
      chainId = await client.getChainId()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
      continue
    }
    if (chainId !== sandboxDeployment.chainId) {
      throw new Error(
        `${rpcUrl} answers chain id ${chainId}, expected ${sandboxDeployment.chainId}`,
      )
    }
    return
  }
}
