/**
 * The one fetch wrapper. Every request of the app goes through `requestJson`: JSON in and
 * out (or text out, for the one endpoint that answers text: `responseFormat`), the caller's
 * AbortSignal combined with a per-attempt timeout, client-side rate limiting, the retry
 * policy of spec 7.1, and validation of the answer against its wire schema (./read-answer).
 * Failures come out as `ApiError`; successes as `{ data, meta }` (./request-types), where
 * `meta` carries what pages and caches need from the headers.
 *
 * This module is not part of the first view (see ./loaders and ./wire-loader), nor are the
 * wire schemas and zod: a request names its schema as a pick from the wire module
 * (`(wire) => wire.quoteResponseSchema`), and the module is loaded on the first request,
 * alongside its fetch (`loadWireSchemas`).
 */
import { appEnv } from '@/config/env'
import { ApiError, type ApiEndpoint } from './errors'
import { getRateLimiter, type TokenBucket } from './rate-limit'
import { readAnswer } from './read-answer'
import type { ApiContext, ApiResult, FetchFn, RequestSpec, ResponseMeta } from './request-types'
import { withRetry } from './retry'
import { loadWireSchemas, type WireSchemas } from './wire-loader'
import { peekArrivedAnswer, takeEarlyAnswer } from './early-answer'

export type { WireSchemas } from './wire-loader'

/**
 * `loadWireSchemas` for an endpoint function: a failed load (offline, or a deploy replaced
 * the chunk) is a network error of that endpoint, like a failed fetch.
 */
export async function wireSchemasFor(endpoint: ApiEndpoint): Promise<WireSchemas> {
  try {
    return await loadWireSchemas()
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause)
    throw new ApiError({ type: 'network', message }, { endpoint, cause })
  }
}

export const DEFAULT_TIMEOUT_MS = appEnv.requestTimeoutMs

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

/**
 * `read` of the result of an early request equal to `spec` (src/api/early-answer.ts) whose
 * OK answer has already arrived, read as `attemptOnce` reads an answer: at once, for a
 * query's first render. Undefined when there is none, when the schemas have not loaded
 * yet, or when the answer (or `read`) fails: the request is then left for `attemptOnce` to
 * take, which meets a bad answer as it meets any.
 */
export function arrivedEarlyAnswer<T, R>(
  spec: RequestSpec<T>,
  read: (result: ApiResult<T>) => R,
): R | undefined {
  if (spec.body === undefined) return undefined
  const wire = loadWireSchemas.loaded()
  if (!wire) return undefined
  const url = buildUrl(spec.url, spec.query)
  const early = peekArrivedAnswer(url, spec.body)
  if (!early) return undefined
  const { answer } = early
  try {
    const errorContext = { endpoint: spec.endpoint, method: spec.method, url }
    const receivedAt = new Date(answer.receivedAt)
    const result = read(readAnswer(spec, wire, answer, receivedAt, errorContext))
    early.take()
    return result
  } catch {
    return undefined
  }
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
  // Loads while the request is in flight; awaited once the answer is there. (Caught here
  // so a failed load is not an unhandled rejection when the fetch fails first.)
  const schemas = loadWireSchemas()
  schemas.catch(() => undefined)

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
    // The same request sent before the app had loaded (a shared link's quote): its answer,
    // when it came back OK in time; otherwise this one is sent as usual.
    const early = spec.body === undefined ? undefined : takeEarlyAnswer(url, spec.body)
    let response: Response
    let text: string
    try {
      response = await raceAbort(
        early ? early.then((answer) => answer ?? send()) : send(),
        controller.signal,
      )
      text = await raceAbort(response.text(), controller.signal)
    } catch (cause) {
      throw failure(cause)
    }
    const receivedAt = new Date()
    let wire: WireSchemas
    try {
      wire = await raceAbort(schemas, controller.signal)
    } catch (cause) {
      throw failure(cause)
    }
    return readAnswer(
      spec,
      wire,
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
