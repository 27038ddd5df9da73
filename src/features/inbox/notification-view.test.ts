import { describe, expect, it } from 'vitest'
import { toNotifications } from '@/api/notification-types'
import { notificationsResponseSchema } from '@batchswap/contract/wire/notifications'
import { packOrderUid } from '@batchswap/contract/protocol/uid'
import { cmsGlobalNotificationAnswer, cmsNotificationAnswer } from '@/api/fixtures/real-service'
import {
  audienceLabel,
  formatRelativeTime,
  inboxFailure,
  notificationKind,
  notificationTitle,
  orderPathOf,
  notificationTxOf,
  safeExternalUrl,
} from './notification-view'

describe('notification view', () => {
  const uid = packOrderUid({
    orderDigest: `0x${'ab'.repeat(32)}`,
    owner: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    validTo: 2_000_000_000,
  })
  const [spec, cms] = toNotifications(
    notificationsResponseSchema.parse([
      {
        id: 'n1',
        account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        type: 'order_filled',
        message: 'Your order was filled <b>now</b>',
        timestamp: '2026-11-20T10:00:00Z',
        metadata: { orderId: uid, executedAmount: '1' },
      },
      {
        id: 7,
        title: 'Maintenance',
        description: 'Short break tonight',
        createdAt: '2026-11-19T10:00:00Z',
        url: 'https://cow.fi/news',
      },
    ]),
  )

  it('maps the spec types and CMS announcements to kinds, unknown ones to other', () => {
    expect(notificationKind('order_filled')).toBe('filled')
    expect(notificationKind('order_cancelled')).toBe('cancelled')
    expect(notificationKind('cms')).toBe('announcement')
    expect(notificationKind('something_new')).toBe('other')
  })

  it('links to the order of a spec notification and to the URL of a CMS one', () => {
    expect(spec && orderPathOf(spec)).toBe(`/orders/${uid}`)
    expect(cms && orderPathOf(cms)).toBeUndefined()
    expect(safeExternalUrl(cms?.url)).toBe('https://cow.fi/news')
    expect(orderPathOf({ orderId: 'not-a-uid' })).toBeUndefined()
  })

  it('titles both shapes', () => {
    expect(spec && notificationTitle(spec)).toBe('Order filled')
    expect(cms && notificationTitle(cms)).toBe('Maintenance')
  })

  it("names the order as the app does once it is read, and keeps the service's own title", () => {
    expect(spec && notificationTitle(spec, 'limit')).toBe('Limit order filled')
    expect(notificationTitle({ type: 'order_cancelled' }, 'market')).toBe('Swap cancelled')
    expect(notificationTitle({ type: 'order_expired' }, undefined)).toBe('Order expired')
    expect(cms && notificationTitle(cms, 'market')).toBe('Maintenance')
    // Not an order's end: the kind's words, whatever the order.
    expect(notificationTitle({ type: 'price_improvement' }, 'market')).toBe('Price improvement')
  })

  it('says "For everyone" only beside items the service sends to every account', () => {
    const [own, global] = toNotifications(
      notificationsResponseSchema.parse([cmsNotificationAnswer, cmsGlobalNotificationAnswer]),
    )
    expect(global && audienceLabel(global)).toBe('For everyone')
    expect(global && notificationKind(global.type)).toBe('announcement')
    expect(global && safeExternalUrl(global.url)).toBe('https://cow.fi/news/maintenance')
    expect(own && audienceLabel(own)).toBeUndefined()
    expect(spec && audienceLabel(spec)).toBeUndefined()
  })

  it('refuses script and data URLs', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeExternalUrl('data:text/html,<script>')).toBeUndefined()
    expect(safeExternalUrl('/relative')).toBeUndefined()
    expect(safeExternalUrl(undefined)).toBeUndefined()
  })
})

describe('refund and cancellation notifications', () => {
  const txHash = `0x${'5e'.repeat(32)}`
  const notice = (metadata: Record<string, unknown>, type = 'order_expired') => ({
    type,
    metadata,
  })

  it("reads an expired eth-flow order's refund as a refund, with its transaction", () => {
    const n = notice({ refunded: true, onchain: true, txHash })
    expect(notificationKind(n.type, n.metadata)).toBe('refunded')
    expect(notificationTitle(n)).toBe('Refunded')
    expect(notificationTxOf(n)).toEqual({ label: 'Refund transaction', hash: txHash })
    // An order_cancelled marked refunded reads the same.
    expect(notificationKind('order_cancelled', { refunded: true })).toBe('refunded')
  })

  it("links an on-chain cancellation's transaction: an eth-flow order's ETH came back there", () => {
    const n = notice({ onchain: true, txHash }, 'order_cancelled')
    expect(notificationKind(n.type, n.metadata)).toBe('cancelled')
    expect(notificationTxOf(n)).toEqual({ label: 'Cancellation transaction', hash: txHash })
    expect(notificationTxOf(notice({ onchain: false, txHash: null }, 'order_cancelled'))).toBe(
      undefined,
    )
  })

  it('keeps other notices as they are, and ignores a malformed hash', () => {
    expect(notificationKind('order_filled', { refunded: true })).toBe('filled')
    expect(notificationKind('order_cancelled', { refunded: 'yes' })).toBe('cancelled')
    expect(notificationTxOf(notice({ txHash }))).toBeUndefined()
    expect(notificationTxOf(notice({ txHash }, 'order_filled'))).toBeUndefined()
    expect(notificationTxOf(notice({ refunded: true, txHash: '0x1234' }))).toBeUndefined()
    expect(
      notificationTxOf(notice({ refunded: true, txHash: `0x${'zz'.repeat(32)}` })),
    ).toBeUndefined()
    expect(notificationTxOf(notice({ refunded: true }))).toBeUndefined()
  })
})

describe('inboxFailure', () => {
  it('treats a switched-off backend as a calm state and the rest as errors', () => {
    expect(inboxFailure({ status: 503 })).toBe('unavailable')
    expect(inboxFailure({ status: 404 })).toBe('unavailable')
    expect(inboxFailure({ status: 500 })).toBe('error')
    expect(inboxFailure({ status: undefined })).toBe('error')
  })
})

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-20T12:00:00Z')
  it('reads like speech for the last week, a date before', () => {
    expect(formatRelativeTime(new Date('2026-11-20T11:59:40Z'), now)).toBe('just now')
    expect(formatRelativeTime(new Date('2026-11-20T11:55:00Z'), now)).toBe('5 minutes ago')
    expect(formatRelativeTime(new Date('2026-11-20T09:00:00Z'), now)).toBe('3 hours ago')
    expect(formatRelativeTime(new Date('2026-11-19T12:00:00Z'), now)).toBe('yesterday')
    expect(formatRelativeTime(new Date('2026-10-01T12:00:00Z'), now)).toBe('Oct 1, 2026')
  })
})
