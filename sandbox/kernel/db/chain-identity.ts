/**
 * The `chain_identity` table: which chain the database's orders belong to (the genesis
 * block hash and the deployment's addresses), recorded on first start and checked on every
 * start after it (`../chain-binding.ts`).
 */
import type { Address, Hex } from 'viem'
import type { SqlExecutor } from '../sql'
import { date, hex, json, num, type Row } from './rows'

export interface ChainIdentity {
  chainId: number
  genesisHash: Hex
  /** The deployment's contracts and tokens by name: settlement, vaultRelayer, token:WETH, ... */
  deployment: Record<string, Address>
}

export interface StoredChainIdentity extends ChainIdentity {
  recordedAt: Date
}

export async function selectChainIdentity(
  sql: SqlExecutor,
): Promise<StoredChainIdentity | undefined> {
  const rows = await sql.query<Row>('SELECT * FROM chain_identity')
  const row = rows[0]
  return row
    ? {
        chainId: num(row, 'chain_id'),
        genesisHash: hex(row, 'genesis_hash'),
        deployment: json(row, 'deployment') as Record<string, Address>,
        recordedAt: date(row, 'recorded_at'),
      }
    : undefined
}

/** Records the identity unless one is recorded already; returns the one that is. */
export async function recordChainIdentity(
  sql: SqlExecutor,
  identity: ChainIdentity,
  at: Date,
): Promise<StoredChainIdentity> {
  await sql.query(
    `INSERT INTO chain_identity (id, chain_id, genesis_hash, deployment, recorded_at)
     VALUES (true, $1, $2, $3::jsonb, $4::timestamptz) ON CONFLICT (id) DO NOTHING`,
    [
      identity.chainId,
      identity.genesisHash.toLowerCase(),
      JSON.stringify(identity.deployment),
      at.toISOString(),
    ],
  )
  const stored = await selectChainIdentity(sql)
  if (!stored) throw new Error('chain_identity: the recorded row cannot be read back')
  return stored
}
