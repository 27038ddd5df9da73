/**
 * Telegram channels through grammy against a local stand-in for the Bot API (the one part
 * that cannot be real here): the one-time deep link, `/start <token>` linking the chat, an
 * expired link refused, deliveries by sendMessage, `/stop`, and a blocked bot's channel
 * removed.
 */
import { describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import {
  channelOfferResponseSchema,
  channelsResponseSchema,
  createdChannelResponseSchema,
} from '@batchswap/contract/wire/channels'
import { deliverDue } from './deliverer'
import { startFakeBotApi } from '../testing/fake-bot-api'
import { useStarted } from '../testing/lifecycle'
import { TelegramBot } from './telegram'
import { useNotifyApp, type NotifyTestApp } from '../testing/notify-app'

const dave = privateKeyToAccount(`0x${'44'.repeat(32)}`)
const api = useStarted('Bot API stand-in', () => startFakeBotApi())

const t = useNotifyApp((base) => ({
  telegram: new TelegramBot(
    { botToken: '4242:sandbox-test-token', apiRoot: api.url },
    base.sql,
    base.clock,
    base.log,
  ),
}))

function bot(app: NotifyTestApp): TelegramBot {
  const telegram = app.deps.telegram
  if (!telegram) throw new Error('no bot')
  return telegram
}

async function connect(token: string) {
  const res = await t.call('POST', `/accounts/${dave.address}/channels`, {
    token,
    body: { kind: 'telegram', types: ['order_filled'] },
  })
  expect(res.status, res.text).toBe(201)
  const created = createdChannelResponseSchema.parse(res.body)
  const link = created.link
  if (!link) throw new Error('no link')
  return { channel: created.channel, link, start: link.startCommand }
}

async function listed(token: string) {
  return channelsResponseSchema.parse(
    (await t.call('GET', `/accounts/${dave.address}/channels`, { token })).body,
  )
}

describe('Telegram channels', () => {
  it('are offered, with the bot named, when a bot is configured', async () => {
    const offer = channelOfferResponseSchema.parse(
      (await t.call('GET', '/notifications/channels')).body,
    )
    expect(offer).toEqual({
      kinds: ['webhook', 'webpush', 'telegram'],
      telegramBot: 'batchswap_sandbox_bot',
    })
  })

  it('links a chat by its one-time deep link, delivers there, and stops on /stop', async () => {
    const token = await t.signIn(dave)
    const { channel, link, start } = await connect(token)
    expect(channel.status).toBe('pending')
    const startToken = start.replace('/start ', '')
    expect(link.url).toBe(`https://t.me/${api.username}?start=${startToken}`)

    api.userSends(777, start)
    await bot(t).poll()
    expect(api.sent.at(-1)).toMatchObject({
      chatId: '777',
      text: expect.stringMatching(/^Connected/) as unknown,
    })
    expect((await listed(token)).find((c) => c.id === channel.id)).toMatchObject({
      status: 'active',
      target: 'chat 777',
    })
    // The token was for one use.
    api.userSends(778, start)
    await bot(t).poll()
    expect(api.sent.at(-1)).toMatchObject({
      chatId: '778',
      text: expect.stringMatching(/unknown or expired/) as unknown,
    })

    await t.notify(dave.address, 'order_filled', `tg:${t.nowMs}`)
    await deliverDue(t.deps)
    expect(api.sent.at(-1)).toMatchObject({
      chatId: '777',
      text: expect.stringContaining('An order_filled notice') as unknown,
    })
    const [delivery] = await t.deliveries(token, dave.address, channel.id)
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1 })

    api.userSends(777, '/stop')
    await bot(t).poll()
    expect(api.sent.at(-1)?.text).toMatch(/^Stopped/)
    expect((await listed(token)).map((c) => c.id)).not.toContain(channel.id)
  })

  it('refuses a link older than 10 minutes, and drops a chat that blocked the bot', async () => {
    const token = await t.signIn(dave)
    const stale = await connect(token)
    t.advance(11 * 60 * 1000)
    api.userSends(900, stale.start)
    await bot(t).poll()
    expect(api.sent.at(-1)).toMatchObject({
      chatId: '900',
      text: expect.stringMatching(/unknown or expired/) as unknown,
    })

    const fresh = await connect(await t.signIn(dave))
    api.userSends(901, fresh.start)
    await bot(t).poll()
    api.failSends({ code: 403, description: 'Forbidden: bot was blocked by the user' })
    await t.notify(dave.address, 'order_filled', `tg-blocked:${t.nowMs}`)
    await deliverDue(t.deps)
    api.failSends(undefined)
    expect((await listed(await t.signIn(dave))).map((c) => c.id)).not.toContain(fresh.channel.id)
  })
})
