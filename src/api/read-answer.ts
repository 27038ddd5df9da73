/**
 * How the fetch wrapper (./http) reads an answer: the status, the headers that matter
 * (`Date`, `Cache-Control`, `Retry-After`), the body as JSON or text, checked against the
 * request's wire schema; an error status as the `ApiError` its body describes.
 */
import { ApiError, type ApiEndpoint, type ApiErrorKind } from './errors'
import { formatIssues } from './format-issues'
import type { ApiResult, RequestSpec, ResponseMeta } from './request-types'
import { parseRetryAfter } from './retry'
import { apiErrorSchema, tokenDataErrorSchema } from '@batchswap/contract/wire/errors'

export function parseMaxAge(cacheControl: string | null): number | undefined {
  if (!cacheControl) return undefined
  const directives = cacheControl.toLowerCase()
  if (/(^|[\s,])(no-store|no-cache)([\s,]|$)/.test(directives)) return 0
  const match = /(?:^|[\s,])max-age\s*=\s*"?(\d+)"?/.exec(directives)
  return match?.[1] === undefined ? undefined : Number(match[1])
}

function parseHttpDate(value: string | null): Date | undefined {
  if (!value) return undefined
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? undefined : new Date(ms)
}

function errorKindFromBody(status: number, body: unknown): ApiErrorKind {
  const orderbook = apiErrorSchema.safeParse(body)
  if (orderbook.success) {
    const { errorType, description, data } = orderbook.data
    return data === undefined
      ? { type: 'orderbook', errorType, description: description ?? '', status }
      : { type: 'orderbook', errorType, description: description ?? '', status, data }
  }
  const tokenData = tokenDataErrorSchema.safeParse(body)
  if (tokenData.success) return { type: 'tokenData', message: tokenData.data.message, status }
  return { type: 'http', status }
}

/** An answer as the fetch wrapper reads it: the status, the headers, the whole body. */
export interface Answer {
  status: number
  ok: boolean
  headers: Headers
  text: string
}

/**
 * What an answer means for `spec`: its data, checked against the endpoint's schema, with
 * the answer's facts, or the ApiError it is (an error status, a body that is not JSON or
 * not what the schema says). Synchronous: the body has been read.
 */
export function readAnswer<T>(
  spec: RequestSpec<T>,
  response: Answer,
  receivedAt: Date,
  errorContext: { endpoint: ApiEndpoint; method: string; url: string },
): ApiResult<T> {
  const { text } = response
  const asText = spec.responseFormat === 'text'
  const date = parseHttpDate(response.headers.get('date'))
  let body: unknown
  let bodyIsJson = true
  if (text.trim() === '') {
    body = undefined
  } else {
    try {
      body = JSON.parse(text)
    } catch {
      bodyIsJson = false
    }
  }

  if (!response.ok) {
    const retryAfterMs = parseRetryAfter(
      response.headers.get('retry-after'),
      (date ?? receivedAt).getTime(),
    )
    throw new ApiError(errorKindFromBody(response.status, bodyIsJson ? body : undefined), {
      ...errorContext,
      retryAfterMs,
    })
  }
  if (!asText && !bodyIsJson) {
    throw new ApiError(
      { type: 'invalidResponse', issues: [`the body is not JSON: ${text.slice(0, 80)}`] },
      errorContext,
    )
  }
  const parsed = spec.schema.safeParse(asText ? text : body)
  if (!parsed.success) {
    throw new ApiError(
      { type: 'invalidResponse', issues: formatIssues(parsed.error.issues) },
      errorContext,
    )
  }
  const meta: ResponseMeta = { status: response.status, receivedAt, attempts: 1 }
  if (date) meta.date = date
  const maxAgeSeconds = parseMaxAge(response.headers.get('cache-control'))
  if (maxAgeSeconds !== undefined) meta.maxAgeSeconds = maxAgeSeconds
  return { data: parsed.data, meta }
}
