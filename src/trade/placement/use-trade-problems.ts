import { describeError } from '@/api/error-descriptions'
import type { ErrorDescription } from '@/api/error-wordings'
import {
  describeQuoteError,
  describeSubmissionError,
  type SubmissionProblem,
  type TokenWords,
} from './trade-errors'
import type { TradeFlow } from './trade-machine'

/** A failed quote in the trader's words, or undefined when there is no error. */
export function useQuoteProblem(
  error: unknown,
  sellToken: TokenWords | undefined,
): ErrorDescription | undefined {
  return error ? describeQuoteError(describeError, error, sellToken) : undefined
}

/** The failed step of a placement in the trader's words, with its next step; else undefined. */
export function useSubmissionProblem(flow: TradeFlow): SubmissionProblem | undefined {
  if (flow.phase !== 'failed') return undefined
  return describeSubmissionError(describeError, flow.step, flow.error, {
    resend: flow.scheme !== undefined,
  })
}
