/**
 * A local stand-in for the Telegram Bot API's HTTP methods the bot uses (getMe, getUpdates,
 * sendMessage), for tests: the only part of the channels that cannot be real here. Updates
 * are queued by the test as a user's messages; sent messages are recorded.
 */
import { createServer, type Server } from 'node:http'
import * as z from 'zod/mini'
import { listenLocally } from './local-server'

export interface SentMessage {
  chatId: string
  text: string
}

export interface FakeBotApi {
  /** The apiRoot to give grammy. */
  url: string
  username: string
  sent: SentMessage[]
  /** A private chat's user sends `text` (a leading /command is marked as one, as Telegram does). */
  userSends(chatId: number, text: string): void
  /** sendMessage answers this Bot API error from now on (e.g. 403 blocked), or succeeds. */
  failSends(error: { code: number; description: string } | undefined): void
  stop(): Promise<void>
}

const sendSchema = z.object({ chat_id: z.union([z.number(), z.string()]), text: z.string() })
const getUpdatesSchema = z.object({ offset: z.optional(z.number()) })

export async function startFakeBotApi(username = 'batchswap_sandbox_bot'): Promise<FakeBotApi> {
  const updates: unknown[] = []
  const sent: SentMessage[] = []
  let nextUpdateId = 1
  let sendError: { code: number; description: string } | undefined
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const method = /\/bot[^/]+\/(\w+)$/.exec(req.url ?? '')?.[1]
      const text = Buffer.concat(chunks).toString('utf8')
      const body: unknown = text === '' ? {} : JSON.parse(text)
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(payload))
      }
      if (method === 'getMe') {
        reply(200, {
          ok: true,
          result: { id: 4242, is_bot: true, first_name: 'batchswap', username },
        })
      } else if (method === 'getUpdates') {
        const offset = getUpdatesSchema.parse(body).offset ?? 0
        const pending = updates.filter(
          (u) => z.object({ update_id: z.number() }).parse(u).update_id >= offset,
        )
        reply(200, { ok: true, result: pending })
      } else if (method === 'sendMessage') {
        const message = sendSchema.parse(body)
        if (sendError) {
          reply(sendError.code, {
            ok: false,
            error_code: sendError.code,
            description: sendError.description,
          })
          return
        }
        sent.push({ chatId: String(message.chat_id), text: message.text })
        reply(200, {
          ok: true,
          result: {
            message_id: sent.length,
            date: Math.floor(Date.now() / 1000),
            chat: { id: Number(message.chat_id), type: 'private' },
            text: message.text,
          },
        })
      } else {
        reply(404, { ok: false, error_code: 404, description: `Not Found: ${method ?? '?'}` })
      }
    })
  })
  const { port, close } = await listenLocally(server)
  return {
    url: `http://127.0.0.1:${port}`,
    username,
    sent,
    userSends: (chatId, text) => {
      const command = /^\/\w+/.exec(text)?.[0]
      updates.push({
        update_id: nextUpdateId++,
        message: {
          message_id: nextUpdateId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: 'private', first_name: 'Trader' },
          from: { id: chatId, is_bot: false, first_name: 'Trader' },
          text,
          ...(command
            ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] }
            : {}),
        },
      })
    },
    failSends: (error) => {
      sendError = error
    },
    stop: close,
  }
}
