/**
 * The watch-tower's state in the service's database (kernel migration 41): each conditional
 * order it follows, with what it posted, when it asks again and why a part was refused, and the
 * last block it has read per ComposableCoW. Written as it changes, read once at start, so a
 * restarted sandbox resumes where it stopped: no conditional order lost, no part posted twice.
 */
import { getAddress, type Address } from 'viem'
import * as z from 'zod/mini'
import { orderUidSchema } from '@batchswap/contract/wire/primitives'
import { watchTowerErrorSchema } from '@batchswap/contract/wire/watch-tower'
import type { SqlExecutor } from '../kernel/sql'
import { addr, hex, jsonValue, optStr, str, type Row } from '../kernel/db/rows'
import type { Schedule, Watched, WatchTowerStore } from './watch-tower'

const STATES: readonly Watched['state'][] = ['active', 'done', 'removed', 'invalid']

function stateOf(value: string): Watched['state'] {
  const state = STATES.find((s) => s === value)
  if (!state) throw new Error(`column state: unknown watch-tower state ${value}`)
  return state
}

function record(value: unknown, column: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null)
    throw new Error(`column ${column}: not an object`)
  return Object.fromEntries(Object.entries(value))
}

function scheduleOf(row: Row): Schedule {
  const value = record(jsonValue(row, 'schedule'), 'schedule')
  switch (value.kind) {
    case 'now':
    case 'never':
      return { kind: value.kind }
    case 'block':
      if (typeof value.block === 'string') return { kind: 'block', block: BigInt(value.block) }
      break
    case 'epoch':
      if (typeof value.epoch === 'number') return { kind: 'epoch', epoch: value.epoch }
      break
  }
  throw new Error(`column schedule: not a schedule: ${JSON.stringify(value)}`)
}

function scheduleJson(schedule: Schedule): string {
  return JSON.stringify(
    schedule.kind === 'block' ? { kind: 'block', block: schedule.block.toString() } : schedule,
  )
}

const storedErrorSchema = z.extend(watchTowerErrorSchema, { attempts: z.number() })
const postedSchema = z.array(orderUidSchema)

function lastErrorOf(row: Row): Watched['lastError'] {
  const raw = jsonValue(row, 'last_error')
  if (raw === null || raw === undefined) return undefined
  const { orderUid, errorType, description, attempts } = storedErrorSchema.parse(raw)
  return { orderUid, errorType, description, attempts }
}

function watchedOf(row: Row): Watched {
  return {
    id: hex(row, 'id'),
    owner: addr(row, 'owner'),
    params: {
      handler: addr(row, 'handler'),
      salt: hex(row, 'salt'),
      staticInput: hex(row, 'static_input'),
    },
    createdTx: hex(row, 'created_tx'),
    state: stateOf(str(row, 'state')),
    schedule: scheduleOf(row),
    reason: optStr(row, 'reason') ?? undefined,
    posted: postedSchema.parse(row.posted),
    lastError: lastErrorOf(row),
  }
}

/** The store of the watch-tower of one ComposableCoW, over the service's database. */
export function sqlWatchTowerStore(sql: SqlExecutor, composableCow: Address): WatchTowerStore {
  const cow = getAddress(composableCow)
  return {
    async load() {
      const [cursorRow] = await sql.query<Row>(
        'SELECT block_number FROM watch_tower_cursor WHERE composable_cow = $1',
        [cow],
      )
      const rows = await sql.query<Row>('SELECT * FROM watch_tower_orders ORDER BY seq')
      return {
        cursor: cursorRow ? BigInt(str(cursorRow, 'block_number')) : undefined,
        orders: rows.map(watchedOf),
      }
    },
    async save(w) {
      await sql.query(
        `INSERT INTO watch_tower_orders (id, owner, handler, salt, static_input, created_tx,
           state, schedule, reason, posted, last_error)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10::text[], $11::jsonb)
         ON CONFLICT (id) DO UPDATE SET state = excluded.state, schedule = excluded.schedule,
           reason = excluded.reason, posted = excluded.posted, last_error = excluded.last_error`,
        [
          w.id,
          getAddress(w.owner),
          getAddress(w.params.handler),
          w.params.salt,
          w.params.staticInput,
          w.createdTx,
          w.state,
          scheduleJson(w.schedule),
          w.reason ?? null,
          [...w.posted],
          w.lastError ? JSON.stringify(w.lastError) : null,
        ],
      )
    },
    async saveCursor(block) {
      await sql.query(
        `INSERT INTO watch_tower_cursor (composable_cow, block_number) VALUES ($1, $2)
         ON CONFLICT (composable_cow) DO UPDATE SET block_number = excluded.block_number`,
        [cow, block.toString()],
      )
    },
  }
}
