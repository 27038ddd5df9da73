/**
 * The SQL of Sign-In with Ethereum (tables `siwe_nonces` and `siwe_sessions` of kernel
 * migration 40): single-use nonces and sessions kept by their token's hash.
 */
import { getAddress, type Address } from 'viem'
import type { SqlExecutor } from '../kernel/sql'
import { addr, date, type Row } from '../kernel/db/rows'

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
