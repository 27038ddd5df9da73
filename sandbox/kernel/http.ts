/** Request parsing shared by the routes: JSON bodies, schema validation, client identity. */
import { IncomingMessage } from 'node:http'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { getAddress, isAddress, type Address } from 'viem'
import type * as z from 'zod/mini'
import { ApiError, invalidParameter } from './errors'

/** Request bodies above this are refused (413) before they are read. */
export const MAX_BODY_BYTES = 16 * 1024

export function payloadTooLarge(): ApiError {
  return new ApiError(
    413,
    'PayloadTooLarge',
    `The request body is larger than ${MAX_BODY_BYTES} bytes`,
    // The rest of the body stays unread: the connection cannot be reused.
    { Connection: 'close' },
  )
}

/**
 * The body as text, at most MAX_BODY_BYTES. Read from Node's request stream directly: going
 * through the Fetch API Request that @hono/node-server would build costs more than the rest
 * of a quote.
 */
async function readBodyText(c: Context): Promise<string> {
  const env: unknown = c.env
  const incoming =
    env && typeof env === 'object' && 'incoming' in env && env.incoming instanceof IncomingMessage
      ? env.incoming
      : undefined
  if (!incoming) {
    const text = await c.req.text()
    if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw payloadTooLarge()
    return text
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of incoming) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw payloadTooLarge()
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The parsed JSON body, or 400 InvalidParameter for an empty or malformed one. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await readBodyText(c)
  if (text.trim() === '') throw invalidParameter('the request body is empty; expected JSON')
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw invalidParameter(
      `the request body is not valid JSON (${error instanceof Error ? error.message : 'parse error'})`,
    )
  }
}

/** Validates `value` with a wire schema; a mismatch is 400 InvalidParameter naming the fields. */
export function parseWith<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  // reportInput: tells a missing field from a mistyped one in the description.
  const result = schema.safeParse(value, { reportInput: true })
  if (result.success) return result.data
  throw invalidParameter(describeIssues(result.error.issues))
}

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body'
    return `${path}: ${describeIssue(issue)}`
  })
  if (issues.length > 5) parts.push(`and ${issues.length - 5} more`)
  return parts.join('; ')
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `expected ${issue.expected}`
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
    case 'too_big':
      return `too many (at most ${String(issue.maximum)})`
    case 'too_small':
      return `too few (at least ${String(issue.minimum)})`
    case 'invalid_union':
      return 'has the wrong shape'
    default:
      return issue.message
  }
}

/** A path segment that must be an address: checksummed or lowercase, normalised. */
export function parseAddressParam(value: string, name: string): Address {
  if (!isAddress(value, { strict: false })) {
    throw invalidParameter(`${name} "${truncate(value)}" is not a 20-byte hex address`)
  }
  return getAddress(value)
}

export function truncate(value: string, max = 80): string {
  return value.length > max ? `${value.slice(0, max)}...` : value
}

/** The rate-limit key: the client's IP address (the service listens on loopback only). */
export function clientKey(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in unit tests has no socket.
    return 'unknown'
  }
}
