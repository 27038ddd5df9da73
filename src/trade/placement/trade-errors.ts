import { t } from '@lingui/core/macro'
import { isHex, hexToBigInt } from 'viem'
import { toApiError } from '@/api/errors'
import type { ErrorDescription } from '@/api/error-wordings'
import { parseUintString } from '@batchswap/contract/protocol/bounds'
import { formatTokenAmount } from '@/lib/format-amount'
import type { FailedStep } from './trade-machine'

/**
 * A trade form's wording of failures, on top of `describeError`: the quote's errorTypes
 * as form states, the fee of SellAmountDoesNotCoverFee, and the step a submission failed
 * in. Every description ends in a next step the page turns into a button.
 * `describeError` comes in as `describe` (tests hand in their own).
 */

/** `describeError` (src/api/error-descriptions.ts), or a test's stand-in. */
export type DescribeError = (error: unknown) => ErrorDescription

/** The fee in a SellAmountDoesNotCoverFee error's `data` (`fee_amount` in production, hex or decimal). */
export function feeFromErrorData(data: unknown): bigint | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const record = data as Record<string, unknown>
  const raw = record.fee_amount ?? record.feeAmount ?? record.fee
  if (typeof raw === 'string') {
    if (isHex(raw, { strict: true }) && raw.length > 2 && raw.length <= 66) return hexToBigInt(raw)
    return parseUintString(raw)
  }
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) return BigInt(raw)
  return undefined
}

export interface TokenWords {
  symbol: string
  decimals: number
}

/** A failed quote as a form state: where the quote would have been. */
export function describeQuoteError(
  describe: DescribeError,
  error: unknown,
  sellToken: TokenWords | undefined,
): ErrorDescription {
  const apiError = toApiError(error)
  const described = describe(apiError)
  if (
    apiError.kind.type === 'orderbook' &&
    apiError.kind.errorType === 'SellAmountDoesNotCoverFee'
  ) {
    const fee = feeFromErrorData(apiError.kind.data)
    return {
      ...described,
      sentence:
        fee !== undefined && sellToken
          ? t`The amount you sell is too small to pay the network cost of about ${formatTokenAmount(fee, sellToken.decimals, sellToken.symbol)}.`
          : t`The amount you sell is too small to pay the network cost of the trade (the service did not say how large the cost is).`,
      nextStep:
        fee !== undefined && sellToken
          ? t`Sell more than ${formatTokenAmount(fee, sellToken.decimals, sellToken.symbol)}.`
          : described.nextStep,
    }
  }
  return described
}

function stepTitle(step: FailedStep): string {
  switch (step) {
    case 'approve':
      return t`Approval failed`
    case 'sign':
      return t`Signing failed`
    case 'uploadAppData':
      return t`Order details not uploaded`
    case 'submit':
      return t`Order not submitted`
    case 'presign':
      return t`Pre-signature not sent`
  }
}

export interface SubmissionProblem extends ErrorDescription {
  step: FailedStep
  /** The order may exist on the service even though this step failed (check your orders). */
  mayExist: boolean
}

function isUidMismatch(description: ErrorDescription, error: unknown): boolean {
  const apiError = toApiError(error)
  return (
    apiError.kind.type === 'invalidResponse' &&
    apiError.endpoint === 'postOrder' &&
    apiError.kind.issues.some((issue) => issue.includes('UID')) &&
    description.action !== 'none'
  )
}

/**
 * A failed step of the submission, with its next step. `resend`: the signed order is kept and
 * "try again" sends that same order (issue 11), so the trader is told no new signature and no
 * second order will follow.
 */
export function describeSubmissionError(
  describe: DescribeError,
  step: FailedStep,
  error: unknown,
  options: { resend?: boolean } = {},
): SubmissionProblem {
  const described = describe(error)
  const apiError = toApiError(error)
  if (isUidMismatch(described, error)) {
    return {
      step,
      title: t`Order ID mismatch`,
      sentence: t`The service answered with a different order ID from the one your wallet signed, so this app cannot vouch for the order.`,
      nextStep: t`Do not submit again; check your orders and cancel any you do not recognise.`,
      action: 'none',
      detail: described.detail,
      mayExist: true,
    }
  }
  if (apiError.kind.type === 'wallet' && apiError.kind.reason === 'other' && step === 'approve') {
    return {
      ...described,
      step,
      title: stepTitle('approve'),
      sentence: t`The approval transaction failed or was reverted.`,
      nextStep: t`Try the approval again.`,
      action: 'retry',
      mayExist: false,
    }
  }
  const generic = apiError.kind.type !== 'orderbook'
  if (options.resend && (step === 'submit' || step === 'uploadAppData')) {
    return {
      ...described,
      step,
      title: generic ? t`Order not placed` : described.title,
      sentence:
        apiError.status === 429 || !generic
          ? described.sentence
          : t`${described.sentence.replace(/\.$/, '')}; the service does not have your order.`,
      nextStep: t`Try again sends the order you already signed: no new signature, and never a second order.`,
      action: described.action === 'wait' ? 'wait' : 'retry',
      mayExist: false,
    }
  }
  return {
    ...described,
    step,
    title: generic && described.action === 'retry' ? stepTitle(step) : described.title,
    mayExist: step === 'presign' || (step === 'submit' && apiError.kind.type === 'timeout'),
  }
}
