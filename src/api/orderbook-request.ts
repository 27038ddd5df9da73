/**
 * What every orderbook endpoint shares: the v1 URL and the checks of a request's
 * values before it is sent.
 */
import { isAddress, isHex, size, type Address, type Hex } from 'viem'
import type * as z from 'zod/mini'
import { isOrderUid } from '@batchswap/contract/protocol/uid'
import { invalidRequest, type ApiEndpoint } from './errors'
import { formatIssues } from './format-issues'
import { serviceUrls, type ApiContext } from './request-types'
import { orderbookV1Url } from './urls'

export function v1(ctx: ApiContext, path: string): string {
  return orderbookV1Url(serviceUrls(ctx), path)
}

/** Checks a request body before sending. */
export function checkBody<T>(endpoint: ApiEndpoint, schema: z.ZodMiniType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw invalidRequest(endpoint, ...formatIssues(parsed.error.issues))
  return parsed.data
}

export function checkUid(endpoint: ApiEndpoint, uid: string): Hex {
  if (!isOrderUid(uid)) throw invalidRequest(endpoint, `"${uid}" is not a 56-byte order UID`)
  return uid
}

export function checkAddress(endpoint: ApiEndpoint, field: string, value: string): Address {
  if (!isAddress(value, { strict: false })) {
    throw invalidRequest(endpoint, `${field} "${value}" is not an address`)
  }
  return value
}

export function checkHash32(endpoint: ApiEndpoint, field: string, value: string): Hex {
  if (!isHex(value, { strict: true }) || value.length !== 66 || size(value) !== 32) {
    throw invalidRequest(endpoint, `${field} "${value}" is not a 32-byte hex hash`)
  }
  return value
}
