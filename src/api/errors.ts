/**
 * The one error type of the API module. Everything that can go wrong between the app and
 * the services (and the wallet, for the signing steps) becomes an `ApiError` whose `kind`
 * is a discriminated union, so a component can switch on it. Here: the model (the kinds, the
 * class, the guards) and the classification of anything thrown into a kind (`toApiError`,
 * `walletError`). Elsewhere: the words for a trader (`./error-descriptions`, `describeError`)
 * and whether a kind is worth retrying (`./retry`, `isRetryable`).
 */
import { isChainMismatch, isRejectionCode, isViemError, someCause } from '@/lib/viem-errors'

/** Spec 7.2: the orderbook `errorType`s of a quote. */
export const QUOTE_ERROR_TYPES = [
  'SellAmountDoesNotCoverFee',
  'NoLiquidity',
  'UnsupportedToken',
  'InvalidParameter',
  'RateLimited',
  'InternalServerError',
] as const

/** Spec 7.3: the orderbook `errorType`s of an order submission. */
export const SUBMISSION_ERROR_TYPES = [
  'InvalidSignature',
  'DuplicatedOrder',
  'InsufficientBalance',
  'InsufficientAllowance',
  'OrderExpired',
  'SellAmountOverflow',
  'BuyAmountOverflow',
  'InvalidAppData',
  'Forbidden',
] as const

/** The orderbook `errorType`s of a cancellation (two of them are spec 7.3's too). */
export const CANCELLATION_ERROR_TYPES = [
  'OrderNotFound',
  'AlreadyCancelled',
  'OrderFullyExecuted',
  'OrderExpired',
  'WrongOwner',
  'InvalidSignature',
  'OnChainOrder',
] as const

/** The orderbook `errorType`s of spec 7.2 and 7.3 and those the real service also sends. */
export const KNOWN_ERROR_TYPES = [
  ...QUOTE_ERROR_TYPES,
  ...SUBMISSION_ERROR_TYPES,
  // the real service (real-service-notes.md) and cancellation
  'NonZeroFee',
  'QuoteNotFound',
  'InvalidQuote',
  'MissingFrom',
  'WrongOwner',
  'ZeroAmount',
  'SameBuyAndSellToken',
  'InsufficientValidTo',
  'ExcessiveValidTo',
  'AppDataHashMismatch',
  'TooManyLimitOrders',
  'OrderNotFound',
  'AlreadyCancelled',
  'OrderFullyExecuted',
  'OnChainOrder',
  'InsufficientLiquidity',
] as const

export type KnownErrorType = (typeof KNOWN_ERROR_TYPES)[number]
/** Open set: the service adds names over time; `(string & {})` keeps autocompletion of the known ones. */
export type OrderbookErrorType = KnownErrorType | (string & {})

export function isKnownErrorType(value: string): value is KnownErrorType {
  return (KNOWN_ERROR_TYPES as readonly string[]).includes(value)
}

/** Which endpoint failed; lets `describeError` word the token-data statuses of spec 7.4. */
export type ApiEndpoint =
  | 'quote'
  | 'postOrder'
  | 'order'
  | 'orderStatus'
  | 'accountOrders'
  | 'ordersByUids'
  | 'cancelOrders'
  | 'cancelOrder'
  | 'putAppData'
  | 'getAppData'
  | 'solverCompetition'
  | 'version'
  | 'usdPrice'
  | 'topHolders'
  | 'slippageTolerance'
  | 'volatilityDetails'
  | 'notifications'
  | 'nativePrice'
  | 'trades'
  | 'totalSurplus'
  | 'notifyChannels'
  | 'watchTower'

export type WalletErrorReason = 'rejected' | 'wrongChain' | 'other'

export type ApiErrorKind =
  /** The orderbook answered `{errorType, description}`. */
  | {
      type: 'orderbook'
      errorType: OrderbookErrorType
      description: string
      status: number
      /** Extra data some errors carry (e.g. the fee of SellAmountDoesNotCoverFee). */
      data?: unknown
    }
  /** The token-data / markets / notifications family answered `{message}`. */
  | { type: 'tokenData'; message: string; status: number }
  /** An HTTP error status without a body we understand (e.g. a 403 from the edge). */
  | { type: 'http'; status: number }
  /** The request never got an answer: offline, DNS, refused, or blocked by CORS. */
  | { type: 'network'; message: string }
  | { type: 'timeout'; timeoutMs: number }
  /** A 2xx answer that does not match the wire schema. */
  | { type: 'invalidResponse'; issues: string[] }
  /** Caught before sending: the input would have made a bad request. */
  | { type: 'invalidRequest'; issues: string[] }
  /** The caller's AbortSignal fired. */
  | { type: 'aborted' }
  | { type: 'wallet'; reason: WalletErrorReason; message: string }
  /** A bug or something no other kind covers; kept so the registered error type is total. */
  | { type: 'unexpected'; message: string }

export interface ApiErrorContext {
  endpoint?: ApiEndpoint
  method?: string
  url?: string
  /** How many HTTP attempts were made before giving up. */
  attempts?: number
  /** An earlier attempt of the same request may have taken effect (see `ApiError`). */
  earlierAttemptUnknown?: boolean
  /** The server's Retry-After, in ms, when it sent one. */
  retryAfterMs?: number
  cause?: unknown
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly endpoint: ApiEndpoint | undefined
  readonly method: string | undefined
  readonly url: string | undefined
  readonly retryAfterMs: number | undefined
  attempts: number
  /**
   * Whether an attempt before this one may have taken effect: its answer was lost, a 5xx or
   * unreadable (`isFateUnknown`). The retry loop sets it, so that a refusal of the retry
   * (say `InsufficientAllowance`, because the first attempt's order already filled) is never
   * read as "the request did not happen".
   */
  earlierAttemptUnknown: boolean

  constructor(kind: ApiErrorKind, context: ApiErrorContext = {}) {
    super(technicalMessage(kind, context), { cause: context.cause })
    this.kind = kind
    this.endpoint = context.endpoint
    this.method = context.method
    this.url = context.url
    this.retryAfterMs = context.retryAfterMs
    this.attempts = context.attempts ?? 1
    this.earlierAttemptUnknown = context.earlierAttemptUnknown ?? false
  }

  /** The HTTP status, when the service answered. */
  get status(): number | undefined {
    const k = this.kind
    return k.type === 'orderbook' || k.type === 'tokenData' || k.type === 'http'
      ? k.status
      : undefined
  }

  /** The orderbook errorType, when there is one. */
  get errorType(): OrderbookErrorType | undefined {
    return this.kind.type === 'orderbook' ? this.kind.errorType : undefined
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function isOrderbookError(error: unknown, errorType?: OrderbookErrorType): boolean {
  return (
    error instanceof ApiError &&
    error.kind.type === 'orderbook' &&
    (errorType === undefined || error.kind.errorType === errorType)
  )
}

/**
 * Whether a failed request may still have taken effect on the service: the answer was a 5xx,
 * never came (dropped connection, timeout), or could not be read. A 4xx (429 included, which
 * is refused before processing) and anything caught before sending did not take effect.
 */
export function isFateUnknown(error: ApiError): boolean {
  const status = error.status
  if (status !== undefined) return status >= 500
  switch (error.kind.type) {
    case 'invalidRequest':
    case 'wallet':
      return false // never sent
    default:
      return true // network, timeout, invalidResponse, aborted, unexpected
  }
}

function technicalMessage(kind: ApiErrorKind, context: ApiErrorContext): string {
  const where = context.method && context.url ? ` (${context.method} ${context.url})` : ''
  switch (kind.type) {
    case 'orderbook':
      return `${kind.errorType} [${kind.status}]: ${kind.description}${where}`
    case 'tokenData':
      return `${kind.message} [${kind.status}]${where}`
    case 'http':
      return `HTTP ${kind.status}${where}`
    case 'network':
      return `Network error: ${kind.message}${where}`
    case 'timeout':
      return `No answer within ${kind.timeoutMs} ms${where}`
    case 'invalidResponse':
      return `Invalid response${where}: ${kind.issues.join('; ')}`
    case 'invalidRequest':
      return `Invalid request: ${kind.issues.join('; ')}`
    case 'aborted':
      return `Aborted${where}`
    case 'wallet':
      return `Wallet (${kind.reason}): ${kind.message}`
    case 'unexpected':
      return kind.message
  }
}

/** `ApiError` for input caught before sending. */
export function invalidRequest(endpoint: ApiEndpoint, ...issues: string[]): ApiError {
  return new ApiError({ type: 'invalidRequest', issues }, { endpoint })
}

/** Classifies a wallet/viem error: user rejection, wrong chain, or other. */
export function walletError(error: unknown): ApiError {
  const message =
    error instanceof Error
      ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
      : String(error)
  let reason: WalletErrorReason = 'other'
  if (someCause(error, isRejectionCode)) {
    reason = 'rejected'
  } else if (someCause(error, isChainMismatch)) {
    reason = 'wrongChain'
  }
  return new ApiError({ type: 'wallet', reason, message }, { cause: error })
}

/** Normalises anything thrown into an `ApiError` (the registered error type of the query layer). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError({ type: 'aborted' }, { cause: error })
  }
  if (isViemError(error) || isRejectionCode(error)) return walletError(error)
  const message = error instanceof Error ? error.message : String(error)
  return new ApiError({ type: 'unexpected', message }, { cause: error })
}
