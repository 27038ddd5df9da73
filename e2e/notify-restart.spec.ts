/**
 * Nothing lost, nothing twice, across a restart (issue 40, point 6), in real Chromium on a
 * sandbox of the journey's own: the trader adds a webhook in the app, an order of theirs
 * fills, and the notification's delivery is recorded (the outbox row, written with the
 * notification) while the service's sender is not running. The service is then stopped and
 * started again on the same data, with its sender, and the delivery reaches the loopback
 * receiver once, verified with `standardwebhooks`, under the id the app showed while it
 * waited. A second restart after it was delivered sends nothing again.
 *
 * The sender is kept off in the first run (the notify module's interval 0) so that the stop
 * falls between "recorded" and "sent" every time, not by a race with a 500 ms loop.
 */
import { connectSandboxWallet, trader } from './arrange'
import { expect, test as base } from './fixtures'
import {
  channelItem,
  channelsPanel,
  placeFilledOrder,
  receivedFor,
  receivedTest,
  signInToChannels,
  useWebhookReceiver,
} from './notify-helpers'
import { startOwnSandbox, type OwnSandbox } from './own-sandbox'

const ACCOUNT = 1

const test = base.extend<{ own: OwnSandbox }>({
  own: [
    async ({ page }, use) => {
      const own = await startOwnSandbox({ notify: { intervalMs: 0 } })
      try {
        await own.serve(page)
        await use(own)
      } finally {
        await own.stop()
      }
    },
    // Starting a sandbox (anvil, the deployment, the service) took up to 185 s on a loaded
    // 2-core machine: a timeout of its own, apart from the journey's.
    { timeout: 300_000 },
  ],
})

const webhookReceiver = useWebhookReceiver()

test.describe.configure({ timeout: 180_000 })

test('a delivery recorded before a restart arrives once after it, under its one id', async ({
  page,
  own,
  expectedConsoleErrors,
}) => {
  // What the page asks the service while it is down is refused, and Chromium logs that.
  expectedConsoleErrors.push(
    /^error: Failed to load resource: net::ERR_CONNECTION_REFUSED \(http:\/\/127\.0\.0\.1:\d+\/\S*\)$/,
  )
  const receiver = webhookReceiver.receiver()
  await page.goto('./#/inbox')
  await connectSandboxWallet(page, ACCOUNT)
  await signInToChannels(page)
  const panel = channelsPanel(page)
  await panel.getByRole('textbox', { name: 'Webhook URL' }).fill(receiver.url)
  // One notification of the fill (a better price than its limit would be a second).
  await panel.getByRole('checkbox', { name: 'Better price' }).uncheck()
  await panel.getByRole('button', { name: 'Add webhook' }).click()
  const dialog = page.getByRole('dialog', { name: 'Your webhook secret' })
  webhookReceiver.secrets.push((await dialog.getByLabel('Webhook secret').textContent()) ?? '')
  await dialog.getByRole('button', { name: 'I have saved it' }).click()
  const webhook = channelItem(page, 'Webhook', receiver.url)
  await expect(webhook).toContainText('Active')

  // The order fills; its notification and the delivery to the webhook are recorded, and
  // the app shows it waiting, with no attempt made.
  const uid = await placeFilledOrder(own, trader(ACCOUNT))
  const deliveriesButton = webhook.getByRole('button', { name: /^(Hide deliveries|Deliveries)/ })
  await deliveriesButton.click()
  const deliveries = webhook.getByRole('list', { name: /^Deliveries to Webhook/ })
  const waiting = deliveries.getByRole('listitem').filter({ hasText: /^Notification/ })
  await expect(waiting).toHaveCount(1, { timeout: 90_000 })
  await expect(waiting).toContainText('Sending')
  await expect(waiting).toContainText('0 attempts')
  expect(receiver.received).toEqual([])
  // Closed, so that nothing on the page reads the service while it is down.
  await deliveriesButton.click()
  await expect(deliveries).toBeHidden()

  // The service stops and comes back on the same data, its sender running this time.
  await own.restartService({ notify: {} })
  const forOrder = () => receivedFor(receiver, uid)
  await expect.poll(() => forOrder().length, { timeout: 60_000 }).toBe(1)
  const [arrived] = forOrder()
  expect(arrived?.error).toBeUndefined()
  expect(arrived?.content).toMatchObject({ type: 'order_filled', orderUid: uid, chainId: 31337 })
  const webhookId = arrived?.headers['webhook-id']
  expect(webhookId).toMatch(/^msg_/)

  // The app, which kept its session across the restart, shows it delivered in one attempt.
  await deliveriesButton.click()
  const delivered = deliveries.getByRole('listitem').filter({ hasText: /^Notification/ })
  await expect(delivered).toContainText('Delivered', { timeout: 30_000 })
  await expect(delivered).toContainText('1 attempt')
  await expect(delivered).toContainText('answered 200')
  await deliveriesButton.click()

  // Another restart after the delivery, then a test sent after it: once the test has
  // arrived, the restarted sender has been through its due rows, and the order's delivery
  // is still there once.
  await own.restartService()
  await webhook.getByRole('button', { name: /^Send a test/ }).click()
  await expect(webhook.getByRole('status')).toContainText('Test sent')
  await expect.poll(() => receivedTest(receiver)).toBe(true)
  expect(forOrder()).toHaveLength(1)
  expect(receiver.received.every((r) => r.error === undefined)).toBe(true)
  expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(
    receiver.received.length,
  )
  expect(receiver.received.map((r) => r.headers['webhook-id'])).toContain(webhookId)
})
