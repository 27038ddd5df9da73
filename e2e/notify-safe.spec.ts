/**
 * A Safe manages its notification channels (issue 40, point 1), in real Chromium: the app
 * runs as a Safe App inside the sandbox's Safe host page (sandbox/harness/safe-host), which
 * plays Safe{Wallet}. The sign-in message goes out as personal_sign through the Safe Apps
 * SDK; the host has the 1-of-1 Safe's owner sign it off chain as Safe{Wallet} does (a
 * SafeMessage over its EIP-191 hash), and the service accepts it by asking the Safe itself
 * (EIP-1271 isValidSignature on the chain). The Safe then adds a webhook, and a test sent
 * to it reaches a loopback receiver that verifies it with `standardwebhooks`.
 */
import { listChannels, removeChannel, type ChannelSession } from '../src/api/notify-channels'
import { apiContext } from './arrange'
import { expect, test } from './fixtures'
import { useWebhookReceiver } from './notify-helpers'
import { expectConnectedAsSafe, openInSafe, safeOf, useSafeHost } from './safe-app-helpers'

const host = useSafeHost()

const webhookReceiver = useWebhookReceiver()

test('the 1-of-1 Safe signs in by EIP-1271 and adds a webhook', async ({ page, sandbox }) => {
  const safe = safeOf('1-of-1')
  const receiver = webhookReceiver.receiver()
  const app = await openInSafe(host(), page, '1-of-1', '#/inbox')
  await expectConnectedAsSafe(app, safe.address)

  const panel = app.getByRole('region', { name: 'Notification channels' })
  // The session the Safe opens, as the page hands it to the service on each request.
  let session: ChannelSession | undefined
  page.on('request', (request) => {
    const bearer = /^Bearer (\S+)$/.exec(request.headers().authorization ?? '')
    if (bearer?.[1] && request.url().includes(`/accounts/${safe.address}/channels`)) {
      session = { account: safe.address, token: bearer[1], expiresAt: new Date() }
    }
  })
  await panel.getByRole('button', { name: 'Sign in to manage channels' }).click()
  await expect(panel.getByRole('heading', { name: 'Add a channel' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(panel.getByRole('alert')).toHaveCount(0)
  await expect(panel.getByText('No channels yet')).toBeVisible()

  await panel.getByRole('textbox', { name: 'Webhook URL' }).fill(receiver.url)
  await panel.getByRole('button', { name: 'Add webhook' }).click()
  const dialog = app.getByRole('dialog', { name: 'Your webhook secret' })
  const secret = (await dialog.getByLabel('Webhook secret').textContent()) ?? ''
  expect(secret).toMatch(/^whsec_/)
  webhookReceiver.secrets.push(secret)
  await dialog.getByRole('button', { name: 'I have saved it' }).click()
  const webhook = panel
    .getByRole('list', { name: 'Notification channels' })
    .getByRole('listitem')
    .filter({ hasText: receiver.url })
  await expect(webhook).toContainText('Active')

  // The channel is the Safe's: a test sent to it arrives, signed, for the Safe's account.
  await webhook.getByRole('button', { name: /^Send a test/ }).click()
  await expect(webhook.getByRole('status')).toContainText('Test sent')
  await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1)
  const [test] = receiver.received
  expect(test?.error).toBeUndefined()
  expect(test?.content).toMatchObject({ type: 'test', account: safe.address })

  // The Safe's session lists exactly this channel; tidy it away for the other journeys.
  if (!session) throw new Error('the page sent no channel request with the Safe’s session')
  const ctx = apiContext(sandbox)
  const { data: channels } = await listChannels(ctx, session)
  expect(channels.map((c) => c.target)).toEqual([receiver.url])
  const [channel] = channels
  if (channel) await removeChannel(ctx, session, channel.id)
})
