import type { ErrorDescription } from '@/api/error-descriptions'
import { useDescribeError } from '@/api/queries/use-error-descriptions'
import {
  describeQuoteError,
  describeSubmissionError,
  type SubmissionProblem,
  type TokenWords,
} from './trade-errors'
import type { TradeFlow } from './trade-machine'

/**
 * A failed quote in the trader's words, or undefined (no error, or for the moment the
 * descriptions take to load the first time).
 */
export function useQuoteProblem(
  error: unknown,
  sellToken: TokenWords | undefined,
): ErrorDescription | undefined {
  const describe = useDescribeError(Boolean(error))
  return error && describe ? describeQuoteError(describe, error, sellToken) : undefined
}

/** The failed step of a placement in the trader's words, with its next step; else undefined. */
export function useSubmissionProblem(flow: TradeFlow): SubmissionProblem | undefined {
  const describe = useDescribeError(flow.phase === 'failed')
  return flow.phase === 'failed' && describe
    ? describeSubmissionError(describe, flow.step, flow.error, {
        resend: flow.scheme !== undefined,
      })
    : undefined
}
