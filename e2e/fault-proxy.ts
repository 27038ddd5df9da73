/**
 * A fault-injecting HTTP proxy between the app and the sandbox orderbook service (issue 11).
 * e2e/global-setup.ts starts it and builds the app against its URL, so every request the app
 * makes to the service goes through it. By default it passes everything through; tests add
 * rules through the `faults` fixture (e2e/fixtures.ts), which talks to the control endpoint
 * under CONTROL_PREFIX (the proxy lives in the global-setup process, tests in workers).
 *
 * A rule matches by method and a regex over the path (with the query string); the first
 * matching rule wins and, with `times`, is used up after that many requests. CORS preflights
 * (OPTIONS) are never faulted unless a rule names OPTIONS, and do not count towards `times`.
 *
 *   pass               forward unchanged (e.g. to exempt a path from a later, broader rule)
 *   status429          429 with a JSON RateLimited body; `retryAfter` seconds sets Retry-After
 *   status500Html      500 with an HTML body, as a gateway in front of the service answers
 *   hang               never answer (the socket stays open until the proxy stops)
 *   drop               destroy the client's socket without an answer
 *   malformed          200 with a truncated JSON body
 *   slow               wait `delayMs`, then forward
 *   passThenStatus500  forward, let the service finish, then answer 500 instead: the request
 *                      took effect but its answer is lost
 *   passThenDrop       forward, let the service finish, then drop the client's socket
 *
 * `holdUntilFilled` (passThen* on POST /orders): the answer is held until the order it placed
 * has filled, then lost: the retry that follows meets an order that already spent its funds.
 *
 * When the service is down (stopped by a test), the proxy drops the client's socket, which
 * is what a browser sees of a service that is not listening.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { Socket } from 'node:net'

export const FAULT_MODES = [
  'pass',
  'status429',
  'status500Html',
  'hang',
  'drop',
  'malformed',
  'slow',
  'passThenStatus500',
  'passThenDrop',
] as const
export type FaultMode = (typeof FAULT_MODES)[number]

/** A rule as tests write it. */
export interface FaultRule {
  mode: FaultMode
  /** HTTP method, e.g. 'POST'; any method (but OPTIONS) when absent. */
  method?: string
  /** Matched against the path with its query string, e.g. /\/api\/v1\/orders$/. Any when absent. */
  path?: RegExp
  /** Used up after this many matching requests; forever when absent. */
  times?: number
  /** status429: seconds for the Retry-After header; no header when absent. */
  retryAfter?: number
  /** slow: milliseconds before forwarding. */
  delayMs?: number
  /** passThenStatus500 / passThenDrop: lose the answer only once the placed order has filled. */
  holdUntilFilled?: boolean
}

/** A rule as it travels to the control endpoint (a RegExp is not JSON). */
export interface WireFaultRule extends Omit<FaultRule, 'path'> {
  path?: { source: string; flags: string }
}

/** One request the proxy saw (what tests count, e.g. how many POST /orders). */
export interface ProxiedRequest {
  method: string
  path: string
  /** The mode applied: 'pass' when no rule matched. */
  mode: FaultMode
}

export const CONTROL_PREFIX = '/__faults'

export function toWireRule(rule: FaultRule): WireFaultRule {
  const { path, ...rest } = rule
  return path ? { ...rest, path: { source: path.source, flags: path.flags } } : rest
}

export function parseWireRule(raw: unknown): FaultRule {
  if (!raw || typeof raw !== 'object') throw new Error('a rule must be an object')
  const r = raw as Record<string, unknown>
  if (typeof r.mode !== 'string' || !(FAULT_MODES as readonly string[]).includes(r.mode)) {
    throw new Error(`unknown fault mode ${String(r.mode)}`)
  }
  const optionalNumber = (key: string): number | undefined => {
    const value = r[key]
    if (value === undefined) return undefined
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new Error(`${key} must be a non-negative number`)
    }
    return value
  }
  let path: RegExp | undefined
  if (r.path !== undefined) {
    const p = r.path as Record<string, unknown> | null
    if (!p || typeof p.source !== 'string' || typeof p.flags !== 'string') {
      throw new Error('path must be { source, flags }')
    }
    path = new RegExp(p.source, p.flags.replace(/[gy]/g, '')) // stateless matching
  }
  if (r.method !== undefined && typeof r.method !== 'string')
    throw new Error('method must be a string')
  return {
    mode: r.mode as FaultMode,
    method: typeof r.method === 'string' ? r.method.toUpperCase() : undefined,
    path,
    times: optionalNumber('times'),
    retryAfter: optionalNumber('retryAfter'),
    delayMs: optionalNumber('delayMs'),
    holdUntilFilled: r.holdUntilFilled === true,
  }
}

export interface FaultProxyOptions {
  /** The service's base URL, e.g. http://127.0.0.1:18080. */
  target: string
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number
  /**
   * Named actions tests may trigger through `POST CONTROL_PREFIX/actions/<name>`, e.g. stopping
   * and starting the orderbook service, which lives in the same process as the proxy.
   */
  actions?: Record<string, () => Promise<void>>
}

export interface FaultProxy {
  url: string
  /** Rules are checked in the order they were added. */
  addRules(rules: readonly FaultRule[]): void
  /** Removes all rules and forgets the request log; ends hung requests. */
  clear(): void
  /** What the proxy saw since the last clear(). */
  requests(): readonly ProxiedRequest[]
  stop(): Promise<void>
}

interface ActiveRule extends FaultRule {
  remaining: number
}

const HTML_500 =
  '<html><head><title>500 Internal Server Error</title></head><body><h1>500 Internal Server Error</h1></body></html>'
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Date, Retry-After, Cache-Control',
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target)
  let rules: ActiveRule[] = []
  let log: ProxiedRequest[] = []
  const hung = new Set<ServerResponse>()
  const sockets = new Set<Socket>()

  /** The first matching rule, used once; a pass-through rule when none matches. */
  const pick = (method: string, path: string): FaultRule => {
    const index = rules.findIndex(
      (rule) =>
        (rule.method ? rule.method === method : method !== 'OPTIONS') &&
        (!rule.path || rule.path.test(path)),
    )
    const rule = rules[index]
    if (!rule) return { mode: 'pass' }
    rule.remaining -= 1
    if (rule.remaining <= 0) rules.splice(index, 1)
    return rule
  }

  /** Forwards the request; resolves with the service's answer, fully read. */
  /** Sends a request to the service; resolves with its answer, fully read. */
  const send = (request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, body?: Buffer) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>(
      (resolve, reject) => {
        const upstream = httpRequest(
          {
            host: target.hostname,
            port: target.port,
            method: request.method,
            path: request.url,
            headers: { ...request.headers, host: target.host },
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 502,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            )
            res.on('error', reject)
          },
        )
        upstream.on('error', reject)
        upstream.end(body)
      },
    )

  /** Forwards the client's request unchanged. */
  const forward = (req: IncomingMessage, body: Buffer) => send(req, body)

  /**
   * Forwards; with `holdUntilFilled`, then waits (polling the service, never a fixed sleep)
   * until the order the service created has filled, so the answer is lost after the fill.
   */
  const forwardAndHold = async (req: IncomingMessage, body: Buffer, rule: FaultRule) => {
    const answer = await forward(req, body)
    if (!rule.holdUntilFilled || answer.status !== 201) return
    const uid = JSON.parse(answer.body.toString('utf8')) as string
    const orderPath = `${(req.url ?? '').replace(/\?.*$/, '')}/${uid}`
    for (let polls = 0; polls < 600; polls++) {
      const lookup = await send({ method: 'GET', url: orderPath, headers: {} })
      const order =
        lookup.status === 200
          ? (JSON.parse(lookup.body.toString('utf8')) as { status?: string })
          : undefined
      if (order?.status === 'fulfilled') return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`order ${uid} did not fill within a minute`)
  }

  const readBody = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => resolve(Buffer.concat(chunks)))
      req.on('error', reject)
    })

  const sendJson = (res: ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value))
  }

  const control = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const body = await readBody(req)
    if (path === `${CONTROL_PREFIX}/rules` && req.method === 'POST') {
      const raw: unknown = JSON.parse(body.toString('utf8') || '[]')
      addRules((Array.isArray(raw) ? raw : [raw]).map(parseWireRule))
      return sendJson(res, 200, { rules: rules.length })
    }
    if (path === `${CONTROL_PREFIX}/rules` && req.method === 'DELETE') {
      clear()
      return sendJson(res, 200, { rules: 0 })
    }
    if (path === `${CONTROL_PREFIX}/requests` && req.method === 'GET')
      return sendJson(res, 200, log)
    const action = path.startsWith(`${CONTROL_PREFIX}/actions/`)
      ? options.actions?.[path.slice(`${CONTROL_PREFIX}/actions/`.length)]
      : undefined
    if (action && req.method === 'POST') {
      await action()
      return sendJson(res, 200, { done: true })
    }
    return sendJson(res, 404, { message: `no control ${req.method} ${path}` })
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET'
    const path = req.url ?? '/'
    if (path.startsWith(CONTROL_PREFIX)) {
      return control(req, res, path).catch((error: unknown) =>
        sendJson(res, 400, { message: error instanceof Error ? error.message : String(error) }),
      )
    }
    const rule = pick(method, path)
    log.push({ method, path, mode: rule.mode })
    const body = await readBody(req)
    switch (rule.mode) {
      case 'status429':
        res.writeHead(429, {
          ...CORS,
          'Content-Type': 'application/json',
          ...(rule.retryAfter !== undefined ? { 'Retry-After': String(rule.retryAfter) } : {}),
        })
        return res.end(
          JSON.stringify({ errorType: 'RateLimited', description: 'Too many requests (injected)' }),
        )
      case 'status500Html':
        res.writeHead(500, { ...CORS, 'Content-Type': 'text/html' })
        return res.end(HTML_500)
      case 'hang':
        hung.add(res)
        res.on('close', () => hung.delete(res))
        return
      case 'drop':
        req.socket.destroy()
        return
      case 'malformed':
        res.writeHead(200, { ...CORS, 'Content-Type': 'application/json' })
        return res.end('{"uid": "0x12')
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, rule.delayMs ?? 0))
        break
      case 'passThenStatus500':
        await forwardAndHold(req, body, rule)
        res.writeHead(500, { ...CORS, 'Content-Type': 'text/html' })
        return res.end(HTML_500)
      case 'passThenDrop':
        await forwardAndHold(req, body, rule)
        req.socket.destroy()
        return
      case 'pass':
        break
    }
    const answer = await forward(req, body)
    const headers = { ...answer.headers }
    delete headers['transfer-encoding'] // the body is sent whole, with its length
    delete headers.connection
    headers['content-length'] = String(answer.body.length)
    res.writeHead(answer.status, headers).end(answer.body)
  }

  function addRules(added: readonly FaultRule[]) {
    rules.push(
      ...added.map((rule) => ({ ...rule, remaining: rule.times ?? Number.POSITIVE_INFINITY })),
    )
  }
  function clear() {
    rules = []
    log = []
    for (const res of hung) res.socket?.destroy()
    hung.clear()
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      // The service is down or went away mid-answer: the client sees a dropped connection.
      req.socket.destroy()
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: options.port ?? 0, host: '127.0.0.1' }, () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })

  return {
    url: `http://127.0.0.1:${port}`,
    addRules,
    clear,
    requests: () => [...log],
    stop: () =>
      new Promise<void>((resolve) => {
        clear()
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}
