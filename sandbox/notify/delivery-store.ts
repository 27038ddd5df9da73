/**
 * The SQL of the delivery outbox (table `notification_deliveries` of kernel migration 40):
 * claim due deliveries with a lease, record each attempt, list, requeue and read them. The
 * rows themselves are written with each notification (kernel/db/notifications.ts), except a
 * channel's test delivery.
 */
import type { SqlExecutor } from '../kernel/sql'
import {
  date,
  jsonValue,
  num,
  optDate,
  optStr,
  queryFirst,
  newestRowsReader,
  str,
  type Row,
} from '../kernel/db/rows'
import { newId } from './channel-store'

export type DeliveryStatus = 'pending' | 'delivered' | 'failed'

export interface StoredDelivery {
  id: string
  notificationId: number | null
  channelId: string
  payload: unknown
  status: DeliveryStatus
  attempts: number
  nextAttemptAt: Date
  lastAttemptAt: Date | null
  lastStatus: number | null
  lastError: string | null
  createdAt: Date
  finishedAt: Date | null
}

function deliveryStatusOf(value: string): DeliveryStatus {
  return value === 'delivered' || value === 'failed' ? value : 'pending'
}

export function deliveryFromRow(row: Row): StoredDelivery {
  return {
    id: str(row, 'id'),
    notificationId: row.notification_id === null ? null : num(row, 'notification_id'),
    channelId: str(row, 'channel_id'),
    payload: jsonValue(row, 'payload'),
    status: deliveryStatusOf(str(row, 'status')),
    attempts: num(row, 'attempts'),
    nextAttemptAt: date(row, 'next_attempt_at'),
    lastAttemptAt: optDate(row, 'last_attempt_at'),
    lastStatus: row.last_status === null ? null : num(row, 'last_status'),
    lastError: optStr(row, 'last_error'),
    createdAt: date(row, 'created_at'),
    finishedAt: optDate(row, 'finished_at'),
  }
}

/** A test delivery: its own payload, due now. */
export async function insertTestDelivery(
  sql: SqlExecutor,
  channelId: string,
  payload: unknown,
  at: Date,
): Promise<StoredDelivery> {
  const rows = await sql.query<Row>(
    `INSERT INTO notification_deliveries (id, notification_id, channel_id, payload, status,
       next_attempt_at, created_at)
     VALUES ($1, NULL, $2, $3::jsonb, 'pending', $4::timestamptz, $4::timestamptz) RETURNING *`,
    [newId('msg'), channelId, JSON.stringify(payload), at.toISOString()],
  )
  const row = rows[0]
  if (!row) throw new Error('INSERT INTO notification_deliveries returned no row')
  return deliveryFromRow(row)
}

/**
 * Claims up to `limit` due deliveries: each one's next attempt moves to `leaseUntil`, so a
 * second claimer (or this one after a crash, once the lease ran out) does not take it while
 * it is being sent. SKIP LOCKED lets several workers share one Postgres.
 */
export async function claimDueDeliveries(
  sql: SqlExecutor,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<StoredDelivery[]> {
  const rows = await sql.query<Row>(
    `UPDATE notification_deliveries SET next_attempt_at = $2::timestamptz
     WHERE id IN (
       SELECT id FROM notification_deliveries
       WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz
       ORDER BY next_attempt_at, created_at LIMIT $3
       FOR UPDATE SKIP LOCKED)
     RETURNING *`,
    [now.toISOString(), leaseUntil.toISOString(), limit],
  )
  return rows.map(deliveryFromRow)
}

export interface AttemptRecord {
  id: string
  at: Date
  /** The HTTP status (or SMTP/Bot API code) the receiver answered, if it answered. */
  status: number | null
  error: string | null
  outcome: { kind: 'delivered' } | { kind: 'retry'; at: Date } | { kind: 'failed' }
}

/** Records a batch's attempts in one statement (a batch is sent together). */
export async function recordAttempts(
  sql: SqlExecutor,
  attempts: readonly AttemptRecord[],
): Promise<void> {
  if (attempts.length === 0) return
  const rows = attempts.map((a) => ({
    id: a.id,
    at: a.at.toISOString(),
    last_status: a.status,
    last_error: a.error,
    status:
      a.outcome.kind === 'delivered'
        ? 'delivered'
        : a.outcome.kind === 'failed'
          ? 'failed'
          : 'pending',
    next: (a.outcome.kind === 'retry' ? a.outcome.at : a.at).toISOString(),
  }))
  await sql.query(
    `UPDATE notification_deliveries d
     SET attempts = d.attempts + 1, last_attempt_at = a.at, last_status = a.last_status,
       last_error = a.last_error, status = a.status, next_attempt_at = a.next,
       finished_at = CASE WHEN a.status = 'pending' THEN NULL ELSE a.at END
     FROM jsonb_to_recordset($1::jsonb) AS a(id text, at timestamptz, last_status integer,
       last_error text, status text, next timestamptz)
     WHERE d.id = a.id`,
    [JSON.stringify(rows)],
  )
}

/** A channel's newest deliveries. */
export const selectDeliveries = newestRowsReader(
  'notification_deliveries',
  'channel_id',
  deliveryFromRow,
)
/** Sends a finished delivery again, keeping its id (a receiver sees the same webhook-id). */
export function requeueDelivery(
  sql: SqlExecutor,
  channelId: string,
  id: string,
  at: Date,
): Promise<StoredDelivery | undefined> {
  return queryFirst(
    sql,
    `UPDATE notification_deliveries
     SET status = 'pending', next_attempt_at = $3::timestamptz, finished_at = NULL
     WHERE id = $2 AND channel_id = $1 AND status <> 'pending' RETURNING *`,
    [channelId, id, at.toISOString()],
    deliveryFromRow,
  )
}
