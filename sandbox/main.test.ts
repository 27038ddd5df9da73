import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { sandboxHealthSchema } from '@batchswap/contract/wire/service-info'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { isAnvilRunning } from './chain/anvil'
import { verifySandbox } from './chain/verify'
import { devPricesSchema } from './market/dev-prices'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

interface Started {
  child: ChildProcess
  output: () => string
  anvilPid: number
  apiUrl: string
}

const children: ChildProcess[] = []
let root: string

/** Runs `npm run sandbox` as Node would (tsx as a loader, so the PID we hold is the script's). */
async function runSandbox(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SANDBOX_RPC_PORT: '0',
      SANDBOX_API_PORT: '0',
      SANDBOX_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner within 60 s:\n${output}`)), 60_000)
    const check = (): void => {
      if (output.includes('Ctrl-C stops everything')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', check)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`sandbox exited with ${String(code)}:\n${output}`))
    })
  })
  const anvilPid = Number(/anvil \(pid (\d+)\)/.exec(output)?.[1])
  const apiUrl = /orderbook API\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? ''
  return { child, output: () => output, anvilPid, apiUrl }
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'batchswap-main-'))
})
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('npm run sandbox', () => {
  it('serves /health, and SIGTERM stops everything it started', async () => {
    const dataDir = join(root, 'term')
    const sandbox = await runSandbox(dataDir)
    expect(isAnvilRunning(sandbox.anvilPid)).toBe(true)
    const response = await fetch(`${sandbox.apiUrl}/health`)
    expect(response.status).toBe(200)
    const health = sandboxHealthSchema.parse(await response.json())
    expect(health.chainId).toBe(sandboxDeployment.chainId)
    expect(health.settlement).toBe(sandboxDeployment.settlement)
    // The chain it printed has the deployment.
    const rpcUrl = /chain RPC\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(sandbox.output())?.[1] ?? ''
    expect(await verifySandbox(rpcUrl)).toEqual([])

    sandbox.child.kill('SIGTERM')
    expect(await exitOf(sandbox.child)).toBe(0)
    expect(isAnvilRunning(sandbox.anvilPid)).toBe(false)
    expect(sandbox.output()).toContain('stopped (chain state saved)')
    expect(existsSync(join(dataDir, 'chain', 'state.json'))).toBe(true)
  }, 90_000)
})

describe('npm run sandbox -- price', () => {
  it('sets a price in the running sandbox, whose market moves by default', async () => {
    const sandbox = await runSandbox(join(root, 'price'))
    expect(sandbox.output()).toContain('price drift    on (volatility x1)')
    const listed = await fetch(`${sandbox.apiUrl}/sandbox/dev/prices`)
    expect(devPricesSchema.parse(await listed.json()).drift).toEqual({
      on: true,
      volatilityScale: 1,
    })

    const command = spawn(
      process.execPath,
      ['--import', 'tsx', 'sandbox/main.ts', 'price', 'WETH', '3300'],
      {
        cwd: ROOT,
        env: { ...process.env, SANDBOX_API_PORT: new URL(sandbox.apiUrl).port },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    children.push(command)
    let output = ''
    command.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    command.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    expect(await exitOf(command), output).toBe(0)
    expect(output).toMatch(/WETH\s+3300 USD\s+0x\S+\s+set by hand at .*\(was [\d.]+ USD\)/)

    // The drift carries on from the new price: a moment later it is still about 3300.
    const price = await fetch(
      `${sandbox.apiUrl}/31337/tokens/${
        sandboxDeployment.tokens.find((t) => t.symbol === 'WETH')?.address ?? ''
      }/usdPrice`,
    )
    const { price: usd } = z.object({ price: z.number() }).parse(await price.json())
    expect(Math.abs(usd / 3300 - 1)).toBeLessThan(0.005)

    sandbox.child.kill('SIGTERM')
    expect(await exitOf(sandbox.child)).toBe(0)
  }, 90_000)
})
