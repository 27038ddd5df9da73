/**
 * The choice of words: `describeError` words any error for a trader by the orderbook's
 * `errorType`, by the endpoint and status of the token-data family (spec 7.4), or by the
 * transport kind. The words themselves are in `./error-wordings`, the error model in
 * `./errors`; which errors are retried lives in `./retry` (`isRetryable`). Framework-free;
 * imported by the features to render errors where the data would have been.
 */
import { isKnownErrorType, toApiError, type ApiEndpoint } from './errors'
import { t } from '@lingui/core/macro'
import {
  described,
  DESCRIPTIONS,
  ERROR_TYPE_DESCRIPTIONS,
  type Described,
  type ErrorDescription,
  type Worded,
} from './error-wordings'

function byStatus(status: number): Worded {
  if (status === 429) return ERROR_TYPE_DESCRIPTIONS.RateLimited
  if (status === 403) return DESCRIPTIONS.accessRefused
  if (status === 404) return DESCRIPTIONS.notFound
  if (status === 503) return DESCRIPTIONS.serviceUnavailable
  if (status >= 500) return ERROR_TYPE_DESCRIPTIONS.InternalServerError
  return DESCRIPTIONS.requestRefused
}

const TOKEN_ENDPOINTS: readonly ApiEndpoint[] = ['usdPrice', 'topHolders']
const MARKET_ENDPOINTS: readonly ApiEndpoint[] = ['slippageTolerance', 'volatilityDetails']

/** Spec 7.4: the token-data, market and notification statuses, worded per endpoint. */
function byEndpoint(endpoint: ApiEndpoint | undefined, status: number): Worded | undefined {
  if (endpoint === 'usdPrice' && status === 404) return DESCRIPTIONS.priceUnavailable
  if (endpoint === 'topHolders' && status === 404) return DESCRIPTIONS.noHolders
  if (endpoint && (TOKEN_ENDPOINTS.includes(endpoint) || MARKET_ENDPOINTS.includes(endpoint))) {
    if (status === 400) return DESCRIPTIONS.invalidTokenAddress
    if (endpoint === 'slippageTolerance' && status === 404) {
      return DESCRIPTIONS.noSlippageRecommendation
    }
    if (status >= 500) {
      return MARKET_ENDPOINTS.includes(endpoint)
        ? DESCRIPTIONS.marketDataUnavailable
        : DESCRIPTIONS.tokenDataUnavailable
    }
  }
  if (endpoint === 'notifications') {
    if (status === 400) return DESCRIPTIONS.invalidAccount
    if (status === 500) return DESCRIPTIONS.notificationsFailing
    if (status >= 501 || status === 404) return DESCRIPTIONS.notificationsOff
  }
  return undefined
}

/** Turns any error into words for a trader, with a suggested next step. */
export function describeError(error: unknown): ErrorDescription {
  const apiError = toApiError(error)
  const kind = apiError.kind
  switch (kind.type) {
    case 'orderbook': {
      const known = isKnownErrorType(kind.errorType)
        ? ERROR_TYPE_DESCRIPTIONS[kind.errorType]
        : undefined
      // Unknown names get the status's wording, naming the errorType so support can trace it.
      const fallback = described(byStatus(kind.status))
      const base = known
        ? described(known)
        : {
            ...fallback,
            sentence: `${fallback.sentence.replace(/\.$/, '')} (${kind.errorType}).`,
          }
      return withDetail(base, kind.description)
    }
    case 'tokenData':
      return withDetail(
        described(byEndpoint(apiError.endpoint, kind.status) ?? byStatus(kind.status)),
        kind.message,
      )
    case 'http':
      return described(byEndpoint(apiError.endpoint, kind.status) ?? byStatus(kind.status))
    case 'network':
      return {
        title: t`Service unreachable`,
        sentence: t`The service could not be reached: you may be offline, or it refuses requests from this site.`,
        nextStep: t`Check your connection and try again.`,
        action: 'retry',
        detail: kind.message,
      }
    case 'timeout':
      return {
        title: t`No answer`,
        sentence: t`The service did not answer in time.`,
        nextStep: t`Try again in a moment.`,
        action: 'retry',
      }
    case 'invalidResponse':
      return {
        title: t`Unexpected answer`,
        sentence: t`The service answered in a form this app does not understand.`,
        nextStep: t`Try again; if it persists, the service may have changed.`,
        action: 'retry',
        detail: kind.issues.join('; '),
      }
    case 'invalidRequest':
      return {
        title: t`Invalid input`,
        sentence: sentenceCase(kind.issues.join('; ')),
        nextStep: t`Correct the input and try again.`,
        action: 'fixInput',
      }
    case 'aborted':
      return { title: t`Cancelled`, sentence: t`The request was cancelled.`, action: 'none' }
    case 'wallet':
      if (kind.reason === 'rejected') return described(DESCRIPTIONS.walletRejected)
      if (kind.reason === 'wrongChain') return described(DESCRIPTIONS.wrongNetwork)
      return {
        title: t`Wallet error`,
        sentence: t`Your wallet reported an error.`,
        nextStep: t`Try again, or reconnect your wallet.`,
        action: 'retry',
        detail: kind.message,
      }
    case 'unexpected':
      return {
        title: t`Something went wrong`,
        sentence: t`Something unexpected went wrong.`,
        nextStep: t`Try again.`,
        action: 'retry',
        detail: kind.message,
      }
  }
}

function withDetail(wording: Described, detail: string): ErrorDescription {
  return detail.trim() === '' ? { ...wording } : { ...wording, detail }
}

function sentenceCase(text: string): string {
  const trimmed = text.trim()
  if (trimmed === '') return t`The input is not valid.`
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}
