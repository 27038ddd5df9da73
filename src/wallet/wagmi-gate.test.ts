import { createPublicClient, custom, encodeFunctionData, erc20Abi, zeroAddress } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { gatedTransport, isEnsRequest, RequestNotSentError } from './wagmi'

/** A transport that records what would have gone over the wire. */
function recording() {
  const sent: string[] = []
  const transport = custom({
    request: async ({ method }: { method: string }) => {
      sent.push(method)
      if (method === 'eth_chainId') return '0x1'
      if (method === 'eth_blockNumber') return '0x10'
      return '0x'
    },
  })
  return { sent, transport }
}

const RESOLVER = mainnet.contracts.ensUniversalResolver.address

describe('isEnsRequest', () => {
  it('recognises a call to the universal resolver, directly or inside a multicall', () => {
    expect(isEnsRequest('eth_call', [{ to: RESOLVER, data: '0x12' }, 'latest'])).toBe(true)
    expect(
      isEnsRequest('eth_call', [
        { to: mainnet.contracts.multicall3.address, data: `0xabcd${RESOLVER.slice(2)}` },
      ]),
    ).toBe(true)
  })

  it('leaves other calls alone', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [zeroAddress],
    })
    expect(isEnsRequest('eth_call', [{ to: zeroAddress, data }])).toBe(false)
    expect(isEnsRequest('eth_blockNumber', [])).toBe(false)
  })
})

describe('gatedTransport', () => {
  it('sends nothing while the gate says no, and everything once it says yes', async () => {
    const { sent, transport } = recording()
    let allowed = false
    const client = createPublicClient({
      chain: mainnet,
      transport: gatedTransport(transport, () => (allowed ? undefined : 'sandbox')),
    })
    await expect(client.getBlockNumber({ cacheTime: 0 })).rejects.toThrow(/sandbox/)
    await expect(client.getEnsName({ address: zeroAddress })).rejects.toBeDefined()
    expect(sent).toEqual([])
    allowed = true
    await expect(client.getBlockNumber({ cacheTime: 0 })).resolves.toBe(16n)
    expect(sent).toEqual(['eth_blockNumber'])
  })

  it('the refusal is a RequestNotSentError', async () => {
    const { transport } = recording()
    const t = gatedTransport(transport, () => 'off')({ chain: mainnet })
    await expect(t.request({ method: 'eth_blockNumber' })).rejects.toBeInstanceOf(
      RequestNotSentError,
    )
  })

  it('an ENS lookup alone can be refused', async () => {
    const { sent, transport } = recording()
    const client = createPublicClient({
      chain: mainnet,
      transport: gatedTransport(transport, (method, params) =>
        isEnsRequest(method, params) ? 'ENS off' : undefined,
      ),
    })
    await expect(client.getEnsName({ address: zeroAddress })).rejects.toBeDefined()
    expect(sent.filter((m) => m === 'eth_call')).toEqual([])
    await client.getBlockNumber({ cacheTime: 0 })
    expect(sent).toContain('eth_blockNumber')
  })
})
