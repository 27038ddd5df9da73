import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiError } from './errors'
import { describeError } from './error-descriptions'
import { cmsGlobalNotificationAnswer, cmsNotificationAnswer } from './fixtures/real-service'
import { getNotifications } from './notifications'
import { fakeFetch, json, OWNER, sequence, testContext, URLS } from './test-fixtures'

const ORDER_UID = `0x${'ab'.repeat(56)}`

const specShaped = [
  {
    id: 'n-1',
    account: OWNER,
    type: 'order_filled',
    message: 'Your order to sell 1 WETH was filled',
    timestamp: '2030-01-01T10:00:00Z',
    metadata: { orderId: ORDER_UID, executedAmount: '2500000000' },
  },
  {
    id: 'n-2',
    account: OWNER,
    type: 'insufficient_balance',
    message: 'Balance too low for an open order',
    timestamp: '2030-01-01T12:00:00Z',
    metadata: {},
  },
]

const cmsShaped = [
  {
    id: 17,
    account: OWNER,
    title: 'Maintenance',
    description: 'Trading pauses <b>briefly</b> tonight',
    createdAt: '2030-01-01T11:00:00.000Z',
    url: 'https://example.org/news/17',
    thumbnail: null,
  },
]

afterEach(() => {
  vi.useRealTimers()
})

describe('getNotifications', () => {
  it('reads the spec shape', async () => {
    const fetch = fakeFetch(() => json(200, specShaped, { 'cache-control': 'public, max-age=300' }))
    const { data, meta } = await getNotifications(testContext(fetch), OWNER)
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      url: `${URLS.notifications}/${OWNER}/notifications`,
      // Revalidated with the service, never the browser's copy kept for max-age.
      cache: 'no-cache',
    })
    expect(meta.maxAgeSeconds).toBe(300)
    expect(data.map((n) => n.id)).toEqual(['n-2', 'n-1'])
    expect(data[1]).toEqual({
      id: 'n-1',
      account: OWNER,
      type: 'order_filled',
      message: 'Your order to sell 1 WETH was filled',
      timestamp: new Date('2030-01-01T10:00:00Z'),
      orderId: ORDER_UID,
      metadata: { orderId: ORDER_UID, executedAmount: '2500000000' },
    })
  })

  it('reads the CMS shape into the same type, and both mixed, newest first', async () => {
    const fetch = fakeFetch(() => json(200, [...specShaped, ...cmsShaped]))
    const { data, meta } = await getNotifications(testContext(fetch), OWNER)
    expect(meta.maxAgeSeconds).toBeUndefined()
    expect(data.map((n) => n.type)).toEqual(['insufficient_balance', 'cms', 'order_filled'])
    expect(data[1]).toEqual({
      id: '17',
      account: OWNER,
      type: 'cms',
      title: 'Maintenance',
      message: 'Trading pauses <b>briefly</b> tonight',
      timestamp: new Date('2030-01-01T11:00:00.000Z'),
      url: 'https://example.org/news/17',
      metadata: {},
    })
  })

  it("reads the items meant for everyone (account null) after the account's own", async () => {
    const warn = vi.spyOn(console, 'warn')
    const fetch = fakeFetch(() =>
      json(200, [
        cmsNotificationAnswer,
        cmsGlobalNotificationAnswer,
        { ...specShaped[1], id: 'n-3', account: null },
      ]),
    )
    const { data, meta } = await getNotifications(testContext(fetch), OWNER)
    expect(meta.skipped).toEqual([])
    expect(warn).not.toHaveBeenCalled()
    expect(data.map((n) => [n.id, n.forEveryone])).toEqual([
      ['n-3', true],
      ['118', undefined],
      ['97', true],
    ])
    expect(data[2]).toEqual({
      id: '97',
      type: 'cms',
      forEveryone: true,
      title: 'Scheduled maintenance',
      message: 'Order placement pauses for about 10 minutes on Nov 21 at 08:00 UTC.',
      timestamp: new Date('2026-11-19T16:30:00.000Z'),
      url: 'https://cow.fi/news/maintenance',
      metadata: {},
    })
    expect(data[2]).not.toHaveProperty('account')
    expect(data[1]?.account).toBe(cmsNotificationAnswer.account)
    warn.mockRestore()
  })

  it('still leaves out an item whose account is neither an address string nor null', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const fetch = fakeFetch(() =>
      json(200, [{ ...cmsGlobalNotificationAnswer, account: 42 }, cmsNotificationAnswer]),
    )
    const { data, meta } = await getNotifications(testContext(fetch), OWNER)
    expect(data.map((n) => n.id)).toEqual(['118'])
    expect(meta.skipped).toHaveLength(1)
    warn.mockRestore()
  })

  it('[] is no notifications', async () => {
    const fetch = fakeFetch(() => json(200, []))
    expect((await getNotifications(testContext(fetch), OWNER)).data).toEqual([])
  })

  it('leaves out an entry of neither shape and an unreadable timestamp, keeping the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const fetch = fakeFetch(() =>
      json(200, [
        { id: 1, message: 'x' },
        { ...specShaped[0], timestamp: 'yesterday' },
        ...specShaped,
      ]),
    )
    const { data, meta } = await getNotifications(testContext(fetch), OWNER)
    expect(data).toHaveLength(specShaped.length)
    expect(meta.skipped?.map((s) => s.issues.join())).toEqual([
      expect.stringMatching(/./),
      'timestamp: "yesterday" is not a date',
    ])
    warn.mockRestore()
  })

  it('still rejects an answer that is not a list', async () => {
    const bad = fakeFetch(() => json(200, { notifications: [] }))
    expect(
      (await getNotifications(testContext(bad), OWNER).catch((e: unknown) => e)) as ApiError,
    ).toMatchObject({ kind: { type: 'invalidResponse' } })
  })

  it('does not retry 503 (backend disabled) and words it calmly', async () => {
    const fetch = fakeFetch(() => json(503, { message: 'Notifications are disabled' }))
    const error = (await getNotifications(testContext(fetch), OWNER).catch(
      (e: unknown) => e,
    )) as ApiError
    expect(fetch.calls).toHaveLength(1)
    expect(describeError(error).title).toBe('Notifications unavailable')
    expect(describeError(error).action).toBe('none')
  })

  it('retries 500 (database error)', async () => {
    vi.useFakeTimers()
    const fetch = fakeFetch(
      sequence(
        () => json(500, { message: 'database error' }),
        () => json(200, []),
      ),
    )
    const promise = getNotifications(testContext(fetch), OWNER)
    await vi.advanceTimersByTimeAsync(1000)
    await expect(promise).resolves.toMatchObject({ data: [], meta: { attempts: 2 } })
  })

  it('refuses an invalid account before sending', async () => {
    const fetch = fakeFetch(() => json(200, []))
    const error = (await getNotifications(testContext(fetch), 'me').catch(
      (e: unknown) => e,
    )) as ApiError
    expect(error.kind.type).toBe('invalidRequest')
    expect(fetch.calls).toHaveLength(0)
  })
})
