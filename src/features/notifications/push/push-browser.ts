/**
 * The browser's side of web push: the service worker (public/push-worker.js), the
 * notification permission and the PushManager subscription. Nothing here runs before the
 * trader asks for push: the worker is registered on that tap, not at load.
 */
import { t } from '@lingui/core/macro'
import type { PushSubscriptionKeys } from './push-service'

/** The worker's file, beside index.html (the build is relative: any folder or gateway). */
export const PUSH_WORKER_FILE = 'push-worker.js'

export type PushSupport = 'supported' | 'unsupported'

export function pushSupport(): PushSupport {
  return typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
    ? 'supported'
    : 'unsupported'
}

/** The base64url VAPID key as the bytes `applicationServerKey` takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Whether a subscription was made with this key (a reset sandbox has a new one). */
export function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false
  const view = new Uint8Array(a)
  return view.every((byte, i) => byte === b[i])
}

/** The worker's registration, when push was turned on in this browser before. */
export async function existingRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(new URL('./', document.baseURI).href)
}

/** Registers the worker (again: harmless) and waits until it is active. */
export async function registerPushWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(new URL(PUSH_WORKER_FILE, document.baseURI).href, {
    scope: './',
  })
  return navigator.serviceWorker.ready
}

/**
 * This browser's subscription made with `vapidKey`: the existing one when it was made with
 * that key, otherwise a new one (an old one for another key is dropped first).
 */
export async function subscribeWith(
  registration: ServiceWorkerRegistration,
  vapidKey: string,
): Promise<PushSubscription> {
  const key = base64UrlToBytes(vapidKey)
  const existing = await registration.pushManager.getSubscription()
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing
  if (existing) await existing.unsubscribe()
  // userVisibleOnly: every push shows a notification (browsers require it).
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
}

/** The endpoint and keys the service needs; throws when the browser gave no keys. */
export function subscriptionKeys(subscription: PushSubscription): PushSubscriptionKeys {
  const json = subscription.toJSON()
  const p256dh = json.keys?.p256dh
  const auth = json.keys?.auth
  if (!json.endpoint || !p256dh || !auth) {
    throw new Error(t`The browser gave a push subscription without its keys.`)
  }
  return { endpoint: json.endpoint, keys: { p256dh, auth } }
}
