/**
 * The SQL of the notification channels (table `notification_channels` of kernel migration 40):
 * add, list, change, rotate and remove an account's channels, and confirm or unsubscribe an
 * e-mail channel by its link's token. Deliveries are delivery-store.ts's.
 */
import { randomUUID } from 'node:crypto'
import { getAddress, type Address } from 'viem'
import type { SqlExecutor } from '../kernel/sql'
import {
  addr,
  date,
  json,
  num,
  optDate,
  optStr,
  ownedRowReader,
  queryFirst,
  str,
  type Row,
} from '../kernel/db/rows'
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
export const selectChannel = ownedRowReader(
  'notification_channels',
  'account',
  channelFromRow,
  (account: Address) => getAddress(account),
)

export function updateChannelTypes(
  sql: SqlExecutor,
  account: Address,
  id: string,
  types: readonly NotificationType[],
): Promise<StoredChannel | undefined> {
  return queryFirst(
    sql,
    `UPDATE notification_channels SET types = $3::text[] WHERE id = $1 AND account = $2
     RETURNING *`,
    [id, getAddress(account), [...types]],
    channelFromRow,
  )
}

/** The new secret signs from now on; the old one also signs until `previousUntil`. */
export function rotateChannelSecret(
  sql: SqlExecutor,
  account: Address,
  id: string,
  secret: string,
  previousUntil: Date,
): Promise<StoredChannel | undefined> {
  return queryFirst(
    sql,
    `UPDATE notification_channels
     SET previous_secret = secret, previous_secret_expires_at = $4::timestamptz, secret = $3
     WHERE id = $1 AND account = $2 AND kind = 'webhook' RETURNING *`,
    [id, getAddress(account), secret, previousUntil.toISOString()],
    channelFromRow,
  )
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
