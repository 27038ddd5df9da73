/**
 * A test run's deployed chain, taken once and loaded into each further fresh chain of the
 * run. The deployment is about a hundred transactions (4-9 s on two cores, anvil's and
 * viem's CPU, for each of some thirty chains in vitest and the journeys' sandboxes); loading
 * anvil's dump of a deployed chain takes a tenth of a second and gives the same chain: the
 * same blocks, logs, hashes and state.
 *
 * SANDBOX_DEPLOYED_STATE names the file (the test runs' global setups set it, in a temp
 * folder of the run): the first fresh chain deployed writes it, the next ones load it. After
 * a load `deploySandbox` only verifies, as for a restarted sandbox's saved chain, so a dump
 * of another deployment is refused the same way. Without the variable (`npm start`,
 * `npm run sandbox`) every fresh chain is deployed.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createTestClient, http, isHex, publicActions } from 'viem'
import { deploySandbox, type DeployResult } from './deploy'

export const DEPLOYED_STATE_ENV = 'SANDBOX_DEPLOYED_STATE'

function testClient(rpcUrl: string) {
  return createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) }).extend(
    publicActions,
  )
}

/**
 * `deploySandbox`, through the run's deployed chain when SANDBOX_DEPLOYED_STATE is set and
 * the chain at `rpcUrl` is still empty (block 0; a saved chain is never replaced): loaded if
 * the file exists, else deployed and written to it for the next chains.
 */
export async function deploySandboxFromSnapshot(
  rpcUrl: string,
): Promise<DeployResult & { loaded: boolean }> {
  const path = process.env[DEPLOYED_STATE_ENV]?.trim()
  const client = testClient(rpcUrl)
  if (!path || (await client.getBlockNumber({ cacheTime: 0 })) !== 0n) {
    return { ...(await deploySandbox(rpcUrl)), loaded: false }
  }
  if (existsSync(path)) {
    const state = readFileSync(path, 'utf8').trim()
    if (!isHex(state)) throw new Error(`${DEPLOYED_STATE_ENV}: ${path} holds no anvil state dump`)
    await client.loadState({ state })
    // One empty block at the current time, as a deployment just made would end: the dump's
    // latest block is as old as the dump (up to the run's length), and an order dated from
    // the latest block (validTo = its timestamp + 5 s) would be expired before it is sent.
    await client.mine({ blocks: 1 })
    return { ...(await deploySandbox(rpcUrl)), loaded: true }
  }
  const result = await deploySandbox(rpcUrl)
  // Written whole, then renamed: a chain started meanwhile finds no file or a complete one.
  const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`
  writeFileSync(partial, await client.dumpState())
  renameSync(partial, path)
  return { ...result, loaded: false }
}
