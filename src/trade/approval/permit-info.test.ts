import { describe, expect, it } from 'vitest'
import { checkAppDataSchema } from '@batchswap/contract/protocol/app-data-schema'
import { APP_DATA_VERSION } from '@batchswap/contract/protocol/app-data'
import { getPermitInfo, PROBE_ADDRESS, PROBE_KEY, type PermitReads } from './permit-info'

const SPENDER = '0xC92E8bdf79f0507f65a392b0ab4667716BFE0110'
let next = 0
const token = () => `0x${(++next).toString(16).padStart(40, '0')}` as const

function reads(
  overrides: Partial<Record<'eip712Domain' | 'name' | 'version' | 'nonces', unknown>>,
  gas: bigint | Error = 70_000n,
) {
  const calls: string[] = []
  const fake: PermitReads = {
    read: async ({ functionName }) => {
      calls.push(functionName)
      const value = overrides[functionName]
      if (value === undefined || value instanceof Error) throw value ?? new Error('reverted')
      return value
    },
    estimateGas: async () => {
      calls.push('estimateGas')
      if (gas instanceof Error) throw gas
      return gas
    },
  }
  return { fake, calls }
}

describe('getPermitInfo', () => {
  it('an EIP-5267 token whose permit estimates: eip-2612 with its domain and a quote hook', async () => {
    const t = token()
    const { fake } = reads({
      eip712Domain: ['0x0f', 'USD Coin', '2', 31337n, t, '0x', []],
      nonces: 0n,
    })
    const info = await getPermitInfo(fake, 31337, t, SPENDER)
    expect(info).toMatchObject({
      type: 'eip-2612',
      domain: { name: 'USD Coin', version: '2', chainId: 31337, verifyingContract: t },
    })
    if (info.type !== 'eip-2612') return
    expect(info.quoteHook).toMatchObject({ target: t, gasLimit: '80000' })
    expect(info.quoteHook.callData.startsWith('0xd505accf')).toBe(true)
    // The quote's appData carries the hook as its pre-hook, valid against its declared schema.
    const document = JSON.parse(info.quoteAppData) as Record<string, unknown>
    expect(document).toMatchObject({
      version: APP_DATA_VERSION,
      metadata: { hooks: { pre: [info.quoteHook] } },
    })
    expect(await checkAppDataSchema(info.quoteAppData)).toEqual({ ok: true })
  })

  it('falls back to name() and version "1"; no nonces, a reverting or trivial permit: unsupported', async () => {
    const t = token()
    expect(
      await getPermitInfo(reads({ name: 'Dai', nonces: 3n }).fake, 1, t, SPENDER),
    ).toMatchObject({
      type: 'eip-2612',
      domain: { name: 'Dai', version: '1' },
    })
    expect(await getPermitInfo(reads({ name: 'Wrapped BTC' }).fake, 1, token(), SPENDER)).toEqual({
      type: 'unsupported',
    })
    expect(
      await getPermitInfo(
        reads({ name: 'X', nonces: 0n }, new Error('invalid signature')).fake,
        1,
        token(),
        SPENDER,
      ),
    ).toEqual({
      type: 'unsupported',
    })
    expect(
      await getPermitInfo(reads({ name: 'X', nonces: 0n }, 30_000n).fake, 1, token(), SPENDER),
    ).toEqual({ type: 'unsupported' })
  })

  it('asks once per chain and token (cached), and again after a failure to find out', async () => {
    const t = token()
    const first = reads({ name: 'COW', nonces: 0n })
    await getPermitInfo(first.fake, 1, t, SPENDER)
    const second = reads({ name: 'COW', nonces: 0n })
    await getPermitInfo(second.fake, 1, t, SPENDER)
    expect(second.calls).toEqual([])

    const u = token()
    const broken: PermitReads = {
      read: () => Promise.reject(new Error('offline')),
      estimateGas: () => Promise.reject(new Error('offline')),
    }
    // Every read failing reads as "no name": unsupported, answered (a node that answers nothing
    // at all leaves no name to sign with).
    expect(await getPermitInfo(broken, 1, u, SPENDER)).toEqual({ type: 'unsupported' })
  })
})

describe('the probe key', () => {
  it('has the address the probe reads nonces for', async () => {
    const { privateKeyToAccount } = await import('viem/accounts')
    expect(privateKeyToAccount(PROBE_KEY).address).toBe(PROBE_ADDRESS)
  })
})
