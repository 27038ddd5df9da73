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
import type { Address, Hex } from 'viem'
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
