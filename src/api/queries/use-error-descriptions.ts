import { useEffect, useReducer } from 'react'
import type { ErrorDescription } from '@/api/error-descriptions'
import { loadOnce } from '@/lib/load-once'

/**
 * The error descriptions (src/api/error-descriptions.ts: every failure in a trader's words)
 * are not part of the first view: they load at the trader's first touch, key or focus
 * (main.tsx), or when an error is first to be described, whichever comes first.
 */

export type DescribeError = (error: unknown) => ErrorDescription

let loaded: DescribeError | undefined
let failed = false
const listeners = new Set<() => void>()

const loadModule = loadOnce(() => import('@/api/error-descriptions'))

/** Loads the descriptions once; a failed load is tried again on the next call. */
export function loadErrorDescriptions(): Promise<DescribeError> {
  return loadModule().then(
    (module) => {
      if (!loaded || failed) {
        loaded = module.describeError
        failed = false
        listeners.forEach((listener) => listener())
      }
      return module.describeError
    },
    (error: unknown) => {
      failed = true
      listeners.forEach((listener) => listener())
      throw error
    },
  )
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
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    listeners.add(rerender)
    if (wanted && !loaded) loadErrorDescriptions().catch(() => undefined)
    return () => {
      listeners.delete(rerender)
    }
  }, [wanted])
  if (loaded) return loaded
  return failed ? () => UNDESCRIBED_ERROR : undefined
}
