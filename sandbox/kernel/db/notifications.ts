/** The `notifications` table: the trader-facing messages of the inbox, deduplicated by key. */
import { getAddress, type Address, type Hex } from 'viem'
import type { SqlExecutor } from '../sql'
import {
  addr,
  date,
  json,
  normalizeHex,
  newestRowsReader,
  num,
  optStr,
  str,
  type Row,
} from './rows'

export interface NewNotification {
  account: Address
  type: string
  message: string
  createdAt: Date
  orderUid: Hex | null
  metadata: Record<string, unknown>
  /** When set, a second notification with the same key is ignored. */
  dedupeKey?: string
}

export interface StoredNotification extends NewNotification {
  id: number
}

export function notificationFromRow(row: Row): StoredNotification {
  return {
    id: num(row, 'id'),
    account: addr(row, 'account'),
    type: str(row, 'type'),
    message: str(row, 'message'),
    createdAt: date(row, 'created_at'),
    orderUid: optStr(row, 'order_uid') as Hex | null,
    metadata: json(row, 'metadata'),
    dedupeKey: optStr(row, 'dedupe_key') ?? undefined,
  }
}

/** The new id, or undefined when the dedupe key was used before. */
export async function insertNotification(
  sql: SqlExecutor,
  n: NewNotification,
): Promise<number | undefined> {
  // The outbox (issue 40): one statement writes the notification and a delivery for each
  // active channel of the account that takes its type, so neither exists without the other.
  const rows = await sql.query<Row>(
    `WITH n AS (
       INSERT INTO notifications (account, type, message, created_at, order_uid, metadata,
         dedupe_key)
       VALUES ($1, $2, $3, $4::timestamptz, $5, $6::jsonb, $7)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id, account, type, created_at
     ), d AS (
       INSERT INTO notification_deliveries (id, notification_id, channel_id, status,
         next_attempt_at, created_at)
       SELECT 'msg_' || replace(gen_random_uuid()::text, '-', ''), n.id, c.id, 'pending',
         n.created_at, n.created_at
       FROM n JOIN notification_channels c
         ON c.account = n.account AND c.status = 'active' AND n.type = ANY (c.types)
     )
     SELECT id FROM n`,
    [
      getAddress(n.account),
      n.type,
      n.message,
      n.createdAt.toISOString(),
      n.orderUid ? normalizeHex(n.orderUid) : null,
      JSON.stringify(n.metadata),
      n.dedupeKey ?? null,
    ],
  )
  return rows[0] ? num(rows[0], 'id') : undefined
}

/** An account's newest notifications. */
export const selectNotifications = newestRowsReader(
  'notifications',
  'account',
  notificationFromRow,
  (account: Address) => getAddress(account),
)

/** A notification meant for every account (stored with no account, as in the CMS). */
export interface NotificationForEveryone {
  id: number
  title: string
  message: string
  url: string | null
  createdAt: Date
}

/** The newest `limit` notifications meant for everyone. */
export async function selectNotificationsForEveryone(
  sql: SqlExecutor,
  limit: number,
): Promise<NotificationForEveryone[]> {
  const rows = await sql.query<Row>(
    `SELECT * FROM notifications WHERE account IS NULL ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  )
  return rows.map((row) => ({
    id: num(row, 'id'),
    title: optStr(row, 'title') ?? '',
    message: str(row, 'message'),
    url: optStr(row, 'url'),
    createdAt: date(row, 'created_at'),
  }))
}
