import type { Hex } from 'viem'
import { isOrderUid } from '@batchswap/contract/protocol/uid'

/**
 * The link between an order's page and the Limit page that edits it: `#/limit?replace=<uid>`.
 * Here because two features share it (the order's page builds it, the limit form reads it).
 */
export const REPLACE_PARAM = 'replace'

/** The link that opens the Limit page to edit (replace) the order `uid`. */
export function editOrderHref(uid: Hex): string {
  return `/limit?${REPLACE_PARAM}=${uid.toLowerCase()}`
}

/** The UID to replace from the page's search parameters; undefined when absent or malformed. */
export function replaceUidFrom(search: URLSearchParams): Hex | undefined {
  const value = search.get(REPLACE_PARAM)
  return isOrderUid(value) ? (value.toLowerCase() as Hex) : undefined
}
