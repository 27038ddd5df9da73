import { describe, expect, it } from 'vitest'
import { ApiError, SUBMISSION_ERROR_TYPES, walletError } from '@/api/errors'
import { describeError } from '@/api/error-descriptions'
import { UserRejectedRequestError } from 'viem'
import { describeQuoteError, describeSubmissionError, feeFromErrorData } from './trade-errors'
import { nextStepLabel } from './next-step-label'
import { SANDBOX_WETH as WETH } from '@/api/test-fixtures'

function orderbookError(errorType: string, status = 400, data?: unknown): ApiError {
  return new ApiError(
    data === undefined
      ? { type: 'orderbook', errorType, description: 'from the service', status }
      : { type: 'orderbook', errorType, description: 'from the service', status, data },
    { endpoint: 'postOrder' },
  )
}

// The spec's 7.3 list: what a submission may answer, and the rate limit.
const SPEC_7_3 = [...SUBMISSION_ERROR_TYPES, 'RateLimited']

describe('submission errors', () => {
  it.each(SPEC_7_3)('%s has a sentence and a next step', (errorType) => {
    const problem = describeSubmissionError(
      describeError,
      'submit',
      orderbookError(errorType, errorType === 'Forbidden' ? 403 : 400),
    )
    expect(problem.sentence).toMatch(/\.$/)
    expect(problem.nextStep).toMatch(/\.$/)
    expect(problem.title).not.toBe('')
  })

  it('InsufficientAllowance leads to approval, OrderExpired to a new quote, Forbidden to no retry', () => {
    expect(
      describeSubmissionError(describeError, 'submit', orderbookError('InsufficientAllowance'))
        .action,
    ).toBe('approve')
    expect(
      describeSubmissionError(describeError, 'submit', orderbookError('OrderExpired')).action,
    ).toBe('requote')
    const forbidden = describeSubmissionError(
      describeError,
      'submit',
      orderbookError('Forbidden', 403),
    )
    expect(forbidden.action).toBe('none')
    expect(forbidden.nextStep).toMatch(/do not retry/i)
    expect(nextStepLabel('approve')).toBe('Approve')
    expect(nextStepLabel('requote')).toBe('Get a new quote')
    expect(nextStepLabel('none')).toBeUndefined()
  })

  it('words a UID mismatch as a refusal to vouch for the order', () => {
    const mismatch = new ApiError(
      {
        type: 'invalidResponse',
        issues: ["the service returned UID 0x1, but the signed order's UID is 0x2"],
      },
      { endpoint: 'postOrder' },
    )
    const problem = describeSubmissionError(describeError, 'submit', mismatch)
    expect(problem.title).toBe('Order ID mismatch')
    expect(problem.action).toBe('none')
    expect(problem.mayExist).toBe(true)
  })

  it('names the step for generic failures', () => {
    const network = new ApiError(
      { type: 'network', message: 'offline' },
      { endpoint: 'putAppData' },
    )
    expect(describeSubmissionError(describeError, 'uploadAppData', network).title).toBe(
      'Order details not uploaded',
    )
    const reverted = walletError(new Error('execution reverted'))
    expect(describeSubmissionError(describeError, 'approve', reverted)).toMatchObject({
      title: 'Approval failed',
      action: 'retry',
    })
  })

  it('recognises a wallet rejection', () => {
    const rejected = walletError(new UserRejectedRequestError(new Error('no')))
    expect(rejected.kind).toMatchObject({ type: 'wallet', reason: 'rejected' })
  })
})

describe('quote errors', () => {
  it('SellAmountDoesNotCoverFee shows the fee when the service sends it', () => {
    const error = orderbookError('SellAmountDoesNotCoverFee', 400, {
      fee_amount: '0x38d7ea4c68000',
    })
    const described = describeQuoteError(describeError, error, WETH)
    expect(described.sentence).toBe(
      'The amount you sell is too small to pay the network cost of about 0.001 WETH.',
    )
    expect(described.nextStep).toBe('Sell more than 0.001 WETH.')
  })

  it('SellAmountDoesNotCoverFee says so when the fee is not given', () => {
    const described = describeQuoteError(
      describeError,
      orderbookError('SellAmountDoesNotCoverFee'),
      WETH,
    )
    expect(described.sentence).toMatch(/did not say how large/)
  })

  it.each(['NoLiquidity', 'UnsupportedToken', 'InvalidParameter'])(
    '%s is a form state with a sentence',
    (type) => {
      const described = describeQuoteError(describeError, orderbookError(type), WETH)
      expect(described.sentence.length).toBeGreaterThan(10)
      expect(described.nextStep).toBeDefined()
    },
  )

  it('reads fees in every form', () => {
    expect(feeFromErrorData({ fee_amount: '1000' })).toBe(1000n)
    expect(feeFromErrorData({ feeAmount: '0x10' })).toBe(16n)
    expect(feeFromErrorData({ fee: 5 })).toBe(5n)
    expect(feeFromErrorData({ fee_amount: 'lots' })).toBeUndefined()
    expect(feeFromErrorData(null)).toBeUndefined()
    expect(feeFromErrorData('0x10')).toBeUndefined()
  })
})
