import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseUnits, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  accountOrdersResponseSchema,
  byUidsResponseSchema,
  orderSchema,
} from '@batchswap/contract/wire/orders'
import { competitionStatusSchema } from '@batchswap/contract/wire/competition'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { startAnvil } from '../chain/anvil'
import { createSandboxClients } from '../chain/clients'
import { deploySandbox } from '../chain/deploy'
import { startTestChain } from '../chain/test-chain'
import { chainIdentityOf, genesisHashOf, identityDifferences, RESET_COMMAND } from './chain-binding'
import { DEFAULT_CONFIG } from './context'
import { account, BASE, makeOrder, placeSignedOrder, token } from '../testing/orderbook-stack'
import { useTestStack } from '../testing/orderbook-hooks'

describe('identityDifferences', () => {
  const GENESIS_A = `0x${'a'.repeat(64)}` as Hex
  const GENESIS_B = `0x${'b'.repeat(64)}` as Hex

  it('is empty for the same chain, whatever the hex case', () => {
    const a = chainIdentityOf(DEFAULT_CONFIG, GENESIS_A)
    const same = chainIdentityOf(DEFAULT_CONFIG, GENESIS_A.toUpperCase().replace('0X', '0x') as Hex)
    expect(identityDifferences(a, same)).toEqual([])
  })

  it('names the genesis block and every moved contract', () => {
    const recorded = chainIdentityOf(DEFAULT_CONFIG, GENESIS_A)
    const running = chainIdentityOf(
      { ...DEFAULT_CONFIG, settlement: sandboxDeployment.vaultRelayer },
      GENESIS_B,
    )
    expect(identityDifferences(recorded, running)).toEqual([
      `genesis block: recorded ${GENESIS_A}, running ${GENESIS_B}`,
      `settlement: recorded ${sandboxDeployment.settlement}, running ${sandboxDeployment.vaultRelayer}`,
    ])
  })

  it('notices a token that is missing on one side', () => {
    const recorded = chainIdentityOf(DEFAULT_CONFIG, GENESIS_A)
    const running = chainIdentityOf(
      { ...DEFAULT_CONFIG, tokens: DEFAULT_CONFIG.tokens.filter((t) => t.symbol !== 'DAI') },
      GENESIS_A,
    )
    expect(identityDifferences(recorded, running)).toEqual([
      `token:DAI: recorded ${token('DAI')}, running none`,
    ])
  })
})

describe('genesisHashOf (real anvil)', () => {
  it('names one genesis across restarts from the saved state, whichever block 0 anvil answers with', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'batchswap-genesis-'))
    let anvil = await startAnvil({ port: 0, dataDir: dir })
    try {
      const fresh = createSandboxClients(anvil.rpcUrl).publicClient
      // A chain of block 0 alone: block 0 is the genesis.
      const genesis = (await fresh.getBlock({ blockNumber: 0n })).hash
      expect(await genesisHashOf(fresh)).toBe(genesis)
      await deploySandbox(anvil.rpcUrl)
      expect(await genesisHashOf(fresh)).toBe(genesis)
      // anvil adds a block 0 of its own at every start and answers with any one of them:
      // the sandbox refused its own chain on the third restart of a run like this one.
      const blockZeros = new Set<string>()
      for (let restart = 1; restart <= 5; restart++) {
        await anvil.stop()
        // A new second: a block 0 made in the same second as the last one is the same block.
        await new Promise((resolve) => setTimeout(resolve, 1_050))
        anvil = await startAnvil({ port: 0, dataDir: dir })
        const client = createSandboxClients(anvil.rpcUrl).publicClient
        blockZeros.add(String((await client.getBlock({ blockNumber: 0n })).hash))
        expect(await genesisHashOf(client), `restart ${restart}`).toBe(genesis)
      }
      console.log(`genesisHashOf: block 0 answered with ${blockZeros.size} hash(es) in 5 restarts`)
    } finally {
      await anvil.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the orderbook database is tied to its chain (real anvil, PGlite)', () => {
  /** The service's clock runs this far ahead of the wall clock. */
  let skew = 0
  const owner = account(0)
  const stack = useTestStack({ now: () => Date.now() + skew }, { accounts: [0], tokens: ['WETH'] })

  function placeOrder(validTo: number): Promise<Hex> {
    const order = makeOrder({ validTo, buyAmount: parseUnits('900', 6) + BigInt(validTo) })
    return placeSignedOrder(stack, owner, order)
  }

  it('records the running chain on first start', async () => {
    const genesis = await stack.clients.publicClient.getBlock({ blockNumber: 0n })
    const identity = await stack.service.context.db.getChainIdentity()
    expect(identity?.genesisHash).toBe(genesis.hash)
    expect(identity?.chainId).toBe(sandboxDeployment.chainId)
    expect(identity?.deployment.settlement).toBe(sandboxDeployment.settlement)
    expect(identity?.deployment['token:WETH']).toBe(token('WETH'))
  })

  it('an expired order reads expired in the list, by UID and by_uids; its competition status is cancelled', async () => {
    const uid = await placeOrder(Math.floor(Date.now() / 1000) + 120)
    skew = 300_000
    try {
      const one = orderSchema.parse((await stack.api.get(`${BASE}/orders/${uid}`)).body)
      expect(one.status).toBe('expired')
      const list = accountOrdersResponseSchema.parse(
        (await stack.api.get(`${BASE}/account/${owner.address}/orders?limit=100`)).body,
      )
      expect(list.find((o) => o.uid === uid)?.status).toBe('expired')
      const byUids = byUidsResponseSchema.parse(
        (await stack.api.post(`${BASE}/orders/by_uids`, [uid])).body,
      )
      const entry = byUids[0]
      expect(entry && 'order' in entry ? orderSchema.parse(entry.order).status : entry).toBe(
        'expired',
      )
      // The competition status has no "expired" (open, scheduled, active, solved, executing,
      // traded, cancelled): an expired order is out of every auction, which `cancelled` says.
      const status = competitionStatusSchema.parse(
        (await stack.api.get(`${BASE}/orders/${uid}/status`)).body,
      )
      expect(status.type).toBe('cancelled')
    } finally {
      skew = 0
    }
  })

  it('refuses a fresh chain on the kept database, naming the reset command; --reset empties it', async () => {
    const uid = await placeOrder(Math.floor(Date.now() / 1000) + 1800)
    // Deployed, not the run's deployed chain loaded: that has the stack's genesis.
    const other = await startTestChain({ name: 'other-chain', snapshot: false })
    try {
      const genesisOf = (rpcUrl: string) => genesisHashOf(createSandboxClients(rpcUrl).publicClient)
      const otherGenesis = await genesisOf(other.rpcUrl)
      // Same contracts at the same addresses, but another chain: the genesis differs.
      expect(otherGenesis).not.toBe(await genesisOf(stack.rpcUrl))
      const refused = stack.restartService({ rpcUrl: other.rpcUrl })
      await expect(refused).rejects.toThrow(RESET_COMMAND)
      await expect(refused).rejects.toThrow(
        `genesis block: recorded ${await genesisOf(stack.rpcUrl)}, running ${otherGenesis}`,
      )
      await expect(refused).rejects.toThrow(/belongs to another chain/)

      // The chain it belongs to is still served, with its orders.
      await stack.restartService()
      const kept = orderSchema.parse((await stack.api.get(`${BASE}/orders/${uid}`)).body)
      expect(kept.status).toBe('open')

      // The reset drops the old chain's orders and binds the database to the new chain.
      await stack.restartService({ rpcUrl: other.rpcUrl, resetDatabase: true })
      expect((await stack.api.get(`${BASE}/orders/${uid}`)).status).toBe(404)
      const rebound = await stack.service.context.db.getChainIdentity()
      expect(rebound?.genesisHash).toBe(otherGenesis)
    } finally {
      await stack.service.stop()
      await other.stop()
    }
  })
})
