import { plural, t } from '@lingui/core/macro'
import type { Hex } from 'viem'
import type { OrdersByUidsResult } from '@/api/orderbook'
import { PENDING_ORDERS_POLL_MS } from '@/api/queries/orderbook-queries'
import { isOrderPending, orderDeadline, type Order } from '@/api/types'
import type { SubmittedOrder } from '@/lib/submitted-orders-store'
import { unpackOrderUid } from '@batchswap/contract/protocol/uid'
import { isLive } from '../order-status'
import { formatTimeLeft } from '../time-left'
import { whyNotFilling, type FundsInput } from '@/trade/tracking/why-not-filling'

/**
 * One line of the orders list. Orders the app submitted but the service does not return
 * stay visible as what they are (unknown to the service, or an `{error}` entry), so a
 * trader never loses track of something they signed.
 */
export type OrderRow =
  | { type: 'order'; uid: Hex; order: Order; submitted: boolean }
  /** `ethFlowTx`: an eth-flow order sent on chain that the service has not indexed yet. */
  | { type: 'missing'; uid: Hex; validTo: number; submittedAt: number; ethFlowTx?: Hex }
  | { type: 'error'; uid: Hex; validTo: number; submittedAt: number; description: string }

/**
 * The Orders page's tabs, as CoW Swap has them. Open: every live order. Unfillable: the live
 * orders whose owner's balance or allowance of the sell token is now short (solvers skip
 * them). Signing: the pre-signed orders waiting for setPreSignature. Both are views into
 * Open, as in CoW Swap, where such an order stays listed (marked) and is cancelled from.
 * History: filled, cancelled and expired.
 */
export type OrdersTab = 'open' | 'unfillable' | 'signing' | 'history'

/** The owners' sell-token balances and allowances to the vault relayer, by `fundsKey`. */
export type OwnerFunds = ReadonlyMap<string, FundsInput>

export function fundsKey(owner: string, token: string): string {
  return `${owner.toLowerCase()}:${token.toLowerCase()}`
}

/** What a row's tab depends on besides the row: the clock and the funds read so far. */
export interface TabContext {
  nowSeconds: number
  funds?: OwnerFunds
}

export interface OrderRowSources {
  /** The account's orders as the service lists them (newest first). */
  accountOrders: readonly Order[]
  /** What this browser submitted for the account. */
  submitted: readonly SubmittedOrder[]
  /** The last by_uids answer for the submitted UIDs; undefined before the first one. */
  byUids: OrdersByUidsResult | undefined
}

// UIDs are hex, not addresses: lower case is their canonical key.
const key = (uid: string) => uid.toLowerCase()

/** The deadline of a submitted order: an eth-flow order's is the trader's, not its UID's. */
function validToOf({ uid, ethFlow }: SubmittedOrder): number {
  if (ethFlow) return ethFlow.userValidTo
  try {
    return unpackOrderUid(uid).validTo
  } catch {
    return 0
  }
}

function sortTime(row: OrderRow): number {
  return row.type === 'order' ? row.order.creationDate.getTime() : row.submittedAt
}

/**
 * Merges the account's pages with the submitted orders, newest first. A submitted order's
 * by_uids copy wins over the page copy: it is polled every few seconds, the pages every 30.
 */
export function buildOrderRows({ accountOrders, submitted, byUids }: OrderRowSources): OrderRow[] {
  const submittedKeys = new Set(submitted.map((s) => key(s.uid)))
  const rows = new Map<string, OrderRow>()
  for (const order of accountOrders) {
    rows.set(key(order.uid), {
      type: 'order',
      uid: order.uid,
      order,
      submitted: submittedKeys.has(key(order.uid)),
    })
  }
  if (byUids) {
    const errors = new Map(byUids.errors.map((e) => [key(e.uid), e.description]))
    const missing = new Set(byUids.missing.map(key))
    for (const entry of submitted) {
      const { uid, submittedAt } = entry
      const k = key(uid)
      const fresh = byUids.byUid.get(k)
      if (fresh) {
        rows.set(k, { type: 'order', uid: fresh.uid, order: fresh, submitted: true })
      } else if (rows.has(k)) {
        continue
      } else if (errors.has(k)) {
        const description = errors.get(k) ?? ''
        rows.set(k, { type: 'error', uid, validTo: validToOf(entry), submittedAt, description })
      } else if (missing.has(k)) {
        const row: OrderRow = { type: 'missing', uid, validTo: validToOf(entry), submittedAt }
        rows.set(k, entry.ethFlow ? { ...row, ethFlowTx: entry.ethFlow.txHash } : row)
      }
    }
  }
  return [...rows.values()]
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sortTime(b.row) - sortTime(a.row) || a.index - b.index)
    .map(({ row }) => row)
}

/** A live order its owner's funds cannot cover now (known only once they are read). */
export function isUnfillable(order: Order, context: TabContext): boolean {
  const funds = context.funds?.get(fundsKey(order.owner, order.sellToken))
  if (funds === undefined) return false
  return whyNotFilling({ order, nowSeconds: context.nowSeconds, funds })?.reason === 'unfillable'
}

/** Open or History: whether the row is still live. */
export function rowTab(row: OrderRow, nowSeconds: number): 'open' | 'history' {
  if (row.type === 'order') return isLive(row.order, nowSeconds) ? 'open' : 'history'
  return row.validTo > nowSeconds ? 'open' : 'history'
}

/** A pre-signed order still waiting for its on-chain signature. */
export function isSigning(row: OrderRow, nowSeconds: number): boolean {
  return (
    row.type === 'order' &&
    row.order.status === 'presignaturePending' &&
    isLive(row.order, nowSeconds)
  )
}

export function inTab(row: OrderRow, tab: OrdersTab, context: TabContext): boolean {
  if (tab === 'signing') return isSigning(row, context.nowSeconds)
  if (tab === 'unfillable') return row.type === 'order' && isUnfillable(row.order, context)
  return rowTab(row, context.nowSeconds) === tab
}

export function rowsForTab(
  rows: readonly OrderRow[],
  tab: OrdersTab,
  context: TabContext,
): OrderRow[] {
  return rows.filter((row) => inTab(row, tab, context))
}

export function countByTab(
  rows: readonly OrderRow[],
  context: TabContext,
): Record<OrdersTab, number> {
  const counts = { open: 0, unfillable: 0, signing: 0, history: 0 }
  for (const row of rows) {
    counts[rowTab(row, context.nowSeconds)] += 1
    if (isSigning(row, context.nowSeconds)) counts.signing += 1
    if (row.type === 'order' && isUnfillable(row.order, context)) counts.unfillable += 1
  }
  return counts
}

/**
 * The count line under the list: what the shown tab holds, and whether that is all of it
 * (the account's list has no further page to load). Nothing for an empty tab: its empty
 * state already says so, and a count of the other tab's orders under it reads as a
 * contradiction.
 */
export function tabCountLine(
  tab: OrdersTab,
  shown: number,
  allLoaded: boolean,
): string | undefined {
  if (shown === 0) return undefined
  const what = {
    open: plural(shown, { one: '# open order', other: '# open orders' }),
    unfillable: plural(shown, { one: '# unfillable order', other: '# unfillable orders' }),
    signing: plural(shown, { one: '# signing order', other: '# signing orders' }),
    history: plural(shown, { one: '# past order', other: '# past orders' }),
  }[tab]
  return allLoaded
    ? t`${what} loaded, that is all of them.`
    : t`${what} among the orders loaded so far.`
}

/** A UID the service has not indexed yet is looked for this long after submission. */
export const MISSING_GRACE_MS = 2 * 60_000

/**
 * How often to refresh the submitted orders through by_uids: every 2 s while any is
 * still pending (or was submitted so recently the service may not list it yet), not at
 * all once every one has settled.
 */
export function submittedPollInterval(
  byUids: OrdersByUidsResult | undefined,
  submitted: readonly SubmittedOrder[],
  nowMs: number,
): number | false {
  if (submitted.length === 0) return false
  if (!byUids) return PENDING_ORDERS_POLL_MS
  if (byUids.orders.some(isOrderPending)) return PENDING_ORDERS_POLL_MS
  const missing = new Set(byUids.missing.map(key))
  // An eth-flow order is looked for until its deadline: it appears once its transaction is
  // mined and indexed, however long that takes.
  const recentMissing = submitted.some(
    (s) =>
      missing.has(key(s.uid)) &&
      (nowMs - s.submittedAt < MISSING_GRACE_MS ||
        (s.ethFlow !== undefined && nowMs < s.ethFlow.userValidTo * 1000)),
  )
  return recentMissing ? PENDING_ORDERS_POLL_MS : false
}

/** When a row's order filled, as far as it is known (its last trade). */
export interface FillTime {
  /** The block of the order's last trade. */
  blockNumber: number
  /** That block's timestamp, once read. */
  at?: Date
}

/**
 * The row's second time, beside when it was placed: how long a live order has left, and
 * when an ended one ended, as far as the service and the chain tell. The order's wire shape
 * has no execution or cancellation time: a fill's time is its last trade's block, a
 * cancellation's is not reported, an expiry's is the deadline.
 */
export type RowEnd =
  | { kind: 'live'; deadline: Date }
  | { kind: 'filled'; at: Date }
  | { kind: 'filledInBlock'; blockNumber: number }
  | { kind: 'filledUnknown' }
  | { kind: 'expired'; at: Date }
  | { kind: 'cancelled' }
  | { kind: 'unknown' }

export function rowEnd(row: OrderRow, nowSeconds: number, fill?: FillTime): RowEnd {
  const validTo = row.type === 'order' ? orderDeadline(row.order) : row.validTo
  const deadline = new Date(validTo * 1000)
  const live = row.type === 'order' ? isLive(row.order, nowSeconds) : validTo > nowSeconds
  if (live) return { kind: 'live', deadline }
  if (row.type !== 'order') return { kind: 'expired', at: deadline }
  switch (row.order.status) {
    case 'fulfilled':
      if (fill?.at) return { kind: 'filled', at: fill.at }
      if (fill) return { kind: 'filledInBlock', blockNumber: fill.blockNumber }
      return { kind: 'filledUnknown' }
    case 'cancelled':
      return { kind: 'cancelled' }
    case 'unknown':
      return { kind: 'unknown' }
    default:
      // Open (or pre-signature pending) past its deadline: expired then.
      return { kind: 'expired', at: deadline }
  }
}

/**
 * The end as the row says it, in one line (never a bare status word: the status chip has
 * that), with its time where known (`at`); what is not known is said, so no cell is left
 * with a bare dash.
 */
export function rowEndWords(
  end: RowEnd,
  nowSeconds: number,
  format: (date: Date) => string,
): { text: string; at?: Date } {
  switch (end.kind) {
    case 'live': {
      const left = formatTimeLeft(Math.floor(end.deadline.getTime() / 1000), nowSeconds)
      return {
        text: t`Ends in ${left}`,
        at: end.deadline,
      }
    }
    case 'filled': {
      const at = format(end.at)
      return { text: t`Filled ${at}`, at: end.at }
    }
    case 'filledInBlock': {
      const block = end.blockNumber
      return { text: t`Filled in block ${block}` }
    }
    case 'filledUnknown':
      return { text: t`Filled, time not reported` }
    case 'expired': {
      const at = format(end.at)
      return { text: t`Expired ${at}`, at: end.at }
    }
    case 'cancelled':
      return { text: t`Cancelled, time not reported` }
    case 'unknown':
      return { text: t`Ended, status not known` }
  }
}
