import { describe, expect, it } from 'vitest'
import type { OrdersByUidsResult } from '@/api/orderbook'
import type { Order } from '@/api/types'
import { fixtureUid, sandboxOrder as makeOrder } from '@/api/test-fixtures'
import {
  buildOrderRows,
  countByTab,
  fundsKey,
  isUnfillable,
  MISSING_GRACE_MS,
  rowEnd,
  rowEndWords,
  rowTab,
  rowsForTab,
  submittedPollInterval,
  tabCountLine,
} from './order-rows'
import { PENDING_ORDERS_POLL_MS as PENDING_POLL_MS } from '@/api/queries/orderbook-queries'

function byUids(
  orders: Order[],
  errors: OrdersByUidsResult['errors'] = [],
  missing: OrdersByUidsResult['missing'] = [],
): OrdersByUidsResult {
  return { orders, byUid: new Map(orders.map((o) => [o.uid.toLowerCase(), o])), errors, missing }
}

const now = 1_900_000_000

describe('buildOrderRows', () => {
  it('lists account orders newest first and flags the submitted ones', () => {
    const older = makeOrder({ creationDate: '2026-11-01T00:00:00Z' }, 1)
    const newer = makeOrder({ creationDate: '2026-11-02T00:00:00Z' }, 2)
    const rows = buildOrderRows({
      accountOrders: [older, newer],
      submitted: [{ uid: older.uid, submittedAt: 0 }],
      byUids: undefined,
    })
    expect(rows.map((r) => r.uid)).toEqual([newer.uid, older.uid])
    expect(rows.map((r) => r.type === 'order' && r.submitted)).toEqual([false, true])
  })

  it('prefers the fresher by_uids copy of a submitted order', () => {
    const stale = makeOrder({ status: 'open' }, 1)
    const fresh = makeOrder({ status: 'fulfilled', executedSellAmountBeforeFees: '1' }, 1)
    const rows = buildOrderRows({
      accountOrders: [stale],
      submitted: [
        { uid: stale.uid.toUpperCase().replace('0X', '0x') as typeof stale.uid, submittedAt: 0 },
      ],
      byUids: byUids([fresh]),
    })
    expect(rows).toHaveLength(1)
    expect(rows[0]?.type === 'order' && rows[0].order.status).toBe('fulfilled')
  })

  it('keeps UIDs the service omitted and {error} entries instead of dropping them', () => {
    const missingUid = fixtureUid(7, undefined, now + 60)
    const brokenUid = fixtureUid(8, undefined, now - 60)
    const rows = buildOrderRows({
      accountOrders: [],
      submitted: [
        { uid: missingUid, submittedAt: Date.parse('2026-11-03T00:00:00Z') },
        { uid: brokenUid, submittedAt: Date.parse('2026-11-02T00:00:00Z') },
      ],
      byUids: byUids([], [{ uid: brokenUid, description: 'cannot convert order' }], [missingUid]),
    })
    expect(rows).toEqual([
      { type: 'missing', uid: missingUid, validTo: now + 60, submittedAt: expect.any(Number) },
      {
        type: 'error',
        uid: brokenUid,
        validTo: now - 60,
        submittedAt: expect.any(Number),
        description: 'cannot convert order',
      },
    ])
    // Placed by their UID's validTo: the live one is open, the other history.
    expect(rowsForTab(rows, 'open', { nowSeconds: now }).map((r) => r.uid)).toEqual([missingUid])
    expect(rowsForTab(rows, 'history', { nowSeconds: now }).map((r) => r.uid)).toEqual([brokenUid])
  })

  it('waits for the first by_uids answer before listing submitted orders it has not seen', () => {
    const rows = buildOrderRows({
      accountOrders: [],
      submitted: [{ uid: fixtureUid(3), submittedAt: 0 }],
      byUids: undefined,
    })
    expect(rows).toEqual([])
  })
})

describe('tabs', () => {
  it('puts live orders under Open and everything else under History', () => {
    const rows = buildOrderRows({
      accountOrders: [
        makeOrder({ status: 'open' }, 1),
        makeOrder({ status: 'presignaturePending' }, 2),
        makeOrder({ status: 'open', validTo: now - 1 }, 3),
        makeOrder({ status: 'fulfilled' }, 4),
        makeOrder({ status: 'cancelled' }, 5),
        makeOrder({ status: 'expired' }, 6),
      ],
      submitted: [],
      byUids: undefined,
    })
    expect(countByTab(rows, { nowSeconds: now })).toEqual({
      open: 2,
      unfillable: 0,
      signing: 1,
      history: 4,
    })
  })
})

describe('submittedPollInterval', () => {
  const pending = makeOrder({ status: 'open' }, 1)
  const done = makeOrder({ status: 'fulfilled' }, 2)

  it('does not poll without submitted orders', () => {
    expect(submittedPollInterval(undefined, [], 0)).toBe(false)
  })

  it('polls every 2 s while any submitted order is pending', () => {
    const submitted = [
      { uid: pending.uid, submittedAt: 0 },
      { uid: done.uid, submittedAt: 0 },
    ]
    expect(submittedPollInterval(undefined, submitted, 0)).toBe(PENDING_POLL_MS)
    expect(submittedPollInterval(byUids([pending, done]), submitted, 0)).toBe(PENDING_POLL_MS)
    expect(submittedPollInterval(byUids([done]), [{ uid: done.uid, submittedAt: 0 }], 0)).toBe(
      false,
    )
  })

  it('keeps looking for a just-submitted UID the service does not list yet, then stops', () => {
    const uid = fixtureUid(9)
    const submitted = [{ uid, submittedAt: 1_000 }]
    expect(submittedPollInterval(byUids([], [], [uid]), submitted, 1_000 + 5_000)).toBe(
      PENDING_POLL_MS,
    )
    expect(
      submittedPollInterval(byUids([], [], [uid]), submitted, 1_000 + MISSING_GRACE_MS + 1),
    ).toBe(false)
  })
})

describe('tabCountLine', () => {
  it('counts what the shown tab holds, not every order loaded', () => {
    expect(tabCountLine('open', 1, true)).toBe('1 open order loaded, that is all of them.')
    expect(tabCountLine('history', 2, true)).toBe('2 past orders loaded, that is all of them.')
  })

  it('does not claim completeness while the account has more pages', () => {
    expect(tabCountLine('open', 3, false)).toBe('3 open orders among the orders loaded so far.')
  })

  it('says nothing under an empty tab (the empty state speaks)', () => {
    expect(tabCountLine('open', 0, true)).toBeUndefined()
    expect(tabCountLine('history', 0, false)).toBeUndefined()
  })
})

describe('Unfillable and Signing', () => {
  const open = makeOrder({ status: 'open', sellAmount: '100', partiallyFillable: false }, 1)
  const presign = makeOrder({ status: 'presignaturePending' }, 2)
  const ended = makeOrder({ status: 'fulfilled' }, 3)
  const rows = buildOrderRows({
    accountOrders: [open, presign, ended],
    submitted: [],
    byUids: undefined,
  })
  const funds = (balance: bigint, allowance: bigint) =>
    new Map([[fundsKey(open.owner, open.sellToken), { balance, allowance }]])

  it('keeps an open order under Open while its funds are unknown or enough', () => {
    // Which tab each row is in (the rows' order is the list's sort, not this test's).
    expect(rows.map((row) => rowTab(row, now)).sort()).toEqual(['history', 'open', 'open'])
    const enough = { nowSeconds: now, funds: funds(10n ** 30n, 10n ** 30n) }
    expect(rowsForTab(rows, 'unfillable', enough)).toEqual([])
  })

  it('lists an open order whose allowance or balance is short under Unfillable, still Open', () => {
    const short = { nowSeconds: now, funds: funds(10n ** 30n, 0n) }
    expect(rowsForTab(rows, 'unfillable', short).map((r) => r.uid)).toEqual([open.uid])
    expect(rowsForTab(rows, 'open', short)).toHaveLength(2)
    expect(countByTab(rows, short)).toEqual({ open: 2, unfillable: 1, signing: 1, history: 1 })
    expect(isUnfillable(open, { nowSeconds: now, funds: funds(0n, 10n ** 30n) })).toBe(true)
  })

  it('lists pre-signed orders under Signing as well as Open, and ended ones under neither', () => {
    expect(rowsForTab(rows, 'signing', { nowSeconds: now }).map((r) => r.uid)).toEqual([
      presign.uid,
    ])
    expect(rowsForTab(rows, 'history', { nowSeconds: now }).map((r) => r.uid)).toEqual([ended.uid])
  })

  it('reads a funds key the same whatever the case of the addresses', () => {
    expect(fundsKey('0xAbC', '0xDEF')).toBe(fundsKey('0xabc', '0xdef'))
  })
})

describe('rowEnd and rowEndWords (issue 39: placed and filled times, no bare dash)', () => {
  const format = (d: Date) => d.toISOString()
  const asRow = (order: Order) => ({
    type: 'order' as const,
    uid: order.uid,
    order,
    submitted: false,
  })
  const words = (row: Parameters<typeof rowEnd>[0], fill?: Parameters<typeof rowEnd>[2]) =>
    rowEndWords(rowEnd(row, now, fill), now, format)

  it('gives a live order the time it has left, dated by its deadline', () => {
    const row = asRow(makeOrder({ status: 'open', validTo: now + 3 * 3600 + 300 }, 1))
    expect(words(row)).toEqual({
      text: 'Ends in 3 h 5 min',
      at: new Date((now + 3 * 3600 + 300) * 1000),
    })
  })
  it("dates a filled order by its last trade's block, else names the block, else says it is not reported", () => {
    const row = asRow(makeOrder({ status: 'fulfilled', validTo: now - 10 }, 2))
    const at = new Date('2026-11-20T10:00:12Z')
    expect(words(row, { blockNumber: 42, at })).toEqual({ text: `Filled ${format(at)}`, at })
    expect(words(row, { blockNumber: 42 })).toEqual({ text: 'Filled in block 42' })
    expect(words(row)).toEqual({ text: 'Filled, time not reported' })
  })
  it('dates an expired order by its deadline and says a cancellation time is not reported', () => {
    const deadline = new Date((now - 60) * 1000)
    const expired = asRow(makeOrder({ status: 'expired', validTo: now - 60 }, 3))
    expect(words(expired)).toEqual({ text: `Expired ${format(deadline)}`, at: deadline })
    const openPast = asRow(makeOrder({ status: 'open', validTo: now - 60 }, 4))
    expect(words(openPast).text).toBe(`Expired ${format(deadline)}`)
    const cancelled = asRow(makeOrder({ status: 'cancelled', validTo: now + 600 }, 5))
    expect(words(cancelled)).toEqual({ text: 'Cancelled, time not reported' })
  })
  it('treats an order the service does not list by its signed deadline', () => {
    const uid = fixtureUid(9)
    expect(words({ type: 'missing', uid, validTo: now + 120, submittedAt: 0 }).text).toBe(
      'Ends in 2 min',
    )
    expect(words({ type: 'missing', uid, validTo: now - 1, submittedAt: 0 }).text).toMatch(
      /^Expired /,
    )
  })
})
