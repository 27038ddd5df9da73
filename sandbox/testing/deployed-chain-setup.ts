/**
 * Vitest's global setup: the file of the run's deployed chain (SANDBOX_DEPLOYED_STATE,
 * sandbox/chain/deployed-snapshot.ts) in a temp folder of the run, removed after. The first
 * test chain deployed writes it; a run of files that start no chain never does.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEPLOYED_STATE_ENV } from '../chain/deployed-snapshot'

export default function setup(): (() => void) | undefined {
  // One given by the caller is kept (and left in place).
  if (process.env[DEPLOYED_STATE_ENV]) return undefined
  const dir = mkdtempSync(join(tmpdir(), 'batchswap-deployed-chain-'))
  process.env[DEPLOYED_STATE_ENV] = join(dir, 'chain.hex')
  return () => rmSync(dir, { recursive: true, force: true })
}
