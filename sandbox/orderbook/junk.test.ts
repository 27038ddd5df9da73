/**
 * Generated junk against every endpoint: malformed JSON, wrong types, mutated valid bodies,
 * oversized bodies, odd paths and queries. Nothing may answer 5xx, and every answer is JSON
 * (but the version, which is text as on the real service).
 */
import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  account,
  BASE,
  makeOrder,
  request,
  signedOrderBody,
  token,
  type ApiResponse,
} from '../testing/orderbook-stack'
import { useTestStack } from '../testing/orderbook-hooks'

const stack = useTestStack()

/** mulberry32: the same junk on every run, so a failure reproduces. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const rand = random(4242)
const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(rand() * items.length)]
  if (item === undefined) throw new Error('empty list')
  return item
}
const randomString = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(32 + Math.floor(rand() * 0x2fd0))).join('')

const JUNK_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '0x',
  '0xzz',
  '-1',
  '1e18',
  '١٢٣',
  '0'.repeat(100),
  (2n ** 256n).toString(),
  `0x${'f'.repeat(40)}`,
  `0x${'0'.repeat(130)}`,
  '{}',
  '[]',
  '\u0000',
  '\ud800',
  'a'.repeat(9000),
  [],
  [1, 'two', null],
  {},
  { nested: { deeper: [1, 2, 3] } },
]
const junkValue = () =>
  rand() < 0.15 ? randomString(1 + Math.floor(rand() * 40)) : pick(JUNK_VALUES)

const MALFORMED_JSON = [
  '{',
  '}',
  '[1,',
  '{"a":}',
  '{"a" 1}',
  "{'single': 'quotes'}",
  'undefined',
  'NaN',
  '0x10',
  '"unterminated',
  '\u0000\u0001\u0002',
  '{"a":1}{"b":2}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '{"__proto__": {"polluted": true}}',
]

const UID = `0x${'ab'.repeat(56)}`
const HASH = `0x${'cd'.repeat(32)}`
const ODD_SEGMENTS = [
  '',
  'x',
  '0x',
  UID.slice(0, 50),
  `${UID}00`,
  '%00',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(3000),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent(randomString(20)),
]

interface Target {
  method: string
  path: (segment?: string) => string
  /** A valid body to mutate, when the endpoint takes one. */
  valid?: () => Promise<unknown> | unknown
}

function targets(): Target[] {
  const quote = {
    sellToken: token('WETH'),
    buyToken: token('USDC'),
    from: account(0).address,
    kind: 'sell',
    sellAmountBeforeFee: parseUnits('1', 18).toString(),
  }
  const signedOrder = async () => {
    const order = makeOrder({ buyAmount: BigInt(Math.floor(rand() * 1e12)) + 1n })
    return signedOrderBody(account(0), order)
  }
  const cancellation = { signature: `0x${'11'.repeat(65)}`, signingScheme: 'eip712' }
  return [
    { method: 'POST', path: () => `${BASE}/quote`, valid: () => ({ ...quote }) },
    { method: 'POST', path: () => `${BASE}/orders`, valid: signedOrder },
    { method: 'GET', path: (s = UID) => `${BASE}/orders/${s}` },
    { method: 'GET', path: (s = UID) => `${BASE}/orders/${s}/status` },
    {
      method: 'DELETE',
      path: (s = UID) => `${BASE}/orders/${s}`,
      valid: () => ({ ...cancellation }),
    },
    {
      method: 'DELETE',
      path: () => `${BASE}/orders`,
      valid: () => ({ orderUids: [UID], ...cancellation }),
    },
    { method: 'POST', path: () => `${BASE}/orders/by_uids`, valid: () => [UID, UID] },
    { method: 'GET', path: (s = account(0).address) => `${BASE}/account/${s}/orders` },
    {
      method: 'PUT',
      path: (s = HASH) => `${BASE}/app_data/${s}`,
      valid: () => ({ fullAppData: '{}' }),
    },
    { method: 'PUT', path: () => `${BASE}/app_data`, valid: () => ({ fullAppData: '{}' }) },
    { method: 'GET', path: (s = HASH) => `${BASE}/app_data/${s}` },
    { method: 'GET', path: () => `${BASE}/version` },
    { method: 'GET', path: () => '/health' },
  ]
}

function mutate(body: unknown): unknown {
  if (Array.isArray(body)) {
    const copy: unknown[] = [...body]
    copy[Math.floor(rand() * (copy.length + 1))] = junkValue()
    return copy
  }
  if (body && typeof body === 'object') {
    const copy: Record<string, unknown> = { ...body }
    const keys = Object.keys(copy)
    const changes = 1 + Math.floor(rand() * 3)
    for (let i = 0; i < changes; i++) {
      if (rand() < 0.2) Reflect.deleteProperty(copy, pick(keys))
      else copy[rand() < 0.1 ? randomString(5) : pick(keys)] = junkValue()
    }
    return copy
  }
  return junkValue()
}

/** GET /version answers text/plain, as the real service does (`v2.300.0@6a3e…`). */
function isVersionText(label: string, response: ApiResponse): boolean {
  return (
    /^GET \S*\/api\/v1\/version\b/.test(label) && response.status === 200 && response.text !== ''
  )
}

const failures: string[] = []
function check(label: string, response: ApiResponse): void {
  if (response.status >= 500)
    failures.push(`${label}: ${response.status} ${response.text.slice(0, 200)}`)
  else if (response.body === undefined && !isVersionText(label, response)) {
    failures.push(`${label}: ${response.status} not JSON: ${response.text.slice(0, 200)}`)
  } else if (response.status >= 400) {
    const body = response.body
    const shaped =
      body !== null && typeof body === 'object' && ('errorType' in body || 'message' in body)
    if (!shaped) failures.push(`${label}: ${response.status} error without errorType/message`)
  }
}

describe('junk never gets a 5xx', () => {
  it('survives malformed JSON, wrong types and mutated bodies on every endpoint', async () => {
    let sent = 0
    for (const target of targets()) {
      const path = target.path()
      for (const raw of MALFORMED_JSON) {
        check(
          `${target.method} ${path} raw ${raw.slice(0, 20)}`,
          await request(stack.url, target.method, path, undefined, { raw }),
        )
        sent++
      }
      for (const value of JUNK_VALUES) {
        check(
          `${target.method} ${path} ${JSON.stringify(value).slice(0, 30)}`,
          await request(stack.url, target.method, path, value),
        )
        sent++
      }
      if (target.valid) {
        for (let i = 0; i < 25; i++) {
          const body = mutate(await target.valid())
          check(
            `${target.method} ${path} mutated ${JSON.stringify(body).slice(0, 120)}`,
            await request(stack.url, target.method, path, body),
          )
          sent++
        }
      }
      for (const segment of ODD_SEGMENTS) {
        const odd = target.path(segment)
        check(
          `${target.method} ${odd.slice(0, 60)}`,
          await request(
            stack.url,
            target.method,
            odd,
            target.valid ? await target.valid() : undefined,
          ),
        )
        sent++
      }
    }
    expect(failures).toEqual([])
    expect(sent).toBeGreaterThan(500)
  })

  it('refuses bodies over 16 KiB with a JSON 413', async () => {
    for (const target of targets().filter((t) => t.valid)) {
      const big = { ...{ padding: 'x'.repeat(20 * 1024) } }
      const response = await request(stack.url, target.method, target.path(), big)
      expect(response.status).toBe(413)
      expect(response.body).toMatchObject({ errorType: 'PayloadTooLarge' })
    }
    const huge = await request(stack.url, 'POST', `${BASE}/quote`, undefined, {
      raw: 'y'.repeat(1024 * 1024),
    })
    expect(huge.status).toBe(413)
    // Chunked, without a Content-Length: counted while it is read.
    const chunk = new TextEncoder().encode('z'.repeat(4096))
    let sentChunks = 0
    const chunked = await fetch(`${stack.url}${BASE}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sentChunks++ < 8) controller.enqueue(chunk)
          else controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit & { duplex: 'half' })
    expect(chunked.status).toBe(413)
    expect(await chunked.json()).toMatchObject({ errorType: 'PayloadTooLarge' })
  })

  it('survives odd paths, methods, queries and content types', async () => {
    const paths = [
      '/',
      '/sandbox',
      '/sandbox/api',
      '/sandbox/api/v2/quote',
      `/sandbox/api/v1/${'x/'.repeat(500)}`,
      `${BASE}/account/${account(0).address}/orders?limit=%00`,
      `${BASE}/account/${account(0).address}/orders?offset=99999999999999999999999`,
      `${BASE}/account/${account(0).address}/orders?limit=10&limit=20`,
      `${BASE}/orders/${UID}?x=${'y'.repeat(4000)}`,
      '/%ff%fe',
      `/${randomString(30)}`,
    ]
    for (const path of paths) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        const response = await request(stack.url, method, path, method === 'GET' ? undefined : {})
        check(`${method} ${path.slice(0, 60)}`, response)
      }
    }
    const text = await request(stack.url, 'POST', `${BASE}/quote`, undefined, {
      raw: 'sellToken=abc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    check('form body', text)
    expect(text.status).toBe(400)
    expect(failures).toEqual([])
    // Still healthy afterwards.
    expect((await request(stack.url, 'GET', '/health')).status).toBe(200)
  })
})
