/**
 * One HTTP request of a delivery (a webhook, a web-push message), with Node's http/https so
 * the connection's own DNS lookup enforces the URL policy (url-guard.ts) and redirects are
 * not followed (a 3xx is an answer, not a new target). The answer is classified for the
 * retry policy; the response body is read and dropped.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { rootCertificates } from 'node:tls'
import type { AttemptResult } from './retry-policy'
import { guardedLookup, refusedUrl, type UrlPolicy } from './url-guard'

export interface OutgoingRequest {
  url: string
  method: 'POST'
  headers: Record<string, string>
  body: string | Buffer
}

export interface SendOptions {
  policy: UrlPolicy
  /** The whole attempt, connect to last byte. */
  timeoutMs: number
  /** Certificates (PEM) trusted besides the usual roots: a receiver with its own CA. */
  trustedCertificates?: readonly string[]
}

/** Bodies of answers are read to free the socket, at most this much kept. */
const MAX_ANSWER_BYTES = 4096

export function sendRequest(req: OutgoingRequest, options: SendOptions): Promise<AttemptResult> {
  const why = refusedUrl(req.url, options.policy)
  if (why) return Promise.resolve({ kind: 'refused', reason: why })
  const url = new URL(req.url)
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  const body = typeof req.body === 'string' ? Buffer.from(req.body) : req.body
  return new Promise((resolve) => {
    let settled = false
    const finish = (result: AttemptResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    const outgoing = send(
      url,
      {
        method: req.method,
        headers: { ...req.headers, 'content-length': String(body.length) },
        lookup: guardedLookup(options.policy),
        // One socket per attempt: a retry must not reuse a connection the receiver dropped.
        agent: false,
        ...(options.trustedCertificates?.length
          ? { ca: [...rootCertificates, ...options.trustedCertificates] }
          : {}),
      },
      (res: IncomingMessage) => {
        let kept = 0
        res.on('data', (chunk: Buffer) => {
          kept = Math.min(MAX_ANSWER_BYTES, kept + chunk.length)
        })
        res.on('end', () => {
          const retryAfter = res.headers['retry-after']
          finish({ kind: 'answered', status: res.statusCode ?? 0, retryAfter })
        })
        res.on('error', () => finish({ kind: 'connection', code: 'ECONNRESET' }))
      },
    )
    const timer = setTimeout(() => {
      finish({ kind: 'timeout' })
      outgoing.destroy()
    }, options.timeoutMs)
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRNOTALLOWED') finish({ kind: 'refused', reason: error.message })
      else finish({ kind: 'connection', code: error.code ?? error.message })
    })
    outgoing.end(body)
  })
}

/** A line for the delivery log. */
export function describeResult(result: AttemptResult): string | null {
  switch (result.kind) {
    case 'answered':
      return result.status >= 200 && result.status < 300 ? null : `answered ${result.status}`
    case 'timeout':
      return 'timed out'
    case 'connection':
      return `connection failed (${result.code})`
    case 'refused':
      return `refused: ${result.reason}`
    case 'gone':
      return `subscription gone (${result.status}); channel removed`
  }
}
