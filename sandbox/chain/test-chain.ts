/**
 * Test support (not a test): a fresh anvil on a free port in a temp folder of its own, with
 * the sandbox deployment unless asked otherwise. The one way the sandbox's tests start a
 * chain; the orderbook tests' stack (testing/orderbook-stack.ts), and through it the
 * settlement harness, builds on it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hash } from 'viem'
import { startAnvil, type RunningAnvil } from './anvil'
import { createSandboxClients, type SandboxClients } from './clients'
import { deploySandbox } from './deploy'
import { deploySandboxFromSnapshot } from './deployed-snapshot'

export interface TestChainOptions {
  /** Names the temp folder: `batchswap-<name>-…`. */
  name: string
  /** Deploy the sandbox contracts and fund the traders (default true). */
  deploy?: boolean
  /**
   * Whether the deployment may be the run's deployed chain loaded (deployed-snapshot.ts;
   * default true). False deploys it: a chain of its own, with its own genesis.
   */
  snapshot?: boolean
  /** Interval mining, in seconds; by default every transaction is mined at once. */
  blockTime?: number
}

export interface TestChain {
  anvil: RunningAnvil
  rpcUrl: string
  /** The temp folder: the chain's state in `chain/`, room for the test's own folders. */
  dir: string
  clients: SandboxClients
  /** Stops anvil and removes the temp folder. */
  stop(): Promise<void>
}

export async function startTestChain(options: TestChainOptions): Promise<TestChain> {
  const dir = mkdtempSync(join(tmpdir(), `batchswap-${options.name}-`))
  const anvil = await startAnvil({
    port: 0,
    dataDir: join(dir, 'chain'),
    blockTime: options.blockTime,
  })
  const stop = async () => {
    await anvil.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    if (options.deploy ?? true) {
      // An interval-mined chain's blocks are not those of the snapshot's automined ones.
      const own = options.snapshot === false || options.blockTime !== undefined
      await (own ? deploySandbox : deploySandboxFromSnapshot)(anvil.rpcUrl)
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { anvil, rpcUrl: anvil.rpcUrl, dir, clients: createSandboxClients(anvil.rpcUrl), stop }
}

/** Waits until the transaction `sent` is mined (anvil's dev accounts send unlocked). */
export async function mined(clients: SandboxClients, sent: Promise<Hash>) {
  return clients.publicClient.waitForTransactionReceipt({ hash: await sent })
}
