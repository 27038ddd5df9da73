/**
 * Web push, end to end (issue 40, points 3 and 7), in real Chromium against a sandbox of the
 * journey's own: the trader taps "Enable push" on the Inbox page (the permission is asked on
 * that tap only; the service worker is registered then, not before); the app subscribes with
 * the sandbox's VAPID key and adds the subscription as a push channel; an order fills and the
 * sandbox sends the push message (web-push: RFC 8291 aes128gcm, RFC 8292 VAPID) to a loopback
 * https push endpoint, which this journey runs and where the message is decrypted with the
 * subscription's keys (http_ece). The decrypted message is then delivered to the app's service
 * worker through the DevTools protocol (ServiceWorker.deliverPushMessage), which shows the
 * notification; a click on it opens the order's page. Turning push off removes the channel and
 * unsubscribes; a push service answering 410 removes the channel.
 *
 * What is a stand-in, and why: Chromium's own push service is on the internet (its subscribe
 * fails offline: "Registration failed"), so the page's PushManager.subscribe answers with a
 * subscription whose endpoint is the loopback receiver and whose keys this journey made (the
 * app's calls to it are recorded and checked); and no browser lets a test click a
 * notification (web-platform-tests issue 51125), so the click is a `notificationclick` event
 * dispatched in the worker with the notification the browser holds.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { vapidKeyResponseSchema } from '@batchswap/contract/wire/channels'
import { sandboxDeployment } from '@batchswap/contract/sandbox/deployment'
import { chromiumLaunchOptions } from '../scripts/chromium'
import { listChannels } from '../src/api/notify-channels'
import {
  apiContext,
  approveVaultRelayer,
  connectSandboxWallet,
  placeOrder,
  trader,
} from './arrange'
import { readE2eEnv } from './env'
import { expect, test as base } from './fixtures'
import { signInByApi } from './notify-helpers'
import { startOwnSandbox, type OwnSandbox } from './own-sandbox'
import {
  decryptPush,
  startPushEndpoint,
  userAgentKeys,
  type PlannedSubscription,
  type PushEndpoint,
  type UserAgentKeys,
} from './push-endpoint'

// ---------------------------------------------------------------- the page's PushManager

interface PushPageState {
  permissionAsks: number
  subscribeCalls: { applicationServerKey: string; userVisibleOnly: boolean }[]
  unsubscribed: string[]
  /** The plan of the live subscription, if any. */
  current: PlannedSubscription | null
  plans: PlannedSubscription[]
}

declare global {
  interface Window {
    __push?: PushPageState
  }
}

/**
 * Runs in the page before the app: PushManager answers with the planned subscriptions (the
 * state outlives a reload in sessionStorage), and the permission requests are counted.
 */
function stubPushManager(plans: PlannedSubscription[]) {
  const KEY = 'e2e.push'
  const saved = sessionStorage.getItem(KEY)
  const state: PushPageState = saved
    ? (JSON.parse(saved) as PushPageState)
    : { permissionAsks: 0, subscribeCalls: [], unsubscribed: [], current: null, plans }
  const save = () => sessionStorage.setItem(KEY, JSON.stringify(state))
  save()
  window.__push = state
  const toBase64Url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
  const subscriptionOf = (plan: PlannedSubscription, key: Uint8Array) => {
    const subscription = {
      endpoint: plan.endpoint,
      expirationTime: null,
      options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
      toJSON: () => ({
        endpoint: plan.endpoint,
        expirationTime: null,
        keys: { p256dh: plan.p256dh, auth: plan.auth },
      }),
      unsubscribe: () => {
        state.unsubscribed.push(plan.endpoint)
        if (state.current?.endpoint === plan.endpoint) state.current = null
        save()
        return Promise.resolve(true)
      },
    }
    return subscription
  }
  const lastKey = () => {
    const last = state.subscribeCalls.at(-1)
    if (!last) return new Uint8Array()
    const b64 = last.applicationServerKey.replace(/-/g, '+').replace(/_/g, '/')
    return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) =>
      c.charCodeAt(0),
    )
  }
  const ask = Notification.requestPermission.bind(Notification)
  Notification.requestPermission = (callback?: NotificationPermissionCallback) => {
    state.permissionAsks++
    save()
    return ask(callback)
  }
  // The stand-in's objects are not real PushSubscriptions; the app uses only these members.
  const manager = PushManager.prototype as unknown as {
    getSubscription: () => Promise<unknown>
    subscribe: (options: PushSubscriptionOptionsInit) => Promise<unknown>
  }
  manager.getSubscription = () =>
    Promise.resolve(state.current ? subscriptionOf(state.current, lastKey()) : null)
  manager.subscribe = (options) => {
    const raw = options.applicationServerKey
    const key =
      raw instanceof ArrayBuffer
        ? new Uint8Array(raw)
        : ArrayBuffer.isView(raw)
          ? new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength)
          : new Uint8Array()
    state.subscribeCalls.push({
      applicationServerKey: toBase64Url(key),
      userVisibleOnly: options.userVisibleOnly === true,
    })
    const plan = state.plans.shift()
    if (!plan) return Promise.reject(new DOMException('no planned subscription', 'AbortError'))
    state.current = plan
    save()
    return Promise.resolve(subscriptionOf(plan, key))
  }
}

async function pushState(page: Page): Promise<PushPageState> {
  const state = await page.evaluate(() => window.__push)
  if (!state) throw new Error('the PushManager stand-in is not installed')
  return state
}

// ---------------------------------------------------------------- the service worker

/** The app's service worker, once registered. */
async function appWorker(context: BrowserContext): Promise<Worker> {
  const isPushWorker = (w: Worker) => w.url().endsWith('/push-worker.js')
  return (
    context.serviceWorkers().find(isPushWorker) ??
    (await context.waitForEvent('serviceworker', { predicate: isPushWorker }))
  )
}

interface ShownNotification {
  title: string
  body: string
  tag: string
  data: unknown
}

/** What the worker's registration shows now (evaluated in the worker). */
function shownNotifications(worker: Worker): Promise<ShownNotification[]> {
  return worker.evaluate(async () => {
    // In the worker: `self` is the ServiceWorkerGlobalScope.
    const scope = self as unknown as { registration: ServiceWorkerRegistration }
    const shown = await scope.registration.getNotifications()
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }))
  })
}

/** Delivers `data` to the worker's push handler as the browser's push service would. */
async function deliverPush(page: Page, scopeUrl: string, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    registrations.push(...event.registrations)
  })
  await cdp.send('ServiceWorker.enable')
  await expect
    .poll(() => registrations.some((r) => r.scopeURL === scopeUrl && !r.isDeleted))
    .toBe(true)
  const registration = registrations.find((r) => r.scopeURL === scopeUrl && !r.isDeleted)
  if (!registration) throw new Error(`no service worker registration for ${scopeUrl}`)
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(scopeUrl).origin,
    registrationId: registration.registrationId,
    data,
  })
  await cdp.detach()
}

/** A click on the notification the worker shows (see the file's comment). */
async function clickNotification(worker: Worker): Promise<void> {
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration
      dispatchEvent(event: Event): boolean
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event
    }
    const [notification] = await scope.registration.getNotifications()
    if (!notification) throw new Error('no notification to click')
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
  })
}

// ---------------------------------------------------------------- the sandbox's side

/** The account's channels, read with a session this journey signs in for itself. */
async function channelsOf(own: OwnSandbox, index: number) {
  const session = await signInByApi(own, index, new Date(own.nowSeconds() * 1000))
  return (await listChannels(apiContext(own), session)).data
}

/** A tiny limit the next auction fills (for thousands of USDC). */
async function fillAnOrder(own: OwnSandbox, owner: Address, sellAmount: string): Promise<Hex> {
  return placeOrder(own, { trader: owner, sell: 'WETH', buy: 'USDC', sellAmount, buyAmount: '1' })
}

// ---------------------------------------------------------------- the journey

const test = base.extend<{ push: { own: OwnSandbox; endpoint: PushEndpoint } }>({
  // The endpoint first: the sandbox is told to trust its certificate.
  push: [
    async ({ page }, use) => {
      const endpoint = await startPushEndpoint()
      try {
        const own = await startOwnSandbox({
          notify: { trustedCertificates: [endpoint.certificate] },
        })
        try {
          await own.serve(page)
          await use({ own, endpoint })
        } finally {
          await own.stop()
        }
      } finally {
        await endpoint.close()
      }
    },
    // Starting a sandbox of its own took up to 185 s on a loaded machine: apart from the journey's.
    { timeout: 300_000 },
  ],
})

// The full Chromium, not the headless shell the other journeys run in (playwright.config.ts):
// the shell has no notifications (its Notification.permission is "denied" from the start), and
// this journey is about them.
test.use({ launchOptions: chromiumLaunchOptions() })

test('push: enabled on a tap, a fill is pushed, decrypted and shown; a click opens the order', async ({
  page,
  context,
  push,
}) => {
  test.setTimeout(180_000)
  const { own, endpoint } = push
  const owner = trader(0)
  const scopeUrl = new URL('./', readE2eEnv().baseURL).href
  const first = userAgentKeys(`${endpoint.origin}/push/first`)
  const second = userAgentKeys(`${endpoint.origin}/push/second`)
  const plans: PlannedSubscription[] = [first, second].map(({ endpoint, p256dh, auth }) => ({
    endpoint,
    p256dh,
    auth,
  }))
  await context.grantPermissions(['notifications'], { origin: new URL(scopeUrl).origin })
  await page.addInitScript(stubPushManager, plans)
  const vapidAnswer = await fetch(`${own.apiUrl}/notifications/webpush/key`)
  const { publicKey: vapidKey } = vapidKeyResponseSchema.parse(await vapidAnswer.json())
  await approveVaultRelayer(own, owner, 'WETH')

  await page.goto('./#/inbox')
  await connectSandboxWallet(page, 0)
  const section = page.getByRole('region', { name: 'Push notifications' })
  const status = section.getByRole('status')
  await expect(status).toHaveText('Push is off in this browser.')
  // Nothing before the tap: no permission asked, no worker.
  expect((await pushState(page)).permissionAsks).toBe(0)
  expect(context.serviceWorkers()).toEqual([])

  // The worker registers under the app's CSP (worker-src 'self'): a refusal would be a console
  // error, which fails the journey (fixtures.ts).
  await section.getByRole('button', { name: 'Enable push' }).click()
  await expect(status).toContainText('Push is on', { timeout: 30_000 })
  const enabled = await pushState(page)
  expect(enabled.permissionAsks).toBe(1)
  expect(enabled.subscribeCalls).toEqual([
    { applicationServerKey: vapidKey, userVisibleOnly: true },
  ])
  const worker = await appWorker(context)
  const pushChannels = (await channelsOf(own, 0)).filter((c) => c.kind === 'webpush')
  // The push service's host is listed, never the endpoint (a capability).
  expect(pushChannels.map((c) => c.target)).toEqual([new URL(endpoint.origin).host])

  // A fill: the sandbox sends the push messages (the fill, and the better price it got) to
  // the subscription's endpoint, each decrypted here with the subscription's keys.
  const filled = await fillAnOrder(own, owner, '0.01')
  const messagesTo = (path: string, keys: UserAgentKeys) =>
    endpoint.received
      .filter((r) => r.path === path)
      .map((request) => {
        const text = decryptPush(request.body, keys)
        return { request, text, message: JSON.parse(text) as Record<string, unknown> }
      })
  await expect
    .poll(() => messagesTo('/push/first', first).map((m) => m.message.type), { timeout: 90_000 })
    .toContain('order_filled')
  const pushed = messagesTo('/push/first', first).find((m) => m.message.type === 'order_filled')
  if (!pushed) throw new Error('no order_filled push')
  const { request, text, message } = pushed
  expect(request.headers['content-encoding']).toBe('aes128gcm')
  expect(request.headers.authorization).toMatch(
    new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapidKey}$`),
  )
  expect(Number(request.headers.ttl)).toBeGreaterThan(0)
  expect(message).toMatchObject({
    title: 'Order filled',
    type: 'order_filled',
    orderUid: filled,
    url: `/orders/${filled}`,
    chainId: sandboxDeployment.chainId,
  })
  // The text names the order's tokens.
  expect(message.body).toMatch(/^Your order to sell 0\.01 WETH for USDC was filled/)
  // The Topic is the delivery's id (the tag), so a retry replaces the first in the push service.
  expect(String(message.tag)).toMatch(/^msg_[0-9a-f]{32}$/)
  expect(request.headers.topic).toBe(String(message.tag).replace(/^msg_/, ''))

  // The worker's push handler shows it.
  await deliverPush(page, scopeUrl, text)
  await expect
    .poll(() => shownNotifications(worker))
    .toEqual([
      {
        title: 'Order filled',
        body: message.body,
        tag: message.tag,
        data: { url: `/orders/${filled}`, orderUid: filled },
      },
    ])

  // A click brings the open tab to the order's page, and the notification goes.
  await clickNotification(worker)
  await expect(page).toHaveURL(new RegExp(`#/orders/${filled}$`))
  await expect(
    page.getByRole('main').getByRole('region', { name: 'Trade' }).getByText('You sold'),
  ).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => shownNotifications(worker)).toEqual([])

  // Off: the channel is removed in the sandbox and the browser unsubscribes.
  await page.goto('./#/inbox')
  await expect(status).toContainText('Push is on')
  await section.getByRole('button', { name: 'Turn off push' }).click()
  await expect(status).toHaveText('Push is off in this browser.')
  expect((await pushState(page)).unsubscribed).toEqual([first.endpoint])
  expect((await channelsOf(own, 0)).filter((c) => c.kind === 'webpush')).toEqual([])

  // On again, and the push service says the subscription is gone: the sandbox drops it.
  const toFirst = endpoint.received.filter((r) => r.path === '/push/first').length
  endpoint.answer(410)
  await section.getByRole('button', { name: 'Enable push' }).click()
  await expect(status).toContainText('Push is on', { timeout: 30_000 })
  expect((await pushState(page)).permissionAsks).toBe(2)
  expect((await channelsOf(own, 0)).filter((c) => c.kind === 'webpush')).toHaveLength(1)
  await fillAnOrder(own, owner, '0.02')
  await expect
    .poll(() => endpoint.received.filter((r) => r.path === '/push/second').length, {
      timeout: 90_000,
    })
    .toBeGreaterThan(0)
  await expect
    .poll(async () => (await channelsOf(own, 0)).filter((c) => c.kind === 'webpush').length)
    .toBe(0)
  // Nothing more went to the subscription that was turned off.
  expect(endpoint.received.filter((r) => r.path === '/push/first')).toHaveLength(toFirst)
})
