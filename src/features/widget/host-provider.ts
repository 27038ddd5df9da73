import type { ParentTransport } from './parent-transport'
import { PROVIDER_KEY, type JsonRpcError, type WidgetEnvelope } from './widget-protocol'
import { eip1193Events } from '@batchswap/contract/protocol/eip1193-events'

/**
 * The host page's wallet as an EIP-1193 provider inside the iframe: requests go up as
 * PROVIDER_RPC_REQUEST, answers come back as PROVIDER_RPC_RESPONSE (matched by id), and
 * the wallet's events (accountsChanged, chainChanged, connect, disconnect) arrive as
 * PROVIDER_ON_EVENT. This is what widget-lib's IframeRpcProviderBridge talks to on the
 * host's side. Framework-free; the wagmi connector wraps it (host-connector.ts).
 */

export interface ProviderRpcError extends Error {
  code: number
  data?: unknown
}

export interface HostProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (payload: unknown) => void): HostProvider
  removeListener(event: string, listener: (payload: unknown) => void): HostProvider
  /** Stops listening and fails what is still waiting. */
  close(): void
}

const FORWARDED_EVENTS = new Set(['connect', 'disconnect', 'chainChanged', 'accountsChanged'])
/** A person may take minutes to sign; the lib's own provider waits 10 minutes too. */
export const HOST_RPC_TIMEOUT_MS = 600_000

export function providerError(code: number, message: string, data?: unknown): ProviderRpcError {
  return Object.assign(new Error(message), { code, data })
}

/**
 * The host's wallet threw something, and postMessage carried it across: an Error loses
 * its `code` on the way (structured clone keeps name and message only), a plain object
 * keeps it. A rejection without a code is recognised by its words, as wallets phrase it.
 */
export function toProviderError(raw: unknown): ProviderRpcError {
  const record = typeof raw === 'object' && raw !== null ? (raw as Partial<JsonRpcError>) : {}
  const message =
    typeof record.message === 'string' && record.message !== ''
      ? record.message
      : typeof raw === 'string'
        ? raw
        : 'The host page’s wallet failed.'
  if (typeof record.code === 'number' && Number.isInteger(record.code)) {
    return providerError(record.code, message, record.data)
  }
  const rejected = /user (rejected|denied|cancel)|rejected by (the )?user|request rejected/i
  return providerError(rejected.test(message) ? 4001 : -32603, message)
}

export function createHostProvider(
  transport: ParentTransport,
  options: { timeoutMs?: number } = {},
): HostProvider {
  const timeoutMs = options.timeoutMs ?? HOST_RPC_TIMEOUT_MS
  const events = eip1193Events(() => provider)
  const { emit } = events
  const pending = new Map<
    number,
    {
      resolve: (value: unknown) => void
      reject: (error: Error) => void
      timer: ReturnType<typeof setTimeout>
    }
  >()
  let nextId = 1

  const onMessage = (message: WidgetEnvelope) => {
    if (message.key !== PROVIDER_KEY) return
    if (message.method === 'PROVIDER_RPC_RESPONSE') {
      const response = message.rpcResponse as
        { id?: unknown; result?: unknown; error?: unknown } | undefined
      if (typeof response !== 'object' || response === null) return
      const id = Number(response.id)
      const waiting = pending.get(id)
      if (!waiting) return
      pending.delete(id)
      clearTimeout(waiting.timer)
      if ('error' in response && response.error !== undefined)
        waiting.reject(toProviderError(response.error))
      else if ('result' in response) waiting.resolve(response.result)
      else waiting.reject(providerError(-32603, 'The host page’s wallet sent an empty answer.'))
      return
    }
    if (message.method === 'PROVIDER_ON_EVENT') {
      const event = message.event
      if (typeof event === 'string' && FORWARDED_EVENTS.has(event)) emit(event, message.params)
    }
  }
  const stop = transport.listen(onMessage)

  const provider: HostProvider = {
    request({ method, params }) {
      if (transport.parentOrigin === undefined) {
        return Promise.reject(providerError(4900, 'Not embedded in a host page.'))
      }
      const id = nextId++
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(providerError(-32603, 'The host page did not answer the wallet request in time.'))
        }, timeoutMs)
        pending.set(id, { resolve, reject, timer })
        transport.post(PROVIDER_KEY, 'PROVIDER_RPC_REQUEST', {
          rpcRequest: {
            jsonrpc: '2.0',
            id,
            method,
            params: Array.isArray(params) ? params : params === undefined ? [] : [params],
          },
        })
      })
    },
    on: events.on,
    removeListener: events.removeListener,
    close() {
      stop()
      for (const [id, waiting] of pending) {
        clearTimeout(waiting.timer)
        waiting.reject(providerError(4900, 'The host page’s wallet was disconnected.'))
        pending.delete(id)
      }
    },
  }
  return provider
}
