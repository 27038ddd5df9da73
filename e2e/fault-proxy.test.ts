import { createServer, type Server } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  CONTROL_PREFIX,
  parseWireRule,
  startFaultProxy,
  toWireRule,
  type FaultProxy,
} from './fault-proxy'

/** A stand-in service that records what reached it and answers JSON. */
let upstream: Server
let upstreamUrl = ''
const received: string[] = []
let proxy: FaultProxy
let restarted = 0

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push(`${req.method} ${req.url} ${Buffer.concat(chunks).toString('utf8')}`.trim())
      res.writeHead(201, { 'Content-Type': 'application/json', 'X-Upstream': 'yes' })
      res.end(JSON.stringify({ ok: true, path: req.url }))
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const address = upstream.address()
  upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  proxy = await startFaultProxy({
    target: upstreamUrl,
    actions: {
      restart: async () => {
        restarted += 1
      },
    },
  })
})

afterEach(() => {
  proxy.clear()
  received.length = 0
})

afterAll(async () => {
  await proxy.stop()
  await new Promise<void>((resolve) => upstream.close(() => resolve()))
})

const post = (path: string, body = '{"a":1}') =>
  fetch(`${proxy.url}${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
  })

describe('fault proxy', () => {
  it('passes requests through by default, body, status and headers included', async () => {
    const res = await post('/api/v1/orders')
    expect(res.status).toBe(201)
    expect(res.headers.get('x-upstream')).toBe('yes')
    expect(await res.json()).toEqual({ ok: true, path: '/api/v1/orders' })
    expect(received).toEqual(['POST /api/v1/orders {"a":1}'])
    expect(proxy.requests()).toEqual([{ method: 'POST', path: '/api/v1/orders', mode: 'pass' }])
  })

  it('answers 429 with and without Retry-After, with CORS headers, without forwarding', async () => {
    proxy.addRules([
      { mode: 'status429', path: /quote/, times: 1, retryAfter: 3 },
      { mode: 'status429', path: /quote/, times: 1 },
    ])
    const first = await post('/api/v1/quote')
    expect(first.status).toBe(429)
    expect(first.headers.get('retry-after')).toBe('3')
    expect(first.headers.get('access-control-allow-origin')).toBe('*')
    expect(await first.json()).toMatchObject({ errorType: 'RateLimited' })
    const second = await post('/api/v1/quote')
    expect(second.status).toBe(429)
    expect(second.headers.get('retry-after')).toBeNull()
    // Both rules used up: the third passes.
    expect((await post('/api/v1/quote')).status).toBe(201)
    expect(received).toHaveLength(1)
  })

  it('matches by method and path; the first matching rule wins', async () => {
    proxy.addRules([
      { mode: 'pass', method: 'GET', path: /\/orders\/0x/ },
      { mode: 'status500Html', path: /\/orders/ },
    ])
    const get = await fetch(`${proxy.url}/api/v1/orders/0xabc`)
    expect(get.status).toBe(201)
    const failed = await post('/api/v1/orders')
    expect(failed.status).toBe(500)
    expect(failed.headers.get('content-type')).toContain('text/html')
    expect(await failed.text()).toContain('<html>')
    expect((await post('/api/v1/quote')).status).toBe(201)
    expect(received.map((r) => r.split(' ').slice(0, 2).join(' '))).toEqual([
      'GET /api/v1/orders/0xabc',
      'POST /api/v1/quote',
    ])
  })

  it('never faults CORS preflights unless a rule names OPTIONS', async () => {
    proxy.addRules([{ mode: 'drop', times: 1 }])
    const preflight = await fetch(`${proxy.url}/api/v1/orders`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(201)
    await expect(post('/api/v1/orders')).rejects.toThrow()
  })

  it('drops the connection without forwarding', async () => {
    proxy.addRules([{ mode: 'drop', method: 'POST', times: 1 }])
    await expect(post('/api/v1/orders')).rejects.toThrow()
    expect(received).toEqual([])
  })

  it('answers 200 with JSON that does not parse', async () => {
    proxy.addRules([{ mode: 'malformed', times: 1 }])
    const res = await post('/api/v1/orders')
    expect(res.status).toBe(200)
    await expect(res.json()).rejects.toThrow()
    expect(received).toEqual([])
  })

  it('hangs until the rules are cleared', async () => {
    proxy.addRules([{ mode: 'hang', times: 1 }])
    const pending = post('/api/v1/orders').then(
      () => 'answered',
      () => 'failed',
    )
    const early = await Promise.race([
      pending,
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300)),
    ])
    expect(early).toBe('still waiting')
    proxy.clear()
    expect(await pending).toBe('failed')
  })

  it('forwards slowly', async () => {
    proxy.addRules([{ mode: 'slow', delayMs: 200, times: 1 }])
    const started = Date.now()
    const res = await post('/api/v1/orders')
    expect(res.status).toBe(201)
    // A lower bound only: the delay happened before the answer.
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
  })

  it('passThenStatus500: the service gets the request, the client gets a 500', async () => {
    proxy.addRules([{ mode: 'passThenStatus500', method: 'POST', times: 1 }])
    const res = await post('/api/v1/orders', '{"order":1}')
    expect(res.status).toBe(500)
    expect(received).toEqual(['POST /api/v1/orders {"order":1}'])
  })

  it('passThenDrop: the service gets the request, the client a dropped connection', async () => {
    proxy.addRules([{ mode: 'passThenDrop', method: 'POST', times: 1 }])
    await expect(post('/api/v1/orders', '{"order":2}')).rejects.toThrow()
    expect(received).toEqual(['POST /api/v1/orders {"order":2}'])
  })

  it('takes rules, clears them and runs actions through the control endpoint', async () => {
    const set = await fetch(`${proxy.url}${CONTROL_PREFIX}/rules`, {
      method: 'POST',
      body: JSON.stringify([
        toWireRule({ mode: 'status500Html', method: 'get', path: /\/orders\/0x/i }),
      ]),
    })
    expect(set.status).toBe(200)
    expect((await fetch(`${proxy.url}/api/v1/ORDERS/0x1`)).status).toBe(500)
    const log = await fetch(`${proxy.url}${CONTROL_PREFIX}/requests`)
    expect(await log.json()).toEqual([
      { method: 'GET', path: '/api/v1/ORDERS/0x1', mode: 'status500Html' },
    ])
    await fetch(`${proxy.url}${CONTROL_PREFIX}/rules`, { method: 'DELETE' })
    expect((await fetch(`${proxy.url}/api/v1/orders/0x1`)).status).toBe(201)

    expect(
      (await fetch(`${proxy.url}${CONTROL_PREFIX}/actions/restart`, { method: 'POST' })).status,
    ).toBe(200)
    expect(restarted).toBe(1)
    expect(
      (await fetch(`${proxy.url}${CONTROL_PREFIX}/actions/nope`, { method: 'POST' })).status,
    ).toBe(404)
  })

  it('drops the client when the service is down', async () => {
    const down = await startFaultProxy({ target: 'http://127.0.0.1:1' })
    try {
      await expect(fetch(`${down.url}/api/v1/version`)).rejects.toThrow()
    } finally {
      await down.stop()
    }
  })

  it('rejects malformed rules', () => {
    expect(() => parseWireRule({ mode: 'explode' })).toThrow(/unknown fault mode/)
    expect(() => parseWireRule({ mode: 'slow', delayMs: -1 })).toThrow(/delayMs/)
    expect(() => parseWireRule({ mode: 'pass', path: '/x/' })).toThrow(/path/)
    expect(parseWireRule({ mode: 'pass', path: { source: 'a', flags: 'gi' } }).path?.flags).toBe(
      'i',
    )
  })
})
