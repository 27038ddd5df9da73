/**
 * The one fetch wrapper. Every request of the app goes through `requestJson`: JSON in and
 * out (or text out, for the one endpoint that answers text: `responseFormat`), the caller's
 * AbortSignal combined with a per-attempt timeout, client-side rate limiting, the retry
 * policy of spec 7.1, and validation of the answer against its wire schema (./read-answer).
 * Failures come out as `ApiError`; successes as `{ data, meta }` (./request-types), where
 * `meta` carries what pages and caches need from the headers.
 *
 * A request names its answer's schema (`schema: quoteResponseSchema`, from the contract's wire
 * modules).
 */
import { appEnv } from '@/config/env'
import { ApiError, type ApiEndpoint } from './errors'
import { getRateLimiter, type TokenBucket } from './rate-limit'
import { readAnswer } from './read-answer'
import type { ApiContext, ApiResult, FetchFn, RequestSpec, ResponseMeta } from './request-types'
import { withRetry } from './retry'

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
      ...spec.headers,
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
