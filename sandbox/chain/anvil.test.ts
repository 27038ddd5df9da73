import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getAbiItem, isAddressEqual, parseUnits, type Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { erc20Abi } from './abis'
import { isAnvilRunning, startAnvil, type RunningAnvil } from './anvil'
import { createSandboxClients } from './clients'
import { deploySandbox } from './deploy'

const [alice, bob] = sandboxDeployment.traders
const usdc = sandboxDeployment.tokens.find((t) => t.symbol === 'USDC')
if (!alice || !bob || !usdc) throw new Error('sandbox-deployment.ts lacks traders or USDC')

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
let root: string
const running: RunningAnvil[] = []

async function start(dataDir: string, reset?: boolean): Promise<RunningAnvil> {
  const anvil = await startAnvil({ port: 0, dataDir, reset })
  running.push(anvil)
  return anvil
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'batchswap-anvil-'))
})
afterEach(async () => {
  await Promise.all(running.splice(0).map((anvil) => anvil.stop()))
})
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('startAnvil', () => {
  it('runs the sandbox chain on 127.0.0.1 and stop() ends the process', async () => {
    const anvil = await start(join(root, 'lifecycle'))
    expect(anvil.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(isAnvilRunning(anvil.pid)).toBe(true)
    const { publicClient, walletClient } = createSandboxClients(anvil.rpcUrl)
    expect(await publicClient.getChainId()).toBe(31337)
    // The default mnemonic's dev accounts, unlocked: the deployer (9) and solver (8) included.
    const accounts = await walletClient.getAddresses()
    expect(accounts.length).toBeGreaterThanOrEqual(10)
    const isAccount = (index: number, address: Address) => {
      const account = accounts[index]
      return account !== undefined && isAddressEqual(account, address)
    }
    expect(isAccount(9, sandboxDeployment.deployer)).toBe(true)
    expect(isAccount(8, sandboxDeployment.solver)).toBe(true)
    sandboxDeployment.traders.forEach((trader, i) => expect(isAccount(i, trader)).toBe(true))

    await anvil.stop()
    expect(isAnvilRunning(anvil.pid)).toBe(false)
    expect(await anvil.exited).toBeDefined()
    await expect(publicClient.getChainId()).rejects.toThrow()
    await anvil.stop() // a second stop is harmless
  })

  it('keeps contracts, balances and history across a restart, and --reset wipes them', async () => {
    const dataDir = join(root, 'persist')
    const first = await start(dataDir)
    await deploySandbox(first.rpcUrl)
    const { walletClient, publicClient } = createSandboxClients(first.rpcUrl)
    const amount = parseUnits('1234.5', usdc.decimals)
    const hash = await walletClient.writeContract({
      account: alice,
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [bob, amount],
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    const balances = async (rpcUrl: string): Promise<bigint[]> => {
      const { publicClient: client } = createSandboxClients(rpcUrl)
      return Promise.all(
        [alice, bob].map((account: Address) =>
          client.readContract({
            address: usdc.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account],
          }),
        ),
      )
    }
    const before = await balances(first.rpcUrl)
    await first.stop()

    const second = await start(dataDir)
    const after = createSandboxClients(second.rpcUrl).publicClient
    expect(await balances(second.rpcUrl)).toEqual(before)
    expect(await after.getBlockNumber()).toBe(receipt.blockNumber)
    // Receipts and logs survive too: the orderbook can re-read Trade events after a restart.
    expect((await after.getTransactionReceipt({ hash })).status).toBe('success')
    const logs = await after.getLogs({
      address: usdc.address,
      event: getAbiItem({ abi: erc20Abi, name: 'Transfer' }),
      args: { from: alice, to: bob },
      fromBlock: 0n,
    })
    expect(logs.map((log) => log.args.value)).toEqual([amount])
    expect(await deploySandbox(second.rpcUrl)).toEqual({ transactions: 0 })
    await second.stop()

    const fresh = await start(dataDir, true)
    const client = createSandboxClients(fresh.rpcUrl).publicClient
    expect(await client.getBlockNumber()).toBe(0n)
    expect(await client.getCode({ address: sandboxDeployment.settlement })).toBeUndefined()
  })

  it('says so when the port is busy', async () => {
    const server: Server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      await expect(startAnvil({ port, dataDir: join(root, 'busy') })).rejects.toThrow(
        `port ${port} on 127.0.0.1 is busy`,
      )
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('refuses a data dir that another running anvil uses', async () => {
    const dataDir = join(root, 'shared')
    await start(dataDir)
    await expect(startAnvil({ port: 0, dataDir })).rejects.toThrow(
      /in use by another sandbox chain/,
    )
    await expect(startAnvil({ port: 0, dataDir, reset: true })).rejects.toThrow(/in use/)
  })

  it('points at --reset when the saved state is damaged', async () => {
    const dataDir = join(root, 'damaged')
    await (await start(dataDir)).stop()
    writeFileSync(join(dataDir, 'state.json'), '{"block": 12')
    await expect(startAnvil({ port: 0, dataDir })).rejects.toThrow(/--reset/)
    const anvil = await start(dataDir, true)
    expect(await createSandboxClients(anvil.rpcUrl).publicClient.getBlockNumber()).toBe(0n)
  })

  it.runIf(existsSync('/usr/bin/setpriv') || existsSync('/bin/setpriv'))(
    'dies with the process that started it, even one killed outright',
    async () => {
      const script = [
        "import { startAnvil } from './sandbox/chain/anvil.ts'",
        'const anvil = await startAnvil({ port: 0, dataDir: process.env.ANVIL_TEST_DIR })',
        "console.log('anvil pid', anvil.pid)",
      ].join('\n')
      const parent = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          cwd: ROOT,
          env: { ...process.env, ANVIL_TEST_DIR: join(root, 'orphan') },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      )
      try {
        const pid = await new Promise<number>((resolve, reject) => {
          parent.stdout.on('data', (chunk: Buffer) => {
            const match = /anvil pid (\d+)/.exec(chunk.toString())
            if (match) resolve(Number(match[1]))
          })
          parent.once('exit', (code) => reject(new Error(`the parent exited early (${code})`)))
        })
        expect(isAnvilRunning(pid)).toBe(true)
        parent.kill('SIGKILL')
        const deadline = Date.now() + 10_000
        while (isAnvilRunning(pid) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        expect(isAnvilRunning(pid)).toBe(false)
        // It got SIGTERM (not SIGKILL), so it saved its state on the way out.
        expect(existsSync(join(root, 'orphan', 'state.json'))).toBe(true)
      } finally {
        parent.kill('SIGKILL')
      }
    },
    60_000,
  )

  it('never wipes or uses a folder it did not create', async () => {
    const foreign = join(root, 'foreign')
    mkdirSync(foreign)
    writeFileSync(join(foreign, 'precious.txt'), 'keep me')
    await expect(startAnvil({ port: 0, dataDir: foreign, reset: true })).rejects.toThrow(
      /not created by the sandbox/,
    )
    expect(readdirSync(foreign)).toEqual(['precious.txt'])
  })
})
