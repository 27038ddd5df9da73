/**
 * What a request of the fetch wrapper (./http) is and what it gives back: the context every
 * endpoint function takes first, a request's description (`RequestSpec`, with the answer's
 * schema) and a successful answer (`ApiResult`).
 */
import type * as z from 'zod/mini'
import type { Environment } from '@batchswap/contract/protocol/chains'
import type { ApiEndpoint } from './errors'
import type { SkippedItem } from './read-list'
import type { RateLimitedOperation, TokenBucket } from './rate-limit'
import type { RetryInfo, RetryPolicy } from './retry'
import { getServiceUrls, type ServiceUrls } from './urls'
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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

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
  /** Request headers beyond Accept and Content-Type, e.g. a session's `Authorization`. */
  headers?: Readonly<Record<string, string>>
  /**
   * The answer's schema, e.g. `quoteResponseSchema`; with `responseFormat: 'text'` it is
   * handed the body as a string.
   */
  schema: z.ZodMiniType<T>
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
