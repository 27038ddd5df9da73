import { describe, expect, it } from 'vitest'
import {
  ApiError,
  CANCELLATION_ERROR_TYPES,
  isKnownErrorType,
  KNOWN_ERROR_TYPES,
  QUOTE_ERROR_TYPES,
  SUBMISSION_ERROR_TYPES,
  type ApiEndpoint,
} from './errors'
import { describeError } from './error-descriptions'
import type { ErrorAction } from './error-wordings'

const orderbook = (errorType: string, status = 400, description = 'from the service') =>
  new ApiError({ type: 'orderbook', errorType, description, status })

describe('describeError: orderbook errorTypes', () => {
  it('knows every errorType of spec 7.2, 7.3, the cancellation errors and the real extras', () => {
    for (const name of [
      ...QUOTE_ERROR_TYPES,
      ...SUBMISSION_ERROR_TYPES,
      ...CANCELLATION_ERROR_TYPES,
    ]) {
      expect(isKnownErrorType(name), name).toBe(true)
    }
  })

  it.each(KNOWN_ERROR_TYPES.map((t) => [t]))('%s has its own sentence', (errorType) => {
    const status = errorType === 'RateLimited' ? 429 : errorType === 'Forbidden' ? 403 : 400
    const d = describeError(orderbook(errorType, status))
    const fallback = describeError(orderbook('SomethingNobodyKnows', status))
    expect(d.title.length).toBeGreaterThan(3)
    expect(d.sentence).toMatch(/^[A-Z].*\.$/)
    // Specific, not the fallback wording that names the errorType.
    expect(d.sentence).not.toContain(errorType)
    expect(d.sentence).not.toBe(fallback.sentence)
    expect(d.detail).toBe('from the service')
  })

  const expectations: [string, ErrorAction, RegExp][] = [
    ['SellAmountDoesNotCoverFee', 'changeAmount', /network cost/],
    ['NoLiquidity', 'changeAmount', /no way to trade/],
    ['UnsupportedToken', 'changeToken', /cannot be traded/],
    ['InvalidParameter', 'fixInput', /could not read/],
    ['RateLimited', 'wait', /too many requests/],
    ['InternalServerError', 'retry', /temporary problem/],
    ['InvalidSignature', 'retry', /could not verify the signature/],
    ['DuplicatedOrder', 'none', /already been submitted/],
    ['InsufficientBalance', 'changeAmount', /balance/],
    ['InsufficientAllowance', 'approve', /not approved/],
    ['OrderExpired', 'requote', /deadline has passed/],
    ['SellAmountOverflow', 'changeAmount', /larger than the protocol/],
    ['BuyAmountOverflow', 'changeAmount', /larger than the protocol/],
    ['InvalidAppData', 'retry', /details document/],
    ['Forbidden', 'none', /not allowed/],
    ['OrderNotFound', 'none', /does not know this order/],
    ['AlreadyCancelled', 'none', /already been cancelled/],
    ['OrderFullyExecuted', 'none', /fully executed/],
    ['WrongOwner', 'none', /Only the account/],
    ['OnChainOrder', 'cancelOnChain', /on-chain transaction/],
  ]
  it.each(expectations)('%s -> %s', (errorType, action, sentence) => {
    const d = describeError(orderbook(errorType))
    expect(d.action).toBe(action)
    expect(d.sentence).toMatch(sentence)
  })

  it('Forbidden says not to retry; InsufficientAllowance leads to approval; OrderExpired to a new quote', () => {
    expect(describeError(orderbook('Forbidden', 403)).nextStep).toMatch(/Do not retry/)
    expect(describeError(orderbook('InsufficientAllowance')).nextStep).toMatch(/Approve/)
    expect(describeError(orderbook('OrderExpired')).nextStep).toMatch(/new quote/)
  })

  it('gives unknown errorTypes a readable fallback by status, naming the errorType', () => {
    const d = describeError(orderbook('QuantumFluxMismatch', 400, 'flux out of range'))
    expect(d).toEqual({
      title: 'Request refused',
      sentence: 'The service refused the request (QuantumFluxMismatch).',
      nextStep: 'Check what you entered and try again.',
      action: 'fixInput',
      detail: 'flux out of range',
    })
    expect(describeError(orderbook('Overloaded', 503)).action).toBe('retry')
    expect(describeError(orderbook('Teapot', 429)).action).toBe('wait')
    expect(describeError(orderbook('Nope', 404)).title).toBe('Not found')
    expect(describeError(orderbook('Nope', 500, '')).detail).toBeUndefined()
  })
})

describe('describeError: token data, markets and notifications (spec 7.4)', () => {
  const tokenData = (endpoint: ApiEndpoint, status: number, message = 'm') =>
    new ApiError({ type: 'tokenData', message, status }, { endpoint })
  const http = (endpoint: ApiEndpoint, status: number) =>
    new ApiError({ type: 'http', status }, { endpoint })

  const table: [ApiEndpoint, number, string, ErrorAction][] = [
    ['usdPrice', 404, 'Price unavailable', 'none'],
    ['topHolders', 404, 'No holders found', 'none'],
    ['usdPrice', 400, 'Invalid token address', 'fixInput'],
    ['topHolders', 400, 'Invalid token address', 'fixInput'],
    ['usdPrice', 500, 'Token data unavailable', 'retry'],
    ['topHolders', 500, 'Token data unavailable', 'retry'],
    ['slippageTolerance', 400, 'Invalid token address', 'fixInput'],
    ['slippageTolerance', 404, 'No slippage recommendation', 'none'],
    ['slippageTolerance', 500, 'Market data unavailable', 'retry'],
    ['volatilityDetails', 500, 'Market data unavailable', 'retry'],
    ['notifications', 400, 'Invalid account', 'fixInput'],
    ['notifications', 500, 'Notifications unavailable', 'retry'],
    ['notifications', 503, 'Notifications unavailable', 'none'],
  ]
  it.each(table)('%s %i: %s', (endpoint, status, title, action) => {
    for (const error of [tokenData(endpoint, status), http(endpoint, status)]) {
      const d = describeError(error)
      expect(d.title).toBe(title)
      expect(d.action).toBe(action)
      expect(d.sentence).toMatch(/\.$/)
    }
  })

  it('keeps the message as detail', () => {
    expect(describeError(tokenData('usdPrice', 404, 'Price not found')).detail).toBe(
      'Price not found',
    )
    expect(
      describeError(tokenData('slippageTolerance', 404, 'Market data unavailable')).sentence,
    ).toMatch(/not enough trading history/)
  })

  it('the notification backend being off reads calmly', () => {
    const d = describeError(tokenData('notifications', 503, 'Notifications are disabled'))
    expect(d.sentence).toBe('Notifications are turned off on this service right now.')
  })
})

describe('describeError: transport and other kinds', () => {
  it('network', () => {
    const d = describeError(new ApiError({ type: 'network', message: 'Failed to fetch' }))
    expect(d).toMatchObject({
      title: 'Service unreachable',
      action: 'retry',
      detail: 'Failed to fetch',
    })
  })
  it('timeout', () => {
    expect(describeError(new ApiError({ type: 'timeout', timeoutMs: 15000 }))).toMatchObject({
      sentence: 'The service did not answer in time.',
      action: 'retry',
    })
  })
  it('http without body', () => {
    expect(describeError(new ApiError({ type: 'http', status: 403 }))).toMatchObject({
      title: 'Access refused',
      action: 'wait',
    })
    expect(describeError(new ApiError({ type: 'http', status: 502 })).action).toBe('retry')
  })
  it('invalid response lists the issues as detail', () => {
    const d = describeError(new ApiError({ type: 'invalidResponse', issues: ['a: x', 'b: y'] }))
    expect(d).toMatchObject({ title: 'Unexpected answer', detail: 'a: x; b: y' })
  })
  it('invalid request says what is wrong', () => {
    const d = describeError(
      new ApiError({
        type: 'invalidRequest',
        issues: ['limit must be a whole number from 1 to 1000, got 0'],
      }),
    )
    expect(d.sentence).toBe('Limit must be a whole number from 1 to 1000, got 0.')
    expect(d.action).toBe('fixInput')
  })
  it('aborted', () => {
    expect(describeError(new ApiError({ type: 'aborted' }))).toEqual({
      title: 'Cancelled',
      sentence: 'The request was cancelled.',
      action: 'none',
    })
  })
  it('wallet rejection, wrong chain, other', () => {
    expect(
      describeError(new ApiError({ type: 'wallet', reason: 'rejected', message: '' })).action,
    ).toBe('none')
    expect(
      describeError(new ApiError({ type: 'wallet', reason: 'wrongChain', message: '' })).action,
    ).toBe('switchChain')
    expect(
      describeError(new ApiError({ type: 'wallet', reason: 'other', message: 'boom' })),
    ).toMatchObject({
      action: 'retry',
      detail: 'boom',
    })
  })
  it('anything else', () => {
    expect(describeError(new Error('kaput'))).toMatchObject({
      title: 'Something went wrong',
      detail: 'kaput',
    })
    expect(describeError('a string')).toMatchObject({ detail: 'a string' })
  })
})
