/**
 * Loopback receivers for the channels' tests (and a journey's): a webhook endpoint that
 * verifies every request with the Standard Webhooks library, and a push service endpoint
 * that decrypts RFC 8291 (aes128gcm) messages with the subscription's own keys. Each answers
 * from a script of statuses (e.g. 500 then 200) and records what it received. And a real
 * SMTP server (`smtp-server`) that parses each mail with `mailparser`.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { Webhook } from 'standardwebhooks'
import { listenLocally } from './local-server'

export interface Received {
  headers: Record<string, string>
  body: Buffer
  /** The verified (webhook) or decrypted (push) content; undefined when it did not verify. */
  content: unknown
  error?: string
}

export interface Receiver {
  url: string
  received: Received[]
  /** The statuses to answer, in order; the last repeats. */
  answer(statuses: readonly number[], headers?: Record<string, string>): void
  close(): Promise<void>
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') out[name] = value
    else if (Array.isArray(value)) out[name] = value.join(', ')
  }
  return out
}

async function startReceiver(
  read: (headers: Record<string, string>, body: Buffer) => Received,
): Promise<Receiver> {
  const received: Received[] = []
  let statuses: readonly number[] = [200]
  let extraHeaders: Record<string, string> = {}
  let served = 0
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push(read(headersOf(req), Buffer.concat(chunks)))
      const status = statuses[Math.min(served, statuses.length - 1)] ?? 200
      served++
      res.writeHead(status, extraHeaders)
      res.end()
    })
  })
  const { port, close } = await listenLocally(server)
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answer: (next, headers = {}) => {
      statuses = next
      extraHeaders = headers
      served = 0
    },
    close,
  }
}

/** Verifies with every secret in `secrets()` (read per request: a test rotates them). */
export function startWebhookReceiver(secrets: () => readonly string[]): Promise<Receiver> {
  return startReceiver((headers, body) => {
    let lastError = 'no secret'
    for (const secret of secrets()) {
      try {
        return { headers, body, content: new Webhook(secret).verify(body, headers) }
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error)
      }
    }
    return { headers, body, content: undefined, error: lastError }
  })
}

/** A browser's side of a push subscription: its keys, and the decryption of RFC 8291. */
export interface PushKeys {
  ecdh: ECDH
  authSecret: Buffer
  /** As PushSubscription.toJSON() gives them. */
  keys: { p256dh: string; auth: string }
}

export function newPushKeys(): PushKeys {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const authSecret = randomBytes(16)
  return {
    ecdh,
    authSecret,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: authSecret.toString('base64url'),
    },
  }
}

/** RFC 8291 section 3.4 and RFC 8188: one aes128gcm record, decrypted with the UA's keys. */
export function decryptPush(body: Buffer, ua: PushKeys): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverPublic = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const shared = ua.ecdh.computeSecret(serverPublic)
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ua.ecdh.getPublicKey(),
    serverPublic,
  ])
  const ikm = Buffer.from(hkdfSync('sha256', shared, ua.authSecret, keyInfo, 32))
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  )
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  )
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ])
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2)
  return padded.subarray(0, end).toString('utf8')
}

export function startPushReceiver(ua: PushKeys): Promise<Receiver> {
  return startReceiver((headers, body) => {
    try {
      return { headers, body, content: JSON.parse(decryptPush(body, ua)) as unknown }
    } catch (error) {
      return { headers, body, content: undefined, error: String(error) }
    }
  })
}

export interface MailReceiver {
  /** For the mailer: plain SMTP on loopback (no STARTTLS to negotiate). */
  smtpUrl: string
  /** Every mail accepted, parsed, in the order it came. */
  mails: ParsedMail[]
  stop(): Promise<void>
}

/** A real SMTP server on 127.0.0.1 that accepts any mail and keeps it parsed. */
export async function startMailReceiver(): Promise<MailReceiver> {
  const mails: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail)
          callback()
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // listen() on a port gives an AddressInfo.
  const { port } = server.server.address() as AddressInfo
  return {
    smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The first link in the mail's text part that matches `pattern`. */
export function linkInMail(mail: ParsedMail | undefined, pattern: RegExp): string {
  const match = pattern.exec(mail?.text ?? '')
  if (!match) throw new Error(`no link like ${String(pattern)} in ${mail?.text ?? 'no mail'}`)
  return match[0]
}
