/**
 * Ties the orderbook database to the chain it was filled against. On first start the chain's
 * identity (its genesis block hash and the deployment's addresses) is recorded; on every
 * later start it must match, or the service refuses to start: orders of another chain can
 * never settle here (the old chain's blocks, balances and signatures are gone), and served
 * anyway they would stay `open` until they expire. This happens when the chain is started
 * fresh but the database is kept: a DATABASE_URL Postgres, or a data dir whose `chain/` was
 * removed. The fix is a reset, which the message names; we refuse rather than silently
 * wiping the orders, so nothing a developer may still want is lost without being asked.
 */
import type { Address, Hex, PublicClient } from 'viem'
import type { OrderbookConfig } from './context'
import type { ChainIdentity, OrderbookDb, StoredChainIdentity } from './db'

/** The command that starts the sandbox with a fresh chain and an empty orderbook. */
export const RESET_COMMAND = 'npm run sandbox -- --reset'

export class ChainIdentityMismatchError extends Error {
  override readonly name = 'ChainIdentityMismatchError'
  constructor(
    message: string,
    readonly recorded: StoredChainIdentity,
    readonly running: ChainIdentity,
  ) {
    super(message)
  }
}

/**
 * The hash of the chain's own genesis block. Not simply block 0's: anvil (1.7) makes a new
 * block 0, stamped with the time of the start, each time it starts from a saved state, and
 * keeps every one of them in the state it saves, so which block 0 it answers with changes
 * from one start to another (the sandbox refused its own chain on about every third
 * restart). Block 1 is made once and names the original genesis as its parent: once the
 * chain has one (the sandbox's contracts are deployed from block 1 on), that is the answer;
 * a chain of block 0 alone has never been saved, so its block 0 is the original.
 */
export async function genesisHashOf(
  client: Pick<PublicClient, 'getBlock' | 'getBlockNumber'>,
): Promise<Hex> {
  if ((await client.getBlockNumber()) >= 1n) {
    return (await client.getBlock({ blockNumber: 1n })).parentHash
  }
  const genesis = await client.getBlock({ blockNumber: 0n })
  if (!genesis.hash) throw new Error('the chain has no genesis block hash')
  return genesis.hash
}

/** The identity of the running chain: its genesis hash and the configured deployment. */
export function chainIdentityOf(
  config: Pick<OrderbookConfig, 'chainId' | 'settlement' | 'vaultRelayer' | 'tokens'>,
  genesisHash: Hex,
): ChainIdentity {
  const deployment: Record<string, Address> = {
    settlement: config.settlement,
    vaultRelayer: config.vaultRelayer,
  }
  for (const token of config.tokens) deployment[`token:${token.symbol}`] = token.address
  return { chainId: config.chainId, genesisHash, deployment }
}

/** Human-readable differences, empty when the two identities are the same chain. */
export function identityDifferences(recorded: ChainIdentity, running: ChainIdentity): string[] {
  const differences: string[] = []
  if (recorded.chainId !== running.chainId) {
    differences.push(`chain id: recorded ${recorded.chainId}, running ${running.chainId}`)
  }
  if (recorded.genesisHash.toLowerCase() !== running.genesisHash.toLowerCase()) {
    differences.push(
      `genesis block: recorded ${recorded.genesisHash}, running ${running.genesisHash}`,
    )
  }
  const names = new Set([...Object.keys(recorded.deployment), ...Object.keys(running.deployment)])
  for (const name of [...names].sort()) {
    const a = recorded.deployment[name]
    const b = running.deployment[name]
    if (a?.toLowerCase() !== b?.toLowerCase()) {
      differences.push(`${name}: recorded ${a ?? 'none'}, running ${b ?? 'none'}`)
    }
  }
  return differences
}

/**
 * Records the running chain's identity in a new database, or checks it against the recorded
 * one. Throws `ChainIdentityMismatchError` (whose message names the reset command) on a mismatch.
 */
export async function bindDatabaseToChain(options: {
  db: OrderbookDb
  running: ChainIdentity
  /** Where the database lives, for the message: a folder or a (password-free) URL. */
  where: string
  rpcUrl: string
  now: Date
}): Promise<'recorded' | 'matched'> {
  const { db, running } = options
  const existing = await db.getChainIdentity()
  if (!existing) {
    await db.recordChainIdentity(running, options.now)
    return 'recorded'
  }
  const differences = identityDifferences(existing, running)
  if (differences.length === 0) return 'matched'
  throw new ChainIdentityMismatchError(
    [
      `the orderbook database (${options.where}) belongs to another chain than the one at ${options.rpcUrl}:`,
      ...differences.map((d) => `  ${d}`),
      `Its orders can never settle on this chain. Start fresh with \`${RESET_COMMAND}\``,
      '(or `npm start -- --reset`); with DATABASE_URL set, --reset also drops the',
      "sandbox's tables in that database.",
    ].join('\n'),
    existing,
    running,
  )
}

/** A database URL without its password, for messages. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'DATABASE_URL'
  }
}
