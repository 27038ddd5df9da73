/**
 * A loopback stand-in for the parts of CoW's BFF (cowprotocol/bff, apps/api) that the
 * notification panel uses against the production services, with the real routes' shapes:
 *
 *   POST /accounts/:account/telegram/connect-token  200 {token, deepLink}
 *   GET  /accounts/:account/telegram/connect-status 200 {connected, botDeepLink}
 *   GET  /accounts/:account/notifications           200 []
 *
 * as its telegram routes answer them (a single-use 32-hex token valid 10 minutes, the deep
 * link `https://t.me/<bot>?start=<token>`, the unsubscribe link with `/unsubscribe` filled
 * in), and Fastify's 404 for anything else: the BFF has no webhook, e-mail or push routes.
 * `link(token)` is CoW's Telegram app receiving `/start <token>` from a chat. The journey
 * answers the app's requests to the real host from here (page.route), since there is no
 * internet in the tests.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CowBffStandIn {
  url: string
  /** Every request, as "METHOD /path". */
  requests: string[]
  /** The chat sends `/start <token>`: the token's account is subscribed; false if unknown. */
  link(token: string): boolean
  close(): Promise<void>
}

const TOKEN_TTL_MS = 10 * 60 * 1000
const ACCOUNT_ROUTE =
  /^\/accounts\/(0x[0-9a-fA-F]{40})\/(telegram\/connect-token|telegram\/connect-status|notifications)$/

export async function startCowBffStandIn(bot: string): Promise<CowBffStandIn> {
  const requests: string[] = []
  const tokens = new Map<string, { account: string; expiresAt: number }>()
  const subscribed = new Set<string>()

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      // The BFF's CORS plugin lets the app's origins in; here any loopback page.
      'access-control-allow-origin': '*',
    })
    res.end(JSON.stringify(body))
  }

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname
    const method = req.method ?? 'GET'
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET,POST',
        'access-control-allow-headers': 'content-type,accept',
      })
      res.end()
      return
    }
    requests.push(`${method} ${path}`)
    const match = ACCOUNT_ROUTE.exec(path)
    const notFound = () =>
      send(res, 404, {
        message: `Route ${method}:${path} not found`,
        error: 'Not Found',
        statusCode: 404,
      })
    if (!match?.[1] || !match[2]) return notFound()
    const account = match[1].toLowerCase()
    const route = `${method} ${match[2]}`
    if (route === 'POST telegram/connect-token') {
      // Fastify refuses a JSON POST without a body; the app sends `{}`.
      if (body === '') {
        return send(res, 400, {
          statusCode: 400,
          code: 'FST_ERR_CTP_EMPTY_JSON_BODY',
          error: 'Bad Request',
          message: "Body cannot be empty when content-type is set to 'application/json'",
        })
      }
      const token = randomBytes(16).toString('hex')
      tokens.set(token, { account, expiresAt: Date.now() + TOKEN_TTL_MS })
      return send(res, 200, { token, deepLink: `https://t.me/${bot}?start=${token}` })
    }
    if (route === 'GET telegram/connect-status') {
      return send(res, 200, {
        connected: subscribed.has(account),
        botDeepLink: `https://t.me/${bot}?text=${encodeURIComponent('/unsubscribe')}`,
      })
    }
    if (route === 'GET notifications') return send(res, 200, [])
    return notFound()
  }

  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => handle(req, res, body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // listen() on a port gives an AddressInfo.
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    link(token) {
      const found = tokens.get(token)
      // Single use, as the BFF's resolveConnectToken.
      tokens.delete(token)
      if (!found || found.expiresAt < Date.now()) return false
      subscribed.add(found.account)
      return true
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
