import { describe, expect, it, vi } from 'vitest'
import { createHostProvider, toProviderError } from './host-provider'
import type { ParentTransport } from './parent-transport'
import { PROVIDER_KEY, type WidgetEnvelope } from './widget-protocol'

function fakeTransport({ embedded = true } = {}) {
  const parentOrigin = embedded ? 'https://host.example' : undefined
  const posted: Array<{ key: string; method: string; payload?: object }> = []
  let handler: ((message: WidgetEnvelope) => void) | undefined
  const transport: ParentTransport = {
    parentOrigin,
    early: [],
    post: (key, method, payload) => posted.push({ key, method, ...(payload ? { payload } : {}) }),
    listen: (h) => {
      handler = h
      return () => {
        handler = undefined
      }
    },
  }
  const deliver = (message: Omit<WidgetEnvelope, 'key'>) =>
    handler?.({ key: PROVIDER_KEY, ...message } as WidgetEnvelope)
  const lastId = () =>
    (posted.at(-1)?.payload as { rpcRequest: { id: number } } | undefined)?.rpcRequest.id
  return { transport, posted, deliver, lastId }
}

describe('the host page’s wallet over postMessage', () => {
  it('sends PROVIDER_RPC_REQUEST and resolves with the matching response', async () => {
    const { transport, posted, deliver, lastId } = fakeTransport()
    const provider = createHostProvider(transport)
    const pending = provider.request({ method: 'eth_chainId' })
    expect(posted[0]).toEqual({
      key: PROVIDER_KEY,
      method: 'PROVIDER_RPC_REQUEST',
      payload: { rpcRequest: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] } },
    })
    // Another request's answer does not resolve this one.
    deliver({
      method: 'PROVIDER_RPC_RESPONSE',
      rpcResponse: { jsonrpc: '2.0', id: 99, result: 'x' },
    })
    deliver({
      method: 'PROVIDER_RPC_RESPONSE',
      rpcResponse: { jsonrpc: '2.0', id: lastId(), result: '0x7a69' },
    })
    await expect(pending).resolves.toBe('0x7a69')
  })

  it('rejects with the wallet’s error code; a cloned Error without one is read by its words', async () => {
    const { transport, deliver, lastId } = fakeTransport()
    const provider = createHostProvider(transport)
    const rejected = provider.request({ method: 'eth_sendTransaction', params: [{}] })
    deliver({
      method: 'PROVIDER_RPC_RESPONSE',
      rpcResponse: { jsonrpc: '2.0', id: lastId(), error: { code: 4001, message: 'No' } },
    })
    await expect(rejected).rejects.toMatchObject({ code: 4001, message: 'No' })

    expect(toProviderError(new Error('User rejected the request.')).code).toBe(4001)
    expect(toProviderError(new Error('execution reverted')).code).toBe(-32603)
    expect(toProviderError({ code: 4902, message: 'Unknown chain' }).code).toBe(4902)
  })

  it('times out when the host never answers', async () => {
    vi.useFakeTimers()
    try {
      const { transport } = fakeTransport()
      const provider = createHostProvider(transport, { timeoutMs: 1_000 })
      const pending = provider.request({ method: 'eth_accounts' })
      const assertion = expect(pending).rejects.toThrow('did not answer')
      await vi.advanceTimersByTimeAsync(1_001)
      await assertion
    } finally {
      vi.useRealTimers()
    }
  })

  it('forwards the wallet’s events, and only EIP-1193 ones', () => {
    const { transport, deliver } = fakeTransport()
    const provider = createHostProvider(transport)
    const accounts = vi.fn()
    const other = vi.fn()
    provider.on('accountsChanged', accounts)
    provider.on('message', other)
    deliver({ method: 'PROVIDER_ON_EVENT', event: 'accountsChanged', params: ['0xabc'] })
    deliver({ method: 'PROVIDER_ON_EVENT', event: 'message', params: {} })
    expect(accounts).toHaveBeenCalledWith(['0xabc'])
    expect(other).not.toHaveBeenCalled()
    provider.removeListener('accountsChanged', accounts)
    deliver({ method: 'PROVIDER_ON_EVENT', event: 'accountsChanged', params: [] })
    expect(accounts).toHaveBeenCalledTimes(1)
  })

  it('refuses to ask anyone when not embedded', async () => {
    const { transport, posted } = fakeTransport({ embedded: false })
    await expect(
      createHostProvider(transport).request({ method: 'eth_accounts' }),
    ).rejects.toMatchObject({ code: 4900 })
    expect(posted).toEqual([])
  })
})
