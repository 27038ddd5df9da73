import type { ErrorDescription } from '@/api/error-wordings'
import { useDescribeError, type DescribeError } from '@/api/queries/use-error-descriptions'
import { lazyModule, useLazyModule } from '@/lib/lazy-module'
import type * as TradeErrors from './trade-errors'
import type { SubmissionProblem, TokenWords } from './trade-errors'
import type { TradeFlow } from './trade-machine'

/**
 * The trade's wording of failures (trade-errors.ts) is not part of the first view either: it
 * loads beside the error descriptions, when there is a failure to word (or at the trader's
 * first touch, see main.tsx).
 */
type TradeErrorWords = typeof TradeErrors
const tradeErrorWords = lazyModule(() => import('./trade-errors'))

export const loadTradeErrorWords = (): Promise<TradeErrorWords> => tradeErrorWords.load()

/**
 * The descriptions and the trade's words, once both are in; undefined meanwhile. When the
 * words could not be loaded, the bare description still says what failed.
 */
function useProblemWords(
  wanted: boolean,
): { describe: DescribeError; words: TradeErrorWords | undefined } | undefined {
  const describe = useDescribeError(wanted)
  const words = useLazyModule(tradeErrorWords, wanted)
  if (!describe || (!words && !tradeErrorWords.failed())) return undefined
  return { describe, words }
}

/**
 * A failed quote in the trader's words, or undefined (no error, or for the moment the
 * descriptions take to load the first time).
 */
export function useQuoteProblem(
  error: unknown,
  sellToken: TokenWords | undefined,
): ErrorDescription | undefined {
  const loaded = useProblemWords(Boolean(error))
  if (!error || !loaded) return undefined
  return loaded.words
    ? loaded.words.describeQuoteError(loaded.describe, error, sellToken)
    : loaded.describe(error)
}

/** The failed step of a placement in the trader's words, with its next step; else undefined. */
export function useSubmissionProblem(flow: TradeFlow): SubmissionProblem | undefined {
  const loaded = useProblemWords(flow.phase === 'failed')
  if (flow.phase !== 'failed' || !loaded) return undefined
  return loaded.words
    ? loaded.words.describeSubmissionError(loaded.describe, flow.step, flow.error, {
        resend: flow.scheme !== undefined,
      })
    : // Unworded, it may still have reached the service: say so rather than "not placed".
      {
        ...loaded.describe(flow.error),
        step: flow.step,
        mayExist: flow.step === 'presign' || flow.step === 'submit',
      }
}
