/**
 * Times the chain's start-up paths, by hand:  npx tsx sandbox/chain/measure.ts
 * (anvil start on an empty dir, deployment on a fresh chain, restart with saved state).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startAnvil } from './anvil'
import { deploySandbox } from './deploy'

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await run()
  console.log(`${label.padEnd(34)} ${(performance.now() - started).toFixed(0).padStart(6)} ms`)
  return result
}

const dataDir = mkdtempSync(join(tmpdir(), 'batchswap-measure-'))
try {
  const fresh = await timed('anvil start (empty data dir)', () => startAnvil({ port: 0, dataDir }))
  const { transactions } = await timed('deploy on a fresh chain', () => deploySandbox(fresh.rpcUrl))
  console.log(`  (${transactions} transactions)`)
  await timed('stop (dumps state)', () => fresh.stop())
  console.log(`  state.json: ${(statSync(join(dataDir, 'state.json')).size / 1024).toFixed(0)} KiB`)
  const again = await timed('anvil restart with saved state', () =>
    startAnvil({ port: 0, dataDir }),
  )
  await timed('deploy again (verify only)', () => deploySandbox(again.rpcUrl))
  await again.stop()
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
