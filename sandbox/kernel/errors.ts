/**
 * Errors the orderbook answers with: `{errorType, description}` and an HTTP status, as the
 * production service does. Route code throws `ApiError`; the app's error handler turns it
 * into the response (and anything else into a logged 500 that still answers JSON).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { WireApiError } from '@batchswap/contract/wire/errors'

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorType: string,
    readonly description: string,
    /** Response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
    /** Structured detail, as production sends for some errors (e.g. the fee amount). */
    readonly data?: Record<string, unknown>,
  ) {
    super(`${errorType}: ${description}`)
    this.name = 'ApiError'
  }

  body(): WireApiError {
    return {
      errorType: this.errorType,
      description: this.description,
      ...(this.data ? { data: this.data } : {}),
    }
  }
}

/** 400 with an errorType: the request is wrong and must not be retried unchanged. */
export function badRequest(errorType: string, description: string): ApiError {
  return new ApiError(400, errorType, description)
}

export function invalidParameter(description: string): ApiError {
  return badRequest('InvalidParameter', description)
}

export function notFound(errorType: string, description: string): ApiError {
  return new ApiError(404, errorType, description)
}
