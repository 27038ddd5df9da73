/**
 * The account's channels over an in-memory database and the routes' Hono app
 * (testing/notify-app.ts): channel management and deliveries to real loopback receivers (a
 * webhook verified with standardwebhooks, a push endpoint that decrypts RFC 8291), with
 * retries, rotation, redelivery and the outbox's lease. Sign-in is sign-in.test.ts's.
 */
import { describe, expect, it } from 'vitest'
import type { PrivateKeyAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import {
  channelOfferResponseSchema,
  channelsResponseSchema,
  createdChannelResponseSchema,
  deliverySchema,
  webhookPayloadSchema,
} from '@batchswap/contract/wire/channels'
import { deliverDue } from './deliverer'
import {
  newPushKeys,
  startPushReceiver,
  startWebhookReceiver,
  type Receiver,
} from '../testing/notify-receivers'
import { DEFAULT_RETRY_POLICY } from './retry-policy'
import { claimDueDeliveries } from './delivery-store'
import {
  CHAIN_ID,
  ORDER_UID,
  alice,
  bob,
  expectError,
  useChannelsTestApp,
} from '../testing/notify-app'

const t = useChannelsTestApp()

interface Webhook {
  token: string
  receiver: Receiver
  created: z.infer<typeof createdChannelResponseSchema>
  /** The secrets the receiver verifies signatures with from now on. */
  verifyWith(secrets: string[]): void
}

/**
 * `signer` signs in and adds a webhook of `types` to a loopback receiver, closed after `use`.
 * The receiver verifies signatures with the channel's own secret until told otherwise.
 */
async function withWebhook(
  signer: PrivateKeyAccount,
  types: string[],
  use: (hook: Webhook) => Promise<void>,
): Promise<void> {
  const token = await t.signIn(signer)
  let secrets: string[] = []
  const receiver = await startWebhookReceiver(() => secrets)
  try {
    const created = await t.addWebhook(token, signer.address, receiver.url, types)
    secrets = [created.secret ?? '']
    await use({ token, receiver, created, verifyWith: (next) => (secrets = next) })
  } finally {
    await receiver.close()
  }
}

describe('webhook channels', () => {
  it('are offered with web push when neither SMTP nor a bot is configured', async () => {
    const offer = channelOfferResponseSchema.parse(
      (await t.call('GET', '/notifications/channels')).body,
    )
    expect(offer).toEqual({ kinds: ['webhook', 'webpush'] })
  })

  it('refuses hostile URLs and changes nothing', async () => {
    const token = await t.signIn(alice)
    const base = `/accounts/${alice.address}/channels`
    const before = channelsResponseSchema.parse((await t.call('GET', base, { token })).body)
    for (const url of [
      'ftp://127.0.0.1/hook',
      'file:///etc/passwd',
      'http://10.0.0.7/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[fe80::1]/hook',
      'http://[::ffff:192.168.1.1]/hook',
      'http://user:pass@127.0.0.1/hook',
      'not a url',
    ]) {
      const res = await t.call('POST', base, {
        token,
        body: { kind: 'webhook', url, types: ['order_filled'] },
      })
      expectError(res, 400, 'InvalidUrl')
    }
    expect(channelsResponseSchema.parse((await t.call('GET', base, { token })).body)).toEqual(
      before,
    )
  })

  it('delivers a notification once, signed, with one id across a 500 and the 200', async () => {
    await withWebhook(alice, ['order_filled'], async ({ token, receiver, created }) => {
      expect(created.secret).toMatch(/^whsec_/)
      receiver.answer([500, 200])
      const id = await t.notify(alice.address, 'order_filled', `fill:${t.nowMs}`)
      // Not a type this channel takes: no delivery.
      await t.notify(alice.address, 'order_expired', `expired:${t.nowMs}`)
      await deliverDue(t.deps)
      expect(receiver.received).toHaveLength(2)
      const [first, second] = receiver.received
      expect(first?.error).toBeUndefined()
      expect(second?.error).toBeUndefined()
      expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id'])
      const payload = webhookPayloadSchema.parse(second?.content)
      expect(payload).toMatchObject({
        id: String(id),
        account: alice.address,
        type: 'order_filled',
        chainId: CHAIN_ID,
        network: 'sandbox',
        orderUid: ORDER_UID,
      })
      const [delivery] = await t.deliveries(token, alice.address, created.channel.id)
      expect(delivery).toMatchObject({
        id: first?.headers['webhook-id'],
        notificationId: String(id),
        status: 'delivered',
        attempts: 2,
        lastStatus: 200,
      })
      // Nothing is due any more: it is not sent twice.
      expect(await deliverDue(t.deps)).toBe(0)
    })
  })

  it('fails a delivery after the stated attempts, and redelivers it on request', async () => {
    await withWebhook(alice, ['order_cancelled'], async ({ token, receiver, created }) => {
      receiver.answer([503])
      await t.notify(alice.address, 'order_cancelled', `cancel:${t.nowMs}`)
      await deliverDue(t.deps)
      expect(receiver.received).toHaveLength(t.deps.retry.maxAttempts)
      const [failed] = await t.deliveries(token, alice.address, created.channel.id)
      expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastStatus: 503 })
      receiver.answer([200])
      const res = await t.call(
        'POST',
        `/accounts/${alice.address}/channels/${created.channel.id}/deliveries/${failed?.id}/redeliver`,
        { token },
      )
      expect(res.status).toBe(202)
      await deliverDue(t.deps)
      const [redelivered] = await t.deliveries(token, alice.address, created.channel.id)
      expect(redelivered).toMatchObject({ id: failed?.id, status: 'delivered', lastStatus: 200 })
      expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(failed?.id)
    })
  })

  it('does not retry a 4xx, and fails a refused connection after the retries', async () => {
    const token = await t.signIn(bob)
    const receiver = await startWebhookReceiver(() => [])
    const created = await t.addWebhook(token, bob.address, receiver.url, ['insufficient_balance'])
    receiver.answer([400])
    await t.notify(bob.address, 'insufficient_balance', `low:${t.nowMs}`)
    await deliverDue(t.deps)
    expect(receiver.received).toHaveLength(1)
    await receiver.close()
    t.advance(1000)
    // Nothing listens on the port any more.
    await t.notify(bob.address, 'insufficient_balance', `low2:${t.nowMs}`)
    await deliverDue(t.deps)
    const [refused, answered] = await t.deliveries(token, bob.address, created.channel.id)
    expect(answered).toMatchObject({ status: 'failed', attempts: 1, lastStatus: 400 })
    expect(refused).toMatchObject({ status: 'failed', attempts: 3, lastStatus: null })
    expect(refused?.lastError).toMatch(/ECONNREFUSED/)
  })

  it('rotates the secret: both sign for a while, the new one is shown once', async () => {
    const rotate = async ({ token, receiver, created, verifyWith }: Webhook) => {
      const old = created.secret ?? ''
      const res = await t.call(
        'POST',
        `/accounts/${alice.address}/channels/${created.channel.id}/secret`,
        { token },
      )
      expect(res.status).toBe(200)
      const rotated = createdChannelResponseSchema.parse(res.body).secret ?? ''
      expect(rotated).toMatch(/^whsec_/)
      expect(rotated).not.toBe(old)
      await t.notify(alice.address, 'price_improvement', `better:${t.nowMs}`)
      // A receiver that knows only the old secret, then one that knows only the new.
      verifyWith([old])
      await deliverDue(t.deps)
      expect(receiver.received.at(-1)?.error).toBeUndefined()
      expect(receiver.received.at(-1)?.headers['webhook-signature']?.split(' ')).toHaveLength(2)
      verifyWith([rotated])
      const test = await t.call(
        'POST',
        `/accounts/${alice.address}/channels/${created.channel.id}/test`,
        { token },
      )
      expect(test.status).toBe(202)
      expect(deliverySchema.parse(test.body).status).toBe('pending')
      await deliverDue(t.deps)
      expect(receiver.received.at(-1)?.error).toBeUndefined()
      expect(webhookPayloadSchema.parse(receiver.received.at(-1)?.content).type).toBe('test')
      // A day on, the old secret no longer signs.
      t.advance(25 * 60 * 60 * 1000)
      verifyWith([old])
      const token2 = await t.signIn(alice)
      await t.call('POST', `/accounts/${alice.address}/channels/${created.channel.id}/test`, {
        token: token2,
      })
      await deliverDue(t.deps)
      expect(receiver.received.at(-1)?.error).toBeDefined()
    }
    await withWebhook(alice, ['price_improvement'], rotate)
  })

  it('changes a channel’s types and removes it with its deliveries', async () => {
    await withWebhook(
      alice,
      ['order_filled'],
      async ({ token, receiver, created: { channel } }) => {
        const base = `/accounts/${alice.address}/channels/${channel.id}`
        const patched = await t.call('PATCH', base, { token, body: { types: ['order_expired'] } })
        expect(patched.status).toBe(200)
        expectError(
          await t.call('PATCH', base, { token, body: { types: ['order_eaten'] } }),
          400,
          'InvalidParameter',
        )
        expect((await t.call('DELETE', base, { token })).status).toBe(204)
        expectError(await t.call('DELETE', base, { token }), 404, 'ChannelNotFound')
        await t.notify(alice.address, 'order_expired', `exp:${t.nowMs}`)
        await deliverDue(t.deps)
        expect(receiver.received).toHaveLength(0)
      },
    )
  })
})

describe('the outbox', () => {
  it('sends a delivery claimed by a worker that died, once its lease ran out', async () => {
    await withWebhook(bob, ['order_filled'], async ({ receiver, created }) => {
      await t.notify(bob.address, 'order_filled', `crash:${t.nowMs}`)
      // A worker claims it and dies before sending.
      const claimed = await claimDueDeliveries(
        t.db.sql,
        new Date(t.nowMs),
        new Date(t.nowMs + 60_000),
        10,
      )
      expect(claimed.map((d) => d.channelId)).toEqual([created.channel.id])
      expect(await deliverDue(t.deps)).toBe(0)
      t.advance(61_000)
      expect(await deliverDue(t.deps)).toBe(1)
      expect(receiver.received).toHaveLength(1)
      expect(receiver.received[0]?.headers['webhook-id']).toBe(claimed[0]?.id)
    })
  })
})

describe('web push channels', () => {
  it('encrypts for the subscription (aes128gcm, VAPID) and drops it on 410', async () => {
    const token = await t.signIn(alice)
    const ua = newPushKeys()
    const receiver: Receiver = await startPushReceiver(ua)
    try {
      const key = await t.call('GET', '/notifications/webpush/key')
      const { publicKey } = z.object({ publicKey: z.string() }).parse(key.body)
      // Created once: asked again, the same key.
      expect(
        z
          .object({ publicKey: z.string() })
          .parse((await t.call('GET', '/notifications/webpush/key')).body).publicKey,
      ).toBe(publicKey)
      const res = await t.call('POST', `/accounts/${alice.address}/channels`, {
        token,
        body: {
          kind: 'webpush',
          subscription: { endpoint: receiver.url, keys: ua.keys },
          types: ['order_filled'],
        },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      const { channel } = createdChannelResponseSchema.parse(res.body)
      expect(channel.target).toBe(new URL(receiver.url).host)
      await t.notify(alice.address, 'order_filled', `push:${t.nowMs}`)
      await deliverDue(t.deps)
      const [push] = receiver.received
      expect(push?.error).toBeUndefined()
      expect(push?.headers['content-encoding']).toBe('aes128gcm')
      expect(push?.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${publicKey}$`))
      expect(push?.content).toMatchObject({
        title: 'Order filled',
        tag: expect.stringMatching(/^msg_/) as unknown,
        url: `/orders/0x${'ab'.repeat(56)}`,
      })
      receiver.answer([410])
      await t.notify(alice.address, 'order_filled', `push2:${t.nowMs}`)
      await deliverDue(t.deps)
      const listed = channelsResponseSchema.parse(
        (await t.call('GET', `/accounts/${alice.address}/channels`, { token })).body,
      )
      expect(listed.map((c) => c.id)).not.toContain(channel.id)
    } finally {
      await receiver.close()
    }
  })
})

describe('retry policy defaults', () => {
  it('are stated', () => {
    expect(DEFAULT_RETRY_POLICY).toEqual({
      maxAttempts: 10,
      baseDelayMs: 5_000,
      maxDelayMs: 6 * 60 * 60 * 1000,
    })
  })
})
