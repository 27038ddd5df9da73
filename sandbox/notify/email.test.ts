/**
 * E-mail channels against a real SMTP server on loopback (smtp-server), each mail parsed
 * with mailparser: double opt-in by the link in the confirmation mail, a notification with a
 * text and an HTML part, its delivery id as Message-ID, and RFC 8058 one-click unsubscribe
 * that needs no wallet.
 */
import { describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import {
  channelOfferResponseSchema,
  channelsResponseSchema,
  createdChannelResponseSchema,
} from '@batchswap/contract/wire/channels'
import { deliverDue } from './deliverer'
import { Mailer } from './email'
import { ORDER_UID, expectError, useNotifyApp } from '../testing/notify-app'
import { linkInMail as linkIn, startMailReceiver } from '../testing/notify-receivers'
import { useStarted } from '../testing/lifecycle'

const carol = privateKeyToAccount(`0x${'33'.repeat(32)}`)
const smtp = useStarted('SMTP server', startMailReceiver)

const t = useNotifyApp(() => ({
  mailer: new Mailer({
    smtpUrl: smtp.smtpUrl,
    from: 'batchswap <notifications@batchswap.invalid>',
  }),
}))

describe('e-mail channels', () => {
  it('are offered when an SMTP server is configured', async () => {
    const offer = channelOfferResponseSchema.parse(
      (await t.call('GET', '/notifications/channels')).body,
    )
    expect(offer).toEqual({ kinds: ['webhook', 'webpush', 'email'] })
  })

  it('confirms by the mailed link, sends text and HTML, and unsubscribes in one click', async () => {
    const token = await t.signIn(carol)
    const base = `/accounts/${carol.address}/channels`
    expectError(
      await t.call('POST', base, {
        token,
        body: { kind: 'email', email: 'not-an-address', types: ['order_filled'] },
      }),
      400,
      'InvalidEmail',
    )
    const added = await t.call('POST', base, {
      token,
      body: { kind: 'email', email: 'carol@example.test', types: ['order_filled'] },
    })
    expect(added.status, added.text).toBe(201)
    const { channel } = createdChannelResponseSchema.parse(added.body)
    expect(channel).toMatchObject({ status: 'pending', target: 'carol@example.test' })
    // The confirmation token is in the mail only, never in an answer.
    expect(added.text).not.toMatch(/token/)
    expect(smtp.mails).toHaveLength(1)
    const confirmation = smtp.mails[0]
    expect(confirmation?.subject).toMatch(/Confirm/)
    const confirm = linkIn(
      confirmation,
      /http:\/\/localhost\/notifications\/email\/confirm\?token=\S+/,
    )

    // Unconfirmed: nothing is sent.
    await t.notify(carol.address, 'order_filled', `mail-pending:${t.nowMs}`)
    await deliverDue(t.deps)
    expect(smtp.mails).toHaveLength(1)

    const confirmed = await t.call('GET', new URL(confirm).pathname + new URL(confirm).search)
    expect(confirmed.status).toBe(200)
    expect(confirmed.text).toMatch(/Confirmed/)
    const listed = channelsResponseSchema.parse((await t.call('GET', base, { token })).body)
    expect(listed.find((c) => c.id === channel.id)?.status).toBe('active')

    await t.notify(carol.address, 'order_filled', `mail:${t.nowMs}`)
    await deliverDue(t.deps)
    expect(smtp.mails).toHaveLength(2)
    const mail = smtp.mails[1]
    const [delivery] = await t.deliveries(token, carol.address, channel.id)
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(mail?.messageId).toBe(`<${delivery?.id}@batchswap.sandbox>`)
    expect(mail?.text).toContain('An order_filled notice')
    expect(mail?.text).toContain(ORDER_UID)
    expect(mail?.html).toEqual(expect.stringContaining(ORDER_UID))
    // mailparser folds List-* headers into one; the raw lines are what a mail client reads.
    const header = (name: string) =>
      mail?.headerLines.find((h) => h.key === name)?.line.replace(/\r\n\s*/g, ' ')
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    )
    const unsubscribe = linkIn(
      mail,
      /http:\/\/localhost\/notifications\/email\/unsubscribe\?token=\S+/,
    )
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe}>`)

    // A GET (a mail scanner following the link) changes nothing; the POST unsubscribes.
    const path = new URL(unsubscribe).pathname + new URL(unsubscribe).search
    expect((await t.call('GET', path)).status).toBe(200)
    expect(
      channelsResponseSchema.parse((await t.call('GET', base, { token })).body).map((c) => c.id),
    ).toContain(channel.id)
    const res = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    expect(
      channelsResponseSchema.parse((await t.call('GET', base, { token })).body).map((c) => c.id),
    ).not.toContain(channel.id)
  })
})
