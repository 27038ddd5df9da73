/**
 * Telegram channels, when a bot token is configured (SANDBOX_TELEGRAM_BOT_TOKEN, and
 * SANDBOX_TELEGRAM_API_ROOT for another Bot API server): a bot on grammy. The trader
 * connects by a deep link `https://t.me/<bot>?start=<token>` (or sends `/start <token>`),
 * the token one-time and valid 10 minutes; `/stop` in the chat removes its channels. The bot
 * reads updates by `getUpdates` in the delivery worker's rounds (no second loop), and sends
 * each delivery with `sendMessage`. A chat that blocked the bot (403) removes its channel.
 */
import { randomBytes } from 'node:crypto'
import { Bot, GrammyError, HttpError } from 'grammy'
import * as z from 'zod/mini'
import type { WireWebhookPayload } from '@batchswap/contract/wire/channels'
import type { SqlExecutor } from '../kernel/sql'
import type { Clock, Logger } from '../kernel/context'
import type { AttemptResult } from './retry-policy'
import type { StoredChannel } from './channel-store'
import type { Row } from '../kernel/db/rows'

export const TELEGRAM_LINK_TTL_MS = 10 * 60 * 1000

export interface TelegramSettings {
  botToken: string
  /** The Bot API server; default Telegram's. */
  apiRoot?: string
}

export function telegramSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): TelegramSettings | undefined {
  const botToken = env.SANDBOX_TELEGRAM_BOT_TOKEN?.trim()
  if (!botToken) return undefined
  const apiRoot = env.SANDBOX_TELEGRAM_API_ROOT?.trim()
  return { botToken, ...(apiRoot ? { apiRoot } : {}) }
}

export function newLinkToken(): string {
  // Telegram's start parameter: up to 64 of A-Z a-z 0-9 _ -.
  return randomBytes(18).toString('base64url')
}

export const telegramTargetSchema = z.object({
  /** Set once the chat is linked. */
  chatId: z.optional(z.string()),
  /** The link token's end of validity (ISO), while pending. */
  linkExpiresAt: z.optional(z.string()),
})

export class TelegramBot {
  private readonly bot: Bot
  private offset = 0
  private ready: Promise<void> | undefined

  constructor(
    settings: TelegramSettings,
    private readonly sql: SqlExecutor,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {
    this.bot = new Bot(settings.botToken, {
      client: settings.apiRoot ? { apiRoot: settings.apiRoot } : {},
    })
    this.bot.command('start', async (ctx) => {
      const token = ctx.match.trim()
      const chatId = String(ctx.chat.id)
      const linked = token ? await this.link(token, chatId) : false
      await ctx.reply(
        linked
          ? 'Connected: your batchswap order notifications will come to this chat. Send /stop to end them.'
          : 'This link is unknown or expired. Open the Inbox in batchswap and connect Telegram again.',
      )
    })
    this.bot.command('stop', async (ctx) => {
      const removed = await this.sql.query<Row>(
        `DELETE FROM notification_channels WHERE kind = 'telegram' AND target->>'chatId' = $1
         RETURNING id`,
        [String(ctx.chat.id)],
      )
      await ctx.reply(
        removed.length > 0
          ? 'Stopped: no more batchswap notifications in this chat.'
          : 'This chat receives no batchswap notifications.',
      )
    })
  }

  /** The bot's @username, asked of the Bot API once. */
  async username(): Promise<string> {
    await this.init()
    return this.bot.botInfo.username
  }

  private init(): Promise<void> {
    this.ready ??= this.bot.init().catch((error: unknown) => {
      this.ready = undefined
      throw error
    })
    return this.ready
  }

  /** Links the pending channel with this one-time token to the chat; false if none. */
  private async link(token: string, chatId: string): Promise<boolean> {
    const rows = await this.sql.query<Row>(
      `UPDATE notification_channels
       SET status = 'active', secret = NULL,
         target = jsonb_build_object('chatId', $2::text)
       WHERE kind = 'telegram' AND status = 'pending' AND secret = $1
         AND (target->>'linkExpiresAt')::timestamptz > $3::timestamptz
       RETURNING id`,
      [token, chatId, this.clock.now().toISOString()],
    )
    return rows.length > 0
  }

  /** One round of updates (`getUpdates` without waiting), each handled. */
  async poll(): Promise<number> {
    await this.init()
    const updates = await this.bot.api.getUpdates({ offset: this.offset, timeout: 0 })
    for (const update of updates) {
      this.offset = update.update_id + 1
      try {
        await this.bot.handleUpdate(update)
      } catch (error) {
        this.log.warn('a Telegram update failed', error)
      }
    }
    return updates.length
  }

  async send(channel: StoredChannel, payload: WireWebhookPayload): Promise<AttemptResult> {
    const { chatId } = telegramTargetSchema.parse(channel.target)
    if (!chatId) return { kind: 'refused', reason: 'the chat is not linked yet' }
    const order = payload.orderUid ? `\nOrder ${payload.orderUid.slice(0, 10)}…` : ''
    try {
      await this.bot.api.sendMessage(chatId, `${payload.message}${order}`)
      return { kind: 'answered', status: 200 }
    } catch (error) {
      if (error instanceof GrammyError) {
        // The trader blocked the bot or left the chat: it never comes back by itself.
        if (error.error_code === 403) return { kind: 'gone', status: 403 }
        const retryAfter = error.parameters.retry_after
        return {
          kind: 'answered',
          status: error.error_code,
          retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
        }
      }
      if (error instanceof HttpError) return { kind: 'connection', code: error.message }
      throw error
    }
  }
}
