/**
 * The push service stand-in of e2e/notify-push.spec.ts: an https endpoint on 127.0.0.1 with a
 * certificate of its own that records what the sandbox sends, the keys a browser would
 * subscribe with, and RFC 8291 decryption with them (`http_ece`).
 */
import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:https'
import { createRequire } from 'node:module'
import { generate } from 'selfsigned'
import { listenLocally } from '../sandbox/testing/local-server'

interface ECE {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer
}
// http_ece ships no types: loaded through require with the one function used here.
const ece = createRequire(import.meta.url)('http_ece') as ECE

/** A browser's side of a subscription: the endpoint it would be given, and its keys. */
export interface PlannedSubscription {
  endpoint: string
  p256dh: string
  auth: string
}

export interface UserAgentKeys extends PlannedSubscription {
  ecdh: ReturnType<typeof createECDH>
}

export function userAgentKeys(endpoint: string): UserAgentKeys {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return {
    endpoint,
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  }
}

/** RFC 8291: the message as the browser would decrypt it, with the subscription's keys. */
export function decryptPush(body: Buffer, keys: UserAgentKeys): string {
  return ece
    .decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth })
    .toString('utf8')
}

export interface PushRequest {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** An https endpoint on 127.0.0.1 with a certificate of its own, answering from a script. */
export interface PushEndpoint {
  origin: string
  certificate: string
  received: PushRequest[]
  /** Answer `status` to every request from now on. */
  answer(status: number): void
  close(): Promise<void>
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const pem = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  })
  const received: PushRequest[] = []
  let status = 201
  const server: Server = createServer({ key: pem.private, cert: pem.cert }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
      res.writeHead(status)
      res.end()
    })
  })
  const { port, close } = await listenLocally(server)
  return {
    origin: `https://127.0.0.1:${port}`,
    certificate: pem.cert,
    received,
    answer: (next) => {
      status = next
    },
    close,
  }
}
