// @ts-check
/// <reference lib="webworker" />
/**
 * batchswap's service worker: order notifications by web push (docs/notifications.md, "Web
 * push in the app"). Registered only when the trader turns push on (src/features/notifications/push); it
 * has no fetch handler, so the app's pages and their caching are untouched.
 *
 * Plain JavaScript in public/: a service worker must be served from the app's folder to
 * control its pages (a hashed file under assets/ would only reach assets/), and nothing of
 * the app's bundle is needed here. Checked with `// @ts-check` against the worker's DOM types.
 *
 * A message is what the sandbox's sender encrypts (sandbox/notify/senders.ts, PushMessage):
 * {title, body, tag, url, type, orderUid, chainId}. `tag` is the delivery's id, so a retried
 * delivery replaces its first notification rather than showing twice; `url` is the app's
 * route of the order (`/orders/<uid>`), which a click opens.
 */

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self))

/** @typedef {{ title: string, body: string, tag?: string, url?: string, orderUid?: string | null }} PushMessage */

// A new version takes over at once: it only shows notifications, nothing to migrate.
sw.addEventListener('install', () => {
  void sw.skipWaiting()
})
// Open tabs come under this worker, so a click can bring one of them to the order.
sw.addEventListener('activate', (event) => {
  event.waitUntil(sw.clients.claim())
})

/**
 * The message, or undefined when it is not one of ours (the browser still needs a
 * notification for every push: `userVisibleOnly`).
 * @param {PushMessageData | null} data
 * @returns {PushMessage | undefined}
 */
function readMessage(data) {
  if (!data) return undefined
  try {
    const message = data.json()
    if (
      message &&
      typeof message === 'object' &&
      typeof message.title === 'string' &&
      typeof message.body === 'string'
    ) {
      return message
    }
  } catch {
    // Not JSON: the generic notification below.
  }
  return undefined
}

/** @param {PushMessageData | null} data */
function showMessage(data) {
  const message = readMessage(data)
  if (!message) {
    return sw.registration.showNotification('batchswap', {
      body: 'One of your orders changed. Open batchswap to see it.',
      icon: './icon-192.png',
      data: { url: '/inbox' },
    })
  }
  return sw.registration.showNotification(message.title, {
    body: message.body,
    icon: './icon-192.png',
    badge: './icon-192.png',
    ...(message.tag ? { tag: message.tag } : {}),
    data: {
      url: typeof message.url === 'string' ? message.url : '/inbox',
      orderUid: message.orderUid ?? null,
    },
  })
}

sw.addEventListener('push', (event) => {
  event.waitUntil(showMessage(event.data))
})

/**
 * The app's page for an app route: the app uses hash routes under this worker's scope, so
 * `/orders/0x...` is `<scope>#/orders/0x...`. Anything that is not a route opens the inbox.
 * @param {unknown} data the notification's data
 */
function pageOf(data) {
  const url =
    data && typeof data === 'object' && 'url' in data && typeof data.url === 'string'
      ? data.url
      : ''
  const route = /^\/[A-Za-z0-9/_-]*$/.test(url) ? url : '/inbox'
  return new URL(`#${route}`, sw.registration.scope).href
}

/**
 * Shows `target`: in the tab already on it, else in another tab of the app (brought to that
 * page), else in a new window. Focusing may be refused outside a click; the page is shown all
 * the same.
 * @param {string} target
 */
async function openPage(target) {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const appWindows = windows.filter((client) => client.url.startsWith(sw.registration.scope))
  const tab = appWindows.find((client) => client.url === target) ?? appWindows[0]
  if (tab) {
    // navigate() works on the tabs this worker controls (all of them once it claimed them).
    const shown = tab.url === target ? tab : await tab.navigate(target).catch(() => null)
    if (shown) return shown.focus().catch(() => shown)
  }
  return sw.clients.openWindow(target)
}

sw.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const opening = openPage(pageOf(event.notification.data))
  // Only a browser's own click can be extended; no browser lets a test click a notification
  // (web-platform-tests issue 51125), so the push journey dispatches a synthetic one.
  if (event.isTrusted) event.waitUntil(opening)
})
