/**
 * The SQL of the notification channels (tables of kernel migration 40): channels, the
 * delivery outbox, sign-in nonces and sessions, and the keys kept with the sandbox's data.
 * The outbox rows themselves are written with each notification (kernel/db/notifications.ts).
 */
import { randomUUID } from 'node:crypto'
import { getAddress, type Address } from 'viem'
import { notificationFromRow, type StoredNotification } from '../kernel/db/notifications'
import type { SqlExecutor } from '../kernel/sql'
import { addr, date, json, jsonValue, num, optDate, optStr, str, type Row } from '../kernel/db/rows'
import {
  NOTIFICATION_TYPES,
  type WireChannelKind as ChannelKind,
  type WireNotificationType as NotificationType,
} from '@batchswap/contract/wire/channels'

export interface StoredChannel {
  id: string
  account: Address
  kind: ChannelKind
  types: NotificationType[]
  target: Record<string, unknown>
  secret: string | null
  previousSecret: string | null
  previousSecretExpiresAt: Date | null
  status: 'active' | 'pending'
  createdAt: Date
}

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

/** A short random id with a readable prefix (ch_..., msg_...). */
export function newId(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '')}`
}

function kindOf(value: string): ChannelKind {
  if (value === 'webhook' || value === 'webpush' || value === 'email' || value === 'telegram') {
    return value
  }
  throw new Error(`column kind: unknown channel kind ${value}`)
}

function typesOf(row: Row): NotificationType[] {
  const value = row.types
  if (!Array.isArray(value)) throw new Error('column types: expected text[]')
  return NOTIFICATION_TYPES.filter((t) => value.includes(t))
}

export function channelFromRow(row: Row): StoredChannel {
  const status = str(row, 'status')
  return {
    id: str(row, 'id'),
    account: addr(row, 'account'),
    kind: kindOf(str(row, 'kind')),
    types: typesOf(row),
    target: json(row, 'target'),
    secret: optStr(row, 'secret'),
    previousSecret: optStr(row, 'previous_secret'),
    previousSecretExpiresAt: optDate(row, 'previous_secret_expires_at'),
    status: status === 'active' ? 'active' : 'pending',
    createdAt: date(row, 'created_at'),
  }
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

// ---------------------------------------------------------------- channels

export interface NewChannel {
  account: Address
  kind: ChannelKind
  types: readonly NotificationType[]
  target: Record<string, unknown>
  secret: string | null
  status: 'active' | 'pending'
  createdAt: Date
}

export async function insertChannel(sql: SqlExecutor, c: NewChannel): Promise<StoredChannel> {
  const rows = await sql.query<Row>(
    `INSERT INTO notification_channels (id, account, kind, types, target, secret, status,
       created_at)
     VALUES ($1, $2, $3, $4::text[], $5::jsonb, $6, $7, $8::timestamptz) RETURNING *`,
    [
      newId('ch'),
      getAddress(c.account),
      c.kind,
      [...c.types],
      JSON.stringify(c.target),
      c.secret,
      c.status,
      c.createdAt.toISOString(),
    ],
  )
  const row = rows[0]
  if (!row) throw new Error('INSERT INTO notification_channels returned no row')
  return channelFromRow(row)
}

export async function selectChannels(sql: SqlExecutor, account: Address): Promise<StoredChannel[]> {
  const rows = await sql.query<Row>(
    `SELECT * FROM notification_channels WHERE account = $1 ORDER BY created_at, id`,
    [getAddress(account)],
  )
  return rows.map(channelFromRow)
}

export async function countChannels(sql: SqlExecutor, account: Address): Promise<number> {
  const rows = await sql.query<Row>(
    `SELECT count(*) AS n FROM notification_channels WHERE account = $1`,
    [getAddress(account)],
  )
  return rows[0] ? num(rows[0], 'n') : 0
}

/** The channel, only when it belongs to `account`. */
export async function selectChannel(
  sql: SqlExecutor,
  account: Address,
  id: string,
): Promise<StoredChannel | undefined> {
  const rows = await sql.query<Row>(
    `SELECT * FROM notification_channels WHERE id = $1 AND account = $2`,
    [id, getAddress(account)],
  )
  return rows[0] ? channelFromRow(rows[0]) : undefined
}

export async function selectChannelById(
  sql: SqlExecutor,
  id: string,
): Promise<StoredChannel | undefined> {
  const rows = await sql.query<Row>(`SELECT * FROM notification_channels WHERE id = $1`, [id])
  return rows[0] ? channelFromRow(rows[0]) : undefined
}

export async function updateChannelTypes(
  sql: SqlExecutor,
  account: Address,
  id: string,
  types: readonly NotificationType[],
): Promise<StoredChannel | undefined> {
  const rows = await sql.query<Row>(
    `UPDATE notification_channels SET types = $3::text[] WHERE id = $1 AND account = $2
     RETURNING *`,
    [id, getAddress(account), [...types]],
  )
  return rows[0] ? channelFromRow(rows[0]) : undefined
}

/** The new secret signs from now on; the old one also signs until `previousUntil`. */
export async function rotateChannelSecret(
  sql: SqlExecutor,
  account: Address,
  id: string,
  secret: string,
  previousUntil: Date,
): Promise<StoredChannel | undefined> {
  const rows = await sql.query<Row>(
    `UPDATE notification_channels
     SET previous_secret = secret, previous_secret_expires_at = $4::timestamptz, secret = $3
     WHERE id = $1 AND account = $2 AND kind = 'webhook' RETURNING *`,
    [id, getAddress(account), secret, previousUntil.toISOString()],
  )
  return rows[0] ? channelFromRow(rows[0]) : undefined
}

/** Deletes the channel (and its deliveries); false when the account has no such channel. */
export async function deleteChannel(
  sql: SqlExecutor,
  account: Address,
  id: string,
): Promise<boolean> {
  const rows = await sql.query<Row>(
    `DELETE FROM notification_channels WHERE id = $1 AND account = $2 RETURNING id`,
    [id, getAddress(account)],
  )
  return rows.length > 0
}

/** A push service said the subscription is gone (404/410): no account check, no session. */
export async function deleteChannelById(sql: SqlExecutor, id: string): Promise<void> {
  await sql.query(`DELETE FROM notification_channels WHERE id = $1`, [id])
}

/** Confirms an e-mail channel by its link's token; false when no pending one has it. */
export async function activateEmailChannel(sql: SqlExecutor, token: string): Promise<boolean> {
  const rows = await sql.query<Row>(
    `UPDATE notification_channels SET status = 'active'
     WHERE kind = 'email' AND secret = $1 RETURNING id`,
    [token],
  )
  return rows.length > 0
}

/** One-click unsubscribe: removes the e-mail channel whose links carry `token`. */
export async function deleteEmailChannelByToken(sql: SqlExecutor, token: string): Promise<boolean> {
  const rows = await sql.query<Row>(
    `DELETE FROM notification_channels WHERE kind = 'email' AND secret = $1 RETURNING id`,
    [token],
  )
  return rows.length > 0
}

// ---------------------------------------------------------------- deliveries

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

export async function recordAttempt(sql: SqlExecutor, a: AttemptRecord): Promise<void> {
  const status =
    a.outcome.kind === 'delivered'
      ? 'delivered'
      : a.outcome.kind === 'failed'
        ? 'failed'
        : 'pending'
  const next = a.outcome.kind === 'retry' ? a.outcome.at : a.at
  await sql.query(
    `UPDATE notification_deliveries
     SET attempts = attempts + 1, last_attempt_at = $2::timestamptz, last_status = $3,
       last_error = $4, status = $5, next_attempt_at = $6::timestamptz,
       finished_at = CASE WHEN $5 = 'pending' THEN NULL ELSE $2::timestamptz END
     WHERE id = $1`,
    [a.id, a.at.toISOString(), a.status, a.error, status, next.toISOString()],
  )
}

export async function selectDeliveries(
  sql: SqlExecutor,
  channelId: string,
  limit: number,
): Promise<StoredDelivery[]> {
  const rows = await sql.query<Row>(
    `SELECT * FROM notification_deliveries WHERE channel_id = $1
     ORDER BY created_at DESC, id DESC LIMIT $2`,
    [channelId, limit],
  )
  return rows.map(deliveryFromRow)
}

/** Sends a finished delivery again, keeping its id (a receiver sees the same webhook-id). */
export async function requeueDelivery(
  sql: SqlExecutor,
  channelId: string,
  id: string,
  at: Date,
): Promise<StoredDelivery | undefined> {
  const rows = await sql.query<Row>(
    `UPDATE notification_deliveries
     SET status = 'pending', next_attempt_at = $3::timestamptz, finished_at = NULL
     WHERE id = $2 AND channel_id = $1 AND status <> 'pending' RETURNING *`,
    [channelId, id, at.toISOString()],
  )
  return rows[0] ? deliveryFromRow(rows[0]) : undefined
}

export async function selectDelivery(
  sql: SqlExecutor,
  channelId: string,
  id: string,
): Promise<StoredDelivery | undefined> {
  const rows = await sql.query<Row>(
    `SELECT * FROM notification_deliveries WHERE id = $2 AND channel_id = $1`,
    [channelId, id],
  )
  return rows[0] ? deliveryFromRow(rows[0]) : undefined
}

/** The notification a delivery carries (kernel table `notifications`). */
export async function selectNotificationById(
  sql: SqlExecutor,
  id: number,
): Promise<StoredNotification | undefined> {
  const rows = await sql.query<Row>(`SELECT * FROM notifications WHERE id = $1`, [id])
  return rows[0] ? notificationFromRow(rows[0]) : undefined
}

// ---------------------------------------------------------------- sign-in

export async function insertNonce(sql: SqlExecutor, nonce: string, expiresAt: Date) {
  await sql.query(`INSERT INTO siwe_nonces (nonce, expires_at) VALUES ($1, $2::timestamptz)`, [
    nonce,
    expiresAt.toISOString(),
  ])
}

/** Marks the nonce used; false when it is unknown, used before or expired (single use). */
export async function consumeNonce(sql: SqlExecutor, nonce: string, now: Date): Promise<boolean> {
  const rows = await sql.query<Row>(
    `UPDATE siwe_nonces SET used_at = $2::timestamptz
     WHERE nonce = $1 AND used_at IS NULL AND expires_at > $2::timestamptz RETURNING nonce`,
    [nonce, now.toISOString()],
  )
  return rows.length > 0
}

export async function insertSession(
  sql: SqlExecutor,
  tokenHash: string,
  account: Address,
  expiresAt: Date,
): Promise<void> {
  await sql.query(
    `INSERT INTO siwe_sessions (token_hash, account, expires_at) VALUES ($1, $2, $3::timestamptz)`,
    [tokenHash, getAddress(account), expiresAt.toISOString()],
  )
}

export async function selectSession(
  sql: SqlExecutor,
  tokenHash: string,
  now: Date,
): Promise<{ account: Address; expiresAt: Date } | undefined> {
  const rows = await sql.query<Row>(
    `SELECT * FROM siwe_sessions WHERE token_hash = $1 AND expires_at > $2::timestamptz`,
    [tokenHash, now.toISOString()],
  )
  const row = rows[0]
  return row ? { account: addr(row, 'account'), expiresAt: date(row, 'expires_at') } : undefined
}

export async function deleteSession(sql: SqlExecutor, tokenHash: string): Promise<void> {
  await sql.query(`DELETE FROM siwe_sessions WHERE token_hash = $1`, [tokenHash])
}

// ---------------------------------------------------------------- keys

/** The stored key, or `create()`'s, stored once (a concurrent first start keeps the first). */
export async function keyOnce<T>(
  sql: SqlExecutor,
  name: string,
  create: () => T,
  parse: (value: unknown) => T,
): Promise<T> {
  const read = () => sql.query<Row>(`SELECT value FROM service_keys WHERE name = $1`, [name])
  let row = (await read())[0]
  if (!row) {
    await sql.query(
      `INSERT INTO service_keys (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING`,
      [name, JSON.stringify(create())],
    )
    row = (await read())[0]
  }
  if (!row) throw new Error(`service key ${name} was not stored`)
  return parse(jsonValue(row, 'value'))
}
