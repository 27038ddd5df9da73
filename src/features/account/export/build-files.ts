/**
 * The export's two files, written a chunk of orders at a time with a pause between chunks, so
 * a history of thousands of orders never freezes the page: CSV (RFC 4180, see csv.ts) and
 * JSON (the same rows, with the token addresses and chain id a program wants).
 */
import type { Order } from '@/api/types'
import { csvRecord } from './csv'
import { HISTORY_COLUMNS, historyRow, type HistoryRow, type RowContext } from './history-rows'

/** Orders mapped between two pauses. */
export const WRITE_CHUNK = 200

export interface HistoryFiles {
  csv: string[]
  json: string[]
}

export function csvHeader(): string {
  return csvRecord(HISTORY_COLUMNS.map((column) => column.title))
}

export function csvLine(row: HistoryRow): string {
  return csvRecord(HISTORY_COLUMNS.map((column) => String(row[column.field])))
}

/** The JSON document around the rows: who, where and when. */
export interface HistoryDocumentHead {
  account: string
  chainId: number
  chain: string
  exportedAt: string
}

export async function buildHistoryFiles(
  orders: readonly Order[],
  context: RowContext,
  head: HistoryDocumentHead,
  pause: () => Promise<void>,
  onProgress: (written: number) => void,
): Promise<HistoryFiles> {
  const csv = [csvHeader()]
  const headJson = JSON.stringify(head)
  // `{...head, "orders": [` then the rows, comma-separated, then `]}`: valid JSON in parts.
  const json = [`${headJson.slice(0, -1)},"orders":[`]
  for (let start = 0; start < orders.length; start += WRITE_CHUNK) {
    const rows = orders.slice(start, start + WRITE_CHUNK).map((order) => historyRow(order, context))
    csv.push(rows.map(csvLine).join(''))
    json.push((start === 0 ? '' : ',') + rows.map((row) => JSON.stringify(row)).join(','))
    onProgress(Math.min(start + WRITE_CHUNK, orders.length))
    await pause()
  }
  json.push(']}')
  return { csv, json }
}
