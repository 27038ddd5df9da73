/**
 * The one fetch wrapper. Every request of the app goes through `requestJson`: JSON in and
 * out (or text out, for the one endpoint that answers text: `responseFormat`), the caller's AbortSignal combined with a per-attempt timeout, client-side rate
 * limiting, the retry policy of spec 7.1, and validation of the answer against its wire
 * schema. Failures come out as `ApiError`; successes as `{ data, meta }`, where `meta`
 * carries what pages and caches need from the headers.
 *
 * A request names its schema as a pick from the wire module
 * (`(wire) => wire.quoteResponseSchema`).
 */
import type * as z from 'zod/mini'
import type { Environment } from '@/protocol/chains'
import { ApiError, type ApiEndpoint, type ApiErrorKind } from './errors'
import type { SkippedItem } from './read-list'
import { getRateLimiter, type RateLimitedOperation, type TokenBucket } from './rate-limit'
import { parseRetryAfter, withRetry, type RetryInfo, type RetryPolicy } from './retry'
import { appEnv } from '@/config/env'
import { formatIssues } from './format-issues'
import { getServiceUrls, type ServiceUrls } from './urls'
import * as wireSchemas from './wire'

/** The wire module: every schema the services' answers are checked against. */
export type WireSchemas = typeof wireSchemas

/** A schema picked from the wire module. */
export type SchemaPick<T> = (wire: WireSchemas) => z.ZodMiniType<T>

export const DEFAULT_TIMEOUT_MS = appEnv.requestTimeoutMs

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>

/** What every endpoint function takes first. */
export interface ApiContext {
  chainId: number
  env: Environment
  signal?: AbortSignal
  /** Injected by tests; defaults to the global fetch. */
  fetch?: FetchFn
  /** Per attempt; default 15 s. */
  timeoutMs?: number
  /** Observes retries, e.g. to show "retrying" in the UI. */
  onRetry?: (info: RetryInfo) => void
  /** Ends a backoff wait early (back online, tab focused, "Try again"); see `RetryOptions`. */
  wakeUp?: (onWake: () => void) => () => void
  /** Overrides of the retry policy (tests use small delays or `maxAttempts: 1`). */
  retry?: Partial<RetryPolicy>
  /** Jitter source in [0, 1); injected by tests. */
  random?: () => number
  /** Overrides the base URLs from the environment configuration. */
  urls?: ServiceUrls
  /** Per-operation buckets; `null` turns client-side limiting off. Defaults to shared buckets. */
  rateLimiters?: Partial<Record<RateLimitedOperation, TokenBucket | null>>
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * How a successful answer's body reaches the schema: parsed JSON (every endpoint but one),
 * or the text itself, for `GET /api/v1/version`, which answers `text/plain`.
 */
export type ResponseFormat = 'json' | 'text'

export interface RequestSpec<T> {
  endpoint: ApiEndpoint
  method: HttpMethod
  url: string
  query?: Record<string, string | undefined>
  /** Serialised as JSON. */
  body?: unknown
  /**
   * The answer's schema, e.g. `(wire) => wire.quoteResponseSchema`; with `responseFormat:
   * 'text'` it is handed the body as a string.
   */
  schema: SchemaPick<T>
  /** Default 'json'. Error bodies are read as JSON either way (the services' error shapes). */
  responseFormat?: ResponseFormat
  rateLimit?: RateLimitedOperation
  /** Endpoint-specific policy changes, applied over the context's. */
  retry?: Partial<RetryPolicy>
  /**
   * The browser's HTTP cache mode; 'no-cache' revalidates with the service instead of
   * serving a copy the browser kept for the answer's max-age.
   */
  cache?: RequestCache
}

export interface ResponseMeta {
  status: number
  /** The server's `Date` header: the reference for clock-skew corrections. */
  date?: Date
  /** `Cache-Control: max-age`, in seconds (0 for no-store / no-cache). */
  maxAgeSeconds?: number
  /** When the answer arrived, by the client's clock. */
  receivedAt: Date
  /** HTTP attempts it took. */
  attempts: number
  /** List elements that could not be read and were left out (see `read-list.ts`). */
  skipped?: readonly SkippedItem[]
  /** Elements in a list answer before any were skipped: what paging must count. */
  listLength?: number
}

export interface ApiResult<T> {
  data: T
  meta: ResponseMeta
}

export function serviceUrls(ctx: ApiContext): ServiceUrls {
  return ctx.urls ?? getServiceUrls(ctx.chainId, ctx.env)
}

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

function buildUrl(url: string, query: RequestSpec<unknown>['query']): string {
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, value)
  }
  const search = params.toString()
  return search === '' ? url : `${url}?${search}`
}

/** Rejects as soon as `signal` fires, even if `promise` (a mocked fetch) ignores it. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('Aborted', 'AbortError'))
      return
    }
    const onAbort = () => reject(new DOMException('Aborted', 'AbortError'))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

function errorKindFromBody(status: number, body: unknown): ApiErrorKind {
  const orderbook = wireSchemas.apiErrorSchema.safeParse(body)
  if (orderbook.success) {
    const { errorType, description, data } = orderbook.data
    return data === undefined
      ? { type: 'orderbook', errorType, description: description ?? '', status }
      : { type: 'orderbook', errorType, description: description ?? '', status, data }
  }
  const tokenData = wireSchemas.tokenDataErrorSchema.safeParse(body)
  if (tokenData.success) return { type: 'tokenData', message: tokenData.data.message, status }
  return { type: 'http', status }
}

/** An answer as the fetch wrapper reads it: the status, the headers, the whole body. */
interface Answer {
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
function readAnswer<T>(
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
  const parsed = spec.schema(wireSchemas).safeParse(asText ? text : body)
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

async function attemptOnce<T>(
  ctx: ApiContext,
  spec: RequestSpec<T>,
  url: string,
): Promise<ApiResult<T>> {
  const fetchFn: FetchFn = ctx.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeoutMs = ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const errorContext = { endpoint: spec.endpoint, method: spec.method, url }
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onCallerAbort = () => controller.abort()
  ctx.signal?.addEventListener('abort', onCallerAbort, { once: true })
  const failure = (cause: unknown): ApiError => {
    if (ctx.signal?.aborted) return new ApiError({ type: 'aborted' }, { ...errorContext, cause })
    if (timedOut) return new ApiError({ type: 'timeout', timeoutMs }, { ...errorContext, cause })
    const message = cause instanceof Error ? cause.message : String(cause)
    return new ApiError({ type: 'network', message }, { ...errorContext, cause })
  }

  try {
    if (ctx.signal?.aborted) throw new ApiError({ type: 'aborted' }, errorContext)
    const asText = spec.responseFormat === 'text'
    // Either value is CORS-safelisted; a text endpoint still answers its errors in JSON.
    const headers: Record<string, string> = {
      Accept: asText ? 'text/plain, application/json' : 'application/json',
    }
    if (spec.body !== undefined) headers['Content-Type'] = 'application/json'
    const send = () =>
      fetchFn(url, {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: controller.signal,
        ...(spec.cache ? { cache: spec.cache } : {}),
      })
    let response: Response
    let text: string
    try {
      response = await raceAbort(send(), controller.signal)
      text = await raceAbort(response.text(), controller.signal)
    } catch (cause) {
      throw failure(cause)
    }
    const receivedAt = new Date()
    return readAnswer(
      spec,
      { status: response.status, ok: response.ok, headers: response.headers, text },
      receivedAt,
      errorContext,
    )
  } finally {
    clearTimeout(timer)
    ctx.signal?.removeEventListener('abort', onCallerAbort)
  }
}

function limiterFor(
  ctx: ApiContext,
  spec: RequestSpec<unknown>,
  url: string,
): TokenBucket | undefined {
  if (!spec.rateLimit) return undefined
  const injected = ctx.rateLimiters?.[spec.rateLimit]
  if (injected === null) return undefined
  return injected ?? getRateLimiter(spec.rateLimit, serviceKey(url))
}

/** The service a bucket belongs to: its origin (a relative base URL counts as one service). */
function serviceKey(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return 'relative'
  }
}

/** Sends one logical request: rate limit and retries included. */
export async function requestJson<T>(ctx: ApiContext, spec: RequestSpec<T>): Promise<ApiResult<T>> {
  const url = buildUrl(spec.url, spec.query)
  const limiter = limiterFor(ctx, spec, url)
  return withRetry(
    async (attempt) => {
      // Each attempt is a request the server counts, so each takes a token.
      await limiter?.take(ctx.signal)
      const result = await attemptOnce(ctx, spec, url)
      result.meta.attempts = attempt
      return result
    },
    {
      policy: { ...ctx.retry, ...spec.retry },
      random: ctx.random,
      signal: ctx.signal,
      onRetry: ctx.onRetry,
      wakeUp: ctx.wakeUp,
    },
  )
}

/**
 * Converts validated wire data into domain data. A converter that throws (an amount the
 * schema let through but bigint cannot hold, say) yields `invalidResponse`, never a crash.
 */
export function mapResult<W, D>(
  result: ApiResult<W>,
  endpoint: ApiEndpoint,
  convert: (wire: W, meta: ResponseMeta) => D,
): ApiResult<D> {
  try {
    return { data: convert(result.data, result.meta), meta: result.meta }
  } catch (cause) {
    if (cause instanceof ApiError) throw cause
    const message = cause instanceof Error ? cause.message : String(cause)
    throw new ApiError({ type: 'invalidResponse', issues: [message] }, { endpoint, cause })
  }
}
