/**
 * Reading lists the services send, one element at a time. The envelope (an array) is
 * checked by the response schema; each element here, on its own. An element that does
 * not read is dropped and reported: once to the console (per element, not per poll) and
 * as a count the caller passes on to the UI. One malformed order must never blank a
 * trader's whole history.
 */
import type * as z from 'zod/mini'
import type { ApiEndpoint } from './errors'
import { formatIssues } from './format-issues'

/** An element of a list answer that was left out, and why. */
export interface SkippedItem {
  endpoint: ApiEndpoint
  /** Position in the answer. */
  index: number
  /** The element's UID when it had a readable one. */
  uid?: string
  issues: string[]
}

export interface ReadListResult<T> {
  items: T[]
  skipped: SkippedItem[]
}

function uidOf(element: unknown): string | undefined {
  if (typeof element !== 'object' || element === null) return undefined
  const record = element as Record<string, unknown>
  if (typeof record.uid === 'string') return record.uid
  const order = record.order
  if (typeof order === 'object' && order !== null) {
    const uid = (order as Record<string, unknown>).uid
    if (typeof uid === 'string') return uid
  }
  return undefined
}

/**
 * Validates each element with `schema` and converts it with `convert`; a schema failure or
 * a converter that throws skips that element only.
 */
export function readEach<W, T>(
  endpoint: ApiEndpoint,
  elements: readonly unknown[],
  schema: z.ZodMiniType<W>,
  convert: (wire: W) => T,
): ReadListResult<T> {
  const items: T[] = []
  const skipped: SkippedItem[] = []
  elements.forEach((element, index) => {
    const parsed = schema.safeParse(element)
    let issues: string[]
    if (parsed.success) {
      try {
        items.push(convert(parsed.data))
        return
      } catch (cause) {
        issues = [cause instanceof Error ? cause.message : String(cause)]
      }
    } else {
      issues = formatIssues(parsed.error.issues, 3)
    }
    const uid = uidOf(element)
    skipped.push(uid === undefined ? { endpoint, index, issues } : { endpoint, index, uid, issues })
  })
  reportSkipped(skipped)
  return { items, skipped }
}

const reported = new Set<string>()

/** Console report, once per element and reason, however often the list is polled. */
export function reportSkipped(skipped: readonly SkippedItem[]): void {
  for (const item of skipped) {
    const key = `${item.endpoint}|${item.uid ?? `#${item.index}`}|${item.issues.join(';')}`
    if (reported.has(key)) continue
    reported.add(key)
    console.warn(
      `[batchswap] ${item.endpoint}: left out ${item.uid ?? `element ${item.index}`} that could not be read: ${item.issues.join('; ')}`,
    )
  }
}

/** Test hook: forget what was reported. */
export function resetSkippedReports(): void {
  reported.clear()
}
