/**
 * A webhook channel, enabled in the app (issue 40): the trader signs in with their wallet
 * (EIP-4361), adds their receiver's URL, keeps the secret shown once, and a fill of theirs
 * reaches the receiver, verified with `standardwebhooks`. The receiver answers 500 first:
 * the retry carries the same webhook-id, and the app shows two attempts and can redeliver.
 * Faults: a link-local URL (refused by the service, nothing added, the URL kept) and a
 * `file:` one (refused before sending); another account reads nothing; a sign-in that ended
 * asks for a new one and keeps what was typed.
 */
import type { Address } from 'viem'
import { listChannels } from '../src/api/notify-channels'
import { apiContext, trader } from './arrange'
import { expect, test } from './fixtures'
import {
  channelItem,
  channelList,
  channelsPanel,
  openChannels,
  placeFilledOrder,
  receivedFor,
  receivedTest,
  refusalLog,
  signInByApi,
  signInToChannels,
  useWebhookReceiver,
} from './notify-helpers'

// Accounts no other journey trades with, so a fill elsewhere does not reach these channels.
const OWNER = 3
const OTHER = 4
/** Adds a channel but never trades here. */
const ENDED = 2

const { receiver: currentReceiver, secrets } = useWebhookReceiver()

test('a fill reaches the webhook once, after a 500, signed; redelivery keeps its id', async ({
  page,
  sandbox,
  expectedConsoleErrors,
}) => {
  const owner: Address = trader(OWNER)
  const receiver = currentReceiver()
  await openChannels(page, OWNER)
  const panel = channelsPanel(page)
  await expect(panel.getByText('No channels yet')).toBeVisible()

  // A link-local address (cloud metadata): the service refuses it, nothing is added, and
  // the URL stays in the field to correct.
  expectedConsoleErrors.push(refusalLog(400))
  const url = panel.getByRole('textbox', { name: 'Webhook URL' })
  await url.fill('http://169.254.169.254/latest/meta-data/')
  await panel.getByRole('button', { name: 'Add webhook' }).click()
  await expect(panel.getByRole('alert')).toContainText(/169\.254\.169\.254|link-local|private/i)
  await expect(url).toHaveValue('http://169.254.169.254/latest/meta-data/')
  await expect(panel.getByText('No channels yet')).toBeVisible()
  // Not http(s): refused before anything is sent.
  await url.fill('file:///etc/passwd')
  await panel.getByRole('button', { name: 'Add webhook' }).click()
  await expect(
    panel.getByText('Only http and https URLs can receive webhooks, not file.'),
  ).toBeVisible()
  await expect(url).toBeFocused()
  await expect(panel.getByText('No channels yet')).toBeVisible()

  // The real receiver; its secret is shown once, in a dialog, and copied from there.
  await url.fill(receiver.url)
  await panel.getByRole('checkbox', { name: 'Better price' }).uncheck()
  await panel.getByRole('button', { name: 'Add webhook' }).click()
  const dialog = page.getByRole('dialog', { name: 'Your webhook secret' })
  const secret = (await dialog.getByLabel('Webhook secret').textContent()) ?? ''
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/)
  secrets.push(secret)
  await expect(dialog.getByRole('button', { name: 'Copy the webhook secret' })).toBeVisible()
  await dialog.getByRole('button', { name: 'I have saved it' }).click()
  await expect(dialog).toBeHidden()
  const webhook = channelItem(page, 'Webhook', receiver.url)
  // Focus goes to the channel just added.
  await expect(webhook.getByRole('heading', { level: 3 })).toBeFocused()
  await expect(url).toHaveValue('')

  await expect(webhook).toContainText(receiver.url)
  await expect(webhook).toContainText('Active')
  await expect(webhook.getByRole('checkbox', { name: 'Better price' })).not.toBeChecked()
  await expect(webhook.getByRole('checkbox', { name: 'Filled', exact: true })).toBeChecked()

  // The receiver fails the first attempt; the sandbox retries after a few seconds.
  receiver.answer([500, 200])
  const uid = await placeFilledOrder(sandbox, owner)
  const forOrder = () => receivedFor(receiver, uid)
  await expect.poll(() => forOrder().length, { timeout: 90_000 }).toBe(2)
  const [first, second] = forOrder()
  expect(first?.content).toMatchObject({ type: 'order_filled', orderUid: uid, chainId: 31337 })
  const webhookId = first?.headers['webhook-id']
  expect(webhookId).toMatch(/^msg_/)
  expect(second?.headers['webhook-id']).toBe(webhookId)
  expect(receiver.received.every((r) => r.error === undefined)).toBe(true)

  // The app shows the delivery: delivered, in two attempts; Redeliver sends it again, same id.
  await webhook.getByRole('button', { name: /^Deliveries/ }).click()
  const deliveries = webhook.getByRole('list', { name: /^Deliveries to Webhook/ })
  const row = deliveries.getByRole('listitem').filter({ hasText: 'Delivered' }).first()
  await expect(row).toContainText('2 attempts')
  await expect(row).toContainText('answered 200')
  await row.getByRole('button', { name: /^Redeliver/ }).click()
  await expect.poll(() => forOrder().length, { timeout: 30_000 }).toBe(3)
  expect(forOrder()[2]?.headers['webhook-id']).toBe(webhookId)

  // A test delivery.
  await webhook.getByRole('button', { name: /^Send a test/ }).click()
  await expect(webhook.getByRole('status')).toContainText('Test sent')
  await expect.poll(() => receivedTest(receiver)).toBe(true)
  await expect(deliveries.getByRole('listitem').filter({ hasText: 'Test' }).first()).toBeVisible()

  // Rotation: a new secret, shown once; deliveries verify with it from now on.
  await webhook.getByRole('button', { name: /^Rotate secret/ }).click()
  const rotated = page.getByRole('dialog', { name: 'Your new webhook secret' })
  const next = (await rotated.getByLabel('Webhook secret').textContent()) ?? ''
  expect(next).toMatch(/^whsec_/)
  expect(next).not.toBe(secret)
  await rotated.getByRole('button', { name: 'I have saved it' }).click()
  await expect(webhook.getByRole('button', { name: /^Rotate secret/ })).toBeFocused()

  // Another account reads nothing of this one's: no session, or its own session.
  expectedConsoleErrors.push(refusalLog(401))
  const ctx = apiContext(sandbox)
  const other = await signInByApi(sandbox, OTHER)
  await expect(listChannels(ctx, { ...other, account: owner })).rejects.toMatchObject({
    status: 403,
    errorType: 'WrongAccount',
  })
  await expect(
    listChannels(ctx, { account: owner, token: 'not-a-session', expiresAt: new Date() }),
  ).rejects.toMatchObject({ status: 401 })
  // In the app, the other account has a sign-in of its own and sees none of these.
  await page.getByRole('combobox', { name: 'Dev account' }).selectOption(String(OTHER))
  await expect(panel.getByRole('button', { name: 'Sign in to manage channels' })).toBeVisible()
  await signInToChannels(page)
  await expect(panel.getByText('No channels yet')).toBeVisible()

  // Back to the owner: the session is kept for this tab; remove the channel.
  await page.getByRole('combobox', { name: 'Dev account' }).selectOption(String(OWNER))
  await webhook.getByRole('button', { name: /^Remove/ }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove this channel?' })
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(confirm).toBeHidden()
  await expect(panel.getByText('No channels yet')).toBeVisible()
  await expect(channelList(page)).toBeHidden()
})

test('a sign-in that ended asks for a new one and keeps the URL typed', async ({
  page,
  expectedConsoleErrors,
}) => {
  const receiver = currentReceiver()
  await openChannels(page, ENDED)
  const panel = channelsPanel(page)
  const url = panel.getByRole('textbox', { name: 'Webhook URL' })
  await url.fill(receiver.url)
  // The service forgets sessions when they expire; it answers as it does then.
  expectedConsoleErrors.push(refusalLog(401))
  let refused = false
  await page.route('**/accounts/*/channels', async (route) => {
    if (refused || route.request().method() !== 'POST') return route.fallback()
    refused = true
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      headers: { 'WWW-Authenticate': 'Bearer', 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({
        errorType: 'Unauthorized',
        description: 'The session is unknown or expired; sign in again',
      }),
    })
  })
  await panel.getByRole('button', { name: 'Add webhook' }).click()
  await expect(
    panel.getByText('Your sign-in has ended. Sign in again to manage your channels.'),
  ).toBeVisible()
  await signInToChannels(page)
  await expect(url).toHaveValue(receiver.url)
  await panel.getByRole('button', { name: 'Add webhook' }).click()
  const dialog = page.getByRole('dialog', { name: 'Your webhook secret' })
  await dialog.getByRole('button', { name: 'I have saved it' }).click()
  // Tidy: this account's channel goes again.
  const webhook = channelItem(page, 'Webhook', receiver.url)
  await webhook.getByRole('button', { name: /^Remove/ }).click()
  await page
    .getByRole('dialog', { name: 'Remove this channel?' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click()
  await expect(panel.getByText('No channels yet')).toBeVisible()
})
