import type { ErrorDescription } from '@/api/error-wordings'
import { lazyModule, useLazyModule } from '@/lib/lazy-module'

/**
 * The error descriptions (src/api/error-descriptions.ts: every failure in a trader's words)
 * are not part of the first view: they load at the trader's first touch, key or focus
 * (main.tsx), or when an error is first to be described, whichever comes first.
 */

export type DescribeError = (error: unknown) => ErrorDescription

const descriptions = lazyModule(() => import('@/api/error-descriptions'))

/** Loads the descriptions once; a failed load is tried again on the next call. */
export function loadErrorDescriptions(): Promise<DescribeError> {
  return descriptions.load().then((module) => module.describeError)
}

/**
 * Said when the descriptions themselves could not be loaded (offline since the page
 * opened, or a new deployment replaced the file): the error is not described, but the
 * trader still learns that something failed and what to do.
 */
export const UNDESCRIBED_ERROR: ErrorDescription = {
  title: 'Something went wrong',
  sentence: 'The request failed, and this page could not load the words to say why.',
  nextStep: 'Check your connection, then try again.',
  action: 'retry',
}

/**
 * `describeError` for components: undefined while the descriptions load (already loaded
 * once the trader has touched the page), then the function. Asks for them when
 * `wanted` (there is an error to describe); after a failed load, describes every error
 * as UNDESCRIBED_ERROR until a later attempt succeeds.
 */
export function useDescribeError(wanted: boolean): DescribeError | undefined {
  const loaded = useLazyModule(descriptions, wanted)
  if (loaded) return loaded.describeError
  return descriptions.failed() ? () => UNDESCRIBED_ERROR : undefined
}
